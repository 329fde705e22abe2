import { z } from 'zod';
import { locales, type Lang } from '../../i18n/locales.ts';
import { lawyerNames } from '../guides/guide-schema.ts';
import { guideSourceSchema } from '../guides/guide-sources.ts';

/**
 * One rule of the register of the law (src/content/law/<id>.yaml): a period, who pays, a condition or a
 * duty, stated once with its sources and its status, and rendered by every page that states it (the guides
 * through <Rule>, the dates page, the what-happened path, how we work, the notices). Editors change a rule
 * in its file and nowhere else (docs/editing-guides.md, "The register of the law").
 */

/** A rule's id is its file name: lower-case latin letters and digits, words joined by hyphens. */
export const ruleIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The units a period is counted in; the dates page knows how to count each (src/lib/law/period.ts). */
export const periodUnits = ['hours', 'workingDays', 'days', 'weeks', 'months', 'years'] as const;
export type PeriodUnit = (typeof periodUnits)[number];

/** A date written YYYY-MM-DD (YAML parsers hand it over as a Date). */
const isoDay = z.preprocess((v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v), z.iso.date());

/** A text in every language of the registry: a language added without its words fails here. */
const localized = (min: number, max: number) =>
  z.strictObject(Object.fromEntries(locales.map((lang) => [lang, z.string().trim().min(min).max(max)])) as Record<Lang, z.ZodString>);

/**
 * A source as the guides cite it (`άρθρο 9 παρ. 1 π.δ. 237/1986`), or with the text that replaced,
 * added or is read with it, so that an amendment never stands as a rule of its own.
 */
export const ruleSourceSchema = z.union([
  z.string(),
  z.strictObject({
    cite: z.string(),
    replacedBy: z.string().optional(),
    addedBy: z.string().optional(),
    readWith: z.string().optional(),
  }),
]);
export type RuleSource = z.infer<typeof ruleSourceSchema>;

/** A citation checked against the names of src/config/legal-sources.ts, as a guide's `sources` are. */
const checkedSource = ruleSourceSchema.superRefine((source, ctx) => {
  const parts = typeof source === 'string' ? [source] : [source.cite, source.replacedBy, source.addedBy, source.readWith];
  for (const text of parts) {
    if (text === undefined) continue;
    const parsed = guideSourceSchema.safeParse(text);
    if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
  }
});

export const ruleKinds = ['period', 'payer', 'condition', 'duty'] as const;
export type RuleKind = (typeof ruleKinds)[number];

export const ruleSchema = z
  .strictObject({
    kind: z.enum(ruleKinds),
    /** What the rule is about, as a heading on the register's page. */
    title: localized(3, 120),
    /**
     * The rule in one sentence, for a card or a line of a guide. `{period}` stands for the period in words
     * ('τρεις μήνες', 'three months'), `{period.gen}` for its Greek genitive ('τριών μηνών').
     */
    short: localized(10, 400),
    /** The rule in full, for the register's page: what it says, for whom, and what is unsure. */
    full: localized(20, 1400),
    /** For a period: how long, in what unit, from what event, and the strict reading the dates page counts by. */
    period: z
      .strictObject({
        length: z.number().int().positive().max(100),
        unit: z.enum(periodUnits),
        from: localized(3, 200),
        reading: localized(10, 600).optional(),
      })
      .optional(),
    /** Who and which vehicles the rule applies to. */
    appliesTo: localized(3, 300),
    sources: z.array(checkedSource).max(8),
    /** What the rule rests on when it is not a law (an agreement between insurers), said to the reader. */
    basis: localized(10, 300).optional(),
    /**
     * `verify` until a lawyer of the firm has read the rule against its sources (`unsure` says what is not
     * certain, for the firm; preflight lists it); `confirmed` with the lawyer and the day.
     */
    status: z.enum(['verify', 'confirmed']),
    unsure: z.string().min(10).max(600).optional(),
    confirmedBy: z
      .string()
      .refine((name) => lawyerNames.includes(name), {
        error: (issue) => `has "${String(issue.input)}", who is not one of the firm’s lawyers`,
      })
      .optional(),
    confirmedOn: isoDay.optional(),
    /** The day the rule was last read against the law (the fact sheet, the statute, a ruling). */
    checked: isoDay,
  })
  .superRefine((rule, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (rule.status === 'verify' && !rule.unsure) need('unsure', 'is missing: a rule to verify says what is not certain');
    if (rule.status === 'confirmed' && (!rule.confirmedBy || !rule.confirmedOn))
      need(rule.confirmedBy ? 'confirmedOn' : 'confirmedBy', 'is missing: a confirmed rule names the lawyer who confirmed it and the day');
    if (rule.status === 'verify' && (rule.confirmedBy || rule.confirmedOn))
      need('status', 'is "verify", but a lawyer and a day of confirmation are given: write "confirmed", or remove them');
    const placeholders = Object.values(rule.short).some((text) => text.includes('{period'));
    if (placeholders && !rule.period) need('period', 'is missing: the wording says {period}, so the rule needs a period');
    if (!rule.sources.length && !rule.basis)
      need('sources', 'is empty: name the law or ruling the rule rests on, or say in "basis" what it rests on');
    if (rule.kind === 'period' && !rule.period) need('period', 'is missing: a rule of kind "period" gives its length and unit');
  });

export type Rule = z.infer<typeof ruleSchema>;
export type RulePeriod = NonNullable<Rule['period']>;
/** A rule with its id, as the register's readers get it. */
export type RegisterEntry = Rule & { id: string };
