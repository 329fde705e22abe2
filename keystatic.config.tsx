import type { ReactNode } from 'react';
import { collection, config, fields, singleton } from '@keystatic/core';
import { block, inline, mark, wrapper, type ContentComponent } from '@keystatic/core/content-components';
import type { GuideComponentName } from './src/components/guide/names.ts';
import { guideIcons } from './src/config/guides.ts';
import { locales, type Lang } from './src/i18n/locales.ts';
import type { RuleKind } from './src/lib/law/rule-schema.ts';

/**
 * The lawyers' editor (`npm run edit`; docs/odigos-syntakti.md, docs/editing-guides.md): Keystatic, over the same
 * files a developer edits. Its checks (a required mark, a length) only help while typing; what may be published is
 * still decided by the zod schemas (src/lib/guides/guide-schema.ts, src/lib/law/rule-schema.ts), the guide checks
 * and the build, which judge every saved file. Every field a file may hold is listed here, as a form or as
 * `fields.ignored()`: Keystatic drops on saving a key its schema does not name.
 */

/**
 * Nothing here reads the firm's facts (the lawyers' names): Astro restarts the editor's server when a file this
 * config loads changes, and a save of the facts would then close the page the lawyer is on.
 */
const lawyers = 'Το όνομα ενός δικηγόρου όπως στα «Στοιχεία του γραφείου», π.χ. Γεώργιος Παπαδόπουλος';

/** The kinds of rule, in Greek: a kind added to the register's schema needs its name here (the type check asks). */
const ruleKindNames: Record<RuleKind, string> = {
  period: 'Προθεσμία',
  payer: 'Ποιος πληρώνει',
  condition: 'Προϋπόθεση',
  duty: 'Υποχρέωση',
};

interface TextOptions {
  description?: string;
  multiline?: boolean;
  min?: number;
  max?: number;
}
const text = (label: string, { description, multiline, min, max }: TextOptions = {}) =>
  fields.text({ label, description, multiline, validation: min || max ? { length: { min, max } } : undefined });

const list = (label: string, item: ReturnType<typeof fields.text>, description?: string) =>
  fields.array(item, { label, description, itemLabel: (props) => props.value || '…' });

/**
 * A yes-or-no attribute written only when yes (`<Rule id="…" period />`), as the guides write it: Keystatic's own
 * checkbox writes `digits={false}` on every save, a line changed that the lawyer never touched.
 */
const flag = (label: string) => {
  const field = fields.checkbox({ label });
  return { ...field, serialize: (value: boolean) => ({ value: value || undefined }) };
};

/** A component's look in the editor: its name and what it says, so the lawyer knows it without opening its form. */
const Card = ({ name, text }: { name: string; text?: string }) => (
  <div style={{ borderInlineStart: '4px solid #1d4ed8', padding: '0.25rem 0.75rem', background: '#eff6ff' }}>
    <strong>{name}</strong>
    {text ? `: ${text}` : ''}
  </div>
);

/** A wrapper's look: its name and title above the text it holds, which the lawyer edits in place. */
const Box = ({ name, title, children }: { name: string; title?: string; children: ReactNode }) => (
  <div style={{ borderInlineStart: '4px solid #1d4ed8', paddingInlineStart: '0.75rem' }}>
    <Card name={name} text={title} />
    {children}
  </div>
);

/**
 * The guide components a lawyer adds and changes as blocks with a form, never as tags: one for each name of the
 * guide components' registry (src/components/guide/names.ts), which the type check holds this list to (a
 * component added there without its form here fails it), and the `span` of a word in the other language.
 */
export const components = {
  Callout: wrapper({
    label: 'Πλαίσιο (Callout)',
    schema: {
      kind: fields.select({
        label: 'Είδος',
        options: [
          { label: 'Πληροφορία', value: 'info' },
          { label: 'Προειδοποίηση', value: 'warning' },
          { label: 'Συμβουλή', value: 'tip' },
        ],
        defaultValue: 'info',
      }),
      title: text('Τίτλος του πλαισίου', { min: 3, max: 200 }),
      id: text('Αναγνωριστικό για σύνδεσμο', { description: 'Προαιρετικό· λατινικά, π.χ. other-car-insurer' }),
    },
    ContentView: ({ value, children }) => <Box name="Πλαίσιο" title={value.title} children={children} />,
  }),
  Trap: block({
    label: 'Παγίδα (Trap)',
    schema: {
      title: text('Τίτλος της παγίδας', { min: 3, max: 200 }),
      why: text('Γιατί βλάπτει', { multiline: true, min: 10, max: 1000 }),
      how: text('Πώς το αποφεύγετε', { multiline: true, min: 10, max: 1000 }),
    },
    ContentView: ({ value }) => <Card name="Παγίδα" text={value.title} />,
  }),
  Timeline: wrapper({ label: 'Χρονολόγιο (Timeline)', schema: {} }),
  Step: wrapper({
    label: 'Βήμα (Step)',
    schema: { when: text('Πότε', { min: 2, max: 80 }) },
    ContentView: ({ value, children }) => <Box name="Βήμα" title={value.when} children={children} />,
  }),
  Checklist: wrapper({
    label: 'Λίστα ελέγχου (Checklist)',
    schema: {
      id: text('Αναγνωριστικό', { description: 'Λατινικά, μοναδικό στον οδηγό', min: 2, max: 60 }),
      title: text('Τίτλος της λίστας', { description: 'Προαιρετικό', max: 200 }),
    },
    ContentView: ({ value, children }) => <Box name="Λίστα ελέγχου" title={value.title} children={children} />,
  }),
  Template: wrapper({
    label: 'Υπόδειγμα κειμένου (Template)',
    schema: {
      id: text('Αναγνωριστικό', { description: 'Λατινικά, μοναδικό στον οδηγό', min: 2, max: 60 }),
      title: text('Τίτλος του υποδείγματος', { min: 3, max: 200 }),
    },
    ContentView: ({ value, children }) => <Box name="Υπόδειγμα" title={value.title} children={children} />,
  }),
  Faq: block({
    label: 'Ερώτηση και απάντηση (Faq)',
    schema: { q: text('Ερώτηση', { min: 5, max: 300 }), a: text('Απάντηση', { multiline: true, min: 10, max: 2000 }) },
    ContentView: ({ value }) => <Card name="Ερώτηση" text={value.q} />,
  }),
  Disclaimer: block({ label: 'Αποποίηση ευθύνης (Disclaimer)', schema: {}, ContentView: () => <Card name="Αποποίηση ευθύνης" /> }),
  EmergencyNumbers: block({ label: 'Αριθμοί έκτακτης ανάγκης', schema: {}, ContentView: () => <Card name="Αριθμοί έκτακτης ανάγκης" /> }),
  // A word in the other language (<span lang="el">ΚΤΕΟ</span> in an English guide), so that readers and search say it right.
  span: mark({
    label: 'Λέξη σε άλλη γλώσσα',
    icon: <span aria-hidden>Aα</span>,
    tag: 'span',
    schema: {
      lang: fields.select({
        label: 'Γλώσσα',
        options: [
          { label: 'Ελληνικά', value: 'el' },
          { label: 'Αγγλικά', value: 'en' },
        ],
        defaultValue: 'el',
      }),
    },
    style: { textDecoration: 'underline dotted' },
  }),
  CompensationExample: block({
    label: 'Παράδειγμα υπολογισμού (CompensationExample)',
    schema: {
      title: text('Λεζάντα', { description: 'Προαιρετική· αλλιώς «Παράδειγμα υπολογισμού»', max: 200 }),
      heads: fields.array(
        fields.object({
          label: text('Κονδύλι', { min: 2, max: 120 }),
          amount: fields.number({ label: 'Ποσό σε ευρώ', validation: { isRequired: true, min: 0 } }),
        }),
        { label: 'Κονδύλια', itemLabel: (props) => `${props.fields.label.value || '…'}: ${props.fields.amount.value ?? '…'} €` },
      ),
      share: fields.number({
        label: 'Ποσοστό συνυπαιτιότητας',
        description: 'Ως δεκαδικός: 0.2 για 20%',
        step: 0.01,
        validation: { isRequired: true, min: 0, max: 1 },
      }),
      deductibles: fields.number({ label: 'Ποσά που αφαιρούνται', validation: { isRequired: true, min: 0 } }),
      extras: fields.number({ label: 'Ποσά που προστίθενται', validation: { isRequired: true, min: 0 } }),
    },
    ContentView: ({ value }) => <Card name="Παράδειγμα υπολογισμού" text={value.title || value.heads.map((h) => h.label).join(', ')} />,
  }),
  ReductionTable: block({
    label: 'Πίνακας μείωσης (ReductionTable)',
    schema: {
      grosses: fields.array(fields.number({ label: 'Ποσό σε ευρώ', validation: { isRequired: true, min: 0 } }), {
        label: 'Συνολικά ποσά (γραμμές)',
        itemLabel: (props) => `${props.value ?? '…'} €`,
      }),
      shares: fields.array(
        fields.number({
          label: 'Ποσοστό',
          description: 'Ως δεκαδικός: 0.2 για 20%',
          step: 0.01,
          validation: { isRequired: true, min: 0, max: 1 },
        }),
        { label: 'Ποσοστά συνυπαιτιότητας (στήλες)', itemLabel: (props) => String(props.value ?? '…') },
      ),
    },
    ContentView: ({ value }) => <Card name="Πίνακας μείωσης" text={value.grosses.map((g) => `${g} €`).join(', ')} />,
  }),
  // A sum written as a number (value={2400}): the editor reads literal values only, not arithmetic.
  Money: inline({
    label: 'Ποσό σε ευρώ (Money)',
    schema: { value: fields.number({ label: 'Ποσό', validation: { isRequired: true } }) },
    ContentView: ({ value }) => <span style={{ background: '#dcfce7', padding: '0 0.25rem' }}>{value.value} €</span>,
  }),
  Rule: inline({
    label: 'Κανόνας του μητρώου (Rule)',
    schema: {
      id: text('Κανόνας', { description: 'Το όνομα του αρχείου του στο μητρώο, π.χ. insurer-answer', min: 3, max: 60 }),
      period: flag('Μόνο η προθεσμία'),
      digits: flag('Με ψηφία'),
      case: (() => {
        const field = fields.select({
          label: 'Πτώση',
          options: [
            { label: 'Αιτιατική', value: 'acc' },
            { label: 'Γενική', value: 'gen' },
          ],
          defaultValue: 'acc',
        });
        // The accusative is the rule's default: written only when it is the genitive, as the guides write it.
        return { ...field, serialize: (value: 'acc' | 'gen') => ({ value: value === 'acc' ? undefined : value }) };
      })(),
      callout: flag('Ως πλαίσιο'),
    },
    ContentView: ({ value }) => <span style={{ background: '#fef3c7', padding: '0 0.25rem' }}>⟨{value.id}⟩</span>,
  }),
} satisfies Record<GuideComponentName | 'span', ContentComponent>;

/** The order of a guide's frontmatter as the files write it, so that a save moves no line it did not change. */
const guideSchema = {
  order: fields.integer({ label: 'Σειρά στις λίστες', description: 'Η ίδια στις δύο γλώσσες', validation: { isRequired: true, min: 1 } }),
  title: fields.slug({
    name: { label: 'Τίτλος', validation: { length: { min: 5, max: 90 } } },
    slug: { label: 'Διεύθυνση', description: 'Λατινικά· η ίδια στις δύο γλώσσες' },
  }),
  subtitle: text('Υπότιτλος', { min: 10, max: 200 }),
  description: text('Περιγραφή', { description: 'Στην κάρτα του οδηγού και στις μηχανές αναζήτησης', multiline: true, min: 50, max: 160 }),
  icon: fields.select({ label: 'Εικονίδιο', options: guideIcons.map((i) => ({ label: i, value: i })), defaultValue: 'file' }),
  updated: fields.date({ label: 'Τελευταία αλλαγή του κειμένου', validation: { isRequired: true } }),
  published: fields.date({ label: 'Πρώτη δημοσίευση' }),
  author: text('Συντάκτης', { description: `Προαιρετικό· ${lawyers}` }),
  reviewedBy: text('Νομικός έλεγχος από', { description: lawyers }),
  reviewed: fields.date({ label: 'Ημερομηνία νομικού ελέγχου' }),
  nextReview: fields.date({ label: 'Επόμενος νομικός έλεγχος' }),
  related: list('Σχετικοί οδηγοί', text('Οδηγός (η διεύθυνσή του)', { min: 3, max: 80 })),
  sources: list(
    'Πηγές',
    text('Πηγή', { min: 3, max: 200 }),
    'Όπως τις γράφουν οι δικηγόροι, π.χ. «άρθρο 10 π.δ. 237/1986», «ΑΠ 1043/2010»· οι ίδιες στις δύο γλώσσες',
  ),
  verify: list('Προς έλεγχο', text('Σημείωση για το γραφείο', { multiline: true, min: 10, max: 400 }), 'Δεν εμφανίζονται στους αναγνώστες'),
  emergencyNumbers: fields.checkbox({ label: 'Αριθμοί έκτακτης ανάγκης στην αρχή της σελίδας' }),
  draft: fields.checkbox({ label: 'Πρόχειρο (δεν δημοσιεύεται)' }),
  summary: list('Σύνοψη: τι κάνετε τώρα', text('Σημείο', { multiline: true, min: 10, max: 240 }), 'Τρία έως πέντε σημεία'),
  content: fields.mdx({ label: 'Κείμενο του οδηγού', components }),
};

const guides = (lang: 'el' | 'en', label: string) =>
  collection({
    label,
    path: `src/content/articles/${lang}/*`,
    slugField: 'title',
    format: { contentField: 'content' },
    entryLayout: 'content',
    columns: ['order'],
    schema: guideSchema,
  });

/** The languages as the editor names them; a language added to the registry needs its name here (the type check asks). */
const languageNames: Record<Lang, string> = { el: 'ελληνικά', en: 'αγγλικά' };

/** A text in every language of the registry, side by side. */
const localized = (label: string, { multiline, min, max }: { multiline?: boolean; min?: number; max?: number } = {}) =>
  fields.object(
    // Each box named in full: Keystatic's message on a slip names the box alone ("…, ελληνικά must be at least…").
    Object.fromEntries(
      locales.map((lang) => [lang, text(`${label}, ${languageNames[lang]}`, { multiline, min: min ?? 1, max })]),
    ) as Record<Lang, ReturnType<typeof text>>,
    { label, layout: locales.map(() => 12 / locales.length) },
  );

/**
 * Keystatic names every entry by a slug field, and writes the field's name into the file beside the slug (the
 * file's name). A rule is named by its file alone (the register's schema refuses any other key): the box shows
 * the file's name, and nothing of it is written into the YAML.
 */
const fileNameField = fields.slug({
  name: { label: 'Όνομα αρχείου', description: 'Αυτό γράφουν οι οδηγοί: <Rule id="…">', validation: { isRequired: true } },
  slug: { label: 'Όνομα αρχείου', description: 'Λατινικά πεζά και παύλες, π.χ. fund-answer' },
});
const fileName: typeof fileNameField = {
  ...fileNameField,
  parse: (value, extra) => (extra ? { name: extra.slug, slug: extra.slug } : fileNameField.parse(value, extra)),
  serializeWithSlug: (value) => ({ slug: value.slug, value: undefined }),
  reader: { ...fileNameField.reader, parseWithSlug: (_, { slug }) => slug },
};

/** A rule of the register (src/content/law/*.yaml): its wording and its confirmation; its period and sources stay with the developers. */
const law = collection({
  label: 'Μητρώο του νόμου',
  path: 'src/content/law/*',
  slugField: 'id',
  format: { data: 'yaml' },
  columns: ['status'],
  schema: {
    id: fileName,
    kind: fields.select({
      label: 'Είδος',
      options: Object.entries(ruleKindNames).map(([value, label]) => ({ label, value })),
      defaultValue: 'period',
    }),
    title: localized('Τίτλος', { min: 3, max: 120 }),
    short: localized('Σύντομη διατύπωση', { multiline: true, min: 10, max: 400 }),
    full: localized('Πλήρης διατύπωση', { multiline: true, min: 20, max: 1400 }),
    period: fields.ignored(),
    appliesTo: localized('Για ποιους ισχύει', { multiline: true, min: 3, max: 300 }),
    sources: fields.ignored(),
    basis: fields.ignored(),
    status: fields.select({
      label: 'Κατάσταση',
      options: [
        { label: 'Προς έλεγχο (verify)', value: 'verify' },
        { label: 'Επιβεβαιωμένος (confirmed)', value: 'confirmed' },
      ],
      defaultValue: 'verify',
    }),
    unsure: text('Τι δεν είναι βέβαιο', { description: 'Μόνο όσο ο κανόνας είναι «προς έλεγχο»', multiline: true, max: 600 }),
    confirmedBy: text('Επιβεβαιώθηκε από', { description: lawyers }),
    confirmedOn: fields.date({ label: 'Ημερομηνία επιβεβαίωσης' }),
    checked: fields.date({ label: 'Τελευταίος έλεγχος με τις πηγές', validation: { isRequired: true } }),
  },
});

const phone = (label: string) =>
  fields.object(
    {
      tel: text(`${label}: για κλήση`, { description: 'Με + και τον κωδικό της χώρας, χωρίς κενά, π.χ. +302101234567', min: 9, max: 16 }),
      display: text(`${label}: όπως εμφανίζεται`, { description: 'π.χ. 210 123 4567', min: 5, max: 30 }),
    },
    { label, layout: [6, 6] },
  );

const weekDays = [
  ['Monday', 'Δευτέρα'],
  ['Tuesday', 'Τρίτη'],
  ['Wednesday', 'Τετάρτη'],
  ['Thursday', 'Πέμπτη'],
  ['Friday', 'Παρασκευή'],
  ['Saturday', 'Σάββατο'],
  ['Sunday', 'Κυριακή'],
] as const;

/**
 * The firm's facts (src/config/firm.json), checked on every build by the schema in src/config/firm.ts, which names
 * a wrong field. What only a developer sets (the providers, the photograph, the area served) is kept as it is.
 */
const firm = singleton({
  label: 'Στοιχεία του γραφείου',
  path: 'src/config/firm',
  format: { data: 'json' },
  schema: {
    name: localized('Επωνυμία', { max: 120 }),
    shortName: localized('Σύντομη επωνυμία (στα πολύ στενά κινητά)', { max: 40 }),
    lawyers: fields.array(
      fields.object({
        name: localized('Ονοματεπώνυμο', { min: 5, max: 120 }),
        role: localized('Τίτλος', { max: 120 }),
        barAssociation: localized('Δικηγορικός σύλλογος', { max: 120 }),
        barRegistration: text('Αριθμός μητρώου στον σύλλογο', { min: 1, max: 40 }),
        portrait: fields.ignored(),
        bio: localized('Σύντομο βιογραφικό', { multiline: true, min: 20, max: 800 }),
        languages: fields.multiselect({
          label: 'Γλώσσες με τους πελάτες',
          options: [
            { label: 'Ελληνικά', value: 'el' },
            { label: 'Αγγλικά', value: 'en' },
            { label: 'Γερμανικά', value: 'de' },
            { label: 'Γαλλικά', value: 'fr' },
          ],
        }),
      }),
      { label: 'Δικηγόροι', validation: { length: { min: 1 } }, itemLabel: (props) => props.fields.name.fields.el.value || '…' },
    ),
    landline: phone('Σταθερό τηλέφωνο'),
    mobile: phone('Κινητό τηλέφωνο'),
    messaging: fields.object(
      {
        viber: fields.checkbox({ label: 'Viber', description: 'Μόνο αν το κινητό απαντά εκεί' }),
        whatsapp: fields.checkbox({ label: 'WhatsApp', description: 'Μόνο αν το κινητό απαντά εκεί' }),
      },
      { label: 'Μηνύματα στο κινητό' },
    ),
    chats: fields.object(
      {
        keepDays: fields.integer({ label: 'Ημέρες μέχρι τη διαγραφή μιας συνομιλίας', validation: { isRequired: true, min: 1 } }),
        backups: fields.select({
          label: 'Αντίγραφα ασφαλείας των συνομιλιών',
          options: [
            { label: 'Κανένα', value: 'none' },
            { label: 'Μόνο κρυπτογραφημένα από άκρο σε άκρο', value: 'end-to-end' },
          ],
          defaultValue: 'none',
        }),
      },
      { label: 'Συνομιλίες στο Viber και στο WhatsApp' },
    ),
    email: text('Ηλεκτρονικό ταχυδρομείο', { min: 5, max: 120 }),
    address: fields.object(
      {
        street: localized('Οδός και αριθμός', { max: 120 }),
        city: localized('Πόλη', { max: 60 }),
        postalCode: text('Ταχυδρομικός κώδικας', { description: 'Πέντε ψηφία', min: 5, max: 5 }),
        region: localized('Περιφέρεια', { max: 60 }),
        country: fields.ignored(),
      },
      { label: 'Διεύθυνση' },
    ),
    hours: fields.array(
      fields.object({
        days: fields.multiselect({ label: 'Ημέρες', options: weekDays.map(([value, label]) => ({ label, value })) }),
        opens: text('Ανοίγει', { description: 'ΩΩ:ΛΛ, π.χ. 09:00', min: 5, max: 5 }),
        closes: text('Κλείνει', { description: 'ΩΩ:ΛΛ, π.χ. 18:00', min: 5, max: 5 }),
      }),
      {
        label: 'Ωράριο',
        itemLabel: (props) => `${props.fields.days.value.length} ημέρες, ${props.fields.opens.value}–${props.fields.closes.value}`,
      },
    ),
    vatNumber: text('ΑΦΜ', { min: 3, max: 40 }),
    taxOffice: localized('Δ.Ο.Υ.', { max: 120 }),
    areaServed: fields.ignored(),
    foundedYear: fields.integer({
      label: 'Έτος ίδρυσης',
      description: 'Από αυτό μετρούν οι σελίδες τα χρόνια εμπειρίας',
      validation: { isRequired: true, min: 1800 },
    }),
    practice: localized('Αντικείμενο («Ασχολούμαστε …»)', { max: 200 }),
    firstMeeting: localized('Η πρώτη συνάντηση', { max: 200 }),
    dataProtectionOfficer: fields.ignored(),
    contingencyFeeCap: localized('Όριο αμοιβής ως ποσοστού', { max: 300 }),
    feeAgreement: localized('Πώς συμφωνείται η αμοιβή', { multiline: true, max: 600 }),
    costsAdvanced: localized('Ποιος προκαταβάλλει τα έξοδα', { multiline: true, max: 600 }),
    professionalRules: fields.ignored(),
    processors: fields.ignored(),
    heroPhoto: fields.ignored(),
    toConfirm: fields.array(
      fields.object({
        field: text('Στοιχείο', { description: 'Το πεδίο, π.χ. address.postalCode', min: 1, max: 80 }),
        fact: text('Τι επιβεβαιώνει το γραφείο', { multiline: true, min: 3, max: 400 }),
      }),
      {
        label: 'Προς επιβεβαίωση',
        description:
          'Στοιχεία που δείχνει ο ιστότοπος χωρίς να τα έχει επιβεβαιώσει το γραφείο· όταν επιβεβαιωθεί ένα, σβήνεται η γραμμή του',
        itemLabel: (props) => props.fields.field.value || '…',
      },
    ),
  },
});

declare global {
  interface ImportMetaEnv {
    /** The firm's repository, as owner/name: set for `npm run build:editor` (astro.editor.config.ts checks it). */
    readonly PUBLIC_EDITOR_GITHUB_REPO?: string;
  }
}

/**
 * Where a save goes. The editor online (`npm run build:editor`, docs/deploy-server.md) is built with the firm's
 * repository named, and each save is a commit there, made in the lawyer's browser through GitHub's API, on a branch
 * of its own (`editor/…`), published by a pull request that CI passes. Otherwise (`npm run edit`) a save writes
 * the files of this folder. Read through import.meta.env, so that the build writes it into the editor's page.
 */
const githubRepo = import.meta.env.PUBLIC_EDITOR_GITHUB_REPO;
const branchPrefix = 'editor/';

export default config({
  storage: githubRepo ? { kind: 'github', repo: githubRepo as `${string}/${string}`, branchPrefix } : { kind: 'local' },
  locale: 'el-GR',
  ui: { brand: { name: 'Επεξεργασία του ιστότοπου' } },
  collections: {
    guidesEl: guides('el', 'Οδηγοί (ελληνικά)'),
    guidesEn: guides('en', 'Οδηγοί (αγγλικά)'),
    law,
  },
  singletons: { firm },
});
