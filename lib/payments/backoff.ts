import "server-only";

// When the reconciler looks at an in-flight operation again (docs/provider/notes.md §3: 30 s, 30 s,
// 60 s, 120 s, 180 s, then every 300 s; give up at 30 min). `scale` shrinks it all for tests.

const SCHEDULE_S = [30, 30, 60, 120, 180] as const;
const EVERY_S = 300;
const GIVE_UP_S = 30 * 60;

/** The scale of an environment: RECONCILE_BASE_DELAY_MS against the provider's 30 s. */
export const scaleOf = (baseDelayMs: number) => baseDelayMs / 30_000;

/** The wait before check number `attempt` (0 = the first one after the operation went in flight). */
export function checkDelayMs(attempt: number, scale: number): number {
  const seconds = SCHEDULE_S[Math.max(0, attempt)] ?? EVERY_S;
  return Math.round(seconds * 1000 * scale);
}

/** How long the reconciler keeps asking before it hands the operation to a person. */
export const giveUpAfterMs = (scale: number) => Math.round(GIVE_UP_S * 1000 * scale);

export function nextCheckAt(attempt: number, scale: number, now = new Date()): Date {
  return new Date(now.getTime() + checkDelayMs(attempt, scale));
}
