import type { Lang } from '../i18n/locales.ts';

/** A text the site shows in every language: a language the registry gains is a type error here until it is written. */
export type Localized = Readonly<Record<Lang, string>>;

/**
 * The firm's facts, in one place. Every page, the footer, the structured data, the privacy and legal
 * notices and the contact e-mails read them from here, so a firm edits this file and nothing else.
 *
 * Two marks keep an invented fact off a launched site (README, "Before launch"); `npm run preflight` lists
 * both and refuses a launch while any remains:
 * - "PLACEHOLDER" in a value: the firm has to write its own (its lawyer's name, VAT number, providers);
 * - `unconfirmed('what the firm confirms', value)`: a plausible value the site already shows (the firm's
 *   name, a lawyer's title, the founding year...) that the firm has not said is true. Once it has, write the
 *   value alone, without `unconfirmed(...)`.
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
   * after "a percentage of the amount awarded or paid".
   */
  contingencyFeeCap: Localized;
  /**
   * How the fee is agreed, as a sentence (/how-we-work). In writing (art. 58 ν. 4194/2013: the fee is agreed
   * freely and in writing; without an agreement the statutory minimum applies); a percentage or a cap only
   * once the firm has confirmed it and that the Code of Lawyers allows it.
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

/**
 * Declared as `Firm`, not inferred: a language missing here is one error in this file, not one in every
 * page that reads the facts.
 */
export const firm: Firm = {
  name: unconfirmed('the firm’s name', { el: 'Δικηγορικό Γραφείο Παπαδόπουλος', en: 'Papadopoulos Law Office' }),
  shortName: unconfirmed('the firm’s short name (the header on narrow phones)', { el: 'Παπαδόπουλος', en: 'Papadopoulos' }),
  lawyers: [
    {
      name: { el: 'Γεώργιος Παπαδόπουλος (PLACEHOLDER)', en: 'Georgios Papadopoulos (PLACEHOLDER)' },
      role: unconfirmed('lawyer 1’s title (rank on the bar’s roll)', {
        el: 'Δικηγόρος παρ’ Αρείω Πάγω',
        en: 'Lawyer before the Supreme Court (Areios Pagos)',
      }),
      barAssociation: unconfirmed('lawyer 1’s bar association', { el: 'Δικηγορικός Σύλλογος Αθηνών', en: 'Athens Bar Association' }),
      barRegistration: '00000 (PLACEHOLDER)',
      portrait: null,
      bio: {
        el: 'Σύντομο βιογραφικό (PLACEHOLDER): σπουδές, χρόνια άσκησης, οι υποθέσεις που χειρίζεται.',
        en: 'A short biography (PLACEHOLDER): studies, years in practice, the cases the lawyer handles.',
      },
      languages: unconfirmed('the languages lawyer 1 works with clients in', ['el', 'en']),
    },
  ],
  landline: { tel: '+302100000000', display: '210 000 0000' },
  mobile: { tel: '+306900000000', display: '690 000 0000' },
  messaging: {
    viber: unconfirmed('that the mobile answers messages on Viber (false removes its link)', true),
    whatsapp: unconfirmed('that the mobile answers messages on WhatsApp (false removes its link)', true),
  },
  chats: {
    keepDays: unconfirmed('the days within which the office deletes a chat from Viber or WhatsApp unless the visitor instructs it', 365),
    backups: unconfirmed(
      'that the office keeps no backups of the Viber or WhatsApp chats ("end-to-end": only end-to-end encrypted ones)',
      'none',
    ),
  },
  email: 'info@example.gr',
  address: {
    street: { el: 'Πανεπιστημίου 00 (PLACEHOLDER)', en: '00 Panepistimiou St (PLACEHOLDER)' },
    city: { el: 'Αθήνα', en: 'Athens' },
    postalCode: unconfirmed('the postal code', '10564'),
    region: { el: 'Αττική', en: 'Attica' },
    country: 'GR',
  },
  hours: unconfirmed('the office hours', [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  ]),
  vatNumber: 'EL000000000 (PLACEHOLDER)',
  taxOffice: { el: 'Δ.Ο.Υ. Α’ Αθηνών (PLACEHOLDER)', en: 'Athens A’ Tax Office (PLACEHOLDER)' },
  areaServed: ['Athens', 'Attica', 'Greece'],
  foundedYear: unconfirmed('the year the office was founded (the pages count the years of experience from it)', 1994),
  practice: unconfirmed('that the office works only on road-accident compensation', {
    el: 'αποκλειστικά με αποζημιώσεις από τροχαία ατυχήματα',
    en: 'only on compensation for road accidents',
  }),
  firstMeeting: unconfirmed(
    'that the first meeting is free of charge, and that the bar association allows saying so (art. 40 ν. 4194/2013)',
    {
      el: 'Η πρώτη συνάντηση δεν χρεώνεται',
      en: 'The first meeting is free of charge',
    },
  ),
  dataProtectionOfficer: unconfirmed(
    'that the office is not required to appoint a Data Protection Officer (art. 37 GDPR) and has appointed none',
    null,
  ),
  // A statement of law, not of the firm, kept here to be confirmed before launch: fact sheet 10.6 has the 20% cap
  // only under the old code, and a secondary page puts it in art. 60 ν. 4194/2013.
  contingencyFeeCap: unconfirmed(
    'that art. 60 ν. 4194/2013 caps a fee agreed as a share of the amount awarded or paid at 20% (a lawyer checks the article and the figure in the Code)',
    {
      el: 'εντός του νόμιμου ορίου (έως 20%, άρθρο 60 ν. 4194/2013)',
      en: 'within the legal limit (at most 20%, Article 60 of Law 4194/2013)',
    },
  ),
  // The fourth legal read (L9): the Code does not "require" an agreement before any work; it says the fee is agreed
  // in writing, and without an agreement the statutory minimum applies (art. 58 par. 1 and 3 ν. 4194/2013).
  feeAgreement: unconfirmed('how the fee is agreed (shown on /how-we-work)', {
    el: 'Η αμοιβή συμφωνείται γραπτώς πριν ξεκινήσει οποιαδήποτε εργασία (άρθρο 58 ν. 4194/2013)· η συμφωνία λέει πώς υπολογίζεται και πότε καταβάλλεται',
    en: 'The fee is agreed in writing before any work begins (Article 58 of Law 4194/2013); the agreement says how it is worked out and when it is paid',
  }),
  costsAdvanced: unconfirmed('who advances the costs of a case (shown on /how-we-work)', {
    el: 'Ποιος προκαταβάλλει τα έξοδα της υπόθεσης (δικαστικά ένσημα, επιδόσεις, πραγματογνώμονες) γράφεται στη συμφωνία· σας λέμε κάθε δαπάνη πριν γίνει',
    en: 'Who advances the costs of the case (court fees, service by a bailiff, experts) is written in the agreement; we tell you of each cost before it is incurred',
  }),
  professionalRules: unconfirmed(
    'the addresses of the Code of Lawyers and of the Code of Conduct that the firm stands behind, for the legal notice to link (none: the notice says the texts are sent on request)',
    null,
  ),
  processors: [
    {
      role: 'hosting',
      name: 'The hosting provider (PLACEHOLDER)',
      location: { el: 'χώρα (PLACEHOLDER)', en: 'country (PLACEHOLDER)' },
      transfer: unconfirmed('that the hosting provider keeps the data inside the EEA', { inEea: true }),
      requestLogDays: null,
    },
    {
      role: 'email',
      name: 'The e-mail provider (PLACEHOLDER)',
      location: { el: 'χώρα (PLACEHOLDER)', en: 'country (PLACEHOLDER)' },
      transfer: unconfirmed('that the e-mail provider keeps the data inside the EEA', { inEea: true }),
    },
  ],
  heroPhoto: { file: 'hero.jpg', focus: '72% 60%' },
};

/** Every fact above still to be confirmed, in the order of the file. */
export const unconfirmedFacts: readonly UnconfirmedFact[] = toConfirm;
