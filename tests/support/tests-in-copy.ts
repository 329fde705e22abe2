import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shellEnv, type ProjectCopy } from './project-copy.ts';

/**
 * The project's own tests, run inside a copy over the copy's sources and its build, as `npm test` would
 * run them there: what an editor's change meets in the real suite. Each test's result comes from Vitest's
 * JSON report, so that a caller can tell "passed" from "not run".
 */
export interface TestsInCopy {
  /** Full names ('describe > test') of the tests that passed, and of those that failed. */
  passed: string[];
  failed: string[];
  /** The run's own output, to show when something failed. */
  output: string;
}

interface JsonReport {
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}

export function runTestsInCopy(
  project: ProjectCopy,
  testProject: 'unit' | 'e2e',
  files: string[],
  { only }: { only?: string } = {},
): TestsInCopy {
  const dir = mkdtempSync(join(tmpdir(), 'tests-in-copy-'));
  const report = join(dir, 'report.json');
  try {
    const args = ['vitest', 'run', '--project', testProject, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
    if (only) args.push('--testNamePattern', only);
    // A failing browser run can print megabytes, past spawnSync's default buffer, which would kill it.
    const run = spawnSync('npx', [...args, ...files], {
      cwd: project.dir,
      encoding: 'utf8',
      env: shellEnv(),
      maxBuffer: 256 * 1024 * 1024,
    });
    const output = `${run.stdout}\n${run.stderr}`.slice(-8000);
    let results: JsonReport['testResults'] = [];
    try {
      results = (JSON.parse(readFileSync(report, 'utf8')) as JsonReport).testResults;
    } catch {
      return { passed: [], failed: [`no report: the run exited with ${run.status}`], output };
    }
    const all = results.flatMap((file) => file.assertionResults);
    const named = (status: string) => all.filter((t) => t.status === status).map((t) => t.fullName);
    const failed = named('failed');
    // A run that stopped outside any test (a failing setup) reports no failed test but a non-zero status.
    if (run.status !== 0 && failed.length === 0) failed.push(`the run exited with ${run.status}`);
    return { passed: named('passed'), failed, output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
