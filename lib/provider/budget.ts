// The time budget of one read: a person waiting on a debt query should wait at most the budget
// (PROVIDER_READ_BUDGET_MS), not three full timeouts and their back-offs. Pure, so the arithmetic
// is tested on its own (budget.test.ts).

/**
 * A retry needs at least this long for its answer (or the whole per-try timeout when that is
 * shorter): a provider that answers at all answers well within it, and a shorter try would only
 * add to the wait before the same error.
 */
export const MIN_RETRY_MS = 2_000;

/**
 * How long the next try may wait for its answer, or null when it should not start: the per-try
 * timeout capped by what is left of the budget, and no retry with less than MIN_RETRY_MS left.
 */
export function tryTimeoutMs(leftMs: number, timeoutMs: number, retry: boolean): number | null {
  if (leftMs <= 0) return null;
  if (retry && leftMs < Math.min(MIN_RETRY_MS, timeoutMs)) return null;
  // Whole milliseconds: AbortSignal.timeout refuses a fraction, and back-offs are jittered.
  return Math.floor(Math.min(timeoutMs, leftMs));
}
