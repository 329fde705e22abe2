/**
 * `npm start`: builds the site when the build is missing or older than its sources, then starts the
 * server. A fresh clone therefore needs only `npm install && npm start`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { configOrExit } from '../server/config.ts';
import { filesUnderSync } from '../src/lib/files-under.ts';

const STAMP = 'dist/.build-complete';
const SOURCES = ['src', 'public', 'astro.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return filesUnderSync(path).reduce((max, file) => Math.max(max, statSync(file).mtimeMs), stat.mtimeMs);
}

// A bad setting stops here, before a build that would be wasted.
configOrExit();

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (built === 0 || SOURCES.some((source) => newestMtime(source) > built)) {
  console.log(built === 0 ? 'No build found: building the site…' : 'Sources changed since the last build: rebuilding…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}
await import('../server/server.ts');
