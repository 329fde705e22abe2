/**
 * `npm run preflight`: lists, in plain words, everything that still stops a real launch (the firm's
 * placeholders, local default settings, guides without a reviewing lawyer) and exits non-zero while any
 * remains. Reads the same environment variables as the server (server/config.ts) and the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadConfig } from '../server/config.ts';
import { firm } from '../src/config/firm.ts';
import { readGuideFiles } from '../src/lib/guide-files.ts';
import { blockerCount, formatLaunchBlockers, launchBlockers, type LaunchInput } from './launch-blockers.ts';

let config: LaunchInput['config'];
try {
  config = loadConfig();
} catch (error) {
  config = { error: (error as Error).message };
}

// robots.txt names the sitemap by its absolute URL: the SITE_URL the build was made with.
const robots = 'dist/robots.txt';
const built = existsSync(robots) ? /^Sitemap: (.*)\/sitemap\.xml$/m.exec(readFileSync(robots, 'utf8'))?.[1] : undefined;

const blockers = launchBlockers({ firm, config, guides: readGuideFiles(), builtSiteUrl: built });
process.stdout.write(formatLaunchBlockers(blockers));
process.exitCode = blockerCount(blockers) > 0 ? 1 : 0;
