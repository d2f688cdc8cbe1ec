// How an accepted payment reaches its final state: the wallet is debited, the bill is marked paid
// (or released when the payment fails), a schedulable bill joins the agenda, and the client is
// called back — unless the test value says the callback is lost.
import { findServiceCompany } from "./catalog";
import { resumeDelivery, sendCallback } from "./callbacks";
import type { SandboxConfig } from "./config";
import { upsertAdhesion } from "./agenda";
import { roundMoney } from "./ids";
import { CALLBACK_PATH, callbackPayload, type Operation } from "./operations";
import type { SandboxState } from "./state";
import { debit } from "./wallet";

const FAILURE = {
  bill: "El ente recaudador rechazó el pago",
  topup: "El operador rechazó la recarga: número inválido o línea suspendida",
  giftcard: "No se pudo emitir la tarjeta de regalo",
} as const;

function applyToBill(state: SandboxState, op: Operation): void {
  if (!op.debt) return;
  const account = state.accounts.get(op.debt.accountKey);
  const bill = account?.bills[op.debt.billIndex];
  if (!account || !bill) return;
  bill.reserved = roundMoney(bill.reserved - op.amount, account.currency);
  if (op.status !== "confirmed") return;
  bill.paid = roundMoney(bill.paid + op.amount, account.currency);
  const company = findServiceCompany(op.companyCode);
  const modality = company?.modalities.find((m) => m.modalityId === op.debt?.modalityId);
  if (modality?.isSchedulable && op.externalClientId) {
    upsertAdhesion(state, {
      externalClientId: op.externalClientId,
      modalityId: modality.modalityId,
      serviceIdentifier: account.identifier,
      companyCode: op.companyCode,
      alias: null,
    });
  }
}

/** Moves a processing operation to its final state. Idempotent: a final operation is left alone. */
export function finalize(state: SandboxState, op: Operation): void {
  if (op.status !== "processing") return;
  const paid = op.outcome !== "fail" && debit(state.wallets, op, state.operations.values());
  op.status = paid ? "confirmed" : "failed";
  op.statusDescription = paid
    ? "Operación confirmada"
    : op.outcome === "fail" ? FAILURE[op.kind] : "Saldo insuficiente en la billetera del cliente";
  op.updatedAt = state.clock.iso();
  applyToBill(state, op);
}

/** Sends the result callback of a final operation, after `delayMs`. */
export function notifyResult(
  state: SandboxState, config: SandboxConfig, op: Operation, delayMs: number,
): Promise<void> {
  if (op.outcome === "confirm-without-callback") return Promise.resolve();
  return sendCallback(state, config, CALLBACK_PATH[op.kind], callbackPayload(op), delayMs);
}

/**
 * Settles an operation answered as processing. Normally after the callback delay; in
 * out-of-order mode at once, with the callback delivered before the caller sends its answer.
 */
export async function settleLater(state: SandboxState, config: SandboxConfig, op: Operation) {
  if (state.faults.holdSettlements) {
    state.heldSettlements.push(op);
    return;
  }
  if (state.faults.outOfOrderCallbacks) {
    finalize(state, op);
    await notifyResult(state, config, op, 0);
    return;
  }
  op.settlesAt = Date.now() + config.callbackDelayMs;
  settleAt(state, config, op);
}

function settleAt(state: SandboxState, config: SandboxConfig, op: Operation): void {
  state.later(Math.max(0, (op.settlesAt ?? 0) - Date.now()), async () => {
    finalize(state, op);
    // A status read may show the result at once: it must not settle again, perhaps otherwise
    // (the wallet moved), after a restart.
    await state.persist();
    await notifyResult(state, config, op, 0);
  });
}

/**
 * After a restart, what was under way goes on: payments still processing settle when they were
 * due (at once when that moment passed while the sandbox was down), held ones stay held, and
 * callbacks still owed are sent.
 */
export function resumePending(state: SandboxState, config: SandboxConfig): void {
  const held = new Set(state.heldSettlements);
  for (const op of state.operations.values()) {
    if (op.status === "processing" && op.settlesAt !== undefined && !held.has(op)) settleAt(state, config, op);
  }
  for (const record of state.callbacks) resumeDelivery(record, state, config);
}

/** Settles every payment held by faults.holdSettlements now, each called back as usual; how many. */
export function releaseHeld(state: SandboxState, config: SandboxConfig): number {
  const held = state.heldSettlements.splice(0);
  for (const op of held) {
    finalize(state, op);
    void notifyResult(state, config, op, 0);
  }
  return held.length;
}
