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
  /** When (ms since the epoch) the next attempt is due; null once delivered or given up. */
  nextAttemptAt: number | null;
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

/** Attempts are written down as they happen; one lost to a kill only means the callback is sent again. */
function remember(state: SandboxState): void {
  state.persist().catch((error: unknown) => console.error("sandbox: cannot write its state", error));
}

/** One attempt now; on failure the next one is scheduled with doubling back-off. */
async function deliver(record: CallbackRecord, state: SandboxState, config: SandboxConfig) {
  if (!state.callbacks.includes(record)) return; // the sandbox was reset meanwhile
  const n = record.attempts.length;
  const delivered = await attempt(record, config);
  if (!state.callbacks.includes(record)) return;
  record.delivered = delivered;
  record.nextAttemptAt = delivered || n + 1 >= MAX_ATTEMPTS ? null : Date.now() + config.callbackRetryBaseMs * 2 ** n;
  schedule(record, state, config);
  remember(state);
}

function schedule(record: CallbackRecord, state: SandboxState, config: SandboxConfig): void {
  if (record.nextAttemptAt === null) return;
  state.later(Math.max(0, record.nextAttemptAt - Date.now()), () => deliver(record, state, config));
}

/** After a restart: a callback still owed goes out when it was due (at once if that has passed). */
export function resumeDelivery(record: CallbackRecord, state: SandboxState, config: SandboxConfig): void {
  if (!record.dropped && !record.delivered) schedule(record, state, config);
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
  const rounds: CallbackRecord[] = [];
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
      nextAttemptAt: faults.dropCallbacks ? null : Date.now() + Math.max(0, delayMs),
    };
    state.callbacks.push(record);
    if (record.dropped) continue;
    if (delayMs <= 0) rounds.push(record);
    else schedule(record, state, config);
  }
  // A callback sent now is one the provider owes: written down before it goes out, so a restart
  // sends it again rather than forgetting it (a delayed one is written with the answer that
  // scheduled it).
  if (rounds.length > 0) await state.persist();
  await Promise.all(rounds.map((record) => deliver(record, state, config)));
}
