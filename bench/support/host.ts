import { availableParallelism, loadavg } from 'node:os';

/**
 * Cores and the 1-minute load average before a benchmark starts: both benchmarks share the CPU with
 * whatever else runs (tests, builds), and a busy host lowers every figure.
 */
export function hostNote(): string {
  const cores = availableParallelism();
  const load = loadavg()[0]!;
  const busy = load > cores * 0.5;
  return `host: ${cores} cores, load average ${load.toFixed(2)}${busy ? ' — BUSY: other work is running, figures will be lower and noisier' : ''}`;
}
