import { firm } from '../../src/config/firm.ts';
import type { Lang } from '../../src/i18n/locales.ts';
import { fillInMarks } from '../../src/lib/guides/guide-skeleton.ts';

/**
 * What the editor writes in place of each "[to fill in]": the frontmatter's fields by name, the summary's
 * points, then the body's marked lines in order (the intro, each section's heading and text, "in short"),
 * with a checklist and a question added as editors do.
 */
export interface Filling {
  fields: Record<string, string>;
  summary: string[];
  body: string[];
}

/** In each language the tests know; a language being added gets the English. */
export const filling: Partial<Record<Lang, Filling>> & Record<'el' | 'en', Filling> = {
  el: {
    fields: {
      title: 'Τραυματισμοί στον αυχένα μετά από τροχαίο',
      subtitle: 'Τι κάνετε όταν ο πόνος στον αυχένα εμφανίζεται ώρες ή ημέρες μετά τη σύγκρουση',
      description:
        'Πώς καταγράφετε έναν τραυματισμό στον αυχένα μετά από τροχαίο: γιατρός, εξετάσεις, φάκελος εξόδων και τι λέτε στην ασφαλιστική.',
    },
    summary: [
      'Δείτε γιατρό την ίδια ημέρα, ακόμη κι αν ο πόνος μοιάζει ελαφρύς.',
      'Κρατήστε κάθε γνωμάτευση, εξέταση και απόδειξη σε έναν φάκελο.',
      'Μην υπογράφετε τίποτα για ασφαλιστική πριν το διαβάσετε ολόκληρο.',
    ],
    body: [
      'Ο πόνος στον αυχένα μετά από μια σύγκρουση, ακόμη και σε χαμηλή ταχύτητα, συχνά δεν φαίνεται αμέσως. Ο οδηγός αυτός εξηγεί τι κάνετε τις πρώτες ημέρες ώστε ο τραυματισμός να καταγραφεί σωστά, ποια έγγραφα κρατάτε και πώς μιλάτε με την ασφαλιστική χωρίς να δεσμευτείτε για όσα δεν γνωρίζετε ακόμη.',
      '## Τα πρώτα συμπτώματα',
      'Δυσκαμψία, πονοκέφαλος ή πόνος στους ώμους μπορεί να αρχίσουν το επόμενο πρωί. Πείτε στον γιατρό πότε έγινε το ατύχημα και περιγράψτε κάθε σύμπτωμα, όσο μικρό κι αν είναι.\n\n<Checklist id="first-days" title="Τις πρώτες ημέρες">\n\n- Είδα γιατρό και είπα πότε έγινε το ατύχημα.\n- Σημείωσα κάθε σύμπτωμα και την ημέρα που άρχισε.\n- Κράτησα το παραπεμπτικό για κάθε εξέταση που ζήτησε ο γιατρός.\n\n</Checklist>',
      '## Ο φάκελος με τα έγγραφα',
      'Κρατήστε τις ιατρικές γνωματεύσεις, τα αποτελέσματα των εξετάσεων, τις αποδείξεις για φάρμακα και φυσικοθεραπείες και μια σημείωση για τις ημέρες που δεν μπορέσατε να εργαστείτε. Ένας φάκελος, με σειρά ημερομηνιών, αρκεί.',
      '## Η επικοινωνία με την ασφαλιστική',
      'Λέτε μόνο όσα γνωρίζετε. Μην εικάζετε με τι ταχύτητα κινούνταν τα οχήματα και μη χαρακτηρίζετε τον τραυματισμό ελαφρύ πριν τον εκτιμήσει γιατρός.\n\n<Faq q="Ο πόνος άρχισε μερικές ημέρες αργότερα. Είναι αργά για γιατρό;" a="Όχι. Δείτε γιατρό μόλις αρχίσει ο πόνος και πείτε πότε έγινε το ατύχημα· η γνωμάτευση καταγράφει και τις δύο ημερομηνίες." />',
      'Δείτε γιατρό νωρίς, κρατήστε κάθε έγγραφο και λέτε μόνο όσα γνωρίζετε.',
    ],
  },
  en: {
    fields: {
      title: 'Neck injuries after a road accident',
      subtitle: 'What to do when neck pain appears hours or days after the crash',
      description:
        'How to record a neck injury after a road accident: the doctor, the tests, a file of expenses and what to say to the insurer.',
    },
    summary: [
      'See a doctor the same day, even if the pain seems mild.',
      'Keep every medical report, test and receipt in one file.',
      'Sign nothing for an insurer before you have read all of it.',
    ],
    body: [
      'Neck pain after a collision, even at low speed, often does not show at once. This guide explains what to do in the first days so that the injury is properly recorded, which papers to keep, and how to speak to the insurer without committing yourself to anything you do not yet know.',
      '## The first symptoms',
      'Stiffness, headache or pain in the shoulders may start the next morning. Tell the doctor when the accident happened and describe every symptom, however small.\n\n<Checklist id="first-days" title="In the first days">\n\n- I saw a doctor and said when the accident happened.\n- I wrote down every symptom and the day it started.\n- I kept the referral for any test the doctor asked for.\n\n</Checklist>',
      '## The file of papers',
      'Keep the medical reports, the test results, the receipts for medicines and physiotherapy, and a note of the days you could not work. One folder, in date order, is enough.',
      '## Speaking to the insurer',
      'State only what you know. Do not guess how fast the cars were moving, and do not call the injury minor before a doctor has assessed it.\n\n<Faq q="The pain started a few days later. Is it too late to see a doctor?" a="No. See a doctor as soon as the pain starts and say when the accident happened; the report records both dates." />',
      'See a doctor early, keep every paper, and say only what you know.',
    ],
  },
};

/** The skeleton with every "[to fill in]" replaced as `filling` says; throws on a marked line it has no text for. */
export function fillIn(lang: Lang, skeleton: string): string {
  const mark = fillInMarks[lang];
  const { fields, summary, body } = filling[lang] ?? filling.en;
  const [, head, text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(skeleton)!;
  const [points, paragraphs] = [[...summary], [...body]];
  const missing = (line: string) => new Error(`The skeleton asks for text the tests do not write: ${line}`);
  let list = '';
  const frontmatter = head!.split('\n').map((line) => {
    list = /^(\w+):\s*$/.exec(line)?.[1] ?? (line.startsWith(' ') ? list : '');
    if (!line.includes(mark)) return line;
    const field = /^(\w+): /.exec(line)?.[1];
    const value = field ? fields[field] : list === 'summary' ? points.shift() : undefined;
    if (value === undefined) throw missing(line);
    return field ? `${field}: ${JSON.stringify(value)}` : `  - ${JSON.stringify(value)}`;
  });
  const prose = text!.split('\n').map((line) => {
    if (!line.includes(mark)) return line;
    const value = paragraphs.shift();
    if (value === undefined) throw missing(line);
    return value;
  });
  if (points.length || paragraphs.length) throw new Error(`The skeleton has fewer places to fill in than the tests write (${lang})`);
  return `---\n${frontmatter.join('\n')}\n---\n${prose.join('\n')}`;
}

/** The review the editor records once the firm's lawyer has read the guide, who the firm says also wrote it. */
export const REVIEWED = '2026-12-01';
export const withReview = (text: string) =>
  text.replace(
    /^updated: .*$/m,
    (line) => `${line}\nauthor: "${firm.lawyers[0].name.en}"\nreviewedBy: "${firm.lawyers[0].name.en}"\nreviewed: ${REVIEWED}`,
  );

/** A guide kept off the built site. */
export const asDraft = (text: string) => text.replace(/^icon: .*$/m, (line) => `${line}\ndraft: true`);
