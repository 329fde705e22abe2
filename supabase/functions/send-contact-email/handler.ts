import { ceilingRefusal, handleContactRequest, type ContactSettings } from '../../../src/lib/contact/function.ts';
import { configuredOrigins } from '../../../src/lib/contact/origins.ts';
import { rateLimitBudgets } from '../../../src/lib/contact/rate-limit-key.ts';
import { clientAddress } from '../_shared/client-address.ts';
import { countRequest } from '../_shared/request-ceiling.ts';
import { requestDeliveryRun } from '../_shared/request-delivery.ts';
import { settings } from '../_shared/settings.ts';
import { storeMessage } from '../_shared/store.ts';

/**
 * `send-contact-email` on Supabase Edge Functions: the same function as the Node server's
 * (src/lib/contact/function.ts), storing in Postgres and handing delivery to `deliver-contact-email`.
 */
const contactSettings: ContactSettings = {
  allowedOrigins: configuredOrigins(settings.siteUrl, settings.allowedOrigins),
  anonKeys: settings.anonKeys,
  // The site is elsewhere (a CDN): the no-JS result pages are addressed in full.
  pagesBase: settings.siteUrl,
  rateLimit: settings.rateLimit,
};

function log(level: 'info' | 'error', details: object, message: string) {
  const line = JSON.stringify({
    level,
    msg: message,
    ...details,
    ...('err' in details ? { err: String((details as { err: unknown }).err) } : {}),
  });
  if (level === 'error') console.error(line);
  else console.log(line);
}

export async function handle(request: Request): Promise<Response> {
  const ip = clientAddress(request.headers);
  // Every request counts toward its client's ceiling, and a native IPv6 client's toward its /48's too (twice
  // as high, as the message budget counts them: rateLimitBudgets); over either, the refusal comes before the
  // body is read. (The platform runs as many instances as the load asks for: no request is refused for load.)
  const now = Date.now();
  let retryInMs: number | null = null;
  for (const { key, max } of rateLimitBudgets(ip, settings.requestLimit.max)) {
    const wait = await countRequest(key, now, { max, windowMs: settings.requestLimit.windowMs });
    if (wait !== null) retryInMs = Math.max(retryInMs ?? 0, wait);
  }
  if (retryInMs !== null) {
    await request.body?.cancel().catch(() => undefined);
    const refused = ceilingRefusal(request.headers, contactSettings, retryInMs);
    return new Response(refused.body, { status: refused.status, headers: refused.headers });
  }
  const answer = await handleContactRequest({ method: request.method, headers: request.headers, body: request.body, ip }, contactSettings, {
    store: storeMessage,
    onStored: requestDeliveryRun,
    log,
  });
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
