import { z } from 'zod';
import { callTimes, isFieldErrorCode, messageFields, type ContactField, type FieldErrorCode, type MessageField } from './codes.ts';

/**
 * What makes a contact message valid: one schema, used by the form in the browser and by the server.
 * Errors carry a code (the issue message), turned into the visitor's language by `errorKeys`.
 */
export {
  callTimes,
  contactFields,
  errorCodes,
  errorKeys,
  fieldErrorKeys,
  type CallTime,
  type ContactField,
  type ErrorCode,
  type FieldErrorCode,
  type MessageField,
} from './codes.ts';

const LIMITS = { name: 100, email: 254, phoneMin: 7, phoneMax: 20, message: 5000 } as const;

// C0 and C1 control characters (tab, CR and LF included); the message allows CR, LF and tab (a pasted
// table, an indented list), which the e-mail and the terminal show as they are.
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LAYOUT = /(?![\n\r\t])\p{Cc}/u;
// One address: local@domain.tld, no spaces, commas or angle brackets (so never two, never a header). The
// local part is RFC 5321's dot-string (atoms joined by single dots: no leading, trailing or double dot),
// which mail servers refuse otherwise and nodemailer would quote into another address.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const EMAIL = new RegExp(
  `^${ATOM}(?:\\.${ATOM})*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$`,
);
// RFC 5321: a local part holds at most 64 octets (the pattern allows ASCII only, so characters). A
// top-level domain is never all digits, which also refuses an IP address written as the domain
// (a@192.168.1.1), where no firm's reply would arrive.
const LOCAL_PART_MAX = 64;
const NUMERIC_TLD = /\.\d+$/;
const PHONE = /^[0-9 +()-]+$/;
// What the form asks for: 7 to 20 digits, with spaces and + ( ) - around them, not punctuation alone.
const PHONE_DIGITS = /^(?:\D*\d){7}/;
/**
 * Something to read: text of spaces, invisible format characters (U+200B...), characters Unicode says
 * to display as nothing (Default_Ignorable_Code_Point: the Hangul fillers U+3164, U+FFA0, U+115F,
 * variation selectors), combining marks with no letter to sit on, the blank braille pattern U+2800 and
 * the musical null notehead U+1D159 (both symbols drawn as a blank), and code points with no meaning of
 * their own (private-use, unassigned, a lone surrogate: each font draws them as it likes, often as
 * nothing or an empty box) counts as empty. The terminal's escapes (visible-text.ts) hide the same.
 */
const VISIBLE = /[^\s\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\p{Co}\p{Cn}\p{Cs}\u2800\u{1D159}]/u;

/** Whether a text holds nothing a reader would see: what an empty field and an unfilled honeypot hold. */
export function looksBlank(text: string): boolean {
  return !VISIBLE.test(text);
}

/**
 * Half of a character (a lone surrogate, from a text cut inside an emoji) as U+FFFD, the character the databases
 * store for it: the message compared with a stored one under the same idempotency key is then the one stored, and
 * a retry after a lost answer is a repeat, not a different message (409). After the blank check, to which half a
 * character is nothing to read.
 */
const wellFormed = (value: string) =>
  typeof value.toWellFormed === 'function'
    ? value.toWellFormed()
    : value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

const text = (max: number, control: RegExp) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_type') })
    .refine((value) => !control.test(value), { error: 'invalid_chars', abort: true })
    .transform((value) => value.trim())
    .pipe(z.string().regex(VISIBLE, { error: 'required' }).max(max, { error: 'too_long' }).transform(wellFormed));

export const contactSchema = z.object({
  name: text(LIMITS.name, CONTROL),
  email: text(LIMITS.email, CONTROL).pipe(
    z
      .string()
      .regex(EMAIL, { error: 'invalid_email' })
      .refine((value) => value.indexOf('@') <= LOCAL_PART_MAX && !NUMERIC_TLD.test(value), { error: 'invalid_email' }),
  ),
  phone: text(LIMITS.phoneMax, CONTROL).pipe(
    z
      .string()
      .min(LIMITS.phoneMin, { error: 'invalid_phone' })
      .regex(PHONE, { error: 'invalid_phone' })
      .regex(PHONE_DIGITS, { error: 'invalid_phone' }),
  ),
  message: text(LIMITS.message, CONTROL_EXCEPT_LAYOUT),
  // The form's "no preference" is an empty choice, which a form without JavaScript posts as `callTime=`:
  // not given, like a body that leaves it out. Anything else must be one of the times offered.
  callTime: z.preprocess((value) => (value === '' ? undefined : value), z.enum(callTimes, { error: 'invalid_call_time' }).optional()),
});

export type ContactMessage = z.infer<typeof contactSchema>;

/** Field => error code of the first problem with that field, from a failed parse. */
export function fieldErrors(error: z.ZodError): Partial<Record<MessageField, FieldErrorCode>> {
  const out: Partial<Record<MessageField, FieldErrorCode>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as MessageField;
    if (!messageFields.includes(field) || out[field]) continue;
    out[field] = isFieldErrorCode(issue.message) ? issue.message : 'invalid_type';
  }
  return out;
}

/** The limit a too-long error refers to, for the message's {max}. */
export const maxLength: Record<ContactField, number> = {
  name: LIMITS.name,
  email: LIMITS.email,
  phone: LIMITS.phoneMax,
  message: LIMITS.message,
};
