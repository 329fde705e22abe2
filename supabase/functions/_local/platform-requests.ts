/**
 * Requests given to `send-contact-email`'s handler on Deno as Supabase's platform hands them over, with
 * the headers it adds (`CF-Connecting-IP`): for what the local runner cannot produce from this machine,
 * such as visitors at different IPv6 addresses. Reads a JSON list of requests on stdin, answers with the
 * JSON list of statuses and bodies on stdout. Started by tests/supabase/support.ts with the functions'
 * environment; the handler, the database and the rate limit are the real ones. Never deployed: Supabase
 * deploys only the functions named in supabase/config.toml.
 */
import { handle } from '../send-contact-email/handler.ts';

interface PlatformRequest {
  headers: Record<string, string>;
  body: string;
}

const requests = JSON.parse(await new Response(Deno.stdin.readable).text()) as PlatformRequest[];
const answers: { status: number; body: string }[] = [];
for (const { headers, body } of requests) {
  const response = await handle(new Request('http://127.0.0.1/functions/v1/send-contact-email', { method: 'POST', headers, body }));
  answers.push({ status: response.status, body: await response.text() });
}
console.log(JSON.stringify(answers));
Deno.exit(0);
