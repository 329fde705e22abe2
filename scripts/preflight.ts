/**
 * `npm run preflight`: lists, in plain words, everything that still stops a real launch (the firm's
 * placeholders and unconfirmed facts, the providers the privacy notice must name, local default settings, guides without a reviewing lawyer or due for review, statements
 * still to verify, rules of the register of the law no lawyer has confirmed, public services' addresses nobody has opened live) and exits non-zero while any remains. Reads the same environment variables as the
 * server (server/config.ts) and the build; PREFLIGHT_TODAY=YYYY-MM-DD measures the review dates against
 * another day than today (to see what falls due by then).
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadConfig } from '../server/config.ts';
import { firm, unconfirmedFacts } from '../src/config/firm.ts';
import { publicServices } from '../src/config/public-services.ts';
// Its sentences are the firm's word too: loaded, each unconfirmed(...) part joins the facts listed below.
import '../src/config/claim-letter.ts';
import { readGuideFiles } from '../src/lib/guides/guide-files.ts';
import { readRegisterFiles } from '../src/lib/law/register-files.ts';
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

const todayText = process.env.PREFLIGHT_TODAY?.trim() || new Date().toISOString().slice(0, 10);
const today = new Date(`${todayText}T00:00:00Z`);
if (!/^\d{4}-\d{2}-\d{2}$/.test(todayText) || Number.isNaN(today.getTime())) {
  console.error(`PREFLIGHT_TODAY is "${todayText}", not a date written YYYY-MM-DD (for example PREFLIGHT_TODAY=2027-12-01).`);
  process.exit(2);
}

const functionsUrl = process.env.PUBLIC_FUNCTIONS_URL?.trim() || undefined;
const blockers = launchBlockers({
  firm,
  unconfirmed: unconfirmedFacts,
  functionsUrl,
  config,
  guides: readGuideFiles(),
  register: readRegisterFiles(),
  publicServices,
  builtSiteUrl: built,
  today,
});
process.stdout.write(formatLaunchBlockers(blockers, today));
process.exitCode = blockerCount(blockers) > 0 ? 1 : 0;
