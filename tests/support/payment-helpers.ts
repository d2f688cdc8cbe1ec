// Shared steps of the payment route tests: debts queried through the app, payments made through
// its routes, and what the sandbox saw (its control API), never the app's internals.
import { randomInt } from "node:crypto";
import { expect } from "vitest";
import { newIdempotencyKey, sandboxControl, type ApiClient, providerRequests } from "./api-client";
import { confirming } from "./second-look";

export const EDENOR = { companyCode: "AR-S-0003", modalityId: "64efa683-7502-42a8-afcc-d9f8e2b6eab3" };
/** MOVISTAR AR: a 10-digit number (BA1); product 1 OPEN 100..5000, product 2 FIXED 500/1000/2000/5000. */
export const MOVISTAR = { companyCode: "AR-R-0001", identifierName: "BA1" };
/** Netflix AR: card 1 is CLOSED at 5000. */
export const NETFLIX = { companyCode: "AR-G-0001", productId: "1", amount: 5000 };

export const NO_FAULTS = {
  latencyMs: 0, errorRate: 0, errorPaths: [], dropCallbacks: false, duplicateCallbacks: 0, outOfOrderCallbacks: false, tokenTtlSeconds: null, statusNotFoundForMs: 0,
};

export type Debt = { debtId: string; amount: number | null; minAmount: number; maxAmount: number; amountType: string; expired: boolean };
export type Operation = {
  id: string; kind: string; status: string; statusReason: string | null; statusReasonCode: string | null; amount: number; currency: string;
  externalPaymentId: string; hasPin: boolean; companyCode: string; companyName: string;
  pin?: { masked: string | null; shown: boolean } | null;
  receipt?: { ticket: string[]; additionalData: Record<string, unknown> | null; readAt: string } | null;
  events?: { from: string | null; to: string; source: string; at: string }[];
  identifiers?: { identifierName: string; identifierValue: string; label?: string | null }[];
};

/** Ten digits, unique enough per test, ending in the sandbox test value `lastDigit`. */
export const testNumber = (lastDigit: number) => `${randomInt(100_000_000, 999_999_999)}${lastDigit}`;

/** The debts of a fresh EDENOR client number ending in `lastDigit`, queried through POST /api/bills/debts. */
export async function queryDebts(client: ApiClient, lastDigit: number): Promise<Debt[]> {
  const response = await client.post("/api/bills/debts", {
    ...EDENOR,
    queryData: [{ identifierName: "clientNumber", identifierValue: testNumber(lastDigit) }],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.debts as Debt[];
}

export async function queryDebt(client: ApiClient, lastDigit: number): Promise<Debt> {
  const [debt] = await queryDebts(client, lastDigit);
  if (!debt) throw new Error(`no debt for test value ${lastDigit}`);
  return debt;
}

type Body = Record<string, unknown>;
const withKey = (key: string | null): Record<string, string> => (key === null ? {} : { "idempotency-key": key });

/** A payment as the checkout makes it (a second look asked for is confirmed with the password). */
const pay = (client: ApiClient, path: string, body: Body, key: string | null) => confirming(client, "POST", path, body, withKey(key));

export function payBill(client: ApiClient, body: Body, key: string | null = newIdempotencyKey()) {
  return pay(client, "/api/bills/payments", body, key);
}

export const billBody = (debt: Debt, extra: Body = {}): Body => ({
  debtId: debt.debtId, amount: debt.amount ?? debt.minAmount, paymentMethod: "ACCOUNT", ...extra,
});

export function buyTopUp(client: ApiClient, body: Body, key: string | null = newIdempotencyKey()) {
  return pay(client, "/api/topups", body, key);
}

export const topUpBody = (lastDigit: number, extra: Body = {}): Body => ({
  ...MOVISTAR, productId: "1", amount: 150, identifierValue: testNumber(lastDigit), paymentMethod: "DEBIT", ...extra,
});

export function buyGiftCard(client: ApiClient, body: Body = { ...NETFLIX, paymentMethod: "CREDIT" }, key: string | null = newIdempotencyKey()) {
  return pay(client, "/api/gift-cards", body, key);
}

export async function getOperation(client: ApiClient, id: string): Promise<Operation> {
  const response = await client.get(`/api/operations/${id}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.operation as Operation;
}

/** Polls GET /api/operations/{id} until `done` holds (callbacks and the reconciler act after the answer). */
export async function waitForOperation(
  client: ApiClient, id: string, done: (op: Operation) => boolean, timeoutMs = 15_000,
): Promise<Operation> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const op = await getOperation(client, id);
    if (done(op)) return op;
    if (Date.now() > deadline) throw new Error(`operation ${id} did not settle in ${timeoutMs} ms: ${JSON.stringify(op)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every operation the sandbox holds with this externalPaymentId. */
export async function sandboxOperations(externalPaymentId: string): Promise<{ status: string; operationId: string }[]> {
  const { operations } = await sandboxControl<{ operations: { externalPaymentId: string; status: string; operationId: string }[] }>(
    "/operations",
  );
  return operations.filter((op) => op.externalPaymentId === externalPaymentId);
}


/**
 * Asserts that `action` reaches the provider zero times. Other tests' operations may be read by
 * the reconciler at any moment, so a window with traffic is measured again (up to 5 times); an
 * action that does call the provider shows up in every window and fails.
 */
export async function expectNoProviderCall<T>(action: () => Promise<T>): Promise<T> {
  let last: { result: T; calls: number } | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = await providerRequests();
    const result = await action();
    last = { result, calls: (await providerRequests()) - before };
    if (last.calls === 0) return result;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  expect(last?.calls, "provider requests during the action").toBe(0);
  return last!.result;
}

/** Runs `run` with sandbox faults on, and always turns them off again. */
export async function withFaults<T>(faults: Record<string, unknown>, run: () => Promise<T>): Promise<T> {
  await sandboxControl("/faults", faults);
  try {
    return await run();
  } finally {
    await sandboxControl("/faults", NO_FAULTS);
  }
}
