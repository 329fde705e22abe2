import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
// Lighthouse's own choice of the median of several runs (as its docs recommend for variability).
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as constants from 'lighthouse/core/config/constants.js';
import type { Result as LighthouseResult } from 'lighthouse';

/**
 * Lighthouse's two ways of slowing a load to a phone's (mobile profile: slow 4G, the CPU slowed by the factor
 * bench/support/cpu-slowdown.ts measures for this host, 4× on the reference host):
 * - `simulate` (its default) loads the page at full speed, then estimates the slow load from that trace;
 *   it counts every request that ended before the paint in the fast load as if the paint waited for it.
 * - `devtools` (applied throttling) really slows the network (562.5 ms per request, 1.4 Mbit/s) and the CPU
 *   while the page loads: the load as a slow phone lives it, and the judge of LCP.
 */
export type Mode = 'simulate' | 'devtools';
export const MODES: readonly Mode[] = ['simulate', 'devtools'];

/** What the benchmark keeps of a page's runs in one mode. */
export interface PageReport {
  path: string;
  mode: Mode;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  /** Medians of the runs. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's LCP, sorted: their spread shows how noisy the host was. */
  lcpRunsMs: number[];
  /** Scripts fetched while Lighthouse loaded the page, which never interacts (bytes sent, compressed). */
  jsBeforeInteraction: number;
  /** The HTML document as sent (bytes, headers included). */
  documentBytes: number;
  lcpElement: string | null;
  /** Lighthouse's CPU benchmark of this machine (typical desktop ≈ 1500–2500); low values inflate TBT. */
  benchmarkIndex: number;
}

function auditItems<T>(lhr: LighthouseResult, id: string): T[] {
  return (lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? [];
}

/** The LCP element's selector, from the LCP breakdown insight (Lighthouse 13). */
function lcpElementOf(lhr: LighthouseResult): string | null {
  const found = /"selector":("(?:[^"\\]|\\.)*")/.exec(JSON.stringify(lhr.audits['lcp-breakdown-insight']?.details ?? {}));
  return found ? (JSON.parse(found[1]!) as string) : null;
}

/** A run that hangs (page never settling, Chrome stuck) fails after this instead of stalling the benchmark. */
const RUN_TIMEOUT_MS = 180_000;

/** One Lighthouse run of the default config (mobile, all four categories, cold cache) in the given mode, the CPU
 * slowed `cpuSlowdown` times. */
export async function runLighthouse(chromePort: number, url: string, mode: Mode, cpuSlowdown: number): Promise<LighthouseResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Lighthouse did not finish within ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
  });
  try {
    const throttling = { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown };
    const run = lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', throttlingMethod: mode, throttling });
    const result = await Promise.race([run, timeout]);
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    clearTimeout(timer);
  }
}

const sortedValues = (lhrs: LighthouseResult[], id: string) =>
  lhrs.map((run) => run.audits[id]?.numericValue ?? Number.NaN).sort((a, b) => a - b);

/** The middle of sorted values (of an even count, the mean of the two middle ones). */
const median = (sorted: number[]) => (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;

/**
 * The report of a page from its runs in one mode: LCP, TBT and CLS are the medians of the runs; scores and
 * bytes those of Lighthouse's own median run, whose full report is written to `rawReportPath` (open it in
 * the Lighthouse viewer to dig in).
 */
export function pageReport(lhrs: LighthouseResult[], path: string, mode: Mode, rawReportPath: string): PageReport {
  // Lighthouse's declaration of computeMedianRun names its types through a namespace (LH) that the package does not export.
  const lhr = lhrs.length > 1 ? (computeMedianRun(lhrs) as LighthouseResult) : lhrs[0]!;
  writeFileSync(rawReportPath, JSON.stringify(lhr));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = auditItems<{ resourceType?: string; transferSize?: number }>(lhr, 'network-requests');
  const sent = (type: string) => requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    path,
    mode,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: median(sortedValues(lhrs, 'largest-contentful-paint')),
    tbtMs: median(sortedValues(lhrs, 'total-blocking-time')),
    cls: median(sortedValues(lhrs, 'cumulative-layout-shift')),
    lcpRunsMs: sortedValues(lhrs, 'largest-contentful-paint'),
    jsBeforeInteraction: sent('Script'),
    documentBytes: sent('Document'),
    lcpElement: lcpElementOf(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
