import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
// Lighthouse's own choice of the median of several runs (as its docs recommend for variability).
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
// Lighthouse's own network model, the one its simulated LCP is computed with.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import type { Result as LighthouseResult } from 'lighthouse';
import { isHomePage } from './pages.ts';

/** What the benchmark keeps of one Lighthouse run: scores, metrics, bytes, and clues for a diagnosis. */
export interface PageReport {
  path: string;
  url: string;
  /** Home pages have a larger total-transfer budget. */
  isHome: boolean;
  scores: {
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
  };
  lcpMs: number;
  /** LCP of the page's bare copy (no scripts, styles or images), measured in the same run: the floor. */
  bareLcpMs: number;
  /** The bare copy's document as sent (bytes, headers included). */
  bareDocumentBytes: number;
  tbtMs: number;
  cls: number;
  /** Transfer sizes (bytes, compressed as sent) by resource type; media counts as other. */
  bytes: {
    script: number;
    stylesheet: number;
    document: number;
    image: number;
    font: number;
    other: number;
    total: number;
  };
  /** Scripts fetched while Lighthouse loaded the page, which never interacts: the JS cost before any interaction. */
  jsBeforeInteraction: number;
  /** Part of it requested after the load event (islands hydrated on idle or when visible). */
  jsAfterLoadEvent: number;
  lcpElement: string | null;
  requests: {
    url: string;
    type: string;
    transferSize: number;
    startMs: number;
  }[];
  /** Simulated timings and Lighthouse's own findings, to explain a missed budget. */
  diagnostics: {
    fcpMs: number;
    ttfbMs: number;
    /** Simulated times (from navigation start) at which the LCP resource starts and finishes loading, if it is one. */
    lcpResourceStartMs: number | null;
    lcpResourceEndMs: number | null;
    /** Unthrottled times seen in the real load; requests begun before the observed LCP count in the simulated one. */
    observedLcpMs: number;
    observedLoadMs: number;
    renderBlocking: { url: string; bytes: number }[];
    unusedJs: { url: string; bytes: number; unusedBytes: number }[];
    /** Main-thread CPU per script/page as measured (before the 4× slowdown). */
    bootup: { url: string; ms: number }[];
    /** Scored audits of the performance and accessibility categories that did not pass. */
    failingAudits: {
      category: string;
      id: string;
      score: number;
      display: string;
    }[];
  };
  /** Lighthouse's CPU benchmark of this machine (typical desktop ≈ 1500–2500); low values inflate TBT. */
  benchmarkIndex: number;
  runWarnings: string[];
  /** Lighthouse runs of this page; the figures above are those of the median run. */
  runs: number;
  /** TBT and LCP of every run, sorted: their spread shows how noisy the host was. */
  tbtRunsMs: number[];
  lcpRunsMs: number[];
  bareLcpRunsMs: number[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

function auditItems<T>(lhr: LighthouseResult, id: string): T[] {
  const details = lhr.audits[id]?.details as { items?: T[] } | undefined;
  return details?.items ?? [];
}

/** The LCP element's selector and snippet, from the LCP breakdown insight (Lighthouse 13). */
function lcpElementOf(lhr: LighthouseResult): string | null {
  const seen: unknown[] = [];
  const find = (value: unknown): string | null => {
    if (!value || typeof value !== 'object' || seen.includes(value)) return null;
    seen.push(value);
    const node = value as {
      type?: string;
      selector?: string;
      snippet?: string;
    };
    if (node.type === 'node' && (node.selector || node.snippet)) return `${node.selector ?? ''} ${node.snippet ?? ''}`.trim();
    for (const child of Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  return find(lhr.audits['lcp-breakdown-insight']?.details) ?? find(lhr.audits['largest-contentful-paint-element']?.details);
}

/** Bytes sent of one resource type ('document', 'script', 'total'…), from Lighthouse's resource summary. */
function transferSize(lhr: LighthouseResult) {
  const byType = new Map(
    auditItems<{ resourceType: string; transferSize: number }>(lhr, 'resource-summary').map((row) => [row.resourceType, row.transferSize]),
  );
  return (type: string) => byType.get(type) ?? 0;
}

function summarize(
  lhr: LighthouseResult,
  path: string,
): Omit<PageReport, 'runs' | 'tbtRunsMs' | 'lcpRunsMs' | 'bareLcpMs' | 'bareLcpRunsMs' | 'bareDocumentBytes'> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const size = transferSize(lhr);

  const network = auditItems<NetworkItem>(lhr, 'network-requests');
  const requests = network.map((item) => ({
    url: item.url,
    type: item.resourceType ?? 'Other',
    transferSize: item.transferSize ?? 0,
    startMs: item.networkRequestTime ?? 0,
  }));
  const scripts = requests.filter((request) => request.type === 'Script');
  const metrics = auditItems<{
    observedLoad?: number;
    observedLargestContentfulPaint?: number;
    timeToFirstByte?: number;
    lcpLoadDelay?: number;
    lcpLoadDuration?: number;
  }>(lhr, 'metrics')[0];
  const loadEvent = metrics?.observedLoad ?? Number.POSITIVE_INFINITY;

  const diagnostics: PageReport['diagnostics'] = {
    fcpMs: numeric('first-contentful-paint'),
    ttfbMs: metrics?.timeToFirstByte ?? Number.NaN,
    // In simulated mode Lighthouse reports these two as timestamps, not durations (computed/metrics/lcp-breakdown.js).
    lcpResourceStartMs: metrics?.lcpLoadDelay ?? null,
    lcpResourceEndMs: metrics?.lcpLoadDuration ?? null,
    observedLcpMs: metrics?.observedLargestContentfulPaint ?? Number.NaN,
    observedLoadMs: metrics?.observedLoad ?? Number.NaN,
    renderBlocking: auditItems<{ url: string; totalBytes: number }>(lhr, 'render-blocking-insight').map((i) => ({
      url: i.url,
      bytes: i.totalBytes,
    })),
    unusedJs: auditItems<{
      url: string;
      totalBytes: number;
      wastedBytes: number;
    }>(lhr, 'unused-javascript').map((i) => ({
      url: i.url,
      bytes: i.totalBytes,
      unusedBytes: i.wastedBytes,
    })),
    bootup: auditItems<{ url: string; total: number }>(lhr, 'bootup-time').map((i) => ({ url: i.url, ms: Math.round(i.total) })),
    failingAudits: ['performance', 'accessibility'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => ({
          category,
          id: audit.id,
          score: audit.score!,
          display: audit.displayValue ?? '',
        })),
    ),
  };

  return {
    path,
    url: lhr.finalDisplayedUrl,
    isHome: isHomePage(path),
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: {
      script: size('script'),
      stylesheet: size('stylesheet'),
      document: size('document'),
      image: size('image'),
      font: size('font'),
      other: size('other') + size('media'),
      total: size('total'),
    },
    jsBeforeInteraction: scripts.reduce((sum, s) => sum + s.transferSize, 0),
    jsAfterLoadEvent: scripts.filter((s) => s.startMs > loadEvent).reduce((sum, s) => sum + s.transferSize, 0),
    lcpElement: lcpElementOf(lhr),
    requests,
    diagnostics,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    runWarnings: lhr.runWarnings,
  };
}

/** A run that hangs (page never settling, Chrome stuck) fails after this instead of stalling the benchmark. */
const RUN_TIMEOUT_MS = 120_000;

/**
 * One Lighthouse run with its default config: mobile form factor, simulated throttling (slow 4G,
 * 4× CPU slowdown), all four categories, cold cache (Lighthouse resets storage before loading).
 */
export async function runLighthouse(chromePort: number, url: string): Promise<LighthouseResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Lighthouse did not finish within ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' }), timeout]);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The report of a page from its runs, so that one noisy run neither fails nor passes a page: LCP and TBT
 * are the medians of the runs; scores, bytes and clues are those of Lighthouse's own median run (closest
 * to the median FCP and TTI), whose full report is written to `rawReportPath` (open it in the Lighthouse
 * viewer to dig in).
 */
export function pageReport(lhrs: LighthouseResult[], path: string, rawReportPath: string, bare: BareSummary): PageReport {
  const lhr = lhrs.length > 1 ? medianRun(lhrs) : lhrs[0]!;
  writeFileSync(rawReportPath, JSON.stringify(lhr));
  return {
    ...summarize(lhr, path),
    // The median of each timing: the median run is the one closest to the median FCP and TTI, whose TBT
    // can be the highest of the three.
    lcpMs: median(sortedValues(lhrs, 'largest-contentful-paint')),
    tbtMs: median(sortedValues(lhrs, 'total-blocking-time')),
    bareLcpMs: bare.lcpMs,
    bareDocumentBytes: bare.documentBytes,
    runs: lhrs.length,
    tbtRunsMs: sortedValues(lhrs, 'total-blocking-time'),
    lcpRunsMs: sortedValues(lhrs, 'largest-contentful-paint'),
    bareLcpRunsMs: bare.runsMs,
  };
}

// Lighthouse's declaration of computeMedianRun names its types through a global namespace (LH) that the package does not export.
const medianRun = (lhrs: LighthouseResult[]) => computeMedianRun(lhrs) as LighthouseResult;

const sortedValues = (lhrs: LighthouseResult[], id: string) =>
  lhrs.map((run) => run.audits[id]?.numericValue ?? Number.NaN).sort((a, b) => a - b);

/** The middle of sorted values (of an even count, the mean of the two middle ones). */
const median = (sorted: number[]) => (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;

export interface BareSummary {
  lcpMs: number;
  runsMs: number[];
  documentBytes: number;
}

/** The bare copy's LCP (the median of its runs, as the page's own), every run's, and its document size. */
export function bareSummary(lhrs: LighthouseResult[]): BareSummary {
  const lhr = lhrs.length > 1 ? medianRun(lhrs) : lhrs[0]!;
  const runsMs = sortedValues(lhrs, 'largest-contentful-paint');
  return { lcpMs: median(runsMs), runsMs, documentBytes: transferSize(lhr)('document') };
}

/**
 * How many round trips the simulated mobile connection (slow 4G: 150 ms, 1.6 Mbit/s) takes to deliver a
 * document of `bytes`, on a connection already open: the first carries 14,600 bytes (TCP's initial window
 * of 10 segments), each next one twice as much up to what the bandwidth allows. Lantern's LCP waits for
 * the document's last byte, so a page that needs one more of them than its bare copy paints ~150 ms later.
 */
export function documentRoundTrips(bytes: number): number {
  const { rttMs, throughputKbps } = Lantern.Simulation.Constants.throttling.mobileSlow4G;
  const connection = new Lantern.Simulation.TCPConnection(rttMs, throughputKbps * 1024, 0, false, false);
  connection.setWarmed(true);
  return connection.simulateDownloadUntil(bytes).roundTrips;
}
