import { settings } from './settings.ts';

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

/** A delivery run is being started by this instance; another request meanwhile asks for one more after it. */
let running = false;
let again = false;

async function callDeliverer(): Promise<void> {
  const { delivererUrl, deliverySecret, region } = settings;
  // Pinned to the site's region, as supabase-js pins a call: the query parameter and the header.
  const url = `${delivererUrl}?forceFunctionRegion=${encodeURIComponent(region)}`;
  do {
    again = false;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${deliverySecret}`, 'x-region': region },
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
 * Asks `deliver-contact-email` for a delivery run of what was just stored, without making the visitor
 * wait: the call goes on after the answer (EdgeRuntime.waitUntil on Supabase keeps the instance alive for
 * it; elsewhere it is a plain background promise). Requests arriving during a run share the next one.
 */
export function requestDeliveryRun(): void {
  if (running) {
    again = true;
    return;
  }
  running = true;
  const run = callDeliverer();
  if (typeof EdgeRuntime !== 'undefined' && EdgeRuntime?.waitUntil) EdgeRuntime.waitUntil(run);
}
