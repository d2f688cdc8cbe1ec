// Delivers result callbacks to the client (docs/provider/api-spec.md §4.10, docs/provider/notes.md
// §2.7 and §6): a first attempt after SANDBOX_CALLBACK_DELAY_MS, then up to 3 retries with doubling
// back-off until the client answers 200. Every attempt is logged for GET /_sandbox/callbacks.
import { createHmac } from "node:crypto";
import type { SandboxConfig } from "./config";
import { uuid } from "./ids";
import type { SandboxState } from "./state";

export type CallbackPath = "/confirm-payment" | "/confirmPayment" | "/confirm-gift-card";

export type DeliveryAttempt = { at: string; status: number | null; error: string | null };

export type CallbackRecord = {
  id: string;
  url: string;
  path: CallbackPath;
  operationId: string;
  externalPaymentId: string;
  status: string;
  body: string;
  createdAt: string;
  copy: number;
  dropped: boolean;
  delivered: boolean;
  attempts: DeliveryAttempt[];
};

const MAX_ATTEMPTS = 4;
const ATTEMPT_TIMEOUT_MS = 5000;

/**
 * The raw body with its hash: HMAC-SHA256 (hex) of the JSON serialised with `"hash":""`, then
 * written into that same place. Without a secret the hash is null.
 */
export function signBody(payload: Record<string, unknown>, secret: string | null): string {
  if (!secret) return JSON.stringify({ ...payload, hash: null });
  const blank = JSON.stringify({ ...payload, hash: "" });
  const hash = createHmac("sha256", secret).update(blank).digest("hex");
  return blank.replace('"hash":""', `"hash":"${hash}"`);
}

async function attempt(record: CallbackRecord, config: SandboxConfig): Promise<boolean> {
  const at = new Date().toISOString();
  try {
    const response = await fetch(record.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-api-key": config.callbackApiKey,
        "x-authorization-token": config.callbackToken,
      },
      body: record.body,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    record.attempts.push({ at, status: response.status, error: null });
    return response.status === 200;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    record.attempts.push({ at, status: null, error: message });
    return false;
  }
}

/** One attempt now; on failure the next one is scheduled with doubling back-off. */
async function deliver(record: CallbackRecord, state: SandboxState, config: SandboxConfig, n = 0) {
  if (!state.callbacks.includes(record)) return; // the sandbox was reset meanwhile
  if (await attempt(record, config)) {
    record.delivered = true;
    return;
  }
  if (n + 1 < MAX_ATTEMPTS) {
    state.later(config.callbackRetryBaseMs * 2 ** n, () => deliver(record, state, config, n + 1));
  }
}

/**
 * Queues the callback of an operation that reached a final state. With no delay (out-of-order
 * mode) it resolves after the first attempt, so the caller can answer the payment afterwards.
 */
export async function sendCallback(
  state: SandboxState,
  config: SandboxConfig,
  path: CallbackPath,
  payload: Record<string, unknown> & { operationId: string; externalPaymentId: string; status: string },
  delayMs: number,
): Promise<void> {
  const { faults } = state;
  const body = signBody(payload, config.callbackHashSecret);
  const copies = 1 + faults.duplicateCallbacks;
  const rounds: Promise<void>[] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    const record: CallbackRecord = {
      id: uuid(),
      url: `${config.callbackUrl}${path}`,
      path,
      operationId: payload.operationId,
      externalPaymentId: payload.externalPaymentId,
      status: payload.status,
      body,
      createdAt: state.clock.iso(),
      copy,
      dropped: faults.dropCallbacks,
      delivered: false,
      attempts: [],
    };
    state.callbacks.push(record);
    if (record.dropped) continue;
    if (delayMs <= 0) rounds.push(deliver(record, state, config));
    else state.later(delayMs, () => deliver(record, state, config));
  }
  await Promise.all(rounds);
}
