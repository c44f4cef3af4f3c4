/**
 * Latency figures shared by the backend benchmarks: one nearest-rank rule, so that a p95 in one
 * table means what it means in another.
 */

/** The nearest-rank percentile of values sorted ascending; 0 when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

/** p50, p95 and max of latencies in any order (the input is not changed). */
export function summarizeLatencies(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 };
}
