/**
 * `npm run supabase:local`: the Supabase side of the site on this machine, without Docker. A throwaway
 * PostgreSQL with the migrations applied, and both Edge Functions on Deno at
 * http://127.0.0.1:54321/functions/v1/… (as `supabase start` serves them). Reads the Node server's
 * settings where they apply (SITE_URL, ALLOWED_ORIGINS, RATE_LIMIT_*, REQUEST_*, SMTP_*, MAIL_*, PUBLIC_ANON_KEY), and a
 * publishable key as `supabase start` hands one out (SUPABASE_PUBLISHABLE_KEYS, or one made up);
 * without SMTP settings it writes each e-mail as an .eml file in data/supabase-mail. Ctrl-C stops all and
 * deletes the database.
 */
import { resolve } from 'node:path';
import { FunctionsExitedError } from './supabase/functions.ts';
import { startLocalSupabase } from './supabase/stack.ts';
import { functionSettingsSchema } from '../supabase/functions/_shared/settings-schema.ts';

/**
 * The functions' settings this machine's environment may give them: every one they read, but those the local
 * stack sets itself (where the functions find it, its database and its port), so a setting added to the schema
 * reaches the local functions with no list to keep.
 */
const SET_BY_THE_STACK = new Set(['SUPABASE_URL', 'SUPABASE_DB_URL', 'SUPABASE_ANON_KEY', 'FUNCTIONS_PORT']);
const PASSED = Object.keys(functionSettingsSchema.shape).filter((name) => !SET_BY_THE_STACK.has(name));
const env: Record<string, string> = { MAIL_DIR: resolve('data/supabase-mail') };
for (const name of PASSED) if (process.env[name]) env[name] = process.env[name]!;

const port = Number(process.env.SUPABASE_LOCAL_PORT ?? 54321);
const stack = await startLocalSupabase({ port, env, echo: true }).catch((error: unknown) => {
  // A bad setting: the functions have already printed the one line that names it (echo), so nothing more.
  if (!(error instanceof FunctionsExitedError)) console.error(`npm run supabase:local: ${(error as Error).message}`);
  process.exit(1);
});
console.log(`
Local Supabase is running (Ctrl-C stops it and deletes its database).
  Functions:  ${stack.functions.sendUrl}
              ${stack.functions.deliverUrl}
  Database:   ${stack.databaseUrl}
  Publishable key: ${stack.anonKey}
  Mail:       ${env.SMTP_URL || env.SMTP_HOST ? `SMTP (${env.SMTP_URL ?? env.SMTP_HOST})` : `.eml files in ${env.MAIL_DIR}`}

Build the site against it:
  PUBLIC_FUNCTIONS_URL=${stack.url} PUBLIC_ANON_KEY=${stack.anonKey} npm run build
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
stack.functions.process.once('exit', (code) => {
  if (stopping) return;
  console.error(`The functions exited (${code}).`);
  void stack.cluster.stop().then(() => process.exit(1));
});
