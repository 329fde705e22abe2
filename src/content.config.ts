import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { guideSchema, noticeSchema } from './lib/guide-schema.ts';

/** Ids come from the path ('en/accident-report'): a guide's address is its file name, the same in both languages. */
const idFromPath = ({ entry }: { entry: string }) => entry.replace(/\.mdx$/, '');

export const collections = {
  articles: defineCollection({
    loader: glob({ pattern: '{el,en}/*.mdx', base: './src/content/articles', generateId: idFromPath }),
    schema: guideSchema,
  }),
  pages: defineCollection({
    loader: glob({ pattern: '{el,en}/*.mdx', base: './src/content/pages', generateId: idFromPath }),
    schema: noticeSchema,
  }),
};
