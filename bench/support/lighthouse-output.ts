import { budgets, type Miss } from './budgets.ts';
import { documentRoundTrips, type PageReport } from './lighthouse-audit.ts';
import { formatTable, kb } from './table.ts';

/** Marks a value that misses its budget; the legend under each table explains it. */
const mark = (text: string, missed: boolean) => (missed ? `${text}*` : text);

function missedIds(report: PageReport, misses: Miss[]): Set<string> {
  return new Set(misses.filter((miss) => miss.path === report.path).map((miss) => miss.budget.id));
}

export function scoresTable(reports: PageReport[], misses: Miss[]): string {
  return formatTable(
    ['page', 'perf', 'a11y', 'best-pr', 'seo', 'LCP s', 'bare LCP s', 'LCP / bare', 'doc round trips (bare)', 'TBT ms', 'CLS'],
    reports.map((r) => {
      const missed = missedIds(r, misses);
      return [
        r.path,
        mark(String(r.scores.performance), missed.has('performance')),
        r.scores.accessibility,
        r.scores.bestPractices,
        r.scores.seo,
        mark((r.lcpMs / 1000).toFixed(2), missed.has('lcp')),
        (r.bareLcpMs / 1000).toFixed(2),
        mark(`${(r.lcpMs / r.bareLcpMs).toFixed(2)}×`, missed.has('bare-ratio')),
        `${documentRoundTrips(r.bytes.document)} (${documentRoundTrips(r.bareDocumentBytes)})`,
        mark(String(Math.round(r.tbtMs)), missed.has('tbt')),
        mark(r.cls.toFixed(3), missed.has('cls')),
      ];
    }),
  );
}

export function bytesTable(reports: PageReport[], misses: Miss[]): string {
  return formatTable(
    ['page', 'script', 'css', 'document', 'image', 'font', 'other', 'total', 'JS before interaction', 'of it after load'],
    reports.map((r) => {
      const missed = missedIds(r, misses);
      return [
        r.path,
        kb(r.bytes.script),
        mark(kb(r.bytes.stylesheet), missed.has('css')),
        kb(r.bytes.document),
        kb(r.bytes.image),
        kb(r.bytes.font),
        kb(r.bytes.other),
        mark(kb(r.bytes.total), missed.has('total')),
        mark(kb(r.jsBeforeInteraction), missed.has('js')),
        kb(r.jsAfterLoadEvent),
      ];
    }),
  );
}

const DECIMALS: Record<string, number> = { ' ms': 0, ' s': 2, ' KB': 1, '×': 2 };
/** Scores are whole numbers, CLS has three decimals. */
const formatValue = (value: number, unit: string) => `${Number.isInteger(value) ? value : value.toFixed(DECIMALS[unit] ?? 3)}${unit}`;

/** One line per budget: held everywhere, or on how many pages it fails and the worst of them. */
export function budgetSummaryTable(reports: PageReport[], misses: Miss[]): string {
  return formatTable(
    ['budget', 'result', 'held on', 'worst page', 'worst value'],
    budgets.map((budget) => {
      const failed = misses.filter((miss) => miss.budget === budget);
      const measured = reports.map((r) => ({
        path: r.path,
        ...budget.measure(r),
      }));
      // Worst = furthest from its limit in the failing direction, relative to the limit.
      const worst = measured.sort((a, b) => budgetGap(budget.id, b) - budgetGap(budget.id, a))[0];
      return [
        budget.label,
        failed.length === 0 ? 'HOLDS' : 'MISSED',
        `${reports.length - failed.length}/${reports.length}`,
        worst?.path ?? '-',
        worst ? `${formatValue(worst.value, worst.unit)} (limit ${formatValue(worst.limit, worst.unit)})` : '-',
      ];
    }),
  );
}

function budgetGap(id: string, m: { value: number; limit: number }): number {
  return id === 'performance' ? (m.limit - m.value) / m.limit : (m.value - m.limit) / m.limit;
}

/** One line per page with every budget it misses and by how much. */
export function missList(misses: Miss[]): string {
  const byPage = new Map<string, Miss[]>();
  for (const miss of misses) byPage.set(miss.path, [...(byPage.get(miss.path) ?? []), miss]);
  const width = Math.max(...[...byPage.keys()].map((path) => path.length));
  return [...byPage]
    .map(
      ([path, list]) =>
        `  ${path.padEnd(width)}  ${list.map((m) => `${m.budget.short} ${formatValue(m.value, m.unit)} (limit ${formatValue(m.limit, m.unit)})`).join('; ')}`,
    )
    .join('\n');
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/**
 * Clues gathered across pages for a diagnosis: the heaviest scripts and on how many pages they load,
 * render-blocking resources, LCP elements, and Lighthouse's simulated timeline of the median page.
 */
export function clues(reports: PageReport[]): string {
  const lines: string[] = [];
  const scripts = new Map<string, { bytes: number; pages: number }>();
  const blocking = new Map<string, { bytes: number; pages: number }>();
  const lcpElements = new Map<string, string[]>();
  for (const r of reports) {
    for (const req of r.requests.filter((q) => q.type === 'Script')) {
      const entry = scripts.get(shortUrl(req.url)) ?? {
        bytes: req.transferSize,
        pages: 0,
      };
      entry.pages++;
      scripts.set(shortUrl(req.url), entry);
    }
    for (const b of r.diagnostics.renderBlocking) {
      const entry = blocking.get(shortUrl(b.url)) ?? {
        bytes: b.bytes,
        pages: 0,
      };
      entry.pages++;
      blocking.set(shortUrl(b.url), entry);
    }
    const element = (r.lcpElement ?? 'none (no LCP found)').replace(/https?:\/\/[^/"]+/g, '').slice(0, 110);
    lcpElements.set(element, [...(lcpElements.get(element) ?? []), r.path]);
  }
  lines.push('Scripts loaded before interaction (largest first):');
  lines.push(
    formatTable(
      ['script', 'KB', 'pages'],
      [...scripts]
        .sort((a, b) => b[1].bytes - a[1].bytes)
        .slice(0, 8)
        .map(([url, s]) => [url, kb(s.bytes), s.pages]),
    ).replace(/^/gm, '  '),
  );
  lines.push('Render-blocking resources:');
  lines.push(
    blocking.size === 0 ? '  none' : [...blocking].map(([url, b]) => `  ${url} (${kb(b.bytes)} KB) on ${b.pages} page(s)`).join('\n'),
  );
  lines.push('LCP elements:');
  for (const [element, paths] of [...lcpElements].sort((a, b) => b[1].length - a[1].length)) {
    const shown = paths.length > 4 ? `${paths.slice(0, 4).join(', ')} … (${paths.length} pages)` : paths.join(', ');
    lines.push(`  ${element}\n      on ${shown}`);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const timeline = (pick: (r: PageReport) => number | null) =>
    Math.round(median(reports.map((r) => pick(r) ?? Number.NaN).filter((v) => !Number.isNaN(v))));
  lines.push(
    `Simulated timeline, median page: TTFB ${timeline((r) => r.diagnostics.ttfbMs)} ms, FCP ${timeline((r) => r.diagnostics.fcpMs)} ms, ` +
      `LCP ${timeline((r) => r.lcpMs)} ms (unthrottled: LCP seen at ${timeline((r) => r.diagnostics.observedLcpMs)} ms, load event ${timeline((r) => r.diagnostics.observedLoadMs)} ms).`,
  );
  return lines.join('\n');
}
