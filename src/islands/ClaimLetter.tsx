import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { Lang } from '../i18n/locales.ts';
import {
  addresseeName,
  addresseeOf,
  addressees,
  answersFromFragment,
  composeLetter,
  letterDeadlinesLink,
  emptyLetter,
  fieldMax,
  firmReviewHref,
  harms,
  headsOf,
  headsShown,
  letterRoles,
  letterText,
  papersOf,
  papersShown,
  receiptEntry,
  refusals,
  withAnswers,
  type HarmHead,
  type LetterBlock,
  type LetterFields,
  type LetterLaw,
  type LetterPaper,
  type LetterWords,
  type Refusal,
  type TextField,
} from '../lib/days-after/claim-letter.ts';
import { today } from '../lib/days-after/day-names.ts';
import { typeset } from '../lib/typography.ts';
import { Island, type IslandProps } from './Island.tsx';
import { islandStrings, type StringsOf, type Translate } from './i18n.tsx';
import { addEntry, askToKeepStorage, replaceEntry } from './journal-store.ts';
import { deleteLetter, loadLetter, saveLetter } from './letter-store.ts';
import { useTypedBeforeHydration } from './typed-before-hydration.ts';

export const letterStrings = islandStrings([
  'letter.form',
  'letter.toLetter',
  'letter.who.title',
  'letter.writer',
  'letter.writer.self',
  'letter.writer.relative',
  'letter.harm',
  'letter.harm.none',
  'letter.harm.hurt',
  'letter.harm.died',
  'letter.name',
  'letter.address',
  'letter.phone',
  'letter.email',
  'letter.victim',
  'letter.relation',
  'letter.relation.hint',
  'letter.to.title',
  'letter.to',
  'letter.to.otherInsurer',
  'letter.to.vehicleInsurer',
  'letter.to.representative',
  'letter.to.fund',
  'letter.to.findInsurer',
  'letter.to.fundHowTo',
  'letter.to.foreign',
  'letter.insurer',
  'letter.insurer.representative',
  'letter.insurerAddress',
  'letter.insurerAddress.fund',
  'letter.policy',
  'letter.accident.title',
  'letter.accident',
  'letter.time',
  'letter.place',
  'letter.role',
  'letter.role.driver',
  'letter.role.passenger',
  'letter.role.pedestrian',
  'letter.role.cyclist',
  'letter.role.motorcyclist',
  'letter.plates.insured',
  'letter.plates.fund',
  'letter.plates.representative',
  'letter.ownPlates.driver',
  'letter.ownPlates.passenger',
  'letter.police',
  'letter.police.unit',
  'letter.police.ref',
  'letter.form.question',
  'letter.yes',
  'letter.no',
  'letter.harmHeads.title',
  'letter.harmHeads.hint',
  'letter.details',
  'letter.details.hint',
  'letter.refused.amount',
  'letter.refused.fault',
  'letter.papers.title',
  'letter.papers.hint',
  'letter.signing.title',
  'letter.letterPlace',
  'letter.letterDate',
  'letter.preview.title',
  'letter.preview.greek',
  'letter.preview.blanks',
  'letter.readingAid.title',
  'letter.readingAid.note',
  'letter.copy',
  'letter.copied',
  'letter.copyFailed',
  'letter.print',
  'letter.kept',
  'letter.firm.title',
  'letter.firm.link',
  'letter.firm.what',
  'letter.firm.intro',
  'letter.delete',
  'letter.confirmDelete',
  'letter.confirmYes',
  'letter.cancel',
  'letter.deleted',
  'letter.error.storage',
  'letter.received.title',
  'letter.received',
  'letter.received.hint',
  'letter.received.journal',
  'letter.received.journalUpdate',
  'letter.received.inJournal',
  'letter.received.journalLink',
  'letter.received.entry',
  'letter.received.fund',
  'letter.received.dates',
  'letter.received.datesFund',
  'letter.received.needAccident',
  'letter.received.beforeAccident',
  'letter.received.journalError',
]);

type T = Translate<(typeof letterStrings.keys)[number]>;

/** The guide sections and pages the letter points to, in the page's language (resolved when the site is built). */
export interface LetterLinks {
  /** How to find a vehicle's insurer from its plate: the Information Centre. */
  infoCentre: string;
  /** How to claim from the Auxiliary Fund. */
  fundHowTo: string;
  /** A vehicle on foreign plates: who settles. */
  foreignPlates: string;
  journal: string;
  deadlines: string;
  /** The contact page, whose form takes a message from the fragment (`#message=…`). */
  contact: string;
  /** Its form, for the link before the letter is read from the device. */
  contactForm: string;
}

interface Props extends IslandProps<StringsOf<typeof letterStrings>> {
  /** The letter's fixed sentences: in Greek, as sent (src/config/claim-letter.ts), and on the English page the reading aid. */
  words: { el: LetterWords; en?: LetterWords };
  /** The register's period and sources for the request, in Greek and, for the reading aid, in English. */
  law: { el: LetterLaw; en?: LetterLaw };
  links: LetterLinks;
  /** What the page shows between the letter and the day it was received: how to send it, what to keep. */
  children?: ReactNode;
}

/** A list item's words as a label: 'Άδεια οδήγησης' (CSS would drop a Greek capital's accent). */
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** The fields a visitor may type or choose before the island runs: kept as the island hydrates. */
const TYPED = [
  'writer',
  'harm',
  'name',
  'address',
  'phone',
  'email',
  'victim',
  'relation',
  'addressee',
  'insurer',
  'insurerAddress',
  'policy',
  'accident',
  'time',
  'place',
  'role',
  'plates',
  'ownPlates',
  'police',
  'policeUnit',
  'policeRef',
  'form',
  'details',
  'letterPlace',
  'letterDate',
  'received',
] as const satisfies readonly (keyof LetterFields)[];

/** A moment after the last keystroke, the letter is written to the device. */
const SAVE_AFTER_MS = 400;

const control =
  'mt-2 block w-full rounded-md border border-line bg-white px-3 py-2.5 text-lg text-ink focus:border-navy-700 focus:ring-2 focus:ring-navy-700/30 focus:outline-none aria-invalid:border-red-700';
const linkClass = 'font-semibold text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-700';
const secondary = 'btn border-2 border-navy-900 bg-white text-navy-900 hover:bg-navy-50';

type Change = <K extends keyof LetterFields>(field: K, value: LetterFields[K]) => void;

function TextInput({
  field,
  label,
  hint,
  fields,
  onChange,
  refused,
  type = 'text',
  autoComplete,
  multiline = false,
}: {
  field: TextField | 'accident' | 'letterDate' | 'received';
  label: string;
  hint?: ReactNode;
  fields: LetterFields;
  onChange: Change;
  refused?: Refusal;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time';
  autoComplete?: string;
  multiline?: boolean;
}) {
  const { t } = letterStrings.useT();
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', refused ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field,
    value: fields[field],
    'aria-describedby': describedBy,
    'aria-invalid': refused ? true : undefined,
    className: control,
  };
  const max = field in fieldMax ? fieldMax[field as TextField] : undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-navy-900">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={3} maxLength={max} onChange={(e) => onChange(field, e.target.value as never)} />
      ) : (
        <input
          {...common}
          type={type}
          maxLength={type === 'text' || type === 'email' || type === 'tel' ? max : undefined}
          autoComplete={autoComplete ?? 'off'}
          {...(type === 'date' ? { min: '1990-01-01', max: '2090-12-31' } : {})}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(field, e.target.value as never)}
        />
      )}
      {refused && (
        <p id={errorId} className="mt-2 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900">
          {t(refused === 'amount' ? 'letter.refused.amount' : 'letter.refused.fault')}
        </p>
      )}
    </div>
  );
}

function Choice<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  wide = false,
}: {
  name: keyof LetterFields;
  legend: string;
  /** Long options, one a line. */
  wide?: boolean;
  options: readonly { value: V; label: string }[];
  value: V | '';
  onChange: (value: V) => void;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-navy-900">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${wide ? '' : 'sm:grid-cols-2'}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-line bg-white px-3 py-2 has-checked:border-navy-700 has-checked:bg-navy-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 shrink-0 accent-navy-800"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Checks<V extends string>({
  prefix,
  legend,
  hint,
  options,
  chosen,
  onChange,
}: {
  prefix: string;
  legend: string;
  hint?: string;
  options: readonly { value: V; label: string }[];
  chosen: readonly V[];
  onChange: (chosen: V[]) => void;
}) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      {/* The section's heading says it on screen; the group still has its name. */}
      <legend className="sr-only">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-1">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 py-1">
            <input
              type="checkbox"
              name={`${prefix}-${option.value}`}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(e) =>
                onChange(options.map((o) => o.value).filter((v) => (v === option.value ? e.target.checked : chosen.includes(v))))
              }
              className="size-5 shrink-0 accent-navy-800"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card when-seen space-y-5">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The letter on the page: on screen as a sheet of paper, on paper alone. */
function LetterSheet({ blocks, lang, testId }: { blocks: readonly LetterBlock[]; lang: Lang; testId: string }) {
  const ty = (text: string) => typeset(text);
  return (
    <article
      lang={lang}
      data-testid={testId}
      className="letter-sheet when-seen space-y-3 rounded-sm border border-line bg-white p-5 font-serif text-[0.95rem] leading-relaxed text-ink shadow-md sm:p-8 print:space-y-[0.5em] print:border-0 print:p-0 print:text-[10pt] print:leading-[1.32] print:shadow-none"
    >
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'party':
            return (
              <p key={i} className="break-words">
                <span className="font-bold">{block.label}:</span> {ty(block.lines[0] ?? '')}
                {block.lines.slice(1).map((line, j) => (
                  <span key={j} className="block">
                    {ty(line)}
                  </span>
                ))}
              </p>
            );
          case 'dateline':
            return (
              <p key={i} className="text-right">
                {ty(block.text)}
              </p>
            );
          case 'subject':
            return (
              <p key={i} className="font-bold break-words">
                {ty(block.text)}
              </p>
            );
          case 'heading':
            return (
              <p key={i} className="pt-1 font-bold text-navy-900 print:text-ink">
                {ty(block.text)}
              </p>
            );
          case 'text':
            return (
              <p key={i} className="break-words">
                {ty(block.text)}
              </p>
            );
          case 'facts':
            return (
              <dl key={i} className="-mt-2 space-y-0.5 print:-mt-[0.4em]">
                {block.items.map((item) => (
                  <div key={item.label} className="break-words">
                    <dt className="inline">{ty(item.label)}: </dt>
                    <dd className="inline">{ty(item.value)}</dd>
                  </div>
                ))}
              </dl>
            );
          case 'list': {
            const List = block.numbered ? 'ol' : 'ul';
            return (
              <List
                key={i}
                className={`-mt-2 pl-6 print:-mt-[0.4em] print:columns-2 print:gap-8 ${block.numbered ? 'list-decimal' : 'list-[circle]'}`}
              >
                {block.items.map((item) => (
                  <li key={item} className="break-inside-avoid">
                    {ty(item)}
                  </li>
                ))}
              </List>
            );
          }
          case 'signature':
            return (
              <div key={i} className="pt-2 break-inside-avoid">
                <p>{ty(block.closing)}</p>
                {/* Room for the signature, by hand. */}
                <p className="mt-10 print:mt-[2.2em]">{ty(block.name)}</p>
              </div>
            );
          case 'receipt':
            return (
              <p
                key={i}
                className="mt-4 border border-dashed border-muted p-3 pb-10 text-sm break-inside-avoid print:mt-[0.8em] print:pb-[2.2em] print:text-[8.5pt]"
              >
                {ty(block.text)}
              </p>
            );
        }
      })}
    </article>
  );
}

function LetterBody({ words, law, links, children }: Omit<Props, 'lang' | 'strings'>) {
  const { lang, t } = letterStrings.useT();
  const [fields, setFields] = useState<LetterFields>(emptyLetter);
  const [loaded, setLoaded] = useState(false);
  const [storageFailed, setStorageFailed] = useState(false);
  const [status, setStatus] = useState('');
  // When the visitor was last told something (copied, deleted), and when they last changed the letter: a save of
  // changes made before that news does not talk over it, even when the save itself comes after.
  const announced = useRef(0);
  const changedAt = useRef(0);
  const [confirming, setConfirming] = useState(false);
  const [journalFailed, setJournalFailed] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  /** Fields the visitor changed on this page: what was kept on the device never overwrites them. */
  const touched = useRef(new Set<keyof LetterFields>());
  /** Whether a change is waiting to be written to the device, and when this tab last wrote. Set in the state's
   * updater, with the change itself: set before it, a save due in between wrote the fields without the change and
   * cleared the flag, and the change was then never written (seen on a busy machine: a journal day kept as the one before). */
  const pending = useRef(false);
  const lastSaved = useRef(0);
  const latest = useRef(fields);
  latest.current = fields;

  const change = useCallback<Change>((field, value) => {
    touched.current.add(field);
    changedAt.current = Date.now();
    // Another harm is another case: the harm it names starts again from that case's.
    setFields((f) => {
      pending.current = true;
      return { ...f, [field]: value, ...(field === 'harm' && value !== f.harm ? { heads: null } : {}) };
    });
  }, []);

  useTypedBeforeHydration(form, TYPED, (typed) => {
    for (const field of Object.keys(typed) as (keyof LetterFields)[]) touched.current.add(field);
    setFields((f) => {
      pending.current = true;
      return { ...f, ...(typed as Partial<LetterFields>) };
    });
  });

  // The kept letter, what the visitor typed meanwhile over it, then the path's answers where nothing is said yet.
  useEffect(() => {
    const answers = answersFromFragment(window.location.hash, today());
    const start = (kept: LetterFields | null) => {
      setFields((current) => {
        const mine = Object.fromEntries([...touched.current].map((field) => [field, current[field]]));
        const merged = withAnswers({ ...(kept ?? emptyLetter()), ...mine }, answers);
        return { ...merged, letterDate: merged.letterDate || today() };
      });
      setLoaded(true);
    };
    loadLetter().then(
      (kept) => {
        lastSaved.current = kept?.saved ?? 0;
        start(kept?.fields ?? null);
      },
      () => {
        setStorageFailed(true);
        start(null);
      },
    );
  }, []);

  const save = useCallback(() => {
    if (!pending.current) return;
    pending.current = false;
    const changed = changedAt.current;
    saveLetter(latest.current).then(
      (saved) => {
        lastSaved.current = saved;
        if (announced.current <= changed) setStatus(t('letter.kept'));
        askToKeepStorage();
      },
      () => setStorageFailed(true),
    );
  }, [t]);

  // Written a moment after the last change; at once when the page is hidden (a phone may close it then).
  useEffect(() => {
    if (!loaded || !pending.current) return;
    const timer = setTimeout(save, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [fields, loaded, save]);
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        save();
        return;
      }
      // Shown again: another tab may have written the letter since.
      if (!loaded || pending.current) return;
      void loadLetter().then((kept) => {
        if (kept && kept.saved > lastSaved.current && !pending.current) {
          lastSaved.current = kept.saved;
          setFields(kept.fields);
        }
      });
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', save);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', save);
    };
  }, [loaded, save]);

  const addressee = addresseeOf(fields);
  const fund = addressee === 'fund';
  const refused = useMemo(() => refusals(fields), [fields]);
  const greek = useMemo(() => composeLetter(fields, words.el, law.el, 'el'), [fields, words.el, law.el]);
  const english = useMemo(
    () => (lang !== 'el' && words.en && law.en ? composeLetter(fields, words.en, law.en, lang) : null),
    [fields, words.en, law.en, lang],
  );
  const text = useMemo(() => letterText(greek), [greek]);
  const own = words[lang === 'el' ? 'el' : 'en'] ?? words.el;
  const forSomeone = fields.writer === 'relative' || fields.harm === 'died';
  const rodeOwn = fields.role === 'driver' || fields.role === 'motorcyclist';

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      announced.current = Date.now();
      setStatus(t('letter.copied'));
    } catch {
      setStatus(t('letter.copyFailed'));
    }
  }

  async function remove() {
    try {
      await deleteLetter();
    } catch {
      setStorageFailed(true);
    }
    pending.current = false;
    touched.current.clear();
    setFields({ ...emptyLetter(), letterDate: today() });
    setConfirming(false);
    announced.current = Date.now();
    setStatus(t('letter.deleted'));
  }

  async function toJournal() {
    const to = addresseeName(fields, t('letter.received.fund'));
    const of = { id: fields.journalEntry || newId(), order: Date.now() };
    const entry = receiptEntry(fields, t('letter.received.entry'), to, of);
    if (!entry) return;
    try {
      let kept = fields.journalEntry ? await replaceEntry(entry) : false;
      if (!kept) {
        // New, or deleted from the journal since: written again under a new id.
        const fresh = { ...entry, id: fields.journalEntry ? newId() : entry.id };
        await addEntry(fresh);
        entry.id = fresh.id;
        kept = true;
      }
      setJournalFailed(false);
      touched.current.add('journalEntry');
      touched.current.add('journalDay');
      setFields((f) => {
        pending.current = true;
        return { ...f, journalEntry: entry.id, journalDay: entry.date };
      });
    } catch {
      setJournalFailed(true);
    }
  }

  const deadlines = letterDeadlinesLink(fields);
  const receivedBeforeAccident = !!fields.received && !!fields.accident && fields.received < fields.accident;
  const inJournal = !!fields.journalEntry && fields.journalDay === fields.received && !!fields.received;

  const option = <V extends string>(values: readonly V[], label: (v: V) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  return (
    <div className="space-y-10">
      {storageFailed && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900 print:hidden">
          {t('letter.error.storage')}
        </p>
      )}
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <form ref={form} aria-label={t('letter.form')} className="space-y-8 print:hidden" onSubmit={(e) => e.preventDefault()} noValidate>
          {/* On a phone the letter comes after the whole form: one tap shows it. */}
          <p className="lg:hidden">
            <a className={linkClass} href="#letter-preview">
              {t('letter.toLetter')}
            </a>
          </p>
          <Section id="letter-who" title={t('letter.who.title')}>
            <Choice
              name="writer"
              legend={t('letter.writer')}
              options={option(['self', 'relative'] as const, (v) => t(`letter.writer.${v}`))}
              value={fields.writer}
              onChange={(v) => change('writer', v)}
            />
            <Choice
              name="harm"
              legend={t('letter.harm')}
              options={option(harms, (v) => t(`letter.harm.${v}`))}
              value={fields.harm}
              onChange={(v) => change('harm', v)}
            />
            <TextInput field="name" label={t('letter.name')} fields={fields} onChange={change} refused={refused.name} autoComplete="name" />
            <TextInput field="address" label={t('letter.address')} fields={fields} onChange={change} refused={refused.address} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextInput
                field="phone"
                type="tel"
                label={t('letter.phone')}
                fields={fields}
                onChange={change}
                refused={refused.phone}
                autoComplete="tel"
              />
              <TextInput
                field="email"
                type="email"
                label={t('letter.email')}
                fields={fields}
                onChange={change}
                refused={refused.email}
                autoComplete="email"
              />
            </div>
            {forSomeone && (
              <div className="space-y-5">
                <TextInput field="victim" label={t('letter.victim')} fields={fields} onChange={change} refused={refused.victim} />
                <TextInput
                  field="relation"
                  label={t('letter.relation')}
                  hint={t('letter.relation.hint')}
                  fields={fields}
                  onChange={change}
                  refused={refused.relation}
                />
              </div>
            )}
          </Section>

          <Section id="letter-to" title={t('letter.to.title')}>
            <Choice
              name="addressee"
              legend={t('letter.to')}
              options={option(addressees, (v) => t(`letter.to.${v}`))}
              wide
              value={addressee}
              onChange={(v) => change('addressee', v)}
            />
            <p className="text-sm">
              <a
                className={linkClass}
                href={fund ? links.fundHowTo : addressee === 'representative' ? links.foreignPlates : links.infoCentre}
              >
                {t(fund ? 'letter.to.fundHowTo' : addressee === 'representative' ? 'letter.to.foreign' : 'letter.to.findInsurer')}
              </a>
            </p>
            {!fund && (
              <TextInput
                field="insurer"
                label={t(addressee === 'representative' ? 'letter.insurer.representative' : 'letter.insurer')}
                fields={fields}
                onChange={change}
                refused={refused.insurer}
              />
            )}
            <TextInput
              field="insurerAddress"
              label={t(fund ? 'letter.insurerAddress.fund' : 'letter.insurerAddress')}
              fields={fields}
              onChange={change}
              refused={refused.insurerAddress}
            />
            {!fund && <TextInput field="policy" label={t('letter.policy')} fields={fields} onChange={change} refused={refused.policy} />}
          </Section>

          <Section id="letter-accident" title={t('letter.accident.title')}>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextInput field="accident" type="date" label={t('letter.accident')} fields={fields} onChange={change} />
              <TextInput field="time" type="time" label={t('letter.time')} fields={fields} onChange={change} refused={refused.time} />
            </div>
            <TextInput field="place" label={t('letter.place')} fields={fields} onChange={change} refused={refused.place} />
            <Choice
              name="role"
              legend={t('letter.role')}
              options={option(letterRoles, (v) => t(`letter.role.${v}`))}
              value={fields.role}
              onChange={(v) => change('role', v)}
            />
            <TextInput
              field="plates"
              label={t(
                fund ? 'letter.plates.fund' : addressee === 'representative' ? 'letter.plates.representative' : 'letter.plates.insured',
              )}
              fields={fields}
              onChange={change}
              refused={refused.plates}
            />
            {(rodeOwn || (fields.role === 'passenger' && addressee !== 'vehicleInsurer')) && (
              <TextInput
                field="ownPlates"
                label={t(rodeOwn ? 'letter.ownPlates.driver' : 'letter.ownPlates.passenger')}
                fields={fields}
                onChange={change}
                refused={refused.ownPlates}
              />
            )}
            <Choice
              name="police"
              legend={t('letter.police')}
              options={option(['yes', 'no'] as const, (v) => t(`letter.${v}`))}
              value={fields.police}
              onChange={(v) => change('police', v)}
            />
            {fields.police === 'yes' && (
              <div className="space-y-5">
                <TextInput
                  field="policeUnit"
                  label={t('letter.police.unit')}
                  fields={fields}
                  onChange={change}
                  refused={refused.policeUnit}
                />
                <TextInput field="policeRef" label={t('letter.police.ref')} fields={fields} onChange={change} refused={refused.policeRef} />
              </div>
            )}
            {rodeOwn && (
              <Choice
                name="form"
                legend={t('letter.form.question')}
                options={option(['yes', 'no'] as const, (v) => t(`letter.${v}`))}
                value={fields.form}
                onChange={(v) => change('form', v)}
              />
            )}
          </Section>

          <Section id="letter-harm" title={t('letter.harmHeads.title')}>
            <Checks<HarmHead>
              prefix="head"
              legend={t('letter.harmHeads.title')}
              hint={t('letter.harmHeads.hint')}
              options={option(headsShown(fields), (h) => capital(own.harm.heads[h]))}
              chosen={headsOf(fields)}
              onChange={(heads) => change('heads', heads)}
            />
            <TextInput
              field="details"
              multiline
              label={t('letter.details')}
              hint={t('letter.details.hint')}
              fields={fields}
              onChange={change}
              refused={refused.details}
            />
          </Section>

          <Section id="letter-papers" title={t('letter.papers.title')}>
            <Checks<LetterPaper>
              prefix="paper"
              legend={t('letter.papers.title')}
              hint={t('letter.papers.hint')}
              options={option(papersShown(fields), (p) => capital(own.attachments.papers[p]))}
              chosen={papersOf(fields)}
              onChange={(papers) => change('papers', papers)}
            />
          </Section>

          <Section id="letter-signing" title={t('letter.signing.title')}>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextInput
                field="letterPlace"
                label={t('letter.letterPlace')}
                fields={fields}
                onChange={change}
                refused={refused.letterPlace}
              />
              <TextInput field="letterDate" type="date" label={t('letter.letterDate')} fields={fields} onChange={change} />
            </div>
          </Section>
        </form>

        {/* On a desk the letter stays beside the form as it is filled in, scrolled on its own. */}
        <section
          aria-labelledby="letter-preview"
          className="space-y-5 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:pr-2 lg:pb-2 print:static print:max-h-none print:overflow-visible"
        >
          <div className="space-y-4 print:hidden">
            <h2 id="letter-preview" className="text-2xl font-bold">
              {t('letter.preview.title')}
            </h2>
            {lang !== 'el' && <p className="text-muted">{t('letter.preview.greek')}</p>}
            <div className="flex flex-wrap items-center gap-3">
              <button type="button" className="btn-navy" onClick={() => void copy()}>
                {t('letter.copy')}
              </button>
              <button type="button" className={secondary} onClick={() => window.print()}>
                {t('letter.print')}
              </button>
            </div>
            <p role="status" className="min-h-6 text-navy-900" data-testid="letter-status">
              {status}
            </p>
          </div>
          <LetterSheet blocks={greek} lang="el" testId="letter-greek" />
          <p className="text-sm text-muted print:hidden">{t('letter.preview.blanks')}</p>
          {english && (
            <section
              aria-labelledby="letter-reading-aid"
              className="space-y-3 rounded-lg border-2 border-dashed border-gold-500 bg-gold-100/40 p-4 print:hidden"
            >
              <h3 id="letter-reading-aid" className="text-xl font-bold">
                {t('letter.readingAid.title')}
              </h3>
              <p className="text-sm text-ink">{t('letter.readingAid.note')}</p>
              <LetterSheet blocks={english} lang={lang} testId="letter-reading-aid" />
            </section>
          )}
          <div className="when-seen rounded-lg border border-line bg-white p-5 print:hidden" data-testid="letter-firm">
            <h3 className="text-xl font-bold">{t('letter.firm.title')}</h3>
            <p className="mt-3">
              <a className={linkClass} href={loaded ? firmReviewHref(links.contact, t('letter.firm.intro'), text) : links.contactForm}>
                {t('letter.firm.link')}
              </a>
            </p>
            <p className="mt-2 text-sm text-muted">{t('letter.firm.what')}</p>
          </div>
        </section>
      </div>

      {/* In a box of its own: Astro's slot element has none, and would take no margin. */}
      {children && <div>{children}</div>}

      <section aria-labelledby="letter-received" className="card space-y-5 print:hidden">
        <h2 id="letter-received" className="text-2xl font-bold">
          {t('letter.received.title')}
        </h2>
        <div className="max-w-xs">
          <TextInput
            field="received"
            type="date"
            label={t('letter.received')}
            hint={t('letter.received.hint')}
            fields={fields}
            onChange={change}
          />
        </div>
        {receivedBeforeAccident && (
          <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900">
            {t('letter.received.beforeAccident')}
          </p>
        )}
        {fields.received && !receivedBeforeAccident && (
          <div className="space-y-3">
            <div className="flex flex-wrap items-center gap-4">
              {!inJournal && (
                <button type="button" className="btn-navy" onClick={() => void toJournal()}>
                  {t(fields.journalEntry ? 'letter.received.journalUpdate' : 'letter.received.journal')}
                </button>
              )}
              {inJournal && (
                <p className="text-navy-900">
                  {t('letter.received.inJournal')}{' '}
                  <a className={linkClass} href={links.journal}>
                    {t('letter.received.journalLink')}
                  </a>
                </p>
              )}
            </div>
            {journalFailed && (
              <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900">
                {t('letter.received.journalError')}
              </p>
            )}
            <p>
              {deadlines ? (
                <a className={linkClass} href={`${links.deadlines}#${deadlines}`} data-testid="letter-deadlines">
                  {t(fund ? 'letter.received.datesFund' : 'letter.received.dates')}
                </a>
              ) : (
                <span className="text-muted">{t('letter.received.needAccident')}</span>
              )}
            </p>
          </div>
        )}
      </section>

      <div className="print:hidden">
        {!confirming ? (
          <button
            type="button"
            className="btn border-2 border-red-800 bg-white text-red-900 hover:bg-red-50"
            onClick={() => setConfirming(true)}
          >
            {t('letter.delete')}
          </button>
        ) : (
          <ConfirmDelete t={t} onYes={() => void remove()} onNo={() => setConfirming(false)} />
        )}
      </div>
    </div>
  );
}

function ConfirmDelete({ t, onYes, onNo }: { t: T; onYes: () => void; onNo: () => void }) {
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => yes.current?.focus(), []);
  return (
    <div role="alertdialog" aria-labelledby="letter-confirm" className="rounded-lg border-2 border-red-800 bg-red-50 p-5">
      <p id="letter-confirm" className="font-semibold text-red-900">
        {t('letter.confirmDelete')}
      </p>
      <div className="mt-4 flex flex-wrap gap-4">
        <button ref={yes} type="button" className="btn bg-red-800 text-white hover:bg-red-900" onClick={onYes}>
          {t('letter.confirmYes')}
        </button>
        <button type="button" className={secondary} onClick={onNo}>
          {t('letter.cancel')}
        </button>
      </div>
    </div>
  );
}

export default function ClaimLetter({ lang, strings, ...rest }: Props) {
  return (
    <Island lang={lang} strings={strings}>
      <LetterBody {...rest} />
    </Island>
  );
}
