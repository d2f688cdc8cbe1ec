// The arithmetic of the benchmark: medians of rounds, percentiles of latencies, ratios, and the
// order A and B take in each round. Pure; unit-tested in stats.test.ts.

/** The median of a list (the mean of the two middle values for an even count); NaN when empty. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The q-quantile (0 < q ≤ 1) by the nearest-rank method: the smallest value with q of them at or below it. */
export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** a / b, NaN when b is not a positive number. */
export const ratio = (a: number, b: number): number => (b > 0 && Number.isFinite(a) ? a / b : NaN);

/**
 * The sides in the order round `round` (0-based) runs them: A first in even rounds, B first in odd
 * ones, so neither side always runs on a machine the other one just warmed up or loaded.
 */
export function interleave<T>(round: number, sides: readonly T[]): T[] {
  return round % 2 === 0 ? [...sides] : [...sides].reverse();
}

/** The median of each key across rounds: [{rps: 1}, {rps: 3}, {rps: 2}] → {rps: 2}. */
export function medianOf<K extends string>(rounds: Record<K, number>[]): Record<K, number> {
  const keys = Object.keys(rounds[0] ?? {}) as K[];
  return Object.fromEntries(keys.map((k) => [k, median(rounds.map((r) => r[k]))])) as Record<K, number>;
}

/** A number for the table: thousands grouped, `digits` decimals, "—" when unknown. */
export function fmt(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return "—";
  return value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A ratio for the table: "0.37×". */
export const fmtRatio = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(2)}×` : "—");

/** A signed difference in milliseconds: "+5 ms", "−1 ms". */
export function fmtDelta(ms: number): string {
  if (!Number.isFinite(ms)) return "—";
  const rounded = Math.round(ms * 10) / 10;
  const text = Math.abs(rounded) >= 10 ? Math.abs(Math.round(rounded)).toString() : Math.abs(rounded).toFixed(1);
  return `${rounded < 0 ? "−" : "+"}${text} ms`;
}
