/**
 * Everything the form needs to send, loaded only when the visitor starts using the form
 * (dynamic import), so supabase-js and zod add nothing to the page's initial JavaScript.
 */
// First: before any schema is built (zod-jitless.ts says why).
import './zod-jitless.ts';
import { createClient, FunctionRegion, FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { z } from 'zod';
import { contactFields, contactSchema, fieldErrors, type ContactField } from '../lib/contact/contact-schema.ts';
import type { Lang } from '../i18n/locales.ts';
import { isRejectionCode } from '../lib/contact/codes.ts';
import { noteServerWait } from './offline-queue.ts';

const fieldMessages = Object.fromEntries(contactFields.map((field) => [field, z.string().optional().catch(undefined)])) as Record<
  ContactField,
  z.ZodCatch<z.ZodOptional<z.ZodString>>
>;
const refusalBody = z.object({
  // The refusals of our own contract; from the plain list, not rejections.ts, which brings every language's strings.
  code: z.string().refine(isRejectionCode),
  error: z.string().trim().min(1).optional().catch(undefined),
  // The form's four fields only; a message that is not text is left out, the others kept.
  fields: z.object(fieldMessages).optional().catch(undefined),
});

/** How often, and after at most how long a Retry-After, a 503 is sent again before the visitor hears of it. */
const BUSY_RETRIES = 2;
const BUSY_WAIT_MAX_SECONDS = 10;

export interface SendInput {
  fields: Record<ContactField, string>;
  /** The best time to call, when the visitor chose one. */
  callTime?: string;
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
      /**
       * The message may be kept and sent later: the request never got an answer (no network), or the
       * server asked for it again after a wait (`retryAfter`).
       */
      network?: boolean;
      /**
       * Seconds the server asked to wait (503 `overloaded`, or `busy` still after its retries): it could not
       * take the message now and will later. The form keeps it, as without a network (offline-queue.ts).
       */
      retryAfter?: number;
      /** The server's status, when it answered. */
      status?: number;
      /**
       * The function's own text for a refusal of our contract (recognised by its `code`), in the visitor's
       * language. Absent for anything else (a proxy's or a platform's error page, another service's JSON).
       */
      message?: string;
    };

/** Sends through supabase-js to `contactServiceUrl`, pinned to `region` when one is given (Supabase). */
export function createSender(contactServiceUrl: string, anonKey: string, region = '') {
  const client = createClient(contactServiceUrl || window.location.origin, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  // One of supabase-js's regions, or none (this site's own server).
  const pinned = Object.values(FunctionRegion).find((name: string) => name === region);

  return async function send({ fields, callTime, honeypot, idempotencyKey, language }: SendInput): Promise<SendResult> {
    const parsed = contactSchema.safeParse(fields);
    if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error), error: parsed.error };
    const invoke = () =>
      client.functions.invoke('send-contact-email', {
        body: { ...parsed.data, ...(callTime ? { callTime } : {}), idempotencyKey, language, website: honeypot },
        // The refusals decided before the body is read (a foreign origin, a wrong key) take their language
        // from this header: the form's, not the browser's.
        headers: { 'accept-language': language },
        // supabase-js sends it as the x-region header and the forceFunctionRegion query parameter.
        ...(pinned ? { region: pinned } : {}),
      });
    noteServerWait(null);
    let result = await invoke();
    // 503 with a short Retry-After: the server's database is held for a moment (the firm's purge, a
    // backup). Sent again with the same key after the wait, twice at most, before the visitor is told.
    // Not for `overloaded` (a flood): sending again at once would add to it, so the message is kept.
    for (let retries = 0; retries < BUSY_RETRIES; retries++) {
      const response = result.error instanceof FunctionsHttpError ? (result.error.context as Response) : null;
      const wait = Number(response?.headers.get('retry-after'));
      if (response?.status !== 503 || !(wait > 0 && wait <= BUSY_WAIT_MAX_SECONDS)) break;
      if ((await refusalOf(response)).code === 'overloaded') break;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      result = await invoke();
    }
    const error: unknown = result.error; // supabase-js types a failure's error as `any`
    if (!error) return { ok: true };
    if (error instanceof FunctionsFetchError) return { ok: false, fields: {}, error, network: true };
    // Supabase's relay failed (or something else did): an answer, though not the function's, with its status
    // where it has one; 0 where not. Retried from the outbox, as the service worker's sender retries it.
    if (!(error instanceof FunctionsHttpError)) {
      const status = ((error as { context?: unknown }).context as Response | undefined)?.status;
      return { ok: false, fields: {}, error, status: typeof status === 'number' ? status : 0 };
    }
    // A refusal's body, `{ error, code, fields }` (rejections.ts): the overall text and the fields it
    // rejected, in the visitor's language. Anything without one of our codes (a proxy's page, or its
    // `{"error":"boom"}`) carries nothing a visitor should read.
    const response = error.context as Response;
    const { code, error: message, fields: serverFields = {} } = await refusalOf(response);
    const base = { ok: false as const, fields: serverFields, error, status: response.status, ...(message ? { message } : {}) };
    // The server could not take it now and said when to come back: kept and sent again after the wait.
    const retryAfter = Number(response.headers.get('retry-after'));
    if (response.status === 503 && (code === 'overloaded' || code === 'busy') && retryAfter > 0) {
      noteServerWait(retryAfter);
      return { ...base, network: true, retryAfter };
    }
    return base;
  };
}

/** A refusal's body (rejections.ts), read once: a Response's body can be read only once, so it is kept. */
const bodies = new WeakMap<Response, Promise<Partial<z.infer<typeof refusalBody>>>>();
function refusalOf(response: Response): Promise<Partial<z.infer<typeof refusalBody>>> {
  let body = bodies.get(response);
  if (!body) {
    body = response
      .clone()
      .json()
      .catch(() => null)
      .then((json: unknown) => {
        const parsed = refusalBody.safeParse(json);
        return parsed.success ? parsed.data : {};
      });
    bodies.set(response, body);
  }
  return body;
}
