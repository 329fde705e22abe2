import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { outcomeOf, outcomeOfResult, outcomeOfStatus } from '../../src/islands/offline-queue.ts';

const answer = (status: number, body: unknown = { code: 'validation_failed', fields: { email: 'Not an address' } }) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The same answer as each sender sees it: supabase-js's error (the service worker) and the form's own result. */
async function bothSenders(status: number) {
  const fields = { email: 'Not an address' };
  return {
    worker: await outcomeOf(new FunctionsHttpError(answer(status))),
    form: outcomeOfResult({ ok: false, status, fields }),
  };
}

describe('the outbox’s one retry rule', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries a message the server could not take now (%i), from either sender', async (status) => {
    expect(await bothSenders(status)).toEqual({ worker: { kind: 'retry' }, form: { kind: 'retry' } });
  });

  it.each([400, 401, 403, 409, 413, 415, 422])('never retries a refusal of the message itself (%i), from either sender', async (status) => {
    const refused = { kind: 'refused', fields: { email: 'Not an address' } };
    expect(await bothSenders(status)).toEqual({ worker: refused, form: refused });
  });

  it('counts no answer at all as offline, from either sender', async () => {
    expect(await outcomeOf(new FunctionsFetchError(new TypeError('Failed to fetch')))).toEqual({ kind: 'offline' });
    expect(outcomeOfResult({ ok: false, network: true, fields: {} })).toEqual({ kind: 'offline' });
  });

  it('retries an answer without a status of the function’s own (a relay failure), from either sender', async () => {
    expect(await outcomeOf(new FunctionsRelayError(answer(502)))).toEqual({ kind: 'retry' });
    expect(outcomeOfResult({ ok: false, status: 0, fields: {} })).toEqual({ kind: 'retry' });
  });

  it('keeps a message the form’s own check refused (no request made) as refused: a retry would not mend it', () => {
    expect(outcomeOfResult({ ok: false, fields: { name: 'required' } })).toEqual({ kind: 'refused', fields: { name: 'required' } });
  });

  it('is one function of the answer: the network, the status', () => {
    expect(outcomeOfStatus({ network: true, status: 422, fields: {} })).toEqual({ kind: 'offline' });
    expect(outcomeOfStatus({ network: false, status: undefined, fields: {} })).toEqual({ kind: 'retry' });
    expect(outcomeOfStatus({ network: false, status: 422, fields: { name: 'x' } })).toEqual({ kind: 'refused', fields: { name: 'x' } });
  });

  it('calls a message sent when there is no error', async () => {
    expect(await outcomeOf(null)).toEqual({ kind: 'sent' });
    expect(outcomeOfResult({ ok: true })).toEqual({ kind: 'sent' });
  });
});
