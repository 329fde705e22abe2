import { budgets, LCP_RATIO_LIMIT, TAP_LIMIT_MS, type LcpComparison, type Miss } from './budgets.ts';
import type { TapSeries } from './menu-tap.ts';
import type { Mode, PageReport } from './lighthouse-audit.ts';
import { formatTable, kb } from './table.ts';

/** Marks a value that misses its budget. */
const mark = (text: string, missed: boolean) => (missed ? `${text}*` : text);

function missed(report: PageReport, id: string): boolean {
  const budget = budgets.find((b) => b.id === id)!;
  const { value, limit } = budget.measure(report);
  return !budget.holds(value, limit);
}

/** One line per page of one mode: the four scores, LCP, TBT, CLS and bytes sent. */
export function modeTable(reports: PageReport[], mode: Mode): string {
  return formatTable(
    ['page', 'perf', 'a11y', 'best-pr', 'seo', 'LCP s', 'TBT ms', 'CLS', 'JS KB', 'document KB'],
    reports
      .filter((r) => r.mode === mode)
      .map((r) => [
        r.path,
        mark(String(r.scores.performance), missed(r, 'performance')),
        r.scores.accessibility,
        r.scores.bestPractices,
        r.scores.seo,
        (r.lcpMs / 1000).toFixed(2),
        mark(String(Math.round(r.tbtMs)), missed(r, 'tbt')),
        mark(r.cls.toFixed(3), missed(r, 'cls')),
        kb(r.jsBeforeInteraction),
        kb(r.documentBytes),
      ]),
  );
}

/** LCP under applied throttling, baseline and current side by side, and their ratio. */
export function comparisonTable(comparisons: LcpComparison[], baselineName: string): string {
  const ratios = comparisons.map((c) => c.currentMs / c.baselineMs).sort((a, b) => a - b);
  const table = formatTable(
    ['page', `${baselineName} ms`, 'current ms', 'ratio'],
    comparisons.map((c) => {
      const ratio = c.currentMs / c.baselineMs;
      return [c.path, Math.round(c.baselineMs), Math.round(c.currentMs), mark(`${ratio.toFixed(2)}×`, ratio > LCP_RATIO_LIMIT)];
    }),
  );
  const median = ratios[Math.floor(ratios.length / 2)] ?? Number.NaN;
  return `${table}\nratio: median ${median.toFixed(2)}×, range ${ratios[0]?.toFixed(2)}–${ratios.at(-1)?.toFixed(2)}× (limit ${LCP_RATIO_LIMIT}×)`;
}

/**
 * The menu taps of each page: when the page first painted and finished loading, how many taps opened the menu,
 * the median and the slowest time from such a tap to the menu on screen, the longest task in the seconds after the menu
 * opened (what a second tap could wait behind; not a budget), and the taps the browser dropped after the paint (see
 * TapSeries.dropped) with the latest of them, in ms after the paint.
 */
export function tapTable(series: TapSeries[]): string {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  return formatTable(
    ['page', 'first paint ms', 'load ms', 'taps', 'median ms', 'slowest ms', 'longest task after, ms', 'dropped (latest ms after paint)'],
    series.map((s) => [
      s.path,
      Math.round(s.firstPaintMs),
      Math.round(s.loadMs),
      s.taps.length,
      Math.round(median(s.taps.map((t) => t.shownAfterMs))),
      mark(String(Math.round(s.worstMs)), s.worstMs > TAP_LIMIT_MS),
      Math.round(Math.max(0, ...s.taps.map((t) => t.longestAfterMs))),
      s.dropped.length === 0 ? '0' : `${s.dropped.length} (${Math.round(Math.max(...s.dropped))})`,
    ]),
  );
}

/** Each page's LCP element in one mode, grouped: what the page paints last. */
export function lcpElements(reports: PageReport[], mode: Mode): string {
  const byElement = new Map<string, string[]>();
  for (const r of reports.filter((report) => report.mode === mode)) {
    const element = r.lcpElement ?? 'none found';
    byElement.set(element, [...(byElement.get(element) ?? []), r.path]);
  }
  return [...byElement]
    .sort((a, b) => b[1].length - a[1].length)
    .map(
      ([element, paths]) =>
        `  ${element}\n      on ${paths.length > 4 ? `${paths.slice(0, 4).join(', ')} … (${paths.length} pages)` : paths.join(', ')}`,
    )
    .join('\n');
}

export function missList(misses: Miss[]): string {
  return misses.map((m) => `  ${m.path} (${m.where}): ${m.label}: ${m.value}`).join('\n');
}
