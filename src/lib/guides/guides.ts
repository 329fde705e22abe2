import { getCollection, render, type CollectionEntry } from 'astro:content';
import { localizePath, type Lang } from '../../i18n/locales.ts';

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

/** A section of a guide as a page of `lang` links to it: the address of its heading, and the titles. */
export interface GuideSectionLink {
  href: string;
  guideTitle: string;
  sectionTitle: string;
}

/**
 * The link to a guide's section named by the id of its heading in the English file. Both languages have the
 * same headings in the same order (the build checks it), so the heading's position names it in `lang`. A
 * section that is not there stops the build.
 */
export async function guideSectionLink(lang: Lang, slug: string, englishId: string): Promise<GuideSectionLink> {
  const sectionsOf = async (code: Lang) => {
    const guide = await getGuide(code, slug);
    return { guide, headings: (await render(guide)).headings.filter((h) => h.depth >= 2 && h.depth <= 3) };
  };
  const at = (await sectionsOf('en')).headings.findIndex((h) => h.slug === englishId);
  const { guide, headings } = await sectionsOf(lang);
  const heading = headings[at];
  if (at < 0 || !heading) throw new Error(`No section "${englishId}" in the guide "${slug}"`);
  return { href: `${localizePath(lang, `/articles/${slug}`)}#${heading.slug}`, guideTitle: guide.data.title, sectionTitle: heading.text };
}
