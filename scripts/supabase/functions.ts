import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The deno binary of the npm package `deno` (a devDependency): nothing else to install. The package
 * links its platform's binary next to its launcher on first use, which a run of the launcher does here.
 */
export function denoBinary(): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('deno/package.json'));
  const binary = join(packageDir, process.platform === 'win32' ? 'deno.exe' : 'deno');
  if (!existsSync(binary)) execFileSync(process.execPath, [join(packageDir, 'bin.cjs'), '--version'], { stdio: 'ignore' });
  return binary;
}

/**
 * What Deno needs from the machine to fetch the functions' `npm:` packages on a cold cache: the trust store
 * and the proxy. Deno downloads them itself and, unlike Node, trusts only its bundled Mozilla roots unless
 * told otherwise, so a machine behind a TLS-inspecting proxy (a company network, many CI runners) fails with
 * `invalid peer certificate: UnknownIssuer`. We pass the machine's settings through rather than resolve the
 * packages from `node_modules`: the functions import `pg`, which the site does not install, and the same
 * `npm:` specifiers are what Supabase resolves when it deploys them.
 */
export function denoEnvironment(): Record<string, string> {
  const machine = process.env;
  const env: Record<string, string> = {
    // The system store first (it honours SSL_CERT_FILE and SSL_CERT_DIR), then Deno's own.
    DENO_TLS_CA_STORE: machine.DENO_TLS_CA_STORE ?? 'system,mozilla',
  };
  // A CA that Node is told about (NODE_EXTRA_CA_CERTS) is one Deno should trust too.
  const extraCa = machine.DENO_CERT ?? machine.NODE_EXTRA_CA_CERTS;
  if (extraCa) env.DENO_CERT = extraCa;
  for (const name of [
    'PATH',
    'HOME',
    'DENO_DIR',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    'ALL_PROXY',
    'http_proxy',
    'https_proxy',
    'no_proxy',
    'all_proxy',
    'NPM_CONFIG_REGISTRY',
  ]) {
    const value = machine[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

export interface FunctionsProcess {
  /** `http://127.0.0.1:<port>/functions/v1/send-contact-email` */
  sendUrl: string;
  /** `http://127.0.0.1:<port>/functions/v1/deliver-contact-email` */
  deliverUrl: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM (or `signal`), then waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The functions ended before they listened (a bad setting, say): how, and what they printed. */
export class FunctionsExitedError extends Error {
  readonly exitCode: number | null;
  readonly stderr: string;
  readonly output: string;
  constructor(exitCode: number | null, signal: string | null, stderr: string, output: string) {
    super(`the functions exited (${exitCode ?? signal}):\n${output}`);
    this.name = 'FunctionsExitedError';
    this.exitCode = exitCode;
    this.stderr = stderr;
    this.output = output;
  }
}

/**
 * Serves both Edge Functions with Deno (supabase/functions/_local/serve.ts) on 127.0.0.1:`port`, with
 * `env` as the functions' environment (their Supabase secrets). Resolves once it listens; rejects with a
 * FunctionsExitedError if it ends first.
 */
export function startFunctions(port: number, env: Record<string, string>, { echo = false } = {}): Promise<FunctionsProcess> {
  const deno = denoBinary();
  const args = [
    'run',
    '--quiet',
    '--config',
    join(root, 'supabase/functions/deno.json'),
    '--allow-net',
    '--allow-env',
    '--allow-read',
    '--allow-write',
    '--allow-sys',
    join(root, 'supabase/functions/_local/serve.ts'),
  ];
  const child = spawn(deno, args, {
    cwd: root,
    // Only the machine's own settings and the functions' secrets: the functions must not see the Node
    // server's variables (RATE_LIMIT_MAX and the like) that a developer's shell may hold.
    env: {
      ...denoEnvironment(),
      NO_COLOR: '1',
      ...env,
      FUNCTIONS_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stopping it stops whatever the launcher started.
    detached: true,
  });
  let output = '';
  let stderr = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`the functions did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) process.stdout.write(chunk);
      if (/Functions listening at /.test(output)) {
        clearTimeout(timer);
        resolvePromise({
          sendUrl: `http://127.0.0.1:${port}/functions/v1/send-contact-email`,
          deliverUrl: `http://127.0.0.1:${port}/functions/v1/deliver-contact-email`,
          process: child,
          output: () => output,
          stop: (signal = 'SIGTERM') =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) {
                done();
                return;
              }
              child.once('exit', () => done());
              try {
                process.kill(-child.pid!, signal);
              } catch {
                done();
              }
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      onData(chunk);
    });
    // 'close', not 'exit': by then everything the process printed has been read.
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      reject(new FunctionsExitedError(code, signal, stderr, output));
    });
  });
}
