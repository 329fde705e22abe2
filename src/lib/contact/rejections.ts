import { lookup } from '../../i18n/lookup.ts';
import { dictionaries, type UiKey } from '../../i18n/ui/index.ts';
import type { Lang } from '../../i18n/locales.ts';
import { maxLength } from './contact-schema.ts';
import { fieldErrorKeys, type FieldErrorCode, type MessageField, type RejectionCode } from './codes.ts';

export { isRejectionCode, rejectionCodes, type RejectionCode } from './codes.ts';

/** Status and visitor-facing text of each rejection. */
export const REJECTIONS: Record<RejectionCode, { status: number; message: UiKey }> = {
  // 422, not 400: the request is well-formed, its content is not; the form shows `fields` next to the inputs.
  validation_failed: { status: 422, message: 'form.errors.title' },
  // A field other than the four (idempotencyKey) has an impossible value: not something a visitor can fix.
  invalid_request: { status: 422, message: 'form.errors.invalidType' },
  invalid_json: { status: 400, message: 'form.errors.invalidJson' },
  payload_too_large: { status: 413, message: 'form.errors.tooLarge' },
  unsupported_media_type: { status: 415, message: 'form.errors.contentType' },
  method_not_allowed: { status: 405, message: 'form.errors.method' },
  forbidden_origin: { status: 403, message: 'form.errors.origin' },
  // A wrong anon key means the request did not come from the site's own form, as a foreign origin.
  unauthorized: { status: 401, message: 'form.errors.unauthorized' },
  rate_limited: { status: 429, message: 'form.errors.rateLimited' },
  // The idempotency key of a stored message with other content: the form was changed after it was sent.
  idempotency_conflict: { status: 409, message: 'form.errors.changedRepeat' },
  // Another process holds the database for a moment (a purge, a backup tool): try again in a few seconds.
  busy: { status: 503, message: 'form.errors.busy' },
  // More posts than the one process can read now (a flood): refused before the body is read, to be sent
  // again after Retry-After (the form keeps the message and does so by itself).
  overloaded: { status: 503, message: 'form.errors.overloaded' },
  server_error: { status: 500, message: 'form.errors.server' },
};

/** A refused request, thrown anywhere in the function and answered by its one error path. */
export class ContactRejection extends Error {
  readonly code: RejectionCode;
  readonly statusCode: number;
  readonly fields: Partial<Record<MessageField, FieldErrorCode>>;
  /** Placeholders of the message, e.g. { minutes: 10 }. */
  readonly vars: Record<string, number>;

  constructor(code: RejectionCode, fields: Partial<Record<MessageField, FieldErrorCode>> = {}, vars: Record<string, number> = {}) {
    // An answer, never logged: made without the stack trace an Error otherwise gathers, which was about
    // 7% of the server's work while it refused a flood (bench:flood, profiled).
    const depth = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(code);
    Error.stackTraceLimit = depth;
    this.code = code;
    this.statusCode = REJECTIONS[code].status;
    this.fields = fields;
    this.vars = vars;
  }
}

/** The JSON body of a refusal: `{ error, code, fields }` in the visitor's language. */
interface RejectionBody {
  error: string;
  code: RejectionCode;
  fields: Partial<Record<MessageField, string>>;
}

/** The overall text of a refusal in a language. */
function rejectionText(lang: Lang, code: RejectionCode, vars: Record<string, number> = {}): string {
  // "in 1 minutes" reads wrong in both languages: the request ceiling's window is a minute.
  if (code === 'rate_limited' && vars.minutes === 1) return lookup(dictionaries[lang], 'form.errors.rateLimitedMinute');
  return lookup(dictionaries[lang], REJECTIONS[code].message, vars);
}

/** The text of one field's problem in a language, e.g. 'The text is too long (at most 100 characters).' */
function fieldErrorText(lang: Lang, field: MessageField, code: FieldErrorCode): string {
  return lookup(dictionaries[lang], fieldErrorKeys[code], field === 'callTime' ? {} : { max: maxLength[field] });
}

export function rejectionBody(lang: Lang, rejection: ContactRejection): RejectionBody {
  const fields: Partial<Record<MessageField, string>> = {};
  for (const [field, code] of Object.entries(rejection.fields) as [MessageField, FieldErrorCode][])
    fields[field] = fieldErrorText(lang, field, code);
  return { error: rejectionText(lang, rejection.code, rejection.vars), code: rejection.code, fields };
}
