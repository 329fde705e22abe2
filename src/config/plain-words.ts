import type { Lang } from '../i18n/locales.ts';

/**
 * Words of the law that a shaken visitor does not know, and where the what-happened path's cards meet them (the
 * register's wordings, src/content/law/, and the cards' titles): each card glosses, under its text, the words it is
 * the first on the page to use. The words to find are forms of the term in each language, matched whole and
 * without regard to case; the gloss is a UI string, `gloss.<id>` in src/i18n/ui/el.ts and en.ts, which says what the
 * word means, never a period or a rule of its own (the law stays in the register).
 */
const words = {
  thirdParty: {
    el: ['τρίτος', 'τρίτου', 'τρίτο', 'τρίτοι', 'τρίτων', 'τρίτους'],
    en: ['third party', 'third parties'],
  },
  directClaim: {
    el: ['ευθεία αξίωση', 'ευθείας αξίωσης', 'ευθεία αξίωσή'],
    en: ['direct claim'],
  },
  policyholder: {
    el: ['λήπτης της ασφάλισης', 'λήπτη της ασφάλισης'],
    en: ['policyholder'],
  },
  jointly: {
    el: ['εις ολόκληρον'],
    en: ['jointly liable'],
  },
  limitation: {
    el: ['παραγραφή', 'παραγραφής', 'παραγράφεται', 'παραγραφεί'],
    en: ['limitation period', 'lapses'],
  },
  strictLiability: {
    el: ['αντικειμενική ευθύνη', 'αντικειμενικής ευθύνης', 'αντικειμενικά'],
    en: ['strict liability'],
  },
  motorLaw: {
    el: ['ν. ΓπΝ/1911'],
    en: ['1911 motor-vehicle law'],
  },
  supremeCourt: {
    el: ['ΑΠ'],
    en: ['Areios Pagos'],
  },
} satisfies Record<string, Record<Lang, readonly string[]>>;

export type PlainWord = keyof typeof words;
/** Each word's forms in every language of the registry: a language added there is asked for here. */
export const plainWords: Record<PlainWord, Record<Lang, readonly string[]>> = words;
export const plainWordIds = Object.keys(plainWords) as PlainWord[];
