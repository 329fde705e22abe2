import { isFieldErrorCode, isRejectionCode, messageFields, type FieldErrorCode, type MessageField, type RejectionCode } from './codes.ts';

/**
 * What the "not sent" page reads back from its address (result-pages.ts writes it): the refusal's code and
 * minutes in the query, each field's problem code in the query, what the visitor wrote in the fragment.
 * Anything that is not one of the contract's codes (codes.ts) is left out. The page's script uses it, so
 * it imports the plain lists only.
 */
export interface NotSent {
  code: RejectionCode | null;
  fields: Partial<Record<MessageField, FieldErrorCode>>;
  minutes: number | null;
  values: Partial<Record<MessageField, string>>;
}

export function readNotSent(search: string, hash: string): NotSent {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams(hash.replace(/^#/, ''));
  const code = query.get('error');
  const minutes = Number(query.get('minutes'));
  const out: NotSent = {
    code: isRejectionCode(code) ? code : null,
    fields: {},
    minutes: Number.isInteger(minutes) && minutes > 0 ? minutes : null,
    values: {},
  };
  for (const field of messageFields) {
    const problem = query.get(field);
    if (isFieldErrorCode(problem)) out.fields[field] = problem;
    const value = kept.get(field);
    if (value !== null) out.values[field] = value;
  }
  return out;
}
