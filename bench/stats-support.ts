/** Figures the benchmarks print: percentiles (nearest rank) of timings in milliseconds. */

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of an ascending list (p in 0..100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? Number.NaN };
}

export const median = (values: readonly number[]): number => percentile([...values].sort((a, b) => a - b), 50);

export const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;

export const ms = (value: number): string => `${value.toFixed(1).padStart(7)} ms`;

export const ratio = (value: number): string => value.toFixed(2);
