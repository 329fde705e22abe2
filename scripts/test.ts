/**
 * `npm test`: check the formatting and lint (seconds, so a slip shows before the slow steps), type-check
 * everything (a UI string missing in one language fails here), build the site as it is now, then run
 * every Vitest project (unit, server, editor, supabase, e2e) and the Playwright Test browser tests
 * (tests/browser/) over that build and the real servers, and close with one plain summary line
 * ('N passed, N failed') that counts both runners. Arguments are Vitest's (`npm test -- tests/unit`): a run
 * narrowed to some Vitest files leaves the browser tests out, and says so.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function run(command: string, args: string[]) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

for (const [command, args, hint] of [
  ['npm', ['run', '--silent', 'format:check'], '`npm run format` rewrites the files listed above.'],
  ['npm', ['run', '--silent', 'lint'], '`npm run lint -- --fix` fixes what ESLint can; the rest needs a hand.'],
  ['npx', ['astro', 'check', '--minimumSeverity', 'warning'], ''],
  ['npm', ['run', 'build'], ''],
] as const) {
  const status = run(command, [...args]);
  if (status !== 0) {
    if (hint) console.log(`\n${hint}`);
    process.exit(status);
  }
}

const reports = mkdtempSync(join(tmpdir(), 'test-reports-'));
const vitestReport = join(reports, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
  ...process.argv.slice(2),
]);

const narrowed = process.argv.length > 2;
const playwrightReport = join(reports, 'playwright.json');
let playwrightStatus = 0;
if (narrowed) console.log('\nbrowser tests (Playwright Test) left out: the run was narrowed to some Vitest files');
else {
  console.log('\n> npx playwright test');
  playwrightStatus =
    spawnSync('npx', ['playwright', 'test', '--reporter=list,json'], {
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    }).status ?? 1;
}

interface Count {
  passed: number;
  failed: number;
  skipped: number;
  files: number;
  failedFiles: number;
}

function vitestCount(): Count {
  const summary = JSON.parse(readFileSync(vitestReport, 'utf8')) as {
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
  const failedFiles = report.suites.filter((file) => statuses(file).includes('unexpected')).length;
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    files: report.suites.length,
    // An error outside any test (the server did not start, say) fails the run as a whole.
    failedFiles: failedFiles + (report.errors.length > 0 && failedFiles === 0 ? 1 : 0),
  };
}

const counts: Count[] = [];
for (const [name, count, wanted] of [
  ['vitest', vitestCount, true],
  ['playwright', playwrightCount, !narrowed],
] as const) {
  if (!wanted) continue;
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
process.exit(vitestStatus || playwrightStatus);
