import type { UiKey } from '../../i18n/ui/index.ts';

/**
 * The codes of the contact function's contract, listed once: the fields of a message, what can be wrong
 * with a field, and why a request was refused. Plain lists, with no zod and no dictionaries, so that the
 * form's first script (ContactForm.tsx), its sender and the "not sent" page's script can import them for
 * the price of the lists alone.
 */
export const contactFields = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

/** What can be wrong with one field: the schema's issue messages (contact-schema.ts), and `fields` of a refusal. */
export const errorCodes = ['required', 'too_long', 'invalid_email', 'invalid_phone', 'invalid_chars', 'invalid_type'] as const;
export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return errorCodes.includes(value as ErrorCode);
}

/** Error code => UI string key, for messages in the visitor's language. */
export const errorKeys = {
  required: 'form.errors.required',
  too_long: 'form.errors.tooLong',
  invalid_email: 'form.errors.invalidEmail',
  invalid_phone: 'form.errors.invalidPhone',
  invalid_chars: 'form.errors.invalidChars',
  invalid_type: 'form.errors.invalidType',
} as const satisfies Record<ErrorCode, UiKey>;

/** Why a request was refused: `code` in every JSON error answer and in the no-JS result page's address (rejections.ts words them). */
export const rejectionCodes = [
  'validation_failed',
  'invalid_request',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'method_not_allowed',
  'forbidden_origin',
  'unauthorized',
  'rate_limited',
  'idempotency_conflict',
  'server_error',
] as const;
export type RejectionCode = (typeof rejectionCodes)[number];

export function isRejectionCode(value: unknown): value is RejectionCode {
  return rejectionCodes.includes(value as RejectionCode);
}
