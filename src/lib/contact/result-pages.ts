import { localizePath, type Lang } from '../../i18n/locales.ts';
import { messageFields, type MessageField, type RejectionCode } from './codes.ts';
import type { ContactRejection } from './rejections.ts';

/**
 * The answer to the form posted without JavaScript is a 303 redirect to one of two static pages of the
 * site, in the visitor's language: hosted Supabase serves function answers of type text/html as
 * text/plain, so a function cannot answer with a page; the Node server does the same, so there is one
 * design. The refusal travels in the query (codes only, never what the visitor wrote); what the visitor
 * wrote travels in the fragment, which browsers never send to any server, so that the page can put it
 * back into its form.
 */
export const SENT_PATH = '/contact/sent';
export const NOT_SENT_PATH = '/contact/not-sent';

/** Beyond this the visitor's text is left out of the address (some proxies refuse long headers); Back still has it. */
export const MAX_FRAGMENT = 4000;

export function sentLocation(pagesBase: string, lang: Lang): string {
  return `${pagesBase}${localizePath(lang, SENT_PATH)}`;
}

/**
 * The not-sent page has one static copy per reason a visitor can meet, so that it states that reason
 * without any script (which field, too many messages, a server problem): `/contact/not-sent/<reason>`.
 * The query still carries the exact codes and minutes, which the page's script adds where it runs.
 */
const REASONS: Partial<Record<RejectionCode, string>> = {
  rate_limited: 'too-many',
  server_error: 'server-error',
  busy: 'server-error',
  overloaded: 'server-error',
  forbidden_origin: 'other-site',
  unauthorized: 'other-site',
  payload_too_large: 'too-long',
};

/** `check-email-phone` for those two fields; null where the generic page says all there is to say. */
export function notSentReason(rejection: Pick<ContactRejection, 'code' | 'fields'>): string | null {
  if (rejection.code === 'validation_failed') {
    const fields = messageFields.filter((field) => rejection.fields[field]);
    return fields.length ? `check-${fields.join('-')}` : null;
  }
  return REASONS[rejection.code] ?? null;
}

/** Every reason's page: the fixed ones, and one for each set of fields that can be wrong together. */
export function notSentReasons(): string[] {
  const sets = Array.from({ length: 2 ** messageFields.length - 1 }, (_, bits) =>
    messageFields.filter((_field, i) => ((bits + 1) >> i) & 1),
  );
  return [...new Set(Object.values(REASONS)), ...sets.map((fields) => `check-${fields.join('-')}`)];
}

/** What a reason's page states: the refusal, and the fields to correct. */
export function readReason(reason: string | undefined): { code: RejectionCode | null; fields: MessageField[] } {
  if (reason?.startsWith('check-')) {
    const fields = reason.slice('check-'.length).split('-');
    return { code: 'validation_failed', fields: messageFields.filter((field) => fields.includes(field)) };
  }
  const code = (Object.keys(REASONS) as RejectionCode[]).find((c) => REASONS[c] === reason) ?? null;
  return { code, fields: [] };
}

export function notSentLocation(
  pagesBase: string,
  lang: Lang,
  rejection: ContactRejection,
  values: Partial<Record<MessageField, string>> = {},
): string {
  const query = new URLSearchParams({ error: rejection.code });
  for (const field of messageFields) if (rejection.fields[field]) query.set(field, rejection.fields[field]);
  for (const [name, value] of Object.entries(rejection.vars)) query.set(name, String(value));
  const kept = new URLSearchParams();
  // The call time chosen too, so that a visitor who corrects a field and sends again keeps it.
  for (const field of messageFields) if (typeof values[field] === 'string') kept.set(field, values[field]);
  const fragment = kept.toString();
  const reason = notSentReason(rejection);
  const path = localizePath(lang, reason ? `${NOT_SENT_PATH}/${reason}` : NOT_SENT_PATH);
  return `${pagesBase}${path}?${query}${fragment && fragment.length <= MAX_FRAGMENT ? `#${fragment}` : ''}`;
}
