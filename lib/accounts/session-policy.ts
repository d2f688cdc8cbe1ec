// The session's clock rules, pure so they can be tested without cookies or a request.

/** A session ends after 30 minutes without activity, and 12 hours after sign-in whatever happens. */
export const IDLE_MS = 30 * 60_000;
export const ABSOLUTE_MS = 12 * 3600_000;
/**
 * Activity is written to the session's row at most this often, so a session ends between
 * IDLE_MS − TOUCH_MS and IDLE_MS (27 to 30 minutes) after its last request: never later than
 * IDLE_MS.
 */
export const TOUCH_MS = IDLE_MS / 10;

export type SessionClock = { issuedAt?: number; lastSeenAt?: number };

/**
 * What to do with a session at `now`: "none" (nothing usable in it), "expired" (clear it),
 * "live" (use it as is) or "touch" (use it and record the activity).
 */
export function sessionVerdict(clock: SessionClock, now: number): "none" | "expired" | "live" | "touch" {
  const { issuedAt, lastSeenAt } = clock;
  if (!Number.isFinite(issuedAt) || !Number.isFinite(lastSeenAt)) return "none";
  const issued = issuedAt as number;
  const seen = lastSeenAt as number;
  // A time from the future would let a session outlive its limits: a clock that went back, or tampering.
  if (issued > now || seen > now || seen < issued) return "expired";
  if (now - issued > ABSOLUTE_MS || now - seen > IDLE_MS) return "expired";
  return now - seen > TOUCH_MS ? "touch" : "live";
}
