// How busy this instance is with requests, for background work that should let answers go first.

type WithServer = typeof globalThis & { __saldoRequestsWaiting?: () => number };

/**
 * Requests accepted but not started yet: the server (server.mjs) starts a few each turn of the
 * event loop, so in a burst most wait there, unseen by the handlers. 0 when the app runs without
 * that server (tests, `next dev`).
 */
export function requestsWaiting(): number {
  return (globalThis as WithServer).__saldoRequestsWaiting?.() ?? 0;
}
