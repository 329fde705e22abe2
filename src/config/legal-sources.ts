/**
 * The laws and courts a guide's `sources` may name (src/content/articles/README.md, "Sources"), each as
 * Greek lawyers cite it and as an English reader needs it spelled out. To cite a law or court not listed,
 * add it here first: the build rejects any other name, so that a typo never reaches a page.
 */

export interface CitedName {
  /** As Greek lawyers cite it: 'ΑΚ' in 'άρθρο 300 ΑΚ', 'ΑΠ' in 'ΑΠ 1043/2010'. */
  el: string;
  /**
   * In English words only: the page adds the Greek citation after it, for a reader who looks it up. Every page not
   * in Greek shows these words; a third language's page marks them as English (src/lib/guides/guide-sources.ts).
   */
  en: string;
}

export const laws = {
  ΑΚ: { el: 'ΑΚ', en: 'the Greek Civil Code' },
  ΚΠολΔ: { el: 'ΚΠολΔ', en: 'the Greek Code of Civil Procedure' },
  ΠΚ: { el: 'ΠΚ', en: 'the Greek Criminal Code' },
  // One codified text has two names (fact sheet 1.1): κ.ν. 489/1976, codified by π.δ. 237/1986. The site
  // cites it by one, the decree's, and each entry names the other, so that a reader looking a citation up
  // does not take them for two laws (the build flags an article cited by the other name in a guide's text).
  'π.δ. 237/1986': {
    el: 'π.δ. 237/1986 (ο κωδικοποιημένος κ.ν. 489/1976)',
    en: 'Presidential Decree 237/1986 (the codified Law 489/1976)',
  },
  'ν. ΓπΝ/1911': { el: 'ν. ΓπΝ/1911', en: 'the motor-vehicle law of 1911' },
  'ν. 2496/1997': { el: 'ν. 2496/1997', en: 'Law 2496/1997 on insurance contracts' },
  'ν. 3557/2007': { el: 'ν. 3557/2007', en: 'Law 3557/2007' },
  'ν. 4092/2012': { el: 'ν. 4092/2012', en: 'Law 4092/2012' },
  'ν. 4583/2018': { el: 'ν. 4583/2018', en: 'Law 4583/2018' },
  'ν. 5113/2024': { el: 'ν. 5113/2024', en: 'Law 5113/2024' },
  'ν. 4194/2013': { el: 'ν. 4194/2013 (Κώδικας Δικηγόρων)', en: 'Law 4194/2013 (the Code of Lawyers)' },
  'ν. 4640/2019': { el: 'ν. 4640/2019 (διαμεσολάβηση)', en: 'Law 4640/2019 on mediation' },
  'ν. 2696/1999': { el: 'ν. 2696/1999 (προηγούμενος ΚΟΚ)', en: 'Law 2696/1999 (the previous Road Traffic Code)' },
  'ν. 5209/2025': { el: 'ν. 5209/2025 (ΚΟΚ)', en: 'Law 5209/2025 (the Road Traffic Code)' },
  'π.δ. 10/2003': { el: 'π.δ. 10/2003', en: 'Presidential Decree 10/2003 (the Fourth Motor Insurance Directive)' },
  'ΚΥΑ Α.1254/2021': {
    el: 'ΚΥΑ Α.1254/2021 (ΦΕΚ Β’ 6053/20.12.2021)',
    en: 'Joint Ministerial Decision Α.1254/2021 (Government Gazette B 6053/20.12.2021)',
  },
  'ΠΕΕ 87/2016': {
    el: 'Πράξη Εκτελεστικής Επιτροπής της Τράπεζας της Ελλάδος 87/5.4.2016',
    en: 'Bank of Greece Executive Committee Act 87/5.4.2016',
  },
} as const satisfies Record<string, CitedName>;

export const courts = {
  ΑΠ: { el: 'ΑΠ', en: 'Areios Pagos (Supreme Court)' },
  'Ολ. ΑΠ': { el: 'Ολ. ΑΠ', en: 'Areios Pagos in plenary session' },
  ΕφΠειρ: { el: 'ΕφΠειρ', en: 'Piraeus Court of Appeal' },
  ΜΠρΠειρ: { el: 'ΜΠρΠειρ', en: 'Piraeus Single-Member Court of First Instance' },
  ΜονΕφΛαρ: { el: 'ΜονΕφΛαρ', en: 'Larissa Single-Member Court of Appeal' },
} as const satisfies Record<string, CitedName>;

export type LawKey = keyof typeof laws;
export type CourtKey = keyof typeof courts;
export const lawKeys = Object.keys(laws) as [LawKey, ...LawKey[]];
export const courtKeys = Object.keys(courts) as [CourtKey, ...CourtKey[]];
