/** The value below which `p` percent of the sorted samples fall (nearest rank). */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** The median of each numeric field over several runs (fields are independent medians). */
export function medianOf<T extends Record<string, number>>(runs: T[]): T {
  const first = runs[0];
  if (!first) throw new Error('no runs to summarise');
  const result: Record<string, number> = {};
  for (const key of Object.keys(first)) result[key] = median(runs.map((run) => run[key] ?? NaN));
  return result as T;
}
