/**
 * What `supabase start` provides for the functions, without Docker: one Deno process serving both
 * functions at http://127.0.0.1:<port>/functions/v1/<name>, appending the caller's address to
 * X-Forwarded-For as a gateway does, and starting the deliverer on a timer as pg_cron does on Supabase.
 * Started by `npm run supabase:local` (scripts/supabase-local.ts) and by the tests.
 */
import { handle as deliver } from '../deliver-contact-email/handler.ts';
import { handle as sendContactEmail } from '../send-contact-email/handler.ts';
import { settings } from '../_shared/settings.ts';

const functions: Record<string, (request: Request) => Promise<Response>> = {
  'send-contact-email': sendContactEmail,
  'deliver-contact-email': deliver,
};

const { port, scheduleSeconds } = settings.localRunner;

Deno.serve(
  {
    hostname: '127.0.0.1',
    port,
    onListen: ({ port }) => console.log(`Functions listening at http://127.0.0.1:${port}/functions/v1`),
  },
  (request, info) => {
    const match = /^\/functions\/v1\/([a-z0-9-]+)\/?$/.exec(new URL(request.url).pathname);
    const handler = match ? functions[match[1]!] : undefined;
    if (!handler) return Response.json({ error: 'function not found' }, { status: 404 });
    // As a gateway does: the caller's address appended to whatever X-Forwarded-For it sent (so a forged
    // entry stays in front of it), and no CF-Connecting-IP but Cloudflare's, which is not here.
    const headers = new Headers(request.headers);
    const caller = (info.remoteAddr as Deno.NetAddr).hostname;
    const forwarded = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${caller}` : caller);
    headers.delete('cf-connecting-ip');
    return handler(new Request(request, { headers }));
  },
);

if (scheduleSeconds > 0) {
  // One run at a time, like a pg_cron job calling the deliverer.
  let busy = false;
  setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const response = await deliver(
        new Request('http://127.0.0.1/functions/v1/deliver-contact-email', {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.deliverySecret}` },
        }),
      );
      await response.body?.cancel();
    } finally {
      busy = false;
    }
  }, scheduleSeconds * 1000);
}
