/**
 * `npm test`: check the formatting and lint (seconds, so a slip shows before the slow steps), type-check
 * everything (a UI string missing in one language fails here), build the site as it is now, then run
 * every test project (unit, server, editor, supabase, e2e) over that build and the real servers, and close with one plain
 * summary line ('N passed, N failed').
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

const report = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
const status = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);
try {
  const summary = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    testResults: { status: string }[];
  };
  // A file whose setup fails (no browser, say) fails no test of its own, and its tests count as skipped:
  // the files are counted too, so that such a run never reads as green.
  const failedFiles = summary.testResults.filter((file) => file.status === 'failed').length;
  console.log(
    `\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests} skipped; ` +
      `${failedFiles} of ${summary.testResults.length} files failed`,
  );
} catch {
  console.log('\nno test report was written');
}
process.exit(status);
