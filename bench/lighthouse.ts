/**
 * `npm run bench [-- --baseline <git ref>] [--pages /,/en/about] [--runs 3] [--taps 8] [--check]`: Lighthouse
 * (mobile profile) over every page in both languages, served by our real server from the built site, in both of
 * Lighthouse's modes: its default simulation and applied throttling (see bench/support/lighthouse-audit.ts),
 * then taps on the menu button on a slowed phone, half in the first half-second after the paint and half spread over
 * the rest of the load (bench/support/menu-tap.ts). Prints per page and mode the four category scores, LCP, TBT,
 * CLS and JavaScript before interaction, the time from each tap to the menu on screen, then the budgets missed.
 * With --baseline, the site as it was at that ref is built and served beside it, and each page is audited on both in
 * turn (so that the machine's load hits both alike): the LCP of each under applied throttling, and their ratio.
 * bench/README.md says how to read it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Result } from 'lighthouse';
import { CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { startBaseline } from './support/baseline.ts';
import { findMisses, type LcpComparison } from './support/budgets.ts';
import { snapshotBuild } from './support/build.ts';
import { launchChrome } from './support/chrome.ts';
import { hostBenchmarkIndex, PHONE_INDEX, slowdownFor } from './support/cpu-slowdown.ts';
import { BenchError, isStopping, runMain } from './support/cleanup.ts';
import { hostNote } from './support/host.ts';
import { MODES, pageReport, runLighthouse, type Mode, type PageReport } from './support/lighthouse-audit.ts';
import { comparisonTable, lcpElements, missList, modeTable, tapTable } from './support/lighthouse-output.ts';
import { menuTaps, mergeTaps, setTapCpuSlowdown, type TapSeries } from './support/menu-tap.ts';
import { startOurServer } from './support/our-server.ts';
import { benchPagePaths } from './support/pages.ts';

/** The latest results, overwritten by each run; outside the repository so that nothing needs ignoring. */
const RESULTS_DIR = join(tmpdir(), 'law-site-bench');

const USAGE = `Usage: npm run bench -- [--baseline REF] [--pages LIST] [--runs N] [--taps N] [--cpu-slowdown N] [--check]
  --baseline REF  also build the site at git REF (e.g. main, a commit) and compare each page's LCP
                  under applied throttling with it, audited in turn in the same run
  --pages LIST    comma-separated URL paths to audit (default: every page in both languages)
  --runs N        Lighthouse runs per page and mode, the medians count (default 1; 3 on a noisy host)
  --taps N        menu taps per page and run, each in a load of its own (default 8; 0 for none)
  --cpu-slowdown N  slow the CPU N times (default: this host's Lighthouse CPU index over the reference
                  phone's, bench/support/cpu-slowdown.ts; 4 is Lighthouse's fixed figure)
  --check         exit 1 when any budget is missed on any page`;

function parseOptions() {
  try {
    const { values } = parseArgs({
      options: {
        baseline: { type: 'string' },
        pages: { type: 'string' },
        runs: { type: 'string', default: '1' },
        taps: { type: 'string', default: '8' },
        'cpu-slowdown': { type: 'string' },
        check: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
    const runs = Number(values.runs);
    if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs must be a whole number from 1 to 9');
    const taps = Number(values.taps);
    if (!Number.isInteger(taps) || taps < 0 || taps > 40) throw new Error('--taps must be a whole number from 0 to 40');
    const cpuSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
    if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1 && cpuSlowdown <= 20))
      throw new Error('--cpu-slowdown must be a number from 1 to 20');
    const all = benchPagePaths();
    const pages = values.pages ? values.pages.split(',').map((p) => p.trim()) : all;
    const unknown = pages.filter((p) => !all.includes(p));
    if (unknown.length > 0) throw new Error(`Unknown page(s) ${unknown.join(', ')}. Known pages:\n  ${all.join('\n  ')}`);
    return { ...values, runs, taps, pages, cpuSlowdown };
  } catch (error) {
    throw new BenchError(`${(error as Error).message}\n${USAGE}`);
  }
}

/** Tries per Lighthouse run: its trace hiccups (NO_NAVSTART, NO_FCP) come now and then, and it asks to run again. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run in a Chrome of its own (a new profile), as Lighthouse's own command line does; a failed
 * run is retried the same way. With one Chrome for every run, a run inherited what the one before left running:
 * the baseline's origin, which Lighthouse does not clear when it audits the current one, went on installing
 * its service worker (precaching the whole site) on this two-core host during the next audit, and the
 * simulated TBT of `/en/articles` rose from 0–25 ms to 107–133 ms (measured 25 November 2026).
 */
async function audit(url: string, mode: Mode, cpuSlowdown: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await launchChrome();
    try {
      return await runLighthouse(chrome.port, url, mode, cpuSlowdown);
    } catch (error) {
      if (isStopping() || attempt === ATTEMPTS) throw error;
      console.log(`  ${url} (${mode}) failed, retrying: ${(error as Error).message}`);
    } finally {
      await chrome.stop();
    }
  }
}

const reportFile = (path: string, mode: Mode, site: string) =>
  join(RESULTS_DIR, 'lighthouse', `${path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}.${mode}.${site}.json`);

async function main(): Promise<number> {
  const options = parseOptions();
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  console.log(hostNote());
  const hostIndex = await hostBenchmarkIndex();
  const cpuSlowdown = options.cpuSlowdown ?? slowdownFor(hostIndex);
  setTapCpuSlowdown(cpuSlowdown);
  console.log(
    `CPU: Lighthouse index ${Math.round(hostIndex)} here, slowed ${cpuSlowdown}× to stand for a phone of index ${Math.round(hostIndex / cpuSlowdown)} (the budgets' phone: ${PHONE_INDEX}${options.cpuSlowdown ? '; slowdown given' : ''})`,
  );
  const current = await startOurServer(snapshotBuild());
  const baseline = options.baseline ? await startBaseline(options.baseline) : null;
  mkdirSync(join(RESULTS_DIR, 'lighthouse'), { recursive: true });
  const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
  console.log(`Lighthouse ${lighthouseVersion}, ${CHROMIUM_PATH}; current build at ${current.url}`);
  if (baseline) console.log(`baseline ${options.baseline} (${baseline.commit}) at ${baseline.url}`);
  console.log(`Auditing ${options.pages.length} page(s) × ${options.runs} run(s) in both modes…\n`);

  const started = Date.now();
  const reports: PageReport[] = [];
  const comparisons: LcpComparison[] = [];
  const taps: TapSeries[] = [];
  const failures: string[] = [];
  const newPages: string[] = [];
  for (const [index, path] of options.pages.entries()) {
    const pageStart = Date.now();
    const runs = { simulate: [] as Result[], devtools: [] as Result[], baseline: [] as Result[] };
    const tapRuns: TapSeries[] = [];
    // A page the baseline does not have (added since) is audited on the current build alone.
    const compared = baseline !== null && (await fetch(baseline.url + path, { method: 'HEAD' })).ok;
    if (baseline && !compared) newPages.push(path);
    try {
      for (let run = 0; run < options.runs; run++) {
        runs.simulate.push(await audit(current.url + path, 'simulate', cpuSlowdown));
        // Applied throttling on current and baseline in turn; which goes first alternates from run to run.
        const sites = baseline && compared ? [current, baseline] : [current];
        if (run % 2 === 1) sites.reverse();
        for (const site of sites)
          (site === current ? runs.devtools : runs.baseline).push(await audit(site.url + path, 'devtools', cpuSlowdown));
        // Each run taps at other moments of the load (phase), so that the runs together sample it more finely. The
        // current build only: the budget is absolute, and the baseline's taps would double the bench's longest part.
        if (options.taps > 0) tapRuns.push(await menuTaps(current.url + path, path, options.taps, run / options.runs));
      }
    } catch (error) {
      if (isStopping()) return 130; // Ctrl-C: cleanup is under way, no partial report
      failures.push(`  ${path}: ${(error as Error).message}`);
      continue;
    }
    for (const mode of MODES) reports.push(pageReport(runs[mode], path, mode, reportFile(path, mode, 'current')));
    if (tapRuns.length > 0) taps.push(mergeTaps(tapRuns));
    if (baseline && compared) {
      const before = pageReport(runs.baseline, path, 'devtools', reportFile(path, 'devtools', 'baseline'));
      const after = reports.find((r) => r.path === path && r.mode === 'devtools')!;
      comparisons.push({
        path,
        baselineMs: before.lcpMs,
        currentMs: after.lcpMs,
        baselineRunsMs: before.lcpRunsMs,
        currentRunsMs: after.lcpRunsMs,
      });
    }
    const seconds = ((Date.now() - pageStart) / 1000).toFixed(0);
    console.log(`[${String(index + 1).padStart(2)}/${options.pages.length}] ${path.padEnd(44)} ${seconds.padStart(4)} s`);
  }
  if (isStopping()) return 130;
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  for (const mode of MODES) {
    const title = mode === 'simulate' ? "Lighthouse's simulation (its default)" : 'Applied throttling (devtools): the judge of LCP';
    console.log(`\n${title}; ${options.runs > 1 ? `medians of ${options.runs} runs` : 'one run'} per page; * = budget missed\n`);
    console.log(modeTable(reports, mode));
    console.log(`LCP elements:\n${lcpElements(reports, mode)}`);
  }
  if (taps.length > 0) {
    console.log(
      `\nA tap on the menu button during the load, on a 375 px phone (CPU ${cpuSlowdown}× slower, slow 4G), to the menu on screen\n`,
    );
    console.log(tapTable(taps));
  }
  if (baseline) {
    console.log(`\nLCP under applied throttling: ${options.baseline} (${baseline.commit}) and current, audited in turn\n`);
    console.log(comparisonTable(comparisons, options.baseline!));
    if (newPages.length > 0) console.log(`Not in ${options.baseline}, so audited on the current build alone: ${newPages.join(', ')}`);
  }
  // Lighthouse's own reading of the host during the audits: lower than the one before them when other work ran meanwhile.
  const index = Math.round(median(reports.map((r) => r.benchmarkIndex)));
  console.log(`\nHost CPU benchmark index (Lighthouse): median ${index}${index < 1000 ? ' — LOW: the host was busy' : ''}; ${minutes} min`);

  const misses = findMisses(reports, comparisons, taps);
  const resultsFile = join(RESULTS_DIR, 'lighthouse.json');
  const date = new Date().toISOString();
  writeFileSync(
    resultsFile,
    JSON.stringify(
      { date, lighthouseVersion, runs: options.runs, hostIndex, cpuSlowdown, baseline, reports, comparisons, taps, misses, failures },
      null,
      2,
    ),
  );
  console.log(`Results: ${resultsFile} (Lighthouse's own reports in ${join(RESULTS_DIR, 'lighthouse')}/)`);
  if (failures.length > 0) console.log(`\nPages not audited (${failures.length}):\n${failures.join('\n')}`);
  console.log(
    misses.length === 0
      ? '\nAll budgets hold on every page audited, in both modes.'
      : `\n${misses.length} budget miss(es) on ${new Set(misses.map((m) => m.path)).size} page(s):\n${missList(misses)}`,
  );
  if (failures.length > 0) return 1;
  return options.check && misses.length > 0 ? 1 : 0;
}

runMain(main);
