import { deliverDue } from '../_shared/deliver.ts';
import { settings } from '../_shared/settings.ts';

/** A run stops claiming after this long, inside the wall-clock limit of an Edge Function invocation. */
const BUDGET_MS = 100_000;

function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * `deliver-contact-email`: e-mails every due outbox row, then answers `{ sent, failed, gaveUp }`. Started by
 * send-contact-email after each stored message and by the schedule (pg_cron) for retries; only callers
 * holding DELIVERY_SECRET may start it.
 */
export async function handle(request: Request): Promise<Response> {
  if (request.method !== 'POST') return Response.json({ error: 'method not allowed' }, { status: 405, headers: { allow: 'POST' } });
  const presented = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!sameSecret(presented, settings.deliverySecret)) return Response.json({ error: 'unauthorized' }, { status: 401 });
  try {
    const run = await deliverDue(BUDGET_MS);
    if (run.sent || run.failed || run.gaveUp) console.log(JSON.stringify({ msg: 'delivery run', ...run }));
    return Response.json(run);
  } catch (error) {
    console.error(JSON.stringify({ msg: 'delivery run failed', err: String(error) }));
    return Response.json({ error: 'delivery failed' }, { status: 500 });
  }
}
