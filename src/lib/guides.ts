import { getCollection, type CollectionEntry } from 'astro:content';
import type { Lang } from '../i18n/locales.ts';

export type Guide = CollectionEntry<'articles'>;

/** A guide's address, the file name: ids are '<lang>/<slug>' (src/content.config.ts). */
export const slugOf = (guide: Guide): string => guide.id.slice(guide.id.indexOf('/') + 1);

/** Set by src/integrations/guide-check.ts from the command Astro runs: '1' under `astro dev` only. */
const showDrafts = () => process.env.SHOW_GUIDE_DRAFTS === '1';

/**
 * The guides of a language in their order. Every build has already checked the set (both languages,
 * unique orders, links: src/integrations/guide-check.ts); drafts show in `astro dev` only, decided by the
 * command and not by NODE_ENV, so that a build never publishes one.
 */
export async function getGuides(lang: Lang): Promise<Guide[]> {
  const entries = await getCollection('articles', (e) => e.id.startsWith(`${lang}/`) && (showDrafts() || !e.data.draft));
  return entries.sort((a, b) => a.data.order - b.data.order);
}

export async function getGuide(lang: Lang, slug: string): Promise<Guide> {
  const guide = (await getGuides(lang)).find((g) => slugOf(g) === slug);
  if (!guide) throw new Error(`No ${lang} guide '${slug}'`);
  return guide;
}
