import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BenchError, onCleanup, stopChild } from './cleanup.ts';
import { freePort } from '../../scripts/support/free-port.ts';

const NGINX_CANDIDATES = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].filter((p): p is string => Boolean(p));

/** Debian's nginx; installed with apt-get when missing and we may (root), otherwise a clear message. */
export function findNginx(): string {
  const found = NGINX_CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("nginx not found: installing Debian's nginx-light (apt-get install -y nginx-light)…");
    execFileSync('apt-get', ['install', '-y', 'nginx-light'], {
      stdio: 'inherit',
    });
    const installed = NGINX_CANDIDATES.find((path) => existsSync(path));
    if (installed) return installed;
  }
  throw new BenchError('nginx is not installed. Install it with `sudo apt-get install -y nginx-light` (or set NGINX_PATH) and run again.');
}

/**
 * Temp-file directives pointing into our temp dir, for the modules this nginx was built with: their
 * compiled-in defaults (under /var/lib/nginx) may not be writable, and naming a module that was
 * left out of the build would be a config error. `nginx -V` lists the compiled-in paths (on stderr).
 */
function tempPathDirectives(nginx: string, dir: string): string[] {
  const { stdout, stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const built = `${stdout}${stderr}`;
  const directives: Record<string, string> = {
    'http-client-body-temp-path': 'client_body_temp_path',
    'http-proxy-temp-path': 'proxy_temp_path',
    'http-fastcgi-temp-path': 'fastcgi_temp_path',
    'http-uwsgi-temp-path': 'uwsgi_temp_path',
    'http-scgi-temp-path': 'scgi_temp_path',
  };
  return Object.entries(directives)
    .filter(([flag]) => built.includes(`--${flag}=`))
    .map(([, directive]) => `${directive} ${join(dir, directive.replace('_temp_path', ''))};`);
}

function nginxConf(nginx: string, dir: string, port: number, root: string): string {
  return `# Written by bench/serve.ts for one run; the same built site our server serves.
worker_processes 2;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  types {
    text/html html;
    text/css css;
    text/javascript js mjs;
    application/json json;
    application/xml xml;
    text/plain txt;
    image/svg+xml svg;
    image/png png;
    image/jpeg jpg jpeg;
    image/webp webp;
    image/avif avif;
    font/woff2 woff2;
  }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  # The load generator keeps its connections; without this nginx would close each after 1,000 requests
  # and part of what we measure would be reconnecting (our server never closes them).
  keepalive_requests 1000000;
  # The build has .gz beside each compressible file; Debian's nginx has no brotli module.
  gzip_static on;
  gzip_vary on;
  ${tempPathDirectives(nginx, dir).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / {
      try_files $uri $uri.html =404;
    }
  }
}
`;
}

function waitForPort(port: number, child: import('node:child_process').ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) {
        reject(new Error(`nginx exited with code ${child.exitCode}`));
        return;
      }
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on 127.0.0.1:${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * nginx over `root` on a free port of 127.0.0.1, in the foreground (`daemon off`) as our child, so it
 * is stopped by its PID (SIGQUIT: the master stops its workers and exits). Config, pid, logs and temp
 * files live in a temp dir removed afterwards.
 */
export async function startNginx(root: string): Promise<{ url: string; pid: number }> {
  const nginx = findNginx();
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConf(nginx, dir, port, root));
  // -e: the compiled-in error log path is opened before the config is read.
  const child = spawn(nginx, ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  onCleanup(`nginx (pid ${child.pid})`, async () => {
    await stopChild(child, 'SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  });
  try {
    await waitForPort(port, child, 10_000);
  } catch (error) {
    const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
    throw new Error(`${(error as Error).message}\n${output}${log}`, { cause: error });
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid! };
}
