import { z } from 'zod';
import { locales, type Lang } from '../i18n/locales.ts';
import facts from './firm.json' with { type: 'json' };

/** A text the site shows in every language: a language the registry gains is a type error here until it is written. */
export type Localized = Readonly<Record<Lang, string>>;

/**
 * The firm's facts, in one place: src/config/firm.json, which a lawyer edits in the editor (`npm run edit`,
 * «Στοιχεία του γραφείου») or by hand, and whose shape and checks are here. Every page, the footer, the
 * structured data, the privacy and legal notices and the contact e-mails read them from `firm` below.
 *
 * Two marks keep an invented fact off a launched site (README, "Before launch"); `npm run preflight` lists
 * both and refuses a launch while any remains:
 * - "PLACEHOLDER" in a value: the firm has to write its own (its lawyer's name, VAT number, providers);
 * - a line of firm.json's `toConfirm` (or, in other config files, `unconfirmed('what the firm confirms',
 *   value)`): a plausible value the site already shows (the firm's name, a lawyer's title, the founding
 *   year...) that the firm has not said is true. Once it has, the line goes (the value stays).
 */

/** One fact the firm has not confirmed yet: what it is, in plain words, and the value the site shows meanwhile. */
export interface UnconfirmedFact {
  fact: string;
  value: unknown;
}

const toConfirm: UnconfirmedFact[] = [];

/**
 * Shows `value` as the firm's fact until the firm confirms it: the value itself is returned, so every page
 * reads the fact as usual, and `fact` is what preflight asks the firm to confirm.
 */
export function unconfirmed<T>(fact: string, value: T): T {
  toConfirm.push({ fact, value });
  return value;
}

export interface Lawyer {
  name: Localized;
  /** Professional title, as on the bar's roll. */
  role: Localized;
  barAssociation: Localized;
  /** Registration number (αριθμός μητρώου) with the bar association. */
  barRegistration: string;
  /**
   * A portrait's file name in src/assets/lawyers/ (a photograph at least 480 px wide, face centred), or
   * null while the firm has none: the lawyer's initials stand in, and `npm run preflight` asks for one.
   */
  portrait: string | null;
  /** Two to four sentences: studies, years in practice, the cases the lawyer handles. */
  bio: Localized;
  /** The languages the lawyer works with clients in, as BCP 47 tags ('el', 'en', 'de'); pages name them in the reader's language. */
  languages: readonly string[];
}

/**
 * A company that processes visitors' data for the firm (GDPR art. 28): the privacy notice names each one,
 * where it processes the data and, outside the EEA, on what basis the data may go there.
 */
export interface Processor {
  /** hosting: serves the pages (and, with npm start, stores the messages); cdn: delivers the pages from its edge; email: carries each message to the firm; supabase: runs the contact function and its database. */
  role: 'hosting' | 'cdn' | 'email' | 'supabase';
  /** The company as in the contract, e.g. 'Hetzner Online GmbH'. */
  name: string;
  /** Where it processes the data, e.g. { el: 'Γερμανία', en: 'Germany' }. */
  location: Localized;
  /**
   * Inside the EEA: { inEea: true }. Outside it, or in a group that can be made to hand data to a country
   * outside it: the transfer's basis under GDPR chapter V (an adequacy decision, standard contractual clauses).
   */
  transfer: { inEea: true } | { inEea: false; basis: Localized };
  /**
   * For hosting and CDN: the days it keeps its request logs (IP address, time, page, browser) and 0 when it
   * keeps none; null until the firm has asked.
   */
  requestLogDays?: number | null;
}

export interface OpeningHours {
  /** schema.org day names, e.g. ['Monday', 'Tuesday'] */
  days: readonly ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
  opens: `${number}:${number}`;
  closes: `${number}:${number}`;
}

export interface Firm {
  name: Localized;
  /** The name as it fits the header on the narrowest phones (below 360 px), e.g. the surname alone. */
  shortName: Localized;
  /** At least one: the office's lawyer. */
  lawyers: readonly [Lawyer, ...Lawyer[]];
  /** Landline, E.164 without spaces for tel: links; `display` is how it is printed. */
  landline: { tel: string; display: string };
  mobile: { tel: string; display: string };
  /**
   * The messaging apps a visitor may write to the mobile in: each true shows a link to a chat with it (on the
   * contact page, the home page and the footer) and the privacy notice's paragraph on that app; false
   * takes both away. Only an app the mobile really answers in: a message nobody reads is a lost client.
   */
  messaging: { viber: boolean; whatsapp: boolean };
  /**
   * What the office does with the chats it receives in those apps, as the privacy notice states it (the office
   * is their controller): the days within which it deletes a chat from the app unless the visitor instructs it,
   * and whether it keeps backups of the chats, 'none' or only 'end-to-end' encrypted ones (a plain cloud backup
   * of WhatsApp or Viber is not).
   */
  chats: { keepDays: number; backups: 'none' | 'end-to-end' };
  email: string;
  address: {
    street: Localized;
    city: Localized;
    postalCode: string;
    region: Localized;
    country: 'GR';
  };
  hours: readonly OpeningHours[];
  vatNumber: string;
  taxOffice: Localized;
  /** Area served, for structured data. */
  areaServed: readonly string[];
  /** The year the office was founded: the home and about pages count its years of experience from it. */
  foundedYear: number;
  /**
   * What the office works on, as the about texts put it after "we work": "only on compensation for road
   * accidents" is a claim the firm must be able to stand behind (art. 40 ν. 4194/2013: not untrue or
   * misleading); "mainly" or nothing if it is not literally true.
   */
  practice: Localized;
  /** Whether the first meeting is charged, as a sentence: the contact and services pages say it before a visitor calls. */
  firstMeeting: Localized;
  /**
   * The Data Protection Officer (art. 37 GDPR), or null when the office has none because none is required of
   * it: the privacy notice says which.
   */
  dataProtectionOfficer: { name: Localized; email: string } | null;
  /**
   * The legal limit of a fee agreed as a share of the amount awarded or paid, as the pricing text puts it
   * after "a percentage of the amount awarded or paid". A statement of law, not of the firm, kept here to be
   * confirmed before launch: fact sheet 10.6 has the 20% cap only under the old code, and a secondary page puts
   * it in art. 60 ν. 4194/2013.
   */
  contingencyFeeCap: Localized;
  /**
   * How the fee is agreed, as a sentence (/how-we-work). In writing (art. 58 ν. 4194/2013: the fee is agreed
   * freely and in writing; without an agreement the statutory minimum applies); a percentage or a cap only
   * once the firm has confirmed it and that the Code of Lawyers allows it. The Code does not "require" an
   * agreement before any work; it says the fee is agreed in writing, and without an agreement the statutory
   * minimum applies (art. 58 par. 1 and 3 ν. 4194/2013).
   */
  feeAgreement: Localized;
  /** Who advances a case's costs (court fees, service by a bailiff, experts), as a sentence (/how-we-work). */
  costsAdvanced: Localized;
  /**
   * Where the legal notice links the texts of the professional rules (the Code of Lawyers, ν. 4194/2013, and the
   * Code of Conduct): addresses the firm stands behind (its bar association's page, the official gazette), or
   * null while it gives none, and the notice says the texts are sent on request.
   */
  professionalRules: { codeOfLawyers: string; codeOfConduct: string } | null;
  /** Everyone who processes visitors' data for the firm; the privacy notice names each. */
  processors: readonly Processor[];
  /**
   * The home page's background photograph: a file in src/assets/ (landscape, at least 2400 px wide) and
   * the point of it that stays in view as the page narrows ('72% 60%': right of centre, a little low).
   */
  heroPhoto: { file: string; focus: string };
}

/** A text in every language of the registry: a language added without its words is named by the check below. */
const localized = z.strictObject(Object.fromEntries(locales.map((lang) => [lang, z.string().trim().min(1)])) as Record<Lang, z.ZodString>);
const phone = z.strictObject({ tel: z.string().regex(/^\+\d{8,15}$/, 'E.164, e.g. +302101234567'), display: z.string().min(1) });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, e.g. 09:00') as unknown as z.ZodType<`${number}:${number}`>;
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const lawyerSchema = z.strictObject({
  name: localized,
  role: localized,
  barAssociation: localized,
  barRegistration: z.string().min(1),
  // A null the editor leaves out of the file (Keystatic writes no null): missing is null.
  portrait: z.string().min(1).nullable().default(null),
  bio: localized,
  languages: z.array(z.string().regex(/^[a-z]{2,3}$/, 'a BCP 47 language, e.g. el')).min(1),
});

const processorSchema = z.strictObject({
  role: z.enum(['hosting', 'cdn', 'email', 'supabase']),
  name: z.string().min(1),
  location: localized,
  transfer: z.union([z.strictObject({ inEea: z.literal(true) }), z.strictObject({ inEea: z.literal(false), basis: localized })]),
  requestLogDays: z.number().int().min(0).nullable().optional(),
});

/** The facts as firm.json holds them: checked whole, so that a slip in the editor or by hand stops the build. */
const firmSchema = z.strictObject({
  name: localized,
  shortName: localized,
  lawyers: z.tuple([lawyerSchema], lawyerSchema),
  landline: phone,
  mobile: phone,
  messaging: z.strictObject({ viber: z.boolean(), whatsapp: z.boolean() }),
  chats: z.strictObject({ keepDays: z.number().int().positive(), backups: z.enum(['none', 'end-to-end']) }),
  email: z.email(),
  address: z.strictObject({
    street: localized,
    city: localized,
    postalCode: z.string().regex(/^\d{5}$/),
    region: localized,
    country: z.literal('GR'),
  }),
  hours: z.array(z.strictObject({ days: z.array(z.enum(days)).min(1), opens: time, closes: time })),
  vatNumber: z.string().min(1),
  taxOffice: localized,
  areaServed: z.array(z.string().min(1)),
  foundedYear: z.number().int(),
  practice: localized,
  firstMeeting: localized,
  dataProtectionOfficer: z.strictObject({ name: localized, email: z.email() }).nullable().default(null),
  contingencyFeeCap: localized,
  feeAgreement: localized,
  costsAdvanced: localized,
  professionalRules: z.strictObject({ codeOfLawyers: z.url(), codeOfConduct: z.url() }).nullable().default(null),
  processors: z.array(processorSchema),
  heroPhoto: z.strictObject({ file: z.string().min(1), focus: z.string().regex(/^\d+% \d+%$/) }),
  /**
   * The facts the site shows that the firm has not confirmed: each a field of the facts above, by its path
   * ('address.postalCode', 'lawyers.0.role'), and what the firm confirms, in plain words. A confirmed fact's line
   * is taken away; a field that names nothing is an error.
   */
  toConfirm: z.array(z.strictObject({ field: z.string().min(1), fact: z.string().min(3) })),
});

/** The value at a dotted path of the facts ('lawyers.0.role'), or undefined when the path names nothing. */
function at(facts: object, path: string): unknown {
  let value: unknown = facts;
  for (const key of path.split('.'))
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/**
 * The facts of firm.json checked, with the facts still to confirm and the value each shows; a slip is named by its
 * field ('src/config/firm.json: address.postalCode: …'), and stops the build at the first page that reads the facts.
 */
export function checkFirmFacts(data: unknown): { firm: Firm; toConfirm: UnconfirmedFact[] } {
  const parsed = firmSchema.safeParse(data);
  const slips = parsed.success
    ? parsed.data.toConfirm
        .filter(({ field }) => at(parsed.data, field) === undefined)
        .map(({ field }) => `toConfirm: "${field}" names no field`)
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(the file)'}: ${issue.message}`);
  if (!parsed.success || slips.length) throw new Error(`src/config/firm.json: ${slips.join('; ')}`);
  const { toConfirm, ...firm } = parsed.data;
  return { firm, toConfirm: toConfirm.map(({ field, fact }) => ({ fact, value: at(firm, field) })) };
}

/**
 * firm.json's type as a text in every language asks it: an object with a Greek text must hold every language of
 * the registry. A language added to the registry is then a type error here until firm.json has its texts, as it
 * was when the facts were TypeScript; the schema checks the same when the site is built.
 */
type EveryLanguage<T> = T extends readonly (infer U)[]
  ? readonly EveryLanguage<U>[]
  : T extends object
    ? 'el' extends keyof T
      ? Localized
      : { [K in keyof T]: EveryLanguage<T[K]> }
    : T;
const written: EveryLanguage<typeof facts> = facts;

const checked = checkFirmFacts(written);
for (const { fact, value } of checked.toConfirm) unconfirmed(fact, value);

/**
 * The firm's facts, as every page reads them. Declared as `Firm`, not inferred: a language missing in firm.json
 * is one error here, not one in every page that reads the facts.
 */
export const firm: Firm = checked.firm;

/** Every fact above still to be confirmed, in the order of the file. */
export const unconfirmedFacts: readonly UnconfirmedFact[] = toConfirm;
