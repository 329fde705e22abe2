import { settings } from './settings.ts';

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

/** A delivery run is being started by this instance; another request meanwhile asks for one more after it. */
let running = false;
let again = false;

async function callDeliverer(): Promise<void> {
  const { functionsUrl, deliverySecret } = settings();
  do {
    again = false;
    try {
      const response = await fetch(`${functionsUrl}/deliver-contact-email`, {
        method: 'POST',
        headers: { authorization: `Bearer ${deliverySecret}` },
      });
      await response.body?.cancel();
    } catch (error) {
      // The schedule (pg_cron, or the local runner's timer) delivers it later.
      console.warn(JSON.stringify({ msg: 'could not start the deliverer; the schedule will', err: String(error) }));
      again = false;
    }
  } while (again);
  running = false;
}

/**
 * Starts delivery of what was just stored without making the visitor wait: the call to the deliverer
 * goes on after the answer (EdgeRuntime.waitUntil on Supabase keeps the instance alive for it;
 * elsewhere it is a plain background promise). Requests arriving during a run share the next one.
 */
export function startDelivery(): void {
  if (running) {
    again = true;
    return;
  }
  running = true;
  const run = callDeliverer();
  if (typeof EdgeRuntime !== 'undefined' && EdgeRuntime?.waitUntil) EdgeRuntime.waitUntil(run);
}
