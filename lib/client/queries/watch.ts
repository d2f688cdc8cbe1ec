// How often a page reads an in-flight operation again while its live stream is down: soon at first
// (a callback usually settles a payment within seconds), then less and less often, at most every
// 15 s (one the provider has not settled in a minute waits for the reconciler, which asks every few
// minutes). The count starts again when the page is opened or comes back into view (follow-rows.ts).

export const WATCH_FIRST_MS = 1_000;
export const WATCH_GROWTH = 1.5;
export const WATCH_MAX_MS = 15_000;

/**
 * The wait before the next read, after `reads` reads since the page started watching:
 * 1 s, 1.5 s, 2.25 s, 3.4 s, 5.1 s, 7.6 s, 11.4 s, then 15 s.
 */
export function watchDelayMs(reads: number): number {
  const n = Number.isNaN(reads) ? 0 : Math.max(0, Math.floor(reads));
  return Math.min(WATCH_MAX_MS, Math.round(WATCH_FIRST_MS * WATCH_GROWTH ** n));
}
