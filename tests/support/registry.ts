import { spawnSync } from 'node:child_process';

/**
 * Whether the npm registry this machine is set to answers, asked once per test file: the tests that install
 * from it (a production `npm install`, Deno's npm packages into an empty cache) need it, and on a machine
 * without it they are skipped with the reason, not failed. `npm ping` reads the same registry, proxy and
 * certificates as every install, so it answers exactly what those tests would meet.
 */
export function registryUnreachable(): string | false {
  const ping = spawnSync('npm', ['ping', '--fetch-timeout=5000', '--fetch-retries=0'], { encoding: 'utf8', timeout: 15_000 });
  if (ping.status === 0) return false;
  const why =
    /^npm error (?:code|FetchError:) (.*)$/m.exec(ping.stderr)?.[1] ?? String(ping.error ?? `npm ping exited with ${ping.status}`);
  console.warn(`The npm registry does not answer (${why}): the tests that install from it are skipped.`);
  return why;
}
