import { enableCompileCache } from 'node:module';
import { defineConfig } from 'vitest/config';
import { COMPILE_CACHE } from './tests/support/node-env.ts';

// Node's compile cache (V8's code for each module, and TypeScript with its types stripped), for Vitest's own
// processes and every `node` the tests start (they pass it on): dozens of starts of the server and the messages
// CLI compile the same modules, and the cache halves what each start costs. It changes no behaviour.
process.env.NODE_COMPILE_CACHE ??= COMPILE_CACHE;
enableCompileCache(process.env.NODE_COMPILE_CACHE);

/**
 * Six projects: `unit` (pure logic and the content collection, fast), `server` (the real server with a real
 * SQLite file and a real SMTP peer), `editor` (the scaffolder and the guide checks, and one copy of the project
 * built with a new guide and a new language), `supabase` (the Edge Functions on Deno with a throwaway
 * PostgreSQL), and over the built site: `site` (dist/ read, and as the real server sends it) and `deploy` (the
 * production kit). What a browser shows is Playwright Test's (playwright.config.ts, tests/browser/).
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        // A few unit tests run a command (npm run preflight), which takes seconds on a busy machine. In unit, server
        // and supabase the files share one process (isolate: false): no file leaves state another reads, and a
        // process per file cost 70 core-seconds against 50 for unit and server, 25 against 16 for supabase.
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000, isolate: false },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The production kit over the built site: Caddy in front of the server, a production install, systemd's unit.
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        // npm test runs this lane beside the browser lane on two cores, where one of the lawyers' editor's tests (every
        // guide opened in Keystatic, served by Vite in dev) took 101–120 s against 22 s alone: the limit leaves room
        // for a starved host, and a step that hangs still fails on Playwright's own limit, with what the editor showed.
        test: { name: 'editor', include: ['tests/editor/**/*.test.ts'], environment: 'node', testTimeout: 300_000, hookTimeout: 300_000 },
      },
      {
        // The Supabase side: a throwaway PostgreSQL (one cluster for all files) and the functions on Deno.
        test: {
          name: 'supabase',
          include: ['tests/supabase/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/supabase/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/site/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
