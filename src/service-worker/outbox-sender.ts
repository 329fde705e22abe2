import { FunctionRegion, FunctionsClient } from '@supabase/functions-js';
import { flushOutbox, outcomeOf, type QueuedMessage } from '../islands/offline-queue.ts';

/** How long one attempt may take before it counts as no network (a phone with one bar can hang for minutes). */
const ATTEMPT_TIMEOUT_MS = 20_000;

/**
 * Sends kept contact messages from the service worker, with the client supabase-js itself uses for
 * `functions.invoke` (the same headers, the same contract), so the worker needs no copy of that protocol.
 */
export function flushFromWorker() {
  return flushOutbox(async (message: QueuedMessage & { body: NonNullable<QueuedMessage['body']> }) => {
    // Pinned as the form pins it (x-region and forceFunctionRegion); a message kept with no region goes without.
    const region = Object.values(FunctionRegion).find((name: string) => name === message.region);
    const client = new FunctionsClient(`${message.endpoint}/functions/v1`, {
      headers: { Authorization: `Bearer ${message.anonKey}`, apikey: message.anonKey },
      ...(region ? { region } : {}),
    });
    const response = await client.invoke('send-contact-email', { body: message.body, timeout: ATTEMPT_TIMEOUT_MS });
    return outcomeOf(response.error);
  });
}
