import { z } from 'zod';
import {
  papers,
  payers,
  questionIds,
  startQuestions,
  urgentSteps,
  type AnswerOf,
  type Question,
  type StartPath,
} from '../../config/start-path.ts';
import { ruleIdPattern } from '../law/rule-schema.ts';

/**
 * The check of the path's rules (src/config/start-path.ts) that the build runs with the guides' checks: kept
 * apart from the rules themselves so that zod stays out of the page's script.
 */
const answers = <Q extends Question>(question: Q) => z.array(z.enum([...startQuestions[question], 'skipped'])).min(1);

/** For each question, the answers that satisfy it; a question left out does not matter. */
type ConditionShape = { [Q in Question]: z.ZodType<(AnswerOf<Q> | 'skipped')[]> };
const condition = z
  .object(
    Object.fromEntries(questionIds.map((question): [Question, z.ZodType<string[]>] => [question, answers(question)])) as ConditionShape,
  )
  .partial()
  .strict();

const section = { guide: z.string().regex(/^[a-z0-9-]+$/), section: z.string().min(1) };

/** A rule of the register, by id: whether the register has it is checked with the register (guide-check.ts). */
const ruleId = z.string().regex(ruleIdPattern, 'is not a rule id: the file name of a rule in src/content/law/, without ".yaml"');
const cardWords = z
  .object({
    rules: z.array(z.union([ruleId, z.object({ id: ruleId, wording: z.literal('full') }).strict()])),
    advice: z.enum(['before', 'after']).optional(),
  })
  .strict()
  // A card with neither rules nor a line of its own would show its title alone.
  .refine((w) => w.rules.length > 0 || w.advice !== undefined, 'says nothing: name a rule of the register, or give it a practical line');
const wordsOf = <const I extends string>(ids: readonly [I, ...I[]]) =>
  z.strictObject(Object.fromEntries(ids.map((id) => [id, cardWords])) as Record<I, typeof cardWords>);

export const startPathSchema = z
  .object({
    urgent: z.array(z.object({ if: condition, step: z.enum(urgentSteps), ...section }).strict()),
    payers: z.array(z.object({ if: condition, payer: z.enum(payers), verify: z.boolean().optional(), ...section }).strict()),
    // At least one rule for every case: the last, with no condition, is where a visitor lands when nothing else applies.
    guides: z
      .array(z.object({ if: condition, ...section }).strict())
      .min(1)
      .refine((rules) => Object.keys(rules.at(-1)!.if).length === 0, 'the last guide rule must have no condition ("if: {}")'),
    papers: z.array(z.object({ if: condition, paper: z.enum(papers), section: z.string().min(1) }).strict()),
    words: z.object({ urgent: wordsOf(urgentSteps), payers: wordsOf(payers) }).strict(),
  })
  .strict() satisfies z.ZodType<StartPath>;
