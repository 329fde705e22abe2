import { getCollection, type CollectionEntry } from 'astro:content';
import { guideSlugs } from '../config/guides.ts';
import { locales, type Lang } from '../i18n/locales.ts';

export type Guide = CollectionEntry<'articles'>;

let checked: Promise<Guide[]> | undefined;

/**
 * All guides, checked once per build: every slug in both languages, file name equal to slug, and
 * unique orders. A failure throws, so the build fails with the reason.
 */
function allGuides(): Promise<Guide[]> {
  checked ??= getCollection('articles').then((entries) => {
    const problems: string[] = [];
    for (const entry of entries) {
      const [lang, file] = entry.id.split('/');
      if (file !== entry.data.slug) problems.push(`${entry.id}: slug '${entry.data.slug}' differs from the file name`);
      if (!locales.includes(lang as Lang)) problems.push(`${entry.id}: unknown language folder '${lang}'`);
    }
    for (const lang of locales) {
      const mine = entries.filter((e) => e.id.startsWith(`${lang}/`));
      for (const slug of guideSlugs) {
        if (!mine.some((e) => e.data.slug === slug)) problems.push(`guide '${slug}' has no ${lang} version (src/content/articles/${lang}/${slug}.mdx)`);
      }
      const orders = new Map<number, string>();
      for (const entry of mine) {
        const other = orders.get(entry.data.order);
        if (other) problems.push(`${lang}: '${other}' and '${entry.data.slug}' share order ${entry.data.order}`);
        orders.set(entry.data.order, entry.data.slug);
      }
    }
    for (const slug of guideSlugs) {
      const orders = new Set(entries.filter((e) => e.data.slug === slug).map((e) => e.data.order));
      if (orders.size > 1) problems.push(`guide '${slug}' has different orders in its languages`);
    }
    if (problems.length) throw new Error(`Invalid guides collection:\n- ${problems.join('\n- ')}`);
    return entries;
  });
  return checked;
}

/** The guides of a language in the spec's order 1..10. */
export async function getGuides(lang: Lang): Promise<Guide[]> {
  const entries = await allGuides();
  return entries.filter((e) => e.id.startsWith(`${lang}/`)).sort((a, b) => a.data.order - b.data.order);
}

export async function getGuide(lang: Lang, slug: string): Promise<Guide> {
  const guide = (await getGuides(lang)).find((g) => g.data.slug === slug);
  if (!guide) throw new Error(`No ${lang} guide '${slug}'`);
  return guide;
}
