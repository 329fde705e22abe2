import type { Lang } from '../i18n/locales.ts';

/** A text the site shows in every language: a language the registry gains is a type error here until it is written. */
export type Localized = Readonly<Record<Lang, string>>;

/**
 * The firm's facts, in one place. Every page, the footer, the structured data, the privacy and legal
 * notices and the contact e-mails read them from here, so a firm edits this file and nothing else.
 *
 * PLACEHOLDER values are marked as such: replace them before launch (see README, "Before launch").
 */
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
  /** The languages the lawyer works in, as a reader of each language writes them. */
  languages: Localized;
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
  foundedYear: number;
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
  name: { el: 'Δικηγορικό Γραφείο Παπαδόπουλος', en: 'Papadopoulos Law Office' },
  shortName: { el: 'Παπαδόπουλος', en: 'Papadopoulos' },
  lawyers: [
    {
      name: { el: 'Γεώργιος Παπαδόπουλος (PLACEHOLDER)', en: 'Georgios Papadopoulos (PLACEHOLDER)' },
      role: { el: 'Δικηγόρος παρ’ Αρείω Πάγω', en: 'Lawyer before the Supreme Court (Areios Pagos)' },
      barAssociation: { el: 'Δικηγορικός Σύλλογος Αθηνών', en: 'Athens Bar Association' },
      barRegistration: '00000 (PLACEHOLDER)',
      portrait: null,
      bio: {
        el: 'Σύντομο βιογραφικό (PLACEHOLDER): σπουδές, χρόνια άσκησης, οι υποθέσεις που χειρίζεται.',
        en: 'A short biography (PLACEHOLDER): studies, years in practice, the cases the lawyer handles.',
      },
      languages: { el: 'Ελληνικά, Αγγλικά', en: 'Greek, English' },
    },
  ],
  landline: { tel: '+302100000000', display: '210 000 0000' },
  mobile: { tel: '+306900000000', display: '690 000 0000' },
  email: 'info@example.gr',
  address: {
    street: { el: 'Πανεπιστημίου 00 (PLACEHOLDER)', en: '00 Panepistimiou St (PLACEHOLDER)' },
    city: { el: 'Αθήνα', en: 'Athens' },
    postalCode: '10564',
    region: { el: 'Αττική', en: 'Attica' },
    country: 'GR',
  },
  hours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' }],
  vatNumber: 'EL000000000 (PLACEHOLDER)',
  taxOffice: { el: 'Δ.Ο.Υ. Α’ Αθηνών (PLACEHOLDER)', en: 'Athens A’ Tax Office (PLACEHOLDER)' },
  areaServed: ['Athens', 'Attica', 'Greece'],
  foundedYear: 1994,
  heroPhoto: { file: 'hero.jpg', focus: '72% 60%' },
};
