import { z } from 'zod';
import { contactFields, isErrorCode, type ContactField, type ErrorCode } from './contact/codes.ts';

/**
 * What makes a contact message valid: one schema, used by the form in the browser and by the server.
 * Errors carry a code (the issue message), turned into the visitor's language by `errorKeys`.
 */
export { contactFields, errorCodes, errorKeys, type ContactField, type ErrorCode } from './contact/codes.ts';

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
const PHONE = /^[0-9 +()-]+$/;
// What the form asks for: 7 to 20 digits, with spaces and + ( ) - around them, not punctuation alone.
const PHONE_DIGITS = /^(?:\D*\d){7}/;
// Something to read: text of spaces and invisible format characters only (U+200B...) counts as empty.
const VISIBLE = /[^\s\p{Cf}]/u;

const text = (max: number, control: RegExp) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_type') })
    .refine((value) => !control.test(value), { error: 'invalid_chars', abort: true })
    .transform((value) => value.trim())
    .pipe(z.string().regex(VISIBLE, { error: 'required' }).max(max, { error: 'too_long' }));

export const contactSchema = z.object({
  name: text(LIMITS.name, CONTROL),
  email: text(LIMITS.email, CONTROL).pipe(z.string().regex(EMAIL, { error: 'invalid_email' })),
  phone: text(LIMITS.phoneMax, CONTROL).pipe(
    z
      .string()
      .min(LIMITS.phoneMin, { error: 'invalid_phone' })
      .regex(PHONE, { error: 'invalid_phone' })
      .regex(PHONE_DIGITS, { error: 'invalid_phone' }),
  ),
  message: text(LIMITS.message, CONTROL_EXCEPT_LAYOUT),
});

export type ContactMessage = z.infer<typeof contactSchema>;

/** Field => error code of the first problem with that field, from a failed parse. */
export function fieldErrors(error: z.ZodError): Partial<Record<ContactField, ErrorCode>> {
  const out: Partial<Record<ContactField, ErrorCode>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField;
    if (!contactFields.includes(field) || out[field]) continue;
    out[field] = isErrorCode(issue.message) ? issue.message : 'invalid_type';
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
