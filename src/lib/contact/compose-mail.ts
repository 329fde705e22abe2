import { defaultLang, languageName, type Lang } from '../../i18n/locales.ts';
import type { CallTime } from './contact-schema.ts';
import { visibleText } from './visible-text.ts';

/** What the e-mail of a message is made from, whichever database it was stored in. */
export interface MailableMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** When the visitor would rather be called; null or absent: not said. */
  callTime?: CallTime | null;
  language: Lang;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

export interface MailAddresses {
  from: string;
  to: string;
}

/** The e-mail, in the shape nodemailer's sendMail takes (Node and Deno alike). */
export interface ContactMail {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  messageId: string;
  date: Date;
  text: string;
  html: string;
}

// The e-mail goes to the firm, which works in Greek; the visitor's language is stated in it.
const LABELS = {
  name: 'Ονοματεπώνυμο',
  email: 'Email',
  phone: 'Τηλέφωνο',
  callTime: 'Καλύτερη ώρα για τηλεφώνημα',
  language: 'Γλώσσα',
  date: 'Ημερομηνία',
  message: 'Μήνυμα',
};
/** The visitor's choice of a time to be called, in the firm's words. */
const CALL_TIMES: Record<CallTime, string> = {
  morning: 'πρωί',
  midday: 'μεσημέρι',
  afternoon: 'απόγευμα',
  evening: 'βράδυ',
  any: 'οποιαδήποτε ώρα',
};
/** The visitor's language in Greek, with its own name when it is another: 'Αγγλικά (English)'. */
const languageLabel = (lang: Lang) =>
  lang === defaultLang ? languageName(lang, defaultLang) : `${languageName(lang, defaultLang)} (${languageName(lang, lang)})`;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * The name as it may appear in a header (Subject, Reply-To): no control characters or Unicode line breaks
 * (the schema already refuses them; this keeps the header safe even for rows written some other way), and
 * every character that reorders or hides text (bidirectional controls such as U+202E, format and other
 * invisible characters) as the visible escape the firm's terminal shows (visible-text.ts): a mail program
 * obeys them in a header, where `Maria \u202etset@evil.com` would read as another address. Cut at `max`
 * characters without splitting an escape or a character.
 */
export function headerSafe(text: string, max = 100): string {
  const shown = visibleText(
    text
      .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  let cut = '';
  for (const piece of shown.match(/\\u\{[0-9a-f]+\}|\\u[0-9a-f]{4}|\\x[0-9a-f]{2}|[^]/gsu) ?? []) {
    if (cut.length + piece.length > max) break;
    cut += piece;
  }
  return cut.trimEnd();
}

function athensTime(ms: number): string {
  return new Intl.DateTimeFormat('el-GR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Athens' }).format(ms);
}

/**
 * The e-mail of one contact message: plain text and HTML with every field escaped, Reply-To the
 * sender (so that the firm answers with one click), the stored Message-ID and the submission time as
 * its Date, so that a retry is byte-for-byte the same message.
 */
export function composeContactMail(m: MailableMessage, messageIdHeader: string, addresses: MailAddresses): ContactMail {
  const name = headerSafe(m.name);
  const rows: [string, string][] = [
    [LABELS.name, m.name],
    [LABELS.email, m.email],
    [LABELS.phone, m.phone],
    // Only when the visitor chose one: no line means not said.
    ...(m.callTime ? [[LABELS.callTime, CALL_TIMES[m.callTime]] as [string, string]] : []),
    [LABELS.language, languageLabel(m.language)],
    [LABELS.date, athensTime(m.createdAt)],
  ];
  const text = `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${LABELS.message}:\n${m.message}\n`;
  const html = [
    '<!doctype html><html lang="el"><head><meta charset="utf-8"></head><body>',
    `<h1 style="font-size:18px">Νέο μήνυμα από τον ιστότοπο</h1><table cellpadding="4">`,
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    `</table><h2 style="font-size:16px">${LABELS.message}</h2>`,
    `<p>${escapeHtml(m.message).replace(/\r?\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: { name, address: m.email },
    subject: `Νέο μήνυμα από ${name}`,
    messageId: messageIdHeader,
    date: new Date(m.createdAt),
    text,
    html,
  };
}
