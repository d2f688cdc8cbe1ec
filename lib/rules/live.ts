// Live status, shared by the server's event streams and the pages that follow them.

/** How many operations one stream may follow (a page of history is 20). */
export const LIVE_MAX_IDS = 50;

/** A version of an operation as the streams number it: its last change, in milliseconds. */
export const liveVersion = (op: { updatedAt: string }) => String(Date.parse(op.updatedAt));

/** Whether `version` is newer than what the client has (`known`); anything unreadable counts as news. */
export const isNewer = (version: string, known: string | null | undefined) => !(Number(version) <= Number(known ?? ""));

/**
 * Nothing more will change on the page: failed, or confirmed with its receipt (read from the
 * provider just after the confirmation). A list row has no receipt: confirmed is enough there.
 */
export const liveDone = (op: { status: string; receipt?: unknown }) =>
  op.status === "failed" || (op.status === "confirmed" && op.receipt !== null);

/** Waits before opening a broken stream again: 1 s, 2 s, 4 s, … at most 30 s. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelayMs(failures: number): number {
  const n = Number.isFinite(failures) ? Math.max(0, Math.floor(failures)) : 0;
  return Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.min(n, 15));
}
