/**
 * `npm test`: type-check everything (a UI string missing in one language fails here), build the site
 * as it is now, then run every test project (unit, server, e2e) over that build and the real server.
 */
import { spawnSync } from 'node:child_process';

const steps: [string, string[]][] = [
  ['npx', ['astro', 'check', '--minimumSeverity', 'warning']],
  ['npm', ['run', 'build']],
  ['npx', ['vitest', 'run', ...process.argv.slice(2)]],
];
for (const [command, args] of steps) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
