import { z } from 'zod';
import { guideIcons, guideSlugs } from '../config/guides.ts';

/** Frontmatter of a guide (src/content/articles/<lang>/<slug>.mdx); unit tests validate with it too. */
export const guideSchema = z.object({
  slug: z.enum(guideSlugs, { error: 'slug must be one of the ten guide slugs of the spec' }),
  order: z.number().int().min(1).max(10),
  title: z.string().min(5).max(90),
  subtitle: z.string().min(10).max(200),
  description: z.string().min(50, 'description: at least 50 characters').max(160, 'description: at most 160 characters'),
  icon: z.enum(guideIcons),
  reviewed: z.coerce.date(),
  related: z.array(z.enum(guideSlugs)).min(1).max(4).default([]),
  /** A reader may open this guide at the roadside: the page then starts with 112, 166, 100 and 199 to tap. */
  emergencyNumbers: z.boolean().default(false),
});

export type GuideFrontmatter = z.infer<typeof guideSchema>;

/** Frontmatter of a notice page (privacy, legal): per-language MDX in src/content/pages/<lang>/. */
export const noticeSchema = z.object({
  title: z.string().min(5).max(90),
  description: z.string().min(50).max(160),
  updated: z.coerce.date(),
});
