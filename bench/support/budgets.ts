import type { PageReport } from './lighthouse-audit.ts';

/** 1 KB = 1024 bytes, as Lighthouse's KiB; sizes are transfer sizes (compressed, headers included). */
const KB = 1024;

export interface Budget {
  id: string;
  /** Name in the per-page list of misses. */
  short: string;
  label: string;
  /** The measured value in the unit shown, and the limit for this page. */
  measure(report: PageReport): { value: number; limit: number; unit: string };
  /** Whether the value holds: most budgets are maxima, the performance score a minimum. */
  holds(value: number, limit: number): boolean;
}

const atMost = (value: number, limit: number) => value <= limit;

/** The budgets each page must meet: held on every page in both languages under Lighthouse's mobile profile. */
export const budgets: Budget[] = [
  {
    id: 'performance',
    short: 'performance',
    label: 'performance score = 100',
    measure: (r) => ({ value: r.scores.performance, limit: 100, unit: '' }),
    holds: (value, limit) => value >= limit,
  },
  {
    id: 'lcp',
    short: 'LCP',
    label: 'LCP ≤ 1.2 s',
    measure: (r) => ({ value: r.lcpMs / 1000, limit: 1.2, unit: ' s' }),
    holds: atMost,
  },
  {
    id: 'bare-ratio',
    short: 'LCP / bare',
    label: 'LCP ≤ 1.1 × bare copy',
    measure: (r) => ({ value: r.lcpMs / r.bareLcpMs, limit: 1.1, unit: '×' }),
    holds: atMost,
  },
  {
    id: 'tbt',
    short: 'TBT',
    label: 'TBT ≤ 50 ms',
    measure: (r) => ({ value: r.tbtMs, limit: 50, unit: ' ms' }),
    holds: atMost,
  },
  {
    id: 'cls',
    short: 'CLS',
    label: 'CLS ≤ 0.01',
    measure: (r) => ({ value: r.cls, limit: 0.01, unit: '' }),
    holds: atMost,
  },
  {
    id: 'js',
    short: 'JS',
    label: 'JS before interaction ≤ 80 KB',
    measure: (r) => ({
      value: r.jsBeforeInteraction / KB,
      limit: 80,
      unit: ' KB',
    }),
    holds: atMost,
  },
  {
    id: 'css',
    short: 'CSS',
    label: 'CSS ≤ 20 KB',
    measure: (r) => ({
      value: r.bytes.stylesheet / KB,
      limit: 20,
      unit: ' KB',
    }),
    holds: atMost,
  },
  {
    id: 'total',
    short: 'total',
    label: 'total ≤ 200 KB home / 150 KB others',
    measure: (r) => ({
      value: r.bytes.total / KB,
      limit: r.isHome ? 200 : 150,
      unit: ' KB',
    }),
    holds: atMost,
  },
];

export interface Miss {
  path: string;
  budget: Budget;
  value: number;
  limit: number;
  unit: string;
}

/** Every budget missed by every page. */
export function findMisses(reports: PageReport[]): Miss[] {
  return reports.flatMap((report) =>
    budgets.flatMap((budget) => {
      const { value, limit, unit } = budget.measure(report);
      return budget.holds(value, limit) ? [] : [{ path: report.path, budget, value, limit, unit }];
    }),
  );
}
