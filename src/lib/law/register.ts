import { getCollection, getEntry } from 'astro:content';
import type { Lang } from '../../i18n/locales.ts';
import { withLaw } from './law-tokens.ts';
import type { RegisterEntry } from './rule-schema.ts';

/**
 * The register of the law as the pages read it (the `law` collection). Every build has already checked it
 * and every <Rule> id (src/integrations/guide-check.ts), so a rule named here and missing is a mistake in
 * code, not in an editor's file.
 */
export async function getRule(id: string): Promise<RegisterEntry> {
  const entry = await getEntry('law', id);
  if (!entry) throw new Error(`The register of the law has no rule "${id}" (src/content/law/${id}.yaml)`);
  return { id: entry.id, ...entry.data };
}

/** Every rule, in the order the register's page lists them: by kind, then by title's id. */
export async function getRegister(): Promise<RegisterEntry[]> {
  const kinds = ['period', 'payer', 'condition', 'duty'];
  const entries = (await getCollection('law')).map((e) => ({ id: e.id, ...e.data }));
  return entries.sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || a.id.localeCompare(b.id));
}

/** Several rules by id, for a page that renders a fixed set (the dates, the path, how we work). */
export async function getRules<const Id extends string>(ids: readonly Id[]): Promise<Record<Id, RegisterEntry>> {
  return Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await getRule(id)]))) as Record<Id, RegisterEntry>;
}

/** A guide's string with its register tokens put in (src/lib/law/law-tokens.ts), for the components that show one. */
export async function lawText(text: string, lang: Lang): Promise<string> {
  return text.includes('{') ? withLaw(text, lang, await getRegister()) : text;
}
