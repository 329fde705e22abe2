import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BenchError, onCleanup } from './cleanup.ts';

/** The site as built in the working tree (the server's default DIST_DIR). */
export const DIST_DIR = resolve('dist');
const MARKER = '.build-complete';

/**
 * Builds the site when the build marker (written last by the build, src/integrations/build-output/precompress.ts) is missing. A present
 * marker is trusted: rebuilding on every run would add minutes and measure nothing new.
 */
export function ensureBuilt(): void {
  if (existsSync(join(DIST_DIR, MARKER))) return;
  console.log(`No complete build (dist/${MARKER} missing): running \`npm run build\`…`);
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

const marker = (dir: string) => (existsSync(join(dir, MARKER)) ? readFileSync(join(dir, MARKER), 'utf8') : null);

/**
 * A private copy of the build, removed at cleanup. Others rebuild dist/ while we measure: the server
 * reads files per request and would 404 mid-run, or serve a half-written build. The copy
 * is kept only if the build marker is the same before and after copying (no rebuild in between).
 */
export function snapshotBuild(): string {
  for (let attempt = 1; attempt <= 3; attempt++) {
    ensureBuilt();
    const before = marker(DIST_DIR);
    const copy = mkdtempSync(join(tmpdir(), 'bench-dist-'));
    cpSync(DIST_DIR, copy, { recursive: true });
    if (before !== null && marker(DIST_DIR) === before && marker(copy) === before) {
      onCleanup('build snapshot', () => rmSync(copy, { recursive: true, force: true }));
      return copy;
    }
    rmSync(copy, { recursive: true, force: true });
    console.log('dist/ changed while being copied (a build is running?): retrying in 10 s…');
    execFileSync('sleep', ['10']);
  }
  throw new BenchError('dist/ kept changing while being copied; run again once the build is done.');
}
