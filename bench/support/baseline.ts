import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BenchError, onCleanup } from './cleanup.ts';
import { startOurServer } from './our-server.ts';

function run(command: string, args: string[], options: ExecFileSyncOptions = {}): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: 'pipe', ...options }).toString();
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new BenchError(`${command} ${args.join(' ')} failed:\n${stdout}${stderr}`);
  }
}

/**
 * The site as it was at a git ref, to measure against in the same run: that commit's files, copied into a
 * temporary folder (git archive: the repository itself is left alone), installed from its own lockfile,
 * built with its own scripts and served by its own server on another port. Removed at cleanup.
 */
export async function startBaseline(ref: string): Promise<{ url: string; commit: string }> {
  const commit = run('git', ['rev-parse', '--verify', '--short', `${ref}^{commit}`]).trim();
  const dir = mkdtempSync(join(tmpdir(), `bench-baseline-${commit}-`));
  onCleanup(`baseline copy (${dir})`, () => rmSync(dir, { recursive: true, force: true }));
  console.log(`Baseline ${ref} (${commit}): copying, installing and building in ${dir} (a few minutes)…`);
  run('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`]);
  // Not `npm ci`: it refuses the lockfile, which lists other platforms' optional packages without their entries.
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir });
  run('npm', ['run', 'build'], { cwd: dir });
  const server = await startOurServer(join(dir, 'dist'), dir);
  return { url: server.url, commit };
}
