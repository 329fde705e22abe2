/**
 * `npm test`, in three lanes at once, since each is mostly one busy process at a time, often waiting, and two
 * cores carry them:
 *   - the formatting check (seconds, so a slip shows before the slow steps), the type check (a UI string missing
 *     in one language fails here), the build, then what needs the build: lint, and the Vitest projects over the
 *     built site, beside Playwright Test (tests/browser/);
 *   - the Vitest projects that need no build (unit, server, supabase), and beside them the editor's (its copy of
 *     the project), their output printed when done.
 * A check that fails ends npm test at once, with its hint, whatever else is running. It closes with one plain
 * summary line ('N passed, N failed') over both runners; a browser test that passed only when run again counts as
 * failed. Arguments name test files (`npm test -- tests/unit/deadlines.test.ts tests/browser/start.spec.ts`) or
 * Vitest's options: such a narrowed run builds only when a file needs the built site (a browser spec, the site
 * and deploy projects), runs those files alone, and says so.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILE_CACHE } from '../tests/support/node-env.ts';

// Node's compile cache, for every node process of every lane (Astro, ESLint, TypeScript, Vitest, Playwright's
// workers, the servers the tests start): the same modules are compiled in dozens of processes a run, and with the
// cache each compiles them once. It changes no behaviour: the same code runs, only its compiled form is reused.
process.env.NODE_COMPILE_CACHE ??= COMPILE_CACHE;

/** The Vitest projects that read the built site (dist/): they wait for the build. */
const AFTER_BUILD = ['site', 'deploy'];
const BEFORE_BUILD = ['unit', 'server', 'supabase'];
/** The editor's copy of the project: one file, mostly commands of its own (builds, type checks, astro dev). */
const EDITOR = ['editor'];

function run(command: string, args: string[]) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

/** The process groups of the commands running in the background, stopped if npm test ends early. */
const background: number[] = [];

function stopBackground() {
  for (const group of background)
    try {
      process.kill(-group, 'SIGTERM');
    } catch {
      // That command has ended already.
    }
}
// Ctrl-C reaches npm test's own process group only: the commands in groups of their own are stopped with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopBackground();
    process.exit(130);
  });

/** Starts a command in a process group of its own, which stopBackground ends. */
function start(command: string, args: string[], stdio: 'inherit' | 'pipe', env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    stdio: stdio === 'pipe' ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
    detached: true,
  });
  if (child.pid) background.push(child.pid);
  return child;
}

/** Runs a command with its output held back, and prints it whole once the command ends, so lanes never interleave. */
function runQuietly(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = start(command, args, 'pipe', { FORCE_COLOR: '1' });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      console.log(`\n> ${command} ${args.join(' ')}\n${output}`);
      resolve(code ?? 1);
    });
  });
}

/** Runs a command with its output shown as it comes. */
function runAloud(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  console.log(`\n> ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    start(command, args, 'inherit', env).on('close', (code) => resolve(code ?? 1));
  });
}

type Check = readonly [command: string, args: readonly string[], hint: string];
const FORMAT: Check = ['npm', ['run', '--silent', 'format:check'], '`npm run format` rewrites the files listed above.'];
const TYPES: Check = ['npx', ['astro', 'check', '--minimumSeverity', 'warning'], ''];
/** Lint after the type check: `astro check` writes the content collections' types first, which typed lint reads, so
 * ESLint runs alone here rather than through `npm run lint`, whose `astro sync` would write them again. It needs
 * nothing from the build, and runs beside the browser tests, off the path that leads to them. */
const LINT: Check = ['npx', ['eslint', '--max-warnings', '0'], '`npm run lint -- --fix` fixes what ESLint can; the rest needs a hand.'];

/** Ends npm test with a failed check's status and hint, and stops whatever else is running. */
function failed([, , hint]: Check, status: number): never {
  if (hint) console.log(`\n${hint}`);
  stopBackground();
  process.exit(status);
}

/** The checks in turn, as `runOne` runs them; the first that fails ends npm test. */
async function checks(runOne: (command: string, args: string[]) => Promise<number>, list: readonly Check[]) {
  for (const check of list) {
    const status = await runOne(check[0], [...check[1]]);
    if (status !== 0) failed(check, status);
  }
}

// Each runner's JSON report of the last run, kept beside Playwright's traces.
const reports = join('test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestArgs = (report: string, rest: string[]) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...rest,
];
const projects = (names: string[]) => names.flatMap((name) => ['--project', name]);
const vitestReports: string[] = [];
const playwrightReport = join(reports, 'playwright.json');

const narrowed = process.argv.length > 2;
let statuses: number[];
if (narrowed) {
  // A narrowed run is the quick loop: only what the named files need. A browser spec, or a Vitest file that
  // reads the built site, is run after a build; anything else runs at once. The full npm test formats,
  // type-checks and lints.
  const args = process.argv.slice(2);
  const specs = args.filter((arg) => arg.startsWith('tests/browser/'));
  const vitestOnly = args.filter((arg) => !specs.includes(arg));
  const needsBuild =
    specs.length > 0 ||
    vitestOnly.some((arg, i) =>
      AFTER_BUILD.some((name) => arg.startsWith(`tests/${name}`) || (vitestOnly[i - 1] === '--project' && arg === name)),
    );
  console.log(
    `\nnarrowed to ${args.join(' ')}: ${needsBuild ? 'built first, then run' : 'run without a build'}; the full npm test also checks formatting, types and lint`,
  );
  statuses = [];
  if (needsBuild) {
    const build = run('npm', ['run', 'build']);
    if (build !== 0) process.exit(build);
  }
  if (vitestOnly.length) {
    vitestReports.push(join(reports, 'vitest.json'));
    statuses.push(run('npx', vitestArgs(vitestReports[0]!, vitestOnly)));
  }
  if (specs.length) {
    statuses.push(
      spawnSync('npx', ['playwright', 'test', '--reporter=list,json', ...specs], {
        stdio: 'inherit',
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
      }).status ?? 1,
    );
  }
} else {
  const report = (name: string) => join(reports, `${name}.json`);
  const [before, editor, after] = [report('vitest-before-build'), report('vitest-editor'), report('vitest-after-build')];
  vitestReports.push(before, editor, after);
  // One file at a time: the other lane needs its core. The editor's copy runs beside it from the start: both
  // lanes wait on servers, time limits and their own commands often enough that a third keeps two cores busy.
  const withoutBuild = runQuietly('npx', vitestArgs(before, [...projects(BEFORE_BUILD), '--maxWorkers=1']));
  const editorWork = runQuietly('npx', vitestArgs(editor, projects(EDITOR)));
  const withBuild = (async () => {
    await checks(runAloud, [FORMAT, TYPES]);
    const build = await runAloud('npm', ['run', 'build']);
    if (build !== 0) return [build];
    const lint = checks(runQuietly, [LINT]);
    const site = runQuietly('npx', vitestArgs(after, projects(AFTER_BUILD)));
    const browser = await runAloud('npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
    });
    await lint;
    return [await site, browser];
  })();
  statuses = [...(await withBuild), await withoutBuild, await editorWork];
}

interface Count {
  passed: number;
  failed: number;
  skipped: number;
  files: number;
  failedFiles: number;
}

function vitestCount(report: string): Count {
  const summary = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    testResults: { status: string }[];
  };
  return {
    passed: summary.numPassedTests,
    failed: summary.numFailedTests,
    skipped: summary.numPendingTests,
    files: summary.testResults.length,
    // A file whose setup fails (no browser, say) fails no test of its own, and its tests count as skipped:
    // the files are counted too, so that such a run never reads as green.
    failedFiles: summary.testResults.filter((file) => file.status === 'failed').length,
  };
}

interface PlaywrightSuite {
  specs: { tests: { status: 'expected' | 'unexpected' | 'flaky' | 'skipped' }[] }[];
  suites?: PlaywrightSuite[];
}

function playwrightCount(): Count {
  const report = JSON.parse(readFileSync(playwrightReport, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
    errors: unknown[];
  };
  const statuses = (suite: PlaywrightSuite): string[] => [
    ...suite.specs.flatMap((spec) => spec.tests.map((test) => test.status)),
    ...(suite.suites ?? []).flatMap(statuses),
  ];
  const failedFiles = report.suites.filter((file) => statuses(file).some((status) => status === 'unexpected' || status === 'flaky')).length;
  return {
    passed: report.stats.expected,
    // A test that failed, then passed when run again (to record its trace), is a flake: Playwright fails the run
    // for it (failOnFlakyTests), and the summary counts it as failed.
    failed: report.stats.unexpected + report.stats.flaky,
    skipped: report.stats.skipped,
    files: report.suites.length,
    // An error outside any test (the server did not start, say) fails the run as a whole.
    failedFiles: failedFiles + (report.errors.length > 0 && failedFiles === 0 ? 1 : 0),
  };
}

const counts: Count[] = [];
for (const [name, count] of [
  ...vitestReports.map((report) => [`vitest (${report})`, () => vitestCount(report)] as const),
  ...(narrowed && !process.argv.slice(2).some((arg) => arg.startsWith('tests/browser/'))
    ? []
    : ([['playwright', playwrightCount]] as const)),
]) {
  try {
    counts.push(count());
  } catch {
    console.log(`\nno ${name} report was written`);
    counts.push({ passed: 0, failed: 0, skipped: 0, files: 1, failedFiles: 1 });
  }
}
const total = counts.reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
  files: a.files + b.files,
  failedFiles: a.failedFiles + b.failedFiles,
}));
console.log(
  `\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped; ${total.failedFiles} of ${total.files} files failed`,
);
process.exit(statuses.find((status) => status !== 0) ?? 0);
