import { tidyOffered } from '../lib/contact/offered-message.ts';
import { cutText } from '../lib/cut-text.ts';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { contactFormId } from '../config/navigation.ts';
import {
  callTimes as CALL_TIMES,
  contactFields as FIELDS,
  errorKeys,
  isErrorCode,
  type CallTime,
  type ContactField,
  type ErrorCode,
} from '../lib/contact/codes.ts';
import { contactFunctionUrl } from '../lib/contact/contact-service.ts';
import { Island, type IslandProps } from './Island.tsx';
import { KeptMessage, keptMessageStrings } from './KeptMessage.tsx';
import { StatusNote } from './StatusNote.tsx';
import { islandStrings, type StringsOf } from './i18n.tsx';
import { useOutbox } from './use-outbox.ts';
import { useTypedBeforeHydration } from './typed-before-hydration.ts';

/** Every string the form shows, its kept-message card's included: the contact page passes exactly these. */
export const contactFormStrings = islandStrings([
  'form.help',
  'form.required',
  'form.name',
  'form.email',
  'form.phone',
  'form.message',
  'form.callTime',
  'form.callTime.unset',
  'form.callTime.morning',
  'form.callTime.midday',
  'form.callTime.afternoon',
  'form.callTime.evening',
  'form.callTime.any',
  'form.send',
  'form.sending',
  'form.success',
  'form.error',
  'form.privacy',
  'form.privacyLink',
  'form.errors.title',
  'form.errors.required',
  'form.errors.tooLong',
  'form.errors.invalidEmail',
  'form.errors.invalidPhone',
  'form.errors.invalidChars',
  'form.errors.invalidType',
  'form.result.sentTitle',
  'form.result.sentText',
  'form.offline.cancelled',
  'form.offline.tooLate',
  'form.offline.sentText',
  'form.offline.refused',
  ...keptMessageStrings.keys,
]);
type FormKey = (typeof contactFormStrings.keys)[number];

interface Props extends IslandProps<StringsOf<typeof contactFormStrings>> {
  /** The contact service URL, as supabase-js takes it ('' = this site's origin). */
  contactServiceUrl: string;
  /** The Supabase region every call is pinned to ('' for this site's own server). */
  functionsRegion: string;
  anonKey: string;
  privacyHref: string;
  /** Field => maximum length, shared with the schema. */
  maxLengths: Record<ContactField, number>;
  /** The firm's mobile, offered as the faster way while a message waits for the network. */
  phone: { tel: string; display: string };
  /** The call times offered: those the office is open in (src/lib/contact/call-times.ts). */
  callTimes: readonly CallTime[];
}

const EMPTY: Record<ContactField, string> = { name: '', email: '', phone: '', message: '' };
// The contract's own table, from the plain list (codes.ts, no zod in the page's first script); the type
// makes every code map to one of the form's declared strings.
const ERROR_KEYS: Record<ErrorCode, FormKey> = errorKeys;

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

type Sender = ReturnType<typeof import('./contact-sender.ts').createSender>;

/**
 * Where the browser cannot size a text box to its text (`field-sizing: content`, in Chromium since 2024 and not yet
 * everywhere), the message box is given the height of its text, so that a message written for the visitor (the
 * what-happened path's) is read whole before it is sent. The page's own script does the same before this one runs.
 */
function fitToText(box: HTMLTextAreaElement | null) {
  if (!box || CSS.supports('field-sizing', 'content')) return;
  box.style.height = 'auto';
  box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`;
}

function Form({ contactServiceUrl, functionsRegion, anonKey, privacyHref, maxLengths, phone, callTimes }: Omit<Props, 'lang' | 'strings'>) {
  const { lang, t } = contactFormStrings.useT();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [callTime, setCallTime] = useState<CallTime | ''>('');
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [sending, setSending] = useState(false);
  /** The last message went through: a lasting note under the button, after the toast has gone. */
  const [sent, setSent] = useState<false | 'now' | 'later'>(false);
  /** Set when a rejection marks fields: once they are marked, focus moves to the first of them. */
  const focusFirstError = useRef(false);
  const sentNote = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const idempotencyKey = useRef<string | null>(null);
  const keyedValues = useRef('');
  const sender = useRef<Promise<Sender> | null>(null);

  /** Starts loading supabase-js and the schema the first time the visitor touches the form. */
  const loadSender = () =>
    (sender.current ??= import('./contact-sender.ts').then((m) => m.createSender(contactServiceUrl, anonKey, functionsRegion)));

  const messageOf = (codeOrText: string, field: ContactField) =>
    isErrorCode(codeOrText) ? t(ERROR_KEYS[codeOrText], { max: maxLengths[field] }) : codeOrText;

  /** Server field messages (or codes) as the texts shown next to the fields. */
  const errorsOf = (fields: Partial<Record<ContactField, string>>) => {
    const next: Partial<Record<ContactField, string>> = {};
    for (const name of FIELDS) if (fields[name]) next[name] = messageOf(fields[name], name);
    return next;
  };

  // Messages written without a connection: kept in the browser, sent when it is back, and reported here.
  const outbox = useOutbox({
    loadSender,
    onSent: () => {
      toast.success(t('form.success'));
      setSent('later');
    },
    onRefused: (message) => {
      const { idempotencyKey: _key, language: _language, website: _website, callTime: kept, ...fields } = message.body!;
      setValues(fields);
      setCallTime(CALL_TIMES.find((time) => time === kept) ?? '');
      const next = errorsOf(message.fields ?? {});
      setErrors(next);
      focusFirstError.current = Object.keys(next).length > 0;
      toast.error(t('form.offline.refused'), { duration: 10_000 });
    },
  });

  // The form hydrates only as it nears the screen (contact.astro): what the visitor typed before stays.
  useTypedBeforeHydration(form, [...FIELDS, 'callTime'], ({ callTime: chosen, ...typed }) => {
    setValues((v) => ({ ...v, ...typed }));
    const time = CALL_TIMES.find((offered) => offered === chosen);
    if (time) setCallTime(time);
  });

  // A message written for the visitor elsewhere on the site (the what-happened path: /contact#message=…) is put in
  // the message field for them to read and change, never sent by itself. It comes after the #, which the browser
  // keeps to itself. The page's own script puts it there before this one runs (contact.astro), and takes it from the
  // address; should it not have, it is put here: in an empty field, or under words already typed, never over them.
  useEffect(() => {
    const link = new URLSearchParams(window.location.hash.slice(1)).get('message');
    const offered = link === null ? '' : tidyOffered(link);
    if (!offered) return;
    setValues((v) => {
      const message = v.message.includes(offered) ? v.message : v.message.trim() ? `${v.message.trimEnd()}\n\n${offered}` : offered;
      return { ...v, message: cutText(message, maxLengths.message) };
    });
    history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}#${contactFormId}`);
  }, [maxLengths.message]);

  // The whole message in view, however long, where the browser cannot size the box by itself.
  const messageBox = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => fitToText(messageBox.current), [values.message]);

  // After the render that marked the fields (aria-invalid, aria-describedby), so that a screen reader
  // reads the field together with its error. Centred, because the toast covers the top of the screen.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = FIELDS.find((name) => errors[name]);
    const input = first ? document.getElementById(`${id}-${first}`) : null;
    input?.focus({ preventScroll: true });
    input?.scrollIntoView({ block: 'center' });
  }, [errors, id]);

  // The note sits under the button, where on a phone it can fall below the fold: bring it into view.
  useEffect(() => {
    if (sent || outbox.pending.length || outbox.notice) sentNote.current?.scrollIntoView({ block: 'nearest' });
  }, [sent, outbox.pending.length, outbox.notice]);

  /** The network failed: keep the message, with its key, for the outbox to send when the network is back. */
  async function keepForLater() {
    await outbox.keep({
      key: idempotencyKey.current!,
      endpoint: contactServiceUrl || location.origin,
      region: functionsRegion,
      anonKey,
      body: {
        ...values,
        ...(callTime ? { callTime } : {}),
        idempotencyKey: idempotencyKey.current!,
        language: lang,
        website: honeypot.current?.value ?? '',
      },
    });
    setValues(EMPTY);
    setCallTime('');
    setErrors({});
    idempotencyKey.current = null;
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // Whatever an earlier attempt said no longer holds: a green "sent" must never stand beside a red error.
    toast.dismiss();
    setSending(true);
    setSent(false);
    // One key per filled form: a retry of the same form is recognised by the server as the same message,
    // and a form changed after a failed attempt is a new message (the server refuses a key reused for it).
    const keyed = JSON.stringify({ ...values, callTime });
    if (keyedValues.current !== keyed) idempotencyKey.current = null;
    keyedValues.current = keyed;
    idempotencyKey.current ??= newKey();
    try {
      const send = await loadSender();
      const result = await send({
        fields: values,
        ...(callTime ? { callTime } : {}),
        honeypot: honeypot.current?.value ?? '',
        idempotencyKey: idempotencyKey.current,
        language: lang,
      });
      if (result.ok) {
        toast.success(t('form.success'));
        setValues(EMPTY);
        setCallTime('');
        setErrors({});
        setSent('now');
        idempotencyKey.current = null;
      } else if (result.network) {
        await keepForLater();
      } else {
        const next = errorsOf(result.fields);
        setErrors(next);
        const marked = Object.keys(next).length > 0;
        focusFirstError.current = marked;
        console.error('Error sending contact message:', result.error);
        // Field errors speak beside their fields (and in the alert above them): nothing was sent, so no
        // toast says "error sending". Otherwise the function's own words for a refusal of our contract
        // (too many messages, a refused origin...), or the general failure text.
        if (!marked) toast.error(result.message ?? t('form.error'));
      }
    } catch (error) {
      // The sender's code itself could not be loaded: no network either.
      if (error instanceof TypeError && !navigator.onLine) await keepForLater();
      else {
        console.error('Error sending contact message:', error);
        toast.error(t('form.error'));
      }
    } finally {
      setSending(false);
    }
  }

  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    required: true,
    maxLength: maxLengths[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = e.currentTarget;
      setValues((v) => ({ ...v, [name]: value }));
      // The visitor is correcting it: the old verdict no longer describes what is written.
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    },
    className:
      'mt-1.5 block w-full rounded-md border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-navy-700 focus:ring-2 focus:ring-navy-700/30 focus:outline-none ' +
      (errors[name] ? 'border-red-700' : 'border-slate-400'),
  });

  // Each of the four fields is required: marked with *, which the line above them explains, beside its label and not
  // in it, so that the field's name stays its words (a screen reader hears "required").
  const label = (name: ContactField, key: FormKey) => (
    <p>
      <label htmlFor={`${id}-${name}`} className="font-semibold text-ink">
        {t(key)}
      </label>
      <span aria-hidden="true" className="ml-0.5 font-semibold text-red-800">
        *
      </span>
    </p>
  );
  const errorText = (name: ContactField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1.5 text-sm font-medium text-red-800">
        {errors[name]}
      </p>
    ) : null;

  const hasErrors = Object.keys(errors).length > 0;
  const [before, after] = t('form.privacy').split('{link}');

  return (
    // One box around the form and its toaster, whose layer is fixed over the whole screen: Astro's
    // client:visible watches the island's children, and that layer alone would always be in view.
    <div>
      <form
        ref={form}
        method="post"
        action={contactFunctionUrl(contactServiceUrl, functionsRegion)}
        onSubmit={(event) => void onSubmit(event)}
        onFocusCapture={() => void loadSender()}
        className="space-y-5"
        noValidate={false}
      >
        <input type="hidden" name="language" value={lang} />
        <p className="text-muted">
          {t('form.required')} {t('form.help')}
        </p>
        <div role="alert" className={hasErrors ? 'rounded-md border border-red-300 bg-red-50 p-3 text-red-900' : 'sr-only'}>
          {hasErrors ? t('form.errors.title') : ''}
        </div>
        <div>
          {label('name', 'form.name')}
          <input type="text" autoComplete="name" {...field('name')} />
          {errorText('name')}
        </div>
        <div>
          {label('email', 'form.email')}
          <input type="email" autoComplete="email" inputMode="email" {...field('email')} />
          {errorText('email')}
        </div>
        <div>
          {label('phone', 'form.phone')}
          <input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
          {errorText('phone')}
        </div>
        <div>
          {label('message', 'form.message')}
          {/* Four rows, as the specification has it, and as tall as its text: a message written for the visitor is seen whole. */}
          <textarea
            ref={messageBox}
            rows={4}
            {...field('message')}
            className={`${field('message').className} field-sizing-content min-h-[calc(4lh+1.25rem+2px)]`}
          />
          {errorText('message')}
        </div>
        <div>
          <label htmlFor={`${id}-callTime`} className="block font-semibold text-ink">
            {t('form.callTime')}
          </label>
          <select
            id={`${id}-callTime`}
            name="callTime"
            value={callTime}
            onChange={(e) => setCallTime(e.currentTarget.value as CallTime | '')}
            className="mt-1.5 block w-full rounded-md border border-slate-400 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-navy-700 focus:ring-2 focus:ring-navy-700/30 focus:outline-none sm:w-auto"
          >
            <option value="">{t('form.callTime.unset')}</option>
            {CALL_TIMES.filter((time) => callTimes.includes(time) || time === callTime).map((time) => (
              <option key={time} value={time}>
                {t(`form.callTime.${time}`)}
              </option>
            ))}
          </select>
        </div>
        {/* Honeypot: invisible to people, filled by bots. */}
        <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website</label>
          <input ref={honeypot} id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button type="submit" disabled={sending} className="btn-navy w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto">
          {sending ? t('form.sending') : t('form.send')}
        </button>
        {/* Always in the page, so that filling it is announced (politely). */}
        <div ref={sentNote} role="status" className={sent || outbox.pending.length || outbox.notice ? 'space-y-3' : 'sr-only'}>
          {outbox.pending.map((message) => (
            <KeptMessage
              key={message.key}
              message={message}
              phone={phone}
              cancelling={outbox.cancelling}
              onCancel={() => void outbox.cancel(message.key)}
            />
          ))}
          {outbox.notice ? (
            <p className="rounded-md border border-slate-300 bg-slate-50 p-4 text-ink">
              {t(outbox.notice === 'cancelled' ? 'form.offline.cancelled' : 'form.offline.tooLate')}
            </p>
          ) : null}
          {sent ? (
            <div className="rounded-md border border-emerald-700/30 bg-emerald-50 p-4 text-emerald-950">
              <StatusNote kind="done" title={t('form.result.sentTitle')}>
                {t(sent === 'later' ? 'form.offline.sentText' : 'form.result.sentText')}
              </StatusNote>
            </div>
          ) : null}
        </div>
        <p className="text-sm text-muted">
          {before}
          <a href={privacyHref} className="font-medium text-navy-800 underline underline-offset-2">
            {t('form.privacyLink')}
          </a>
          {after}
        </p>
      </form>
      <Toaster position="top-center" toastOptions={{ duration: 6000, className: 'text-base' }} />
    </div>
  );
}

export default function ContactForm({ lang, strings, ...rest }: Props) {
  return (
    <Island lang={lang} strings={strings}>
      <Form {...rest} />
    </Island>
  );
}
