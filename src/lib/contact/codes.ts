import type { UiKey } from '../../i18n/ui/index.ts';

/**
 * The codes of the contact function's contract, listed once: the fields of a message, what can be wrong
 * with a field, and why a request was refused. Plain lists, with no zod and no dictionaries, so that the
 * form's first script (ContactForm.tsx), its sender and the "not sent" page's script can import them for
 * the price of the lists alone.
 */
export const contactFields = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

/** When the visitor would rather be called: optional, one of these or not given at all. */
export const callTimes = ['morning', 'midday', 'afternoon', 'evening', 'any'] as const;
export type CallTime = (typeof callTimes)[number];

/** Every field of a message that can be wrong: the four texts and the choices beside them. */
export type MessageField = ContactField | 'callTime';
export const messageFields: readonly MessageField[] = [...contactFields, 'callTime'];

/** What can be wrong with one text field: the schema's issue messages (contact-schema.ts), and `fields` of a refusal. */
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

/** What can be wrong with any field of a message: a text field's problems and a choice not offered. */
export type FieldErrorCode = ErrorCode | 'invalid_call_time';
export const fieldErrorKeys = {
  ...errorKeys,
  invalid_call_time: 'form.errors.invalidCallTime',
} as const satisfies Record<FieldErrorCode, UiKey>;

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return Object.hasOwn(fieldErrorKeys, value as string);
}

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
  'busy',
  'overloaded',
  'server_error',
] as const;
export type RejectionCode = (typeof rejectionCodes)[number];

export function isRejectionCode(value: unknown): value is RejectionCode {
  return rejectionCodes.includes(value as RejectionCode);
}
