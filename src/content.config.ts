import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { locales } from './i18n/locales.ts';
import { guideSchema, noticeSchema } from './lib/guides/guide-schema.ts';
import { ruleSchema } from './lib/law/rule-schema.ts';
import { lenientInDev } from './lib/guides/lenient-in-dev.ts';

/** One folder per language of the registry: '{el,en}/*.mdx' (a single language needs no braces). */
const pattern = `${locales.length > 1 ? `{${locales.join(',')}}` : locales[0]}/*.mdx`;

/** Ids come from the path ('en/accident-report'): a guide's address is its file name, the same in every language. */
const idFromPath = ({ entry }: { entry: string }) => entry.replace(/\.mdx$/, '');

export const collections = {
  articles: defineCollection({
    loader: lenientInDev(glob({ pattern, base: './src/content/articles', generateId: idFromPath }), './src/content/articles'),
    schema: guideSchema,
  }),
  // The register of the law: one rule a file, its id the file's name (src/lib/law/rule-schema.ts).
  law: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/law' }),
    schema: ruleSchema,
  }),
  pages: defineCollection({
    loader: lenientInDev(glob({ pattern, base: './src/content/pages', generateId: idFromPath }), './src/content/pages'),
    schema: noticeSchema,
  }),
};
