import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { languageName, locales } from '../../i18n/locales.ts';
import { checkGuides, type CheckedGuide, type GuideFile } from './guide-check.ts';

/** The folder of the guides, under a project root. */
export const articlesDir = (root: string) => join(root, 'src', 'content', 'articles');

/**
 * The notices (privacy, legal) one language has and another lacks, one message per missing file, in the
 * editors' words: every page of the site exists in every language of the registry.
 */
export function missingNotices(root = process.cwd(), langs: readonly string[] = locales): string[] {
  const dir = join(root, 'src', 'content', 'pages');
  const names = (lang: string) => (existsSync(join(dir, lang)) ? readdirSync(join(dir, lang)).filter((name) => name.endsWith('.mdx')) : []);
  const all = [...new Set(langs.flatMap(names))].sort();
  return langs.flatMap((lang) => {
    const present = new Set(names(lang));
    return all
      .filter((name) => !present.has(name))
      .map(
        (name) =>
          `src/content/pages/${lang}/${name} is missing: every notice is one file per language with the same name; add the ${languageName(lang, 'en')} one.`,
      );
  });
}

/** Every guide file (`<lang>/<slug>.mdx`) of a project, with its path relative to the project root. */
export function readGuideFiles(root = process.cwd()): GuideFile[] {
  const dir = articlesDir(root);
  return locales.flatMap((lang) => {
    const folder = join(dir, lang);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => name.endsWith('.mdx'))
      .sort()
      .map((name) => {
        const full = join(folder, name);
        return {
          path: relative(root, full).split(sep).join('/'),
          lang,
          slug: name.slice(0, -'.mdx'.length),
          text: readFileSync(full, 'utf8'),
        };
      });
  });
}

/**
 * The guides of one language as a build publishes them (no drafts), in their order; throws with the
 * editor's messages if the set has problems. For scripts and tests, which run outside Astro.
 */
export function publishedGuides(lang: (typeof locales)[number], root = process.cwd()): CheckedGuide[] {
  const { guides, problems } = checkGuides(readGuideFiles(root));
  if (problems.length) throw new Error(problems.join('\n'));
  return guides.filter((g) => g.file.lang === lang && !g.data.draft).sort((a, b) => a.data.order - b.data.order);
}
