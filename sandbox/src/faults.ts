// Faults injected through the control API (POST /_sandbox/faults). Reset restores these defaults.

export type Faults = {
  /** Added before every provider response. */
  latencyMs: number;
  /** When non-empty, latencyMs applies only to paths that start with one of these. */
  latencyPaths: string[];
  /** Share (0..1) of provider requests answered 500 XCX05060 before they do anything. */
  errorRate: number;
  /** When non-empty, errorRate applies only to paths that start with one of these. */
  errorPaths: string[];
  /** Callbacks are logged as dropped and never delivered. */
  dropCallbacks: boolean;
  /** Extra copies sent of every callback delivery. */
  duplicateCallbacks: number;
  /** Callbacks are delivered before the payment's own HTTP response is sent. */
  outOfOrderCallbacks: boolean;
  /** Lifetime of tokens issued from now on, in seconds (null: the configured TTL). */
  tokenTtlSeconds: number | null;
  /**
   * Status reads answer 404 XOP04404 for an operation younger than this (ms): a provider that has
   * accepted a payment but does not show it yet, as behind a lagging replica or a slow queue.
   */
  statusNotFoundForMs: number;
  /**
   * Payments answered as processing stay processing, with no callback, until
   * POST /_sandbox/settlements/release settles them: the moment between the provider's acceptance
   * and its result, held open so a test can change the world (the wallet) inside it.
   */
  holdSettlements: boolean;
  /**
   * Each write of the sandbox's state to its data folder waits this long before it starts (ms): a
   * slow disk, so that a test can read, or kill the sandbox, while a write is under way.
   */
  stateWriteDelayMs: number;
};

export const defaultFaults = (): Faults => ({
  latencyMs: 0,
  latencyPaths: [],
  errorRate: 0,
  errorPaths: [],
  dropCallbacks: false,
  duplicateCallbacks: 0,
  outOfOrderCallbacks: false,
  tokenTtlSeconds: null,
  statusNotFoundForMs: 0,
  holdSettlements: false,
  stateWriteDelayMs: 0,
});

/** The latency of a request to `path` (0 when latencyPaths leaves it out). */
export function latencyFor(faults: Faults, path: string): number {
  if (faults.latencyPaths.length > 0 && !faults.latencyPaths.some((p) => path.startsWith(p))) return 0;
  return faults.latencyMs;
}

export function shouldInjectError(faults: Faults, path: string, roll: number): boolean {
  if (faults.errorRate <= 0) return false;
  if (faults.errorPaths.length > 0 && !faults.errorPaths.some((p) => path.startsWith(p))) {
    return false;
  }
  return roll < faults.errorRate;
}
