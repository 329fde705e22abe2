import { describe, expect, it } from 'vitest';
import { claimLetterWords } from '../../src/config/claim-letter.ts';
import { unconfirmedFacts } from '../../src/config/firm.ts';
import { el } from '../../src/i18n/ui/el.ts';
import { en } from '../../src/i18n/ui/en.ts';
import {
  addressees,
  addresseeFor,
  addresseeOf,
  answersFromFragment,
  BLANK,
  composeLetter,
  CONTACT_MESSAGE_MAX,
  letterDeadlinesLink,
  emptyLetter,
  fieldMax,
  firmReviewHref,
  harms,
  headsOf,
  letterRoles,
  letterText,
  papersOf,
  readLetter,
  receiptEntry,
  refusalIn,
  refusals,
  withAnswers,
  writers,
  type LetterFields,
  type TextField,
} from '../../src/lib/days-after/claim-letter.ts';
import { letterLaw } from '../../src/lib/days-after/claim-letter-law.ts';
import { phrasesIn } from '../../src/lib/law/law-check.ts';
import { readLawTextFiles, readRegister } from '../../src/lib/law/register-files.ts';
import { rulePeriod } from '../../src/lib/law/rule-text.ts';

/**
 * The written claim (/letter), made from what a visitor types and the what-happened path's answers: who it goes to,
 * what it asks for under which rule of the register, and what it never says (an amount, a fault).
 */
const register = readRegister();
const rule = (id: string) => register.find((r) => r.id === id)!;
const relations = {
  greek: {
    replacedBy: el['deadlines.source.replacedBy'],
    addedBy: el['deadlines.source.addedBy'],
    readWith: el['deadlines.source.readWith'],
  },
  english: {
    replacedBy: en['deadlines.source.replacedBy'],
    addedBy: en['deadlines.source.addedBy'],
    readWith: en['deadlines.source.readWith'],
  },
};
const rules = { insurer: rule('insurer-answer'), fund: rule('fund-answer') };
const law = { el: letterLaw(rules, 'el', relations), en: letterLaw(rules, 'en', relations) };
const greek = (fields: LetterFields) => letterText(composeLetter(fields, claimLetterWords.el, law.el, 'el'));
const english = (fields: LetterFields) => letterText(composeLetter(fields, claimLetterWords.en, law.en, 'en'));

/** A letter filled in as a visitor would, over `base`. */
const filled = (base: Partial<LetterFields>): LetterFields => ({
  ...emptyLetter(),
  name: 'Μαρία Κωνσταντίνου',
  address: 'Αχαρνών 10, 104 34 Αθήνα',
  phone: '6900000000',
  email: 'maria@example.gr',
  insurer: 'Ασφαλιστική Άλφα Α.Ε.',
  insurerAddress: 'Λεωφ. Συγγρού 100, 117 41 Αθήνα',
  plates: 'ΥΧΡ 1234',
  accident: '2026-11-02',
  time: '18:30',
  place: 'Πατησίων και Αλεξάνδρας, Αθήνα',
  letterPlace: 'Αθήνα',
  letterDate: '2026-12-05',
  ...base,
});

// Independent of the code's own lists: any currency, and the words of fault in Greek (accents ignored) and English.
const money = /€|\$|£|ευρ[ώω]|euro?s?\b|\beur\b/i;
const fault = /υπα[ίι]τ|φτα[ίι]|ευθ[ύυ]ν|fault|blame|liab|responsib|negligen/i;

/** Every case the page can be put in: who writes, what happened, how, to whom, police and form, plates or none. */
function* everyCase(): Generator<LetterFields> {
  for (const writer of writers)
    for (const harm of ['', ...harms] as const)
      for (const role of ['', ...letterRoles] as const)
        for (const addressee of addressees)
          for (const police of ['', 'yes', 'no'] as const)
            for (const plates of ['', 'ΥΧΡ 1234'])
              yield filled({
                writer,
                harm,
                role,
                addressee,
                police,
                form: police === 'yes' ? 'yes' : 'no',
                plates,
                ownPlates: 'ΙΚΑ 5678',
                policeUnit: 'Τροχαία Αθηνών',
              });
}

describe('the written claim, in every case', () => {
  it('names no amount and no fault, in Greek or in the English reading aid', () => {
    const wrong: string[] = [];
    let count = 0;
    for (const fields of everyCase()) {
      count++;
      for (const [language, text] of [
        ['el', greek(fields)],
        ['en', english(fields)],
      ] as const) {
        // The Fund's legal name speaks of liability insurance, not of anyone's fault.
        const said = text.replace(claimLetterWords[language].fund, '');
        const at = `${language} ${fields.writer} ${fields.harm} ${fields.role} ${fields.addressee} ${fields.police} ${fields.plates}`;
        if (money.test(said)) wrong.push(`${at}: ${money.exec(said)![0]}`);
        if (fault.test(said)) wrong.push(`${at}: ${fault.exec(said)![0]}`);
      }
    }
    expect(count).toBeGreaterThan(1000);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('leaves out what a visitor types with an amount or a fault in it, and says which field', () => {
    const typed = filled({
      harm: 'hurt',
      role: 'pedestrian',
      details: 'κάταγμα κνήμης· έξοδα 1.500 €',
      place: 'Πατησίων, φταίει ο οδηγός που πέρασε με κόκκινο',
      policeUnit: 'Τροχαία, υπαίτιος ο άλλος',
      police: 'yes',
      relation: 'responsible for the fault',
      letterPlace: 'Αθήνα',
    });
    expect(refusals(typed)).toEqual({ details: 'amount', place: 'fault', policeUnit: 'fault', relation: 'fault' });
    const text = greek(typed);
    expect(text).not.toMatch(money);
    expect(text).not.toMatch(fault);
    expect(text).not.toContain('κόκκινο');
    // The place left out is a blank to fill in by hand, not a gap.
    expect(text).toContain(`Τόπος: ${BLANK}`);
    // A name is a name: only an amount is looked for in it (Ευθυμίου is not a fault).
    expect(refusals(filled({ name: 'Νίκος Ευθυμίου', insurer: 'Ευρωπαϊκή Πίστη' }))).toEqual({});
    expect(refusalIn('ενοχλήσεις στον αυχένα, νοσηλεία στο ΚΑΤ')).toBeNull();
    for (const amount of ['1500 ευρώ', '300 EUR', '€ 40', '40 euros', '500 ΕΥΡΩ']) expect(refusalIn(amount), amount).toBe('amount');
    for (const blame of ['δική του υπαιτιότητα', 'φταίει', 'η ευθύνη είναι του', 'his fault', 'he is liable'])
      expect(refusalIn(blame), blame).toBe('fault');
  });

  it('is the firm’s word: every part of the Greek template is listed for the firm to confirm, and states no period itself', () => {
    const parts = unconfirmedFacts.filter((f) => f.fact.startsWith('the wording of the written claim'));
    expect(parts.length).toBeGreaterThanOrEqual(10);
    // Each Greek sentence the letter uses is among the values preflight shows.
    const shown = JSON.stringify(parts.map((p) => p.value));
    for (const sentence of [
      claimLetterWords.el.opening.self,
      claimLetterWords.el.request.insurer,
      claimLetterWords.el.reservation.hurt,
      claimLetterWords.el.closing,
    ])
      expect(shown).toContain(JSON.stringify(sentence).slice(1, -1));
    const template = readLawTextFiles().filter((f) => f.path === 'src/config/claim-letter.ts');
    expect(template).toHaveLength(1);
    expect(phrasesIn(template)).toEqual([]);
  });
});

describe('who the letter goes to', () => {
  it('follows the path’s answers: a passenger to the insurer of the vehicle they were in, no insurer to the Fund', () => {
    expect(addresseeFor('passenger', 'insured')).toBe('vehicleInsurer');
    expect(addresseeFor('passenger', 'unknown')).toBe('vehicleInsurer');
    expect(addresseeFor('pedestrian', 'unknown')).toBe('fund');
    expect(addresseeFor('driver', 'uninsured')).toBe('fund');
    expect(addresseeFor('driver', 'insured')).toBe('otherInsurer');
    expect(addresseeFor('cyclist', 'foreign')).toBe('representative');
    expect(addresseeFor('', undefined)).toBe('otherInsurer');
  });

  it('writes to the Fund by its name, asking for its answer under its rule, never the insurer’s', () => {
    const text = greek(filled({ addressee: 'fund', role: 'pedestrian', harm: 'hurt', plates: '' }));
    expect(text).toContain('Προς: Επικουρικό Κεφάλαιο Ασφάλισης Ευθύνης από Ατυχήματα Αυτοκινήτων');
    expect(text).not.toContain('Ασφαλιστική Άλφα');
    expect(text).toContain('Όχημα που ενεπλάκη: τα στοιχεία του δεν έχουν εξακριβωθεί');
    expect(text).toContain(`μέσα σε ${rulePeriod(rules.fund, 'el')} από την παραλαβή`);
    expect(text).toContain('άρθρο 19 παρ. 8 π.δ. 237/1986, που προστέθηκε με το άρθρο 4 ν. 4092/2012');
    expect(text).not.toContain('άρθρο 6 παρ. 6');
    expect(text).not.toContain('ασφαλιστήριο');
  });

  it('writes to the insurer asking for its reasoned offer or reply within the register’s period, citing its sources as Greek lawyers do', () => {
    const text = greek(filled({ addressee: 'otherInsurer', role: 'driver', harm: 'hurt', policy: '123456', ownPlates: 'ΙΚΑ 5678' }));
    expect(text).toContain('Προς: Ασφαλιστική Άλφα Α.Ε., Διεύθυνση Αποζημιώσεων Αυτοκινήτων');
    expect(text).toContain('(όχημα ΥΧΡ 1234, ασφαλιστήριο 123456)');
    expect(text).toContain(`με προσφορά ή με απάντηση, μέσα σε ${rulePeriod(rules.insurer, 'el')} από την παραλαβή`);
    expect(text).toContain('(άρθρο 6 παρ. 6 π.δ. 237/1986, όπως αντικαταστάθηκε με το άρθρο 5 παρ. 4 ν. 5113/2024· ΠΕΕ 87/2016)');
    expect(text).toContain('Ιδιότητα κατά το ατύχημα: οδηγός του οχήματος με αριθμό κυκλοφορίας ΙΚΑ 5678');
    expect(text).not.toContain('άρθρο 19');
    // The reading aid says the same in English, with the period in English.
    const aid = english(filled({ addressee: 'otherInsurer', role: 'driver', harm: 'hurt' }));
    expect(aid).toContain(`within ${rulePeriod(rules.insurer, 'en')} of receiving this letter`);
    expect(aid).toContain('Article 6(6) of Presidential Decree 237/1986');
  });

  it('for a passenger, to the insurer of the vehicle they were in, named as such', () => {
    const text = greek(filled({ addressee: 'vehicleInsurer', role: 'passenger', harm: 'hurt' }));
    expect(text).toContain('Ιδιότητα κατά το ατύχημα: επιβάτης του οχήματος που ασφαλίζεται στην εταιρεία σας');
    expect(text).toContain('Όχημα που ασφαλίζεται στην εταιρεία σας: ΥΧΡ 1234');
  });

  it('for a relative, names the person harmed and writes for them; after a death, the harm the death caused', () => {
    const relative = greek(filled({ writer: 'relative', harm: 'hurt', victim: 'Νίκος Παπαδάκης', relation: 'γιος μου' }));
    expect(relative).toContain('Πρόσωπο που ζημιώθηκε: Νίκος Παπαδάκης (γιος μου)');
    expect(relative).toContain('για λογαριασμό του προσώπου που αναφέρεται παραπάνω');
    expect(relative).toContain('εξουσιοδότηση του προσώπου που ζημιώθηκε');
    const died = filled({ writer: 'relative', harm: 'died', victim: 'Νίκος Παπαδάκης', relation: 'σύζυγος' });
    expect(greek(died)).toContain('ο θάνατος του προσώπου που αναφέρεται παραπάνω');
    expect(headsOf(died)).toEqual(['medical', 'funeral', 'maintenance', 'grief']);
    expect(papersOf(died)).toContain('death');
    expect(papersOf(died)).not.toContain('authority');
  });
});

describe('the path’s answers', () => {
  it('come from the address’s fragment; what is not an answer, a future day and the answer on fault are left out', () => {
    expect(
      answersFromFragment('#role=pedestrian&harm=hurt&other=unknown&police=yes&fault=partly&when=week&date=2026-11-02', '2026-12-01'),
    ).toEqual({
      role: 'pedestrian',
      harm: 'hurt',
      other: 'unknown',
      police: 'yes',
      date: '2026-11-02',
    });
    expect(answersFromFragment('#role=pilot&harm=x&date=2027-01-01', '2026-12-01')).toEqual({});
    expect(answersFromFragment('', '2026-12-01')).toEqual({});
  });

  it('fill in only what the visitor has not said, and choose the addressee from them', () => {
    const fresh = withAnswers(emptyLetter(), { role: 'pedestrian', harm: 'hurt', other: 'unknown', police: 'yes', date: '2026-11-02' });
    expect(fresh).toMatchObject({ role: 'pedestrian', harm: 'hurt', addressee: 'fund', police: 'yes', accident: '2026-11-02' });
    const typed = withAnswers(
      { ...emptyLetter(), role: 'driver', addressee: 'otherInsurer', accident: '2026-10-01' },
      { role: 'passenger', other: 'unknown', date: '2026-11-02' },
    );
    expect(typed).toMatchObject({ role: 'driver', addressee: 'otherInsurer', accident: '2026-10-01' });
    expect(withAnswers(emptyLetter(), { harm: 'died' }).writer).toBe('relative');
    expect(addresseeOf(emptyLetter())).toBe('otherInsurer');
  });
});

describe('what the letter becomes', () => {
  it('at its longest, still fits the contact form’s message, through a fragment the browser never sends', () => {
    const longest = filled({
      writer: 'relative',
      harm: 'hurt',
      role: 'driver',
      police: 'yes',
      form: 'yes',
      ...Object.fromEntries((Object.keys(fieldMax) as TextField[]).map((field) => [field, 'Ω'.repeat(fieldMax[field])])),
    });
    const text = greek(longest);
    const intro = 'Θα ήθελα να διαβάσετε την έγγραφη αίτηση αποζημίωσης που έγραψα, πριν τη στείλω:';
    const message = `${intro}\n\n${text}`;
    expect(message.length).toBeLessThanOrEqual(CONTACT_MESSAGE_MAX);
    const href = firmReviewHref('/contact', intro, text);
    expect(href.startsWith('/contact#message=')).toBe(true);
    expect(href).not.toContain('?');
    expect(decodeURIComponent(href.slice('/contact#message='.length))).toBe(message);
  });

  it('is plain text to copy, without the receiving office’s box or typesetting’s invisible characters', () => {
    const text = greek(filled({ role: 'driver', harm: 'none' }));
    expect(text.startsWith('Από: Μαρία Κωνσταντίνου\n')).toBe(true);
    expect(text).not.toContain(claimLetterWords.el.receipt);
    expect(text).not.toMatch(/[\u00a0\u202f\u2011]/);
    expect(text).toContain('Στοιχεία του ατυχήματος\nΗμερομηνία: 2 Νοεμβρίου 2026, περί ώρα 18:30');
  });

  it('dates the answer on the dates page from the day it was received: the insurer’s, or the Fund’s', () => {
    expect(letterDeadlinesLink(filled({ received: '2026-12-10' }))).toBe('accident=2026-11-02&received=2026-12-10');
    expect(letterDeadlinesLink(filled({ addressee: 'fund', received: '2026-12-10' }))).toBe('accident=2026-11-02&fundReceived=2026-12-10');
    expect(letterDeadlinesLink(filled({ received: '2026-10-10' }))).toBeNull();
    expect(letterDeadlinesLink(filled({ accident: '', received: '2026-12-10' }))).toBeNull();
  });

  it('goes into the journal as a note on the day it was received', () => {
    expect(
      receiptEntry(filled({ received: '2026-12-10' }), 'Παραλαβή της έγγραφης αίτησης αποζημίωσης', 'Ασφαλιστική Άλφα Α.Ε.', {
        id: 'a',
        order: 1,
      }),
    ).toEqual({
      id: 'a',
      order: 1,
      date: '2026-12-10',
      kind: 'note',
      cents: null,
      description: 'Παραλαβή της έγγραφης αίτησης αποζημίωσης (Ασφαλιστική Άλφα Α.Ε.)',
    });
    expect(receiptEntry(filled({}), 'x', '', { id: 'a', order: 1 })).toBeNull();
  });

  it('is read back from the device whatever was kept: what is malformed is blank, never guessed', () => {
    const kept = filled({ role: 'driver', heads: ['vehicle'], papers: ['id'] });
    expect(readLetter(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
    expect(readLetter({ role: 'pilot', accident: '2026-02-30', heads: ['vehicle', 'yacht'], name: 42 })).toEqual({
      ...emptyLetter(),
      heads: ['vehicle'],
    });
    expect(readLetter('letter')).toBeNull();
  });
});
