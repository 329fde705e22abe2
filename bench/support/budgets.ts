import type { PageReport } from './lighthouse-audit.ts';
import type { TapSeries } from './menu-tap.ts';

/** One page's LCP under applied throttling, on the build measured and on the baseline, in the same run. */
export interface LcpComparison {
  path: string;
  /** Medians of the runs. */
  baselineMs: number;
  currentMs: number;
  /** Every run's, sorted. */
  baselineRunsMs: number[];
  currentRunsMs: number[];
}

/** Current LCP at most this many times the baseline's, page by page (applied throttling). */
export const LCP_RATIO_LIMIT = 1.1;

/** A tap on the menu button shows the menu within this many ms, whenever during the load it comes (INP's "good"). */
export const TAP_LIMIT_MS = 200;

export interface Budget {
  id: string;
  label: string;
  /** The measured value in the unit shown, and the limit for this page. */
  measure(report: PageReport): { value: number; limit: number; unit: string };
  /** Whether the value holds: most budgets are maxima, the performance score a minimum. */
  holds(value: number, limit: number): boolean;
}

/** The budgets each page must meet in both modes, in both languages. */
export const budgets: Budget[] = [
  {
    id: 'performance',
    label: 'performance score ≥ 98',
    measure: (r) => ({ value: r.scores.performance, limit: 98, unit: '' }),
    holds: (value, limit) => value >= limit,
  },
  {
    id: 'tbt',
    label: 'TBT ≤ 100 ms',
    measure: (r) => ({ value: r.tbtMs, limit: 100, unit: ' ms' }),
    holds: (value, limit) => value <= limit,
  },
  {
    id: 'cls',
    label: 'CLS < 0.01',
    measure: (r) => ({ value: r.cls, limit: 0.01, unit: '' }),
    holds: (value, limit) => value < limit,
  },
];

export interface Miss {
  path: string;
  /** The mode whose figure missed, or 'baseline' for the LCP ratio. */
  where: string;
  label: string;
  value: string;
}

const format = (value: number, unit: string) => `${Number.isInteger(value) ? value : value.toFixed(unit === '' ? 3 : 1)}${unit}`;

/** Every budget missed by every page, the LCP ratio against the baseline and the menu taps included. */
export function findMisses(reports: PageReport[], comparisons: LcpComparison[], taps: TapSeries[]): Miss[] {
  const misses: Miss[] = reports.flatMap((report) =>
    budgets.flatMap((budget) => {
      const { value, limit, unit } = budget.measure(report);
      return budget.holds(value, limit)
        ? []
        : [{ path: report.path, where: report.mode, label: budget.label, value: `${format(value, unit)} (limit ${format(limit, unit)})` }];
    }),
  );
  for (const c of comparisons) {
    const ratio = c.currentMs / c.baselineMs;
    if (ratio > LCP_RATIO_LIMIT)
      misses.push({ path: c.path, where: 'baseline', label: `LCP ≤ ${LCP_RATIO_LIMIT} × baseline`, value: `${ratio.toFixed(2)}×` });
  }
  for (const series of taps)
    if (series.worstMs > TAP_LIMIT_MS)
      misses.push({
        path: series.path,
        where: 'menu taps',
        label: `menu shown ≤ ${TAP_LIMIT_MS} ms after a tap`,
        value: `${Math.round(series.worstMs)} ms`,
      });
  return misses;
}
