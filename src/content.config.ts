import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { guideIcons, guideSlugs } from './config/guides.ts';

/** Frontmatter of a guide; ids are '<lang>/<slug>' from the file path (e.g. 'en/accident-report'). */
export const guideSchema = z.object({
  slug: z.enum(guideSlugs, { error: 'slug must be one of the ten guide slugs of the spec' }),
  order: z.number().int().min(1).max(10),
  title: z.string().min(5).max(90),
  subtitle: z.string().min(10).max(200),
  description: z.string().min(50, 'description: at least 50 characters').max(160, 'description: at most 160 characters'),
  icon: z.enum(guideIcons),
  reviewed: z.coerce.date(),
  related: z.array(z.enum(guideSlugs)).min(1).max(4).default([]),
});

export type GuideFrontmatter = z.infer<typeof guideSchema>;

export const collections = {
  articles: defineCollection({
    // Ids come from the path ('en/accident-report'): the frontmatter `slug` is the same in both languages.
    loader: glob({ pattern: '{el,en}/*.mdx', base: './src/content/articles', generateId: ({ entry }) => entry.replace(/\.mdx$/, '') }),
    schema: guideSchema,
  }),
};
