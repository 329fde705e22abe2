import { questionIds, questionParts, startQuestions, type AnswerOf, type Question } from '../../config/start-path.ts';

/**
 * The keys of the what-happened path's UI strings that follow from its questions (src/config/start-path.ts):
 * each question's words and hint, each answer's words and its line in the message to the firm. The lists are
 * built from the questions and typed by them, so the island's strings (src/islands/start-path/strings.ts) name
 * every key a question needs: an answer or a question added without its words in both languages fails the type
 * check, with no list per question to forget.
 */

type Parts = typeof questionParts;
/** The questions shown with a hint under them. */
export type HintedQuestion = { [Q in Question]: Parts[Q]['hint'] extends true ? Q : never }[Question];
/** The questions whose answer is a line of the message to the firm. */
export type ToldQuestion = { [Q in Question]: Parts[Q]['message'] extends true ? Q : never }[Question];

/** `<prefix>.<question>.<answer>` for each answer of each of the questions `Q`, and no other pair. */
type AnswerKeys<P extends string, Q extends Question> = { [K in Q]: `${P}.${K}.${AnswerOf<K>}` }[Q];
export type QuestionKey = `start.q.${Question}`;
export type HintKey = `start.q.${HintedQuestion}.hint`;
export type AnswerKey = AnswerKeys<'start.a', Question>;
export type MessageAnswerKey = AnswerKeys<'start.message', ToldQuestion>;

const isHinted = (question: Question): question is HintedQuestion => questionParts[question].hint;
const isTold = (question: Question): question is ToldQuestion => questionParts[question].message;

export const hintedQuestions: readonly HintedQuestion[] = questionIds.filter(isHinted);
/** In the order asked, which is the message's order. */
export const toldQuestions: readonly ToldQuestion[] = questionIds.filter(isTold);

/**
 * The keys of the questions' answers. TypeScript cannot tie a question to its own answers in a template string,
 * so each key is built as a string and asserted to be its pair's: exact, since every answer is the question's own.
 */
const keysOf = <P extends string, Q extends Question>(prefix: P, questions: readonly Q[]) =>
  questions.flatMap((question) => startQuestions[question].map((answer) => `${prefix}.${question}.${answer}`)) as AnswerKeys<P, Q>[];

export const questionKey = (question: Question): QuestionKey => `start.q.${question}`;
export const hintKey = (question: Question): HintKey | undefined => (isHinted(question) ? `start.q.${question}.hint` : undefined);
export const answerKey = <Q extends Question>(question: Q, answer: AnswerOf<Q>) => `start.a.${question}.${answer}` as AnswerKey;
export const messageKey = <Q extends ToldQuestion>(question: Q, answer: AnswerOf<Q>) =>
  `start.message.${question}.${answer}` as MessageAnswerKey;

/** Every key above, for the island's list of strings. */
export const questionKeys: readonly QuestionKey[] = questionIds.map(questionKey);
export const hintKeys: readonly HintKey[] = hintedQuestions.map((question) => `start.q.${question}.hint` as const);
export const answerKeys: readonly AnswerKey[] = keysOf('start.a', questionIds);
export const messageAnswerKeys: readonly MessageAnswerKey[] = keysOf('start.message', toldQuestions);
