// The chaos suite's customers: payments of the three kinds made through the app's routes, spread
// over the live instances, some sent twice at once or replayed with the same Idempotency-Key, and
// every answer (or the lack of one) recorded for the figures.
import { randomInt, randomUUID } from "node:crypto";
import type { ChaosUser } from "./chaos-client";

export type Kind = "bill" | "topup" | "giftcard";
/** single: one request; concurrent: the same key to two instances at once; replay: again after the answer. */
export type Mode = "single" | "concurrent" | "replay";
export type Instance = { name: string; url: string };

/** One request of a payment: the answer's status (null: none came) and the operation it named. */
export type Attempt = { instance: string; status: number | null; operationId?: string; externalPaymentId?: string; error?: string };

export type Intent = {
  n: number;
  phase: string;
  kind: Kind;
  /** The sandbox test value (last digit of the bill's client number or the phone number). */
  digit: number | null;
  identifier: string | null;
  key: string;
  mode: Mode;
  /** Set when the debt query got no usable answer, so no payment was tried. */
  debtError?: string;
  attempts: Attempt[];
};

const EDENOR = { companyCode: "AR-S-0003", modalityId: "64efa683-7502-42a8-afcc-d9f8e2b6eab3" };
const MOVISTAR = { companyCode: "AR-R-0001", identifierName: "BA1", productId: "1", amount: 150 };
const NETFLIX = { companyCode: "AR-G-0001", productId: "1", amount: 5000 };
const PATHS: Record<Kind, string> = { bill: "/api/bills/payments", topup: "/api/topups", giftcard: "/api/gift-cards" };
const BILL_DIGITS = [1, 2, 3, 4, 5];
const TOPUP_DIGITS = [1, 0, 5, 2];

type Debt = { debtId: string; amount: number | null; minAmount: number; amountType: string; expired: boolean };
/** A payment route's answer: the operation, or an error that names the operation it failed in. */
type PaymentAnswer = { operation?: { id: string; externalPaymentId: string }; error?: { details?: { operationId?: string } } } | null;

/** Intent `n`: half bills (test values 1–5), a third top-ups (1, 0, 5, 2), a sixth gift cards. */
export function planIntent(n: number, phase: string): Intent {
  const slot = n % 6;
  const kind: Kind = slot < 3 ? "bill" : slot < 5 ? "topup" : "giftcard";
  const round = Math.floor(n / 6);
  const digit = kind === "bill" ? BILL_DIGITS[(round * 3 + slot) % 5]! : kind === "topup" ? TOPUP_DIGITS[(round * 2 + slot - 3) % 4]! : null;
  const mode: Mode = n % 10 === 3 ? "concurrent" : n % 10 === 7 ? "replay" : "single";
  const identifier = digit === null ? null : `${randomInt(100_000_000, 999_999_999)}${digit}`;
  return { n, phase, kind, digit, identifier, key: randomUUID(), mode, attempts: [] };
}

/** A request that got no answer, or a 5xx: the client cannot tell what happened. */
export const isClientError = (a: Attempt) => a.status === null || a.status >= 500;

export type Router = { next(): Instance; other(than: Instance): Instance };

async function paymentBody(intent: Intent, user: ChaosUser, router: Router): Promise<Record<string, unknown> | null> {
  if (intent.kind === "giftcard") return { ...NETFLIX, paymentMethod: "CREDIT" };
  if (intent.kind === "topup") return { ...MOVISTAR, identifierValue: intent.identifier, paymentMethod: "DEBIT" };
  const query = { ...EDENOR, queryData: [{ identifierName: "clientNumber", identifierValue: intent.identifier }] };
  // A user whose debt query fails tries once more before giving up on paying.
  let lastError = "";
  for (let tries = 0; tries < 2; tries++) {
    try {
      const answer = await user.request(router.next().url, "POST", "/api/bills/debts", query);
      const debt = answer.status === 200 ? (answer.body as { debts: Debt[] }).debts.find((d) => !d.expired) : undefined;
      if (debt) return { debtId: debt.debtId, amount: debt.amountType === "OPEN" ? debt.minAmount : debt.amount, paymentMethod: "ACCOUNT" };
      lastError = `debts ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;
    } catch (error) {
      lastError = `debts: ${String(error)}`;
    }
  }
  intent.debtError = lastError;
  return null;
}

/** A payment route's refusal that asks for a second look: the confirmation to answer. */
const askedFor = (status: number, body: unknown): string | null => {
  const error = (body as { error?: { code?: string; details?: { confirmationId?: string } } } | null)?.error;
  return status === 403 && error?.code === "CONFIRMATION_REQUIRED" ? (error.details?.confirmationId ?? null) : null;
};

async function send(intent: Intent, user: ChaosUser, instance: Instance, body: Record<string, unknown>): Promise<Attempt> {
  try {
    const path = PATHS[intent.kind];
    let answer = await user.request(instance.url, "POST", path, body, { "idempotency-key": intent.key });
    // A first payment to an account asks for a second look: the customer confirms with the
    // password and sends the same payment again with the confirmation (lib/accounts/confirmations.ts).
    const asked = askedFor(answer.status, answer.body);
    if (asked) {
      const confirmed = await user.request(instance.url, "POST", `/api/me/confirmations/${asked}`, { password: user.password });
      if (confirmed.status !== 200) return { instance: instance.name, status: confirmed.status, error: `confirming: ${JSON.stringify(confirmed.body).slice(0, 160)}` };
      answer = await user.request(instance.url, "POST", path, body, { "idempotency-key": intent.key, "saldo-confirmation": asked });
    }
    const answered = answer.body as PaymentAnswer;
    const op = answered?.operation;
    const refusedId = answered?.error?.details?.operationId;
    const attempt: Attempt = { instance: instance.name, status: answer.status, operationId: op?.id ?? refusedId, externalPaymentId: op?.externalPaymentId };
    if (!op && !refusedId) attempt.error = JSON.stringify(answer.body).slice(0, 200);
    return attempt;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return { instance: instance.name, status: null, error: `${String(error)}${cause}` };
  }
}

/**
 * Makes one payment as a customer would: the debt query first for a bill, then the payment with
 * its Idempotency-Key; a customer whose request got no answer retries it with the same key
 * (every other one; the rest walk away not knowing what happened).
 */
export async function runIntent(intent: Intent, user: ChaosUser, router: Router): Promise<void> {
  const body = await paymentBody(intent, user, router);
  if (!body) return;
  const first = router.next();
  if (intent.mode === "concurrent") {
    intent.attempts.push(...(await Promise.all([send(intent, user, first, body), send(intent, user, router.other(first), body)])));
  } else {
    intent.attempts.push(await send(intent, user, first, body));
    if (intent.mode === "replay") intent.attempts.push(await send(intent, user, router.other(first), body));
  }
  if (intent.attempts.every(isClientError) && intent.n % 2 === 0) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    intent.attempts.push(await send(intent, user, router.next(), body));
  }
}
