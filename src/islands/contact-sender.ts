/**
 * Everything the form needs to send, loaded only when the visitor starts using the form
 * (dynamic import), so supabase-js and zod add nothing to the page's initial JavaScript.
 */
import { createClient, FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { contactSchema, fieldErrors, type ContactField } from '../lib/contact-schema.ts';
import type { Lang } from '../i18n/locales.ts';

export interface SendInput {
  fields: Record<ContactField, string>;
  honeypot: string;
  idempotencyKey: string;
  language: Lang;
}

export type SendResult =
  | { ok: true }
  | {
      ok: false;
      /** Per field, an ErrorCode from the check in the browser or the server's own localized text. */
      fields: Partial<Record<ContactField, string>>;
      error: unknown;
      /** The request never got an answer (no network): the message may be kept and sent later. */
      network?: boolean;
      /** The server's status, when it answered. */
      status?: number;
    };

export function createSender(baseUrl: string, anonKey: string) {
  const client = createClient(baseUrl || window.location.origin, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  return async function send({ fields, honeypot, idempotencyKey, language }: SendInput): Promise<SendResult> {
    const parsed = contactSchema.safeParse(fields);
    if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error), error: parsed.error };
    const response = await client.functions.invoke('send-contact-email', {
      body: { ...parsed.data, idempotencyKey, language, website: honeypot },
    });
    const error: unknown = response.error; // supabase-js types a failure's error as `any`
    if (!error) return { ok: true };
    if (error instanceof FunctionsFetchError) return { ok: false, fields: {}, error, network: true };
    // The server names the fields it rejected, with messages in the visitor's language.
    let serverFields: Partial<Record<ContactField, string>> = {};
    if (error instanceof FunctionsHttpError) {
      const body: unknown = await (error.context as Response).json().catch(() => null);
      if (body && typeof body === 'object' && 'fields' in body && body.fields && typeof body.fields === 'object') {
        serverFields = body.fields as Partial<Record<ContactField, string>>;
      }
    }
    const status = error instanceof FunctionsHttpError ? (error.context as Response).status : undefined;
    return { ok: false, fields: serverFields, error, status };
  };
}
