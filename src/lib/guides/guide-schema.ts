import { z } from 'zod';
import { firm } from '../../config/firm.ts';
import { guideIcons } from '../../config/guides.ts';
import { guideSourceSchema } from './guide-sources.ts';

/** A guide's address is its file name: lower-case latin letters and digits, words joined by hyphens. */
export const guideSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The names a guide's `reviewedBy` may take: each lawyer of the firm, as written in any language. */
export const lawyerNames: readonly string[] = firm.lawyers.flatMap((l) => Object.values(l.name));

/** A date written YYYY-MM-DD (YAML parsers may hand it over as a Date already). */
const isoDate = z
  .preprocess((v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v), z.iso.date())
  .transform((s) => new Date(`${s}T00:00:00Z`));

/** In the editors' words, as the rest of the schema's messages (src/lib/guides/guide-messages.ts). */
const notALawyer = (issue: { input?: unknown }) => `has "${String(issue.input)}", who is not one of the firm’s lawyers`;

/**
 * Frontmatter of a guide (src/content/articles/<lang>/<slug>.mdx). Its messages are written for the editors
 * (src/lib/guides/guide-messages.ts): one plain sentence per mistake.
 */
export const guideSchema = z
  .strictObject({
    /** Its place in the lists; unique, the same in both languages. */
    order: z.number().int().positive(),
    title: z.string().min(5).max(90),
    subtitle: z.string().min(10).max(200),
    description: z.string().min(50).max(160),
    icon: z.enum(guideIcons),
    /** The date of the last change to the guide's text. */
    updated: isoDate,
    /** The first publication date, for structured data; `updated` when absent. */
    published: isoDate.optional(),
    /**
     * The firm's lawyer who wrote the guide, set only by the firm: without it the page and its structured
     * data name the firm as the guide's publisher and author, never a lawyer who may not have read it.
     */
    author: z
      .string()
      .refine((name) => lawyerNames.includes(name), { error: notALawyer })
      .optional(),
    /** The firm's lawyer who last reviewed the guide, with the date of that review (`reviewed`). */
    reviewedBy: z
      .string()
      .refine((name) => lawyerNames.includes(name), { error: notALawyer })
      .optional(),
    reviewed: isoDate.optional(),
    /** When the guide is due for its next legal review, if not the usual months after the last (src/config/guides.ts). */
    nextReview: isoDate.optional(),
    /** The laws and court decisions the guide rests on, listed at its end; the same in every language. */
    sources: z.array(guideSourceSchema).min(1).max(40),
    /**
     * Notes to the firm, never shown to readers: statements a lawyer must still check against a source.
     * `npm run preflight` lists them until they are deleted; the same in every language.
     */
    verify: z.array(z.string().min(10).max(400)).default([]),
    related: z.array(z.string().regex(guideSlugPattern)).min(1).max(4),
    /** A reader may open this guide at the roadside: the page then starts with 112, 166, 100 and 199 to tap. */
    emergencyNumbers: z.boolean().default(false),
    /** Shown by `npm run dev` only, never built. */
    draft: z.boolean().default(false),
    /** What to do now and by when: the box the page opens with, before its contents. */
    summary: z.array(z.string().min(10).max(240)).min(3).max(5),
  })
  .superRefine((data, ctx) => {
    if (data.reviewedBy && !data.reviewed)
      ctx.addIssue({
        code: 'custom',
        path: ['reviewed'],
        message: 'is missing: reviewedBy names a lawyer, so the date of the review is needed',
      });
    if (data.reviewed && !data.reviewedBy)
      ctx.addIssue({
        code: 'custom',
        path: ['reviewedBy'],
        message: 'is missing: reviewed gives a review date, so the lawyer who reviewed must be named',
      });
  });

export type GuideFrontmatter = z.infer<typeof guideSchema>;

/** Frontmatter of a notice page (privacy, legal): per-language MDX in src/content/pages/<lang>/. */
export const noticeSchema = z.object({
  title: z.string().min(5).max(90),
  description: z.string().min(50).max(160),
  updated: z.coerce.date(),
});
