import type { Lang } from '../../i18n/locales.ts';
import { formatDay } from './day-names.ts';
import { deadlinesLink } from './deadlines.ts';
import { parseIsoDate, type IsoDate } from './greek-calendar.ts';
import { DESCRIPTION_MAX, type JournalEntry } from './journal.ts';

/**
 * The written claim to the insurer (or the Auxiliary Fund), made on the visitor's device from what they type and
 * the what-happened path's answers (/letter). Pure: the island, the page and the tests call it. It decides who the
 * letter goes to, what it says of the accident and the harm, and which rule of the register it asks the insurer to
 * keep; the sentences are the firm's (src/config/claim-letter.ts). It never writes an amount or a word about fault:
 * the harm is named by kind, and what the visitor types is left out of the letter while it names an amount or
 * a fault (the field says why).
 */

/** Who the letter goes to: the other vehicle's insurer, the insurer of the vehicle a passenger was in, a foreign insurer's claims representative or correspondent, or the Auxiliary Fund. */
export const addressees = ['otherInsurer', 'vehicleInsurer', 'representative', 'fund'] as const;
export type Addressee = (typeof addressees)[number];
/** How the person harmed was on the road: the what-happened path's first question. */
export const letterRoles = ['driver', 'passenger', 'pedestrian', 'cyclist', 'motorcyclist'] as const;
export type LetterRole = (typeof letterRoles)[number];
export const harms = ['none', 'hurt', 'died'] as const;
export type Harm = (typeof harms)[number];
/** Who writes: the person harmed, or a relative for them (or after their death). */
export const writers = ['self', 'relative'] as const;
export type Writer = (typeof writers)[number];
/** What was damaged or hurt, by kind: never by amount. */
export const harmHeads = [
  'vehicle',
  'lossOfUse',
  'belongings',
  'injury',
  'medical',
  'otherCosts',
  'income',
  'moral',
  'funeral',
  'maintenance',
  'grief',
] as const;
export type HarmHead = (typeof harmHeads)[number];
/** The papers a letter may list as attached (copies, never originals). */
export const letterPapers = [
  'id',
  'authority',
  'licence',
  'registration',
  'police',
  'form',
  'photos',
  'medical',
  'receipts',
  'estimate',
  'income',
  'death',
  'kinship',
] as const;
export type LetterPaper = (typeof letterPapers)[number];

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);

/** The fixed sentences of the letter, in one language (src/config/claim-letter.ts). */
export interface LetterWords {
  /** The labels of the letter's head: 'Από', 'Προς', the phone's abbreviation. */
  from: string;
  to: string;
  phone: string;
  /** The line naming the person a relative writes for (or who died): '{victim} ({relation})' follows it. */
  victim: string;
  /** After an insurer's name: the department that handles claims. */
  claimsDepartment: string;
  /** The Auxiliary Fund's name, as the addressee. */
  fund: string;
  subject: string;
  /** After the subject, in brackets, the vehicle and the policy when known. */
  subjectVehicle: string;
  subjectPolicy: string;
  salutation: string;
  /** The first paragraph: who asks whom for what. */
  opening: { self: string; relative: string; died: string };
  /** `{fromWhom}` of the opening, by addressee. */
  fromWhom: Record<Addressee, string>;
  /** `{vehicle}` of the opening. */
  vehicle: { insured: string; represented: string; fundUninsured: string; fundUnknown: string };
  /** The accident's particulars, as labelled lines. */
  accident: {
    title: string;
    date: string;
    time: string;
    place: string;
    insuredVehicle: string;
    representedVehicle: string;
    fundVehicle: string;
    fundUninsured: string;
    fundUnknown: string;
    policy: string;
    role: string;
    roles: Record<LetterRole, string>;
    /** The role's vehicle, after "driver", "passenger", "rider": ' του οχήματος με αριθμό κυκλοφορίας {plates}'. */
    ofVehicle: string;
    ofInsuredVehicle: string;
    /** After a motorcycle rider: ' με αριθμό κυκλοφορίας {plates}'. */
    withPlates: string;
    police: string;
    policeYes: string;
    policeRef: string;
    policeNo: string;
    form: string;
    formYes: string;
    formNo: string;
  };
  harm: { title: string; heads: Record<HarmHead, string>; details: string; amounts: string };
  reservation: { hurt: string; other: string };
  /** The request for a reasoned answer within the register's period (`{period}`), citing its `{sources}`. */
  request: { insurer: string; fund: string };
  reference: string;
  replyTo: string;
  attachments: { title: string; papers: Record<LetterPaper, string>; none: string };
  closing: string;
  /** Under the signature on paper: where the receiving office writes the day it received the letter. */
  receipt: string;
}

/**
 * The register's rule the letter asks the addressee to keep, in the letter's language: its period in words
 * ('τρεις μήνες') and its sources as Greek lawyers cite them ('άρθρο 6 παρ. 6 π.δ. 237/1986, όπως αντικαταστάθηκε
 * με το άρθρο 5 παρ. 4 ν. 5113/2024· ΠΕΕ 87/2016'). Rendered by the page from the register at build time.
 */
export interface LetterRule {
  period: string;
  sources: string;
}
/** The insurer's answer (insurer-answer) and the Fund's (fund-answer). */
export type LetterLaw = Record<'insurer' | 'fund', LetterRule>;

/** What the visitor gives, as typed; '' is "not given". */
export interface LetterFields {
  writer: Writer;
  name: string;
  address: string;
  phone: string;
  email: string;
  /** For a relative: the person harmed, and how they are related to the writer. */
  victim: string;
  relation: string;
  harm: Harm | '';
  role: LetterRole | '';
  /** '' until the visitor chooses: the case's addressee (`addresseeFor`) meanwhile. */
  addressee: Addressee | '';
  insurer: string;
  insurerAddress: string;
  policy: string;
  /** The plates of the vehicle whose insurer (or the Fund) the letter goes to. */
  plates: string;
  /** The plates of the vehicle the person harmed drove, rode or was in, when that is another. */
  ownPlates: string;
  accident: IsoDate | '';
  time: string;
  place: string;
  police: 'yes' | 'no' | '';
  policeUnit: string;
  policeRef: string;
  form: 'yes' | 'no' | '';
  /** null until the visitor ticks one: the case's defaults (`headsFor`) meanwhile. */
  heads: HarmHead[] | null;
  details: string;
  /** null until the visitor ticks one: the case's defaults (`papersFor`) meanwhile. */
  papers: LetterPaper[] | null;
  letterPlace: string;
  letterDate: IsoDate | '';
  /** The day the addressee received the letter, once the visitor knows it. */
  received: IsoDate | '';
  /** The journal's entry for that day, once the visitor put it there (src/lib/days-after/journal.ts), and its day. */
  journalEntry: string;
  journalDay: IsoDate | '';
}

export type TextField = {
  [K in keyof LetterFields]: LetterFields[K] extends string ? (string extends LetterFields[K] ? K : never) : never;
}[keyof LetterFields];

/** How long each field may be: the whole letter, with the longest of everything, fits a contact message. */
export const fieldMax: Record<TextField, number> = {
  name: 100,
  address: 160,
  phone: 30,
  email: 120,
  victim: 100,
  relation: 60,
  insurer: 100,
  insurerAddress: 160,
  policy: 40,
  plates: 40,
  ownPlates: 40,
  time: 5,
  place: 160,
  policeUnit: 100,
  policeRef: 40,
  details: 500,
  letterPlace: 60,
  journalEntry: 80,
};

export function emptyLetter(): LetterFields {
  return {
    writer: 'self',
    name: '',
    address: '',
    phone: '',
    email: '',
    victim: '',
    relation: '',
    harm: '',
    role: '',
    addressee: '',
    insurer: '',
    insurerAddress: '',
    policy: '',
    plates: '',
    ownPlates: '',
    accident: '',
    time: '',
    place: '',
    police: '',
    policeUnit: '',
    policeRef: '',
    form: '',
    heads: null,
    details: '',
    papers: null,
    letterPlace: '',
    letterDate: '',
    received: '',
    journalEntry: '',
    journalDay: '',
  };
}

/**
 * Who the letter goes to, from the path's answers: a passenger claims from the insurer of the vehicle they were
 * in (vehicle-insurer-passenger); a vehicle that stayed unknown or was uninsured sends everyone else to the Fund
 * (fund-pays-unknown, fund-pays-uninsured); a vehicle on foreign plates to its insurer's representative or
 * correspondent in Greece (foreign-plates-bureau); otherwise the other vehicle's insurer (other-insurer-direct-claim).
 */
export function addresseeFor(role: LetterRole | '' | undefined, other: PathAnswers['other']): Addressee {
  if (role === 'passenger') return 'vehicleInsurer';
  if (other === 'unknown' || other === 'uninsured') return 'fund';
  if (other === 'foreign') return 'representative';
  return 'otherInsurer';
}

export const addresseeOf = (fields: LetterFields): Addressee => fields.addressee || addresseeFor(fields.role, undefined);

/** Whether the person harmed drove or rode a vehicle of their own in the accident. */
const rodeOwn = (role: LetterRole | '') => role === 'driver' || role === 'motorcyclist';

/** The harm a case names unless the visitor chooses otherwise. */
export function headsFor(fields: Pick<LetterFields, 'harm' | 'role'>): HarmHead[] {
  const vehicle: HarmHead[] = rodeOwn(fields.role) ? ['vehicle', 'lossOfUse'] : [];
  switch (fields.harm) {
    case 'died':
      return ['medical', 'funeral', 'maintenance', 'grief'];
    case 'hurt':
      return [...vehicle, 'injury', 'medical', 'otherCosts', 'income', 'moral'];
    case 'none':
      return vehicle.length ? vehicle : ['belongings'];
    default:
      return vehicle;
  }
}

/** The papers a case lists unless the visitor chooses otherwise. */
export function papersFor(fields: Pick<LetterFields, 'harm' | 'role' | 'writer' | 'police' | 'form'>): LetterPaper[] {
  const papers = new Set<LetterPaper>(['id']);
  if (fields.writer === 'relative' && fields.harm !== 'died') papers.add('authority');
  if (rodeOwn(fields.role)) ['licence', 'registration'].forEach((p) => papers.add(p as LetterPaper));
  if (fields.police === 'yes') papers.add('police');
  if (fields.form === 'yes' && rodeOwn(fields.role)) papers.add('form');
  papers.add('photos');
  if (fields.harm === 'hurt' || fields.harm === 'died') ['medical', 'receipts'].forEach((p) => papers.add(p as LetterPaper));
  if (rodeOwn(fields.role) && fields.harm !== 'died') papers.add('estimate');
  if (fields.harm === 'hurt') papers.add('income');
  if (fields.harm === 'died') ['death', 'kinship'].forEach((p) => papers.add(p as LetterPaper));
  return letterPapers.filter((p) => papers.has(p));
}

/** The harm a letter may name in its case: after a death, what the death caused; otherwise what the person suffered. */
export function headsShown(fields: Pick<LetterFields, 'harm'>): HarmHead[] {
  const afterDeath: readonly HarmHead[] = ['funeral', 'maintenance', 'grief'];
  const ofTheLiving: readonly HarmHead[] = ['lossOfUse', 'injury', 'income', 'moral'];
  return harmHeads.filter((h) => (fields.harm === 'died' ? !ofTheLiving.includes(h) : !afterDeath.includes(h)));
}

/** The papers a letter may list in its case: a vehicle's papers for its driver, a death's after a death. */
export function papersShown(fields: Pick<LetterFields, 'harm' | 'role' | 'writer'>): LetterPaper[] {
  const died = fields.harm === 'died';
  return letterPapers.filter((p) => {
    if (p === 'death' || p === 'kinship') return died;
    if (p === 'authority') return fields.writer === 'relative' && !died;
    if (p === 'licence' || p === 'registration' || p === 'form') return rodeOwn(fields.role);
    return true;
  });
}

/** The harm the letter names: the visitor's choice, or the case's, of those its case may name. */
export const headsOf = (fields: LetterFields): HarmHead[] => {
  const shown = headsShown(fields);
  return (fields.heads ?? headsFor(fields)).filter((h) => shown.includes(h));
};
/** The papers the letter lists: the visitor's choice, or the case's, of those its case may list. */
export const papersOf = (fields: LetterFields): LetterPaper[] => {
  const shown = papersShown(fields);
  return (fields.papers ?? papersFor(fields)).filter((p) => shown.includes(p));
};

/** The other vehicle, as the what-happened path asks it. */
const otherAnswers = ['insured', 'uninsured', 'unknown', 'foreign'] as const;

/** The what-happened path's answers the letter uses (src/config/start-path.ts asks them). */
export interface PathAnswers {
  role?: LetterRole;
  harm?: Harm;
  other?: (typeof otherAnswers)[number];
  police?: 'yes' | 'no';
  /** The accident's day, YYYY-MM-DD. */
  date?: IsoDate;
}

/**
 * The path's answers as its result hands them over, in the address's fragment
 * (`#role=pedestrian&harm=hurt&other=unknown&police=yes&fault=…&when=…&date=2026-11-02`): the fragment never
 * reaches a server. An answer that is not one of the path's is left out, as is a day after `today`; the answer on
 * fault is not read, since the letter says nothing of fault.
 */
export function answersFromFragment(hash: string, today: IsoDate): PathAnswers {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const answers: PathAnswers = {};
  const role = params.get('role');
  if (isOneOf(letterRoles, role)) answers.role = role;
  const harm = params.get('harm');
  if (isOneOf(harms, harm)) answers.harm = harm;
  const other = params.get('other');
  if (isOneOf(otherAnswers, other)) answers.other = other;
  const police = params.get('police');
  if (police === 'yes' || police === 'no') answers.police = police;
  const date = parseIsoDate(params.get('date') ?? '');
  if (date && date >= '1990-01-01' && date <= today) answers.date = date;
  return answers;
}

/**
 * The path's answers put into the letter where the visitor has not said otherwise: never over a choice made or
 * a word typed.
 */
export function withAnswers(fields: LetterFields, answers: PathAnswers): LetterFields {
  const next = { ...fields };
  if (!next.role && answers.role) next.role = answers.role;
  if (!next.harm && answers.harm) next.harm = answers.harm;
  if (!next.addressee && (answers.other || answers.role)) next.addressee = addresseeFor(next.role, answers.other);
  if (!next.police && answers.police) next.police = answers.police;
  if (!next.accident && answers.date) next.accident = answers.date;
  // After a death, a relative writes.
  if (next.harm === 'died') next.writer = 'relative';
  return next;
}

/** Why a field's words are kept out of the letter: they name an amount, or a fault. */
export type Refusal = 'amount' | 'fault';

/** Greek without accents or final sigma, lower case: how the checks below compare words. */
const bare = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ');

/** Not inside a word: `\b` knows only Latin letters. */
const word = (stems: string) => new RegExp(`(?<!\\p{L})(?:${stems})`, 'u');
/** A sum of money: a currency sign, or the currency's name in either language (accents ignored). */
const amountPattern = new RegExp(`[€$£]|${word('eur(?:os?)?(?!\\p{L})|ευρ[ωο](?!π)').source}`, 'u');
/**
 * Who was at fault, in the words people use for it (accents ignored): the stems of υπαιτιότητα, φταίω, ευθύνη,
 * λάθος, αμέλεια, παραβίαση, and their English kin.
 */
const faultPattern = word('υπαιτ|φται|ευθυν|λαθοσ|αμελ|παραβια|fault|blame|liab|responsib|negligen|mistake|careless|guilt');

/** Whether words the visitor typed name an amount, or a fault; `fault` is checked only where a sentence is typed. */
export function refusalIn(text: string, { fault = true } = {}): Refusal | null {
  const words = bare(text);
  if (amountPattern.test(words)) return 'amount';
  if (fault && faultPattern.test(words)) return 'fault';
  return null;
}

/** The fields a visitor types sentences in, where a fault could be told; in the others only an amount is looked for. */
const describing: readonly TextField[] = ['relation', 'place', 'policeUnit', 'details', 'letterPlace'];
/** The fields that go into the letter. */
const inLetter: readonly TextField[] = [
  'name',
  'address',
  'phone',
  'email',
  'victim',
  'relation',
  'insurer',
  'insurerAddress',
  'policy',
  'plates',
  'ownPlates',
  'time',
  'place',
  'policeUnit',
  'policeRef',
  'details',
  'letterPlace',
];

/** Each field whose words are kept out of the letter, and why. */
export function refusals(fields: LetterFields): Partial<Record<TextField, Refusal>> {
  const found: Partial<Record<TextField, Refusal>> = {};
  for (const field of inLetter) {
    const refusal = refusalIn(fields[field], { fault: describing.includes(field) });
    if (refusal) found[field] = refusal;
  }
  return found;
}

/** What stands for a blank the visitor left: a dotted line, to fill in by hand on paper. */
export const BLANK = '……………';

export type LetterBlock =
  /** From, To, the person harmed: a label and its lines. */
  | { kind: 'party'; label: string; lines: string[] }
  | { kind: 'dateline'; text: string }
  | { kind: 'subject'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'facts'; items: { label: string; value: string }[] }
  | { kind: 'list'; items: string[]; numbered: boolean }
  | { kind: 'signature'; closing: string; name: string }
  /** On paper only: where the receiving office writes the day it received the letter. */
  | { kind: 'receipt'; text: string };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? values[key]! : whole));

/** What the visitor typed, trimmed and on one line, unless it is kept out of the letter. */
function typed(fields: LetterFields, field: TextField, refused: Partial<Record<TextField, Refusal>>): string {
  if (refused[field]) return '';
  return fields[field].replace(/\s+/g, ' ').trim().slice(0, fieldMax[field]);
}

/**
 * The letter, block by block, in the language of `words` (the Greek one is sent; the English one is a reading
 * aid), with the register's `rule` for its request and days written in `lang`.
 */
export function composeLetter(fields: LetterFields, words: LetterWords, law: LetterLaw, lang: Lang): LetterBlock[] {
  const refused = refusals(fields);
  const t = (field: TextField) => typed(fields, field, refused);
  const addressee = addresseeOf(fields);
  const fund = addressee === 'fund';
  const died = fields.harm === 'died';
  const forSomeone = fields.writer === 'relative' || died;
  const a = words.accident;
  const plates = t('plates');
  const ownPlates = t('ownPlates');
  const day = (iso: IsoDate | '') => (iso ? formatDay(lang, iso) : BLANK);
  const blocks: LetterBlock[] = [];

  const contact = [t('address'), t('phone') && `${words.phone} ${t('phone')}`, t('email')].filter(Boolean).join(' · ');
  blocks.push({ kind: 'party', label: words.from, lines: [t('name') || BLANK, contact || BLANK] });
  if (forSomeone) {
    const relation = t('relation');
    blocks.push({ kind: 'party', label: words.victim, lines: [`${t('victim') || BLANK}${relation ? ` (${relation})` : ''}`] });
  }
  const to = fund
    ? words.fund
    : addressee === 'representative'
      ? t('insurer') || BLANK
      : `${t('insurer') || BLANK}, ${words.claimsDepartment}`;
  blocks.push({ kind: 'party', label: words.to, lines: [to, t('insurerAddress') || BLANK] });
  const place = t('letterPlace');
  blocks.push({ kind: 'dateline', text: `${place ? `${place}, ` : ''}${day(fields.letterDate)}` });

  const about = [
    plates && fill(words.subjectVehicle, { plates }),
    !fund && t('policy') && fill(words.subjectPolicy, { policy: t('policy') }),
  ].filter(Boolean);
  blocks.push({
    kind: 'subject',
    text: `${fill(words.subject, { date: day(fields.accident) })}${about.length ? ` (${about.join(', ')})` : ''}`,
  });
  blocks.push({ kind: 'text', text: words.salutation });

  const vehicle = fund
    ? plates
      ? words.vehicle.fundUninsured
      : words.vehicle.fundUnknown
    : addressee === 'representative'
      ? words.vehicle.represented
      : words.vehicle.insured;
  const opening = died ? words.opening.died : forSomeone ? words.opening.relative : words.opening.self;
  blocks.push({ kind: 'text', text: fill(opening, { fromWhom: words.fromWhom[addressee], vehicle }) });

  const facts: { label: string; value: string }[] = [
    { label: a.date, value: `${day(fields.accident)}${t('time') ? fill(a.time, { time: t('time') }) : ''}` },
    { label: a.place, value: t('place') || BLANK },
  ];
  if (fund) facts.push({ label: a.fundVehicle, value: plates ? fill(a.fundUninsured, { plates }) : a.fundUnknown });
  else if (addressee === 'representative') facts.push({ label: a.representedVehicle, value: plates || BLANK });
  else facts.push({ label: a.insuredVehicle, value: `${plates || BLANK}${t('policy') ? fill(a.policy, { policy: t('policy') }) : ''}` });
  if (fields.role) {
    let vehicleOf = '';
    if (fields.role === 'passenger')
      vehicleOf = addressee === 'vehicleInsurer' ? a.ofInsuredVehicle : ownPlates ? fill(a.ofVehicle, { plates: ownPlates }) : '';
    else if (fields.role === 'driver' && ownPlates) vehicleOf = fill(a.ofVehicle, { plates: ownPlates });
    else if (fields.role === 'motorcyclist' && ownPlates) vehicleOf = fill(a.withPlates, { plates: ownPlates });
    facts.push({ label: a.role, value: `${a.roles[fields.role]}${vehicleOf}` });
  }
  if (fields.police === 'yes') {
    const unit = t('policeUnit');
    const ref = t('policeRef');
    facts.push({ label: a.police, value: `${a.policeYes}${unit ? ` (${unit})` : ''}${ref ? fill(a.policeRef, { ref }) : ''}` });
  } else if (fields.police === 'no') facts.push({ label: a.police, value: a.policeNo });
  // A friendly-settlement form is filled in between two vehicles' drivers.
  if (rodeOwn(fields.role) && fields.form) facts.push({ label: a.form, value: fields.form === 'yes' ? a.formYes : a.formNo });
  blocks.push({ kind: 'heading', text: a.title }, { kind: 'facts', items: facts });

  const heads = headsOf(fields);
  blocks.push({ kind: 'heading', text: words.harm.title });
  if (heads.length)
    blocks.push({ kind: 'list', items: harmHeads.filter((h) => heads.includes(h)).map((h) => words.harm.heads[h]), numbered: false });
  const details = t('details');
  if (details) blocks.push({ kind: 'text', text: `${words.harm.details}: ${details}` });
  blocks.push({ kind: 'text', text: `${words.harm.amounts} ${fields.harm === 'hurt' ? words.reservation.hurt : words.reservation.other}` });

  const rule = law[fund ? 'fund' : 'insurer'];
  blocks.push({
    kind: 'text',
    text: `${fill(words.request[fund ? 'fund' : 'insurer'], { period: rule.period, sources: rule.sources })} ${words.reference} ${words.replyTo}`,
  });

  const papers = papersOf(fields);
  blocks.push({ kind: 'heading', text: words.attachments.title });
  blocks.push({
    kind: 'list',
    items: papers.length
      ? letterPapers.filter((p) => papers.includes(p)).map((p) => words.attachments.papers[p])
      : [words.attachments.none],
    numbered: papers.length > 0,
  });
  blocks.push({ kind: 'signature', closing: words.closing, name: t('name') || BLANK });
  blocks.push({ kind: 'receipt', text: words.receipt });
  return blocks;
}

/** The letter as plain text, to copy or to hand to the firm: the receiving office's box is for paper only. */
export function letterText(blocks: readonly LetterBlock[]): string {
  let text = '';
  let afterHeading = false;
  for (const block of blocks) {
    let part: string;
    switch (block.kind) {
      case 'party':
        part = `${block.label}: ${block.lines.join('\n')}`;
        break;
      case 'facts':
        part = block.items.map((item) => `${item.label}: ${item.value}`).join('\n');
        break;
      case 'list':
        part = block.items.map((item, i) => (block.numbered ? `${i + 1}. ${item}` : `– ${item}`)).join('\n');
        break;
      case 'signature':
        part = `${block.closing}\n\n\n${block.name}`;
        break;
      case 'receipt':
        continue;
      default:
        part = block.text;
    }
    // A heading stays with what it heads.
    text += text ? `${afterHeading ? '\n' : '\n\n'}${part}` : part;
    afterHeading = block.kind === 'heading';
  }
  // Typesetting's no-break spaces and hyphens, as plain ones: the text is pasted into e-mails and forms.
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2011/g, '-');
}

/** The contact form's longest message (src/lib/contact/contact-schema.ts). */
export const CONTACT_MESSAGE_MAX = 5000;

/**
 * The contact page's address with the letter in its message, for "have the firm read it first": in the fragment,
 * which the browser never sends, so the letter reaches the firm only when the visitor presses "Send" there.
 */
export function firmReviewHref(contactPath: string, intro: string, text: string): string {
  const message = `${intro}\n\n${text}`.slice(0, CONTACT_MESSAGE_MAX);
  return `${contactPath}#message=${encodeURIComponent(message)}`;
}

/**
 * The dates page's link, after its `#`, for the day the addressee received the letter (`accident=…&received=…`, or
 * `fundReceived=…` for the Fund): it then dates the answer and puts it in the calendar file. Null until both days
 * are given and the receipt is not before the accident.
 */
export function letterDeadlinesLink(fields: LetterFields): string | null {
  const accident = fields.accident ? parseIsoDate(fields.accident) : null;
  const received = fields.received ? parseIsoDate(fields.received) : null;
  if (!accident || !received || received < accident) return null;
  const fund = addresseeOf(fields) === 'fund';
  return deadlinesLink({ accident, received: fund ? null : received, fundReceived: fund ? received : null });
}

/** A kept letter, read back from the device's storage: what is missing or malformed is left blank, never guessed. */
export function readLetter(value: unknown): LetterFields | null {
  if (typeof value !== 'object' || value === null) return null;
  const kept = value as Record<string, unknown>;
  const letter = emptyLetter();
  for (const field of Object.keys(fieldMax) as TextField[]) {
    const value = kept[field];
    if (typeof value === 'string') letter[field] = value.slice(0, fieldMax[field]);
  }
  if (isOneOf(writers, kept.writer)) letter.writer = kept.writer;
  if (isOneOf(harms, kept.harm)) letter.harm = kept.harm;
  if (isOneOf(letterRoles, kept.role)) letter.role = kept.role;
  if (isOneOf(addressees, kept.addressee)) letter.addressee = kept.addressee;
  if (kept.police === 'yes' || kept.police === 'no') letter.police = kept.police;
  if (kept.form === 'yes' || kept.form === 'no') letter.form = kept.form;
  for (const day of ['accident', 'letterDate', 'received', 'journalDay'] as const) {
    const value = kept[day];
    const parsed = typeof value === 'string' ? parseIsoDate(value) : null;
    if (parsed) letter[day] = parsed;
  }
  if (Array.isArray(kept.heads)) letter.heads = harmHeads.filter((h) => (kept.heads as unknown[]).includes(h));
  if (Array.isArray(kept.papers)) letter.papers = letterPapers.filter((p) => (kept.papers as unknown[]).includes(p));
  return letter;
}

/**
 * The journal's entry for the day the addressee received the letter: a note on that day, naming who received it
 * (`description` is the page's sentence, `to` the insurer's name or the Fund's). Null until the day is given.
 */
export function receiptEntry(
  fields: LetterFields,
  description: string,
  to: string,
  of: { id: string; order: number },
): JournalEntry | null {
  const date = fields.received ? parseIsoDate(fields.received) : null;
  if (!date) return null;
  const text = to ? `${description} (${to})` : description;
  return { id: of.id, order: of.order, date, kind: 'note', cents: null, description: text.slice(0, DESCRIPTION_MAX) };
}

/** Who received the letter, for the journal: the Fund by its name, an insurer as the visitor typed it. */
export function addresseeName(fields: LetterFields, fundName: string): string {
  if (addresseeOf(fields) === 'fund') return fundName;
  return refusalIn(fields.insurer, { fault: false }) ? '' : fields.insurer.trim();
}
