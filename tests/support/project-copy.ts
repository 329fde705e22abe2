import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * A throwaway copy of the project (its files as they are now, committed to a fresh git repository), for
 * tests that change it as an editor or a developer would and then build it. The packages are shared by
 * symlink; Astro's caches stay the copy's own, so that nothing leaks back.
 */
export interface ProjectCopy {
  dir: string;
  /** Runs a command in the copy, in the environment of a developer's shell. */
  run(command: string, args: string[], env?: NodeJS.ProcessEnv): SpawnSyncReturns<string>;
  git(...args: string[]): SpawnSyncReturns<string>;
  /** `git status --porcelain` lines, sorted: what changed since the copy was made. */
  changed(): string[];
  read(path: string): string;
  write(path: string, text: string): void;
  /** Deleted unless KEEP_COPY is set (to look at it after a failure). */
  remove(): void;
}

/** The environment of a developer's shell: not the test runner's (NODE_ENV=test makes `astro dev` answer 404 to every page). */
export const shellEnv = (env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));
  return { ...base, SITE_URL: 'https://www.example.gr', ...env };
};

export function copyProject(prefix: string): ProjectCopy {
  const project = resolve('.');
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: project, encoding: 'utf8' })
    .stdout.split('\0')
    .filter(Boolean);
  for (const file of listed) {
    if (!existsSync(join(project, file))) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(project, file), join(dir, file));
  }
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(project, 'node_modules'))) {
    if (entry === '.astro' || entry === '.vite') continue;
    symlinkSync(join(project, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  if (existsSync(join(project, 'node_modules/.astro')))
    cpSync(join(project, 'node_modules/.astro'), join(dir, 'node_modules/.astro'), { recursive: true });

  const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
    spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: shellEnv(env) });
  const git = (...args: string[]) => run('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.invalid', ...args]);
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'the project as it is');
  return {
    dir,
    run,
    git,
    changed: () => git('status', '--porcelain', '--untracked-files=all').stdout.split('\n').filter(Boolean).sort(),
    read: (path) => readFileSync(join(dir, path), 'utf8'),
    write: (path, text) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    },
    remove: () => {
      if (!process.env.KEEP_COPY) rmSync(dir, { recursive: true, force: true });
    },
  };
}
