// Shared setup of the callback route tests: operations made through the app's own payment routes,
// and callbacks sent the way the provider sends them (credentials, HMAC hash over the raw body).
import { createHmac } from "node:crypto";
import { expect } from "vitest";
import { PASSWORD } from "./auth-helpers";
import { ApiClient, sandboxControl, signedUpUser, type ApiResponse } from "./api-client";
import { TEST_SECRETS } from "./secrets";
import { billBody, getOperation, payBill, queryDebt, type Operation } from "./payment-helpers";
import { routeServers } from "./route-servers";

/** Status reads fail, so nothing but a callback can settle an operation while this is on. */
export const STATUS_READS_FAIL = {
  errorRate: 1,
  errorPaths: ["/services/operation", "/recharge/operation", "/subscriptions/operation"],
};

/** A bill of the sandbox scenario `lastDigit`, queried and paid through the app's routes. */
export async function paidBill(client: ApiClient, lastDigit: number): Promise<Operation> {
  const paid = await payBill(client, billBody(await queryDebt(client, lastDigit)));
  expect([201, 202], JSON.stringify(paid.body)).toContain(paid.status);
  return paid.body.operation as Operation;
}

/** A processing bill that only a callback can settle (value 5, status reads failing). */
export async function waitingBill(prefix: string): Promise<{ user: ApiClient; op: Operation }> {
  await sandboxControl("/faults", STATUS_READS_FAIL);
  const user = await signedUpUser(prefix);
  const op = await paidBill(user, 5);
  expect(op.status).toBe("processing");
  return { user, op };
}

/** The operation's status and audit trail: what must not move when a callback is refused. */
export async function snapshot(client: ApiClient, id: string) {
  const op = await getOperation(client, id);
  return { status: op.status, events: op.events };
}

/** The JSON the provider would send, signed as sandbox/README.md "Hash" says. */
export function signed(payload: Record<string, unknown>, secret: string = TEST_SECRETS.callbackHashSecret): string {
  const blank = JSON.stringify({ ...payload, hash: "" });
  const hash = createHmac("sha256", secret).update(blank).digest("hex");
  return blank.replace('"hash":""', `"hash":"${hash}"`);
}

type Paying = Pick<Operation, "externalPaymentId"> & Partial<Pick<Operation, "companyCode" | "amount">>;

/**
 * A bill result about `op`: its company and amount (a callback that differs from its operation
 * changes nothing); no externalClientId unless `extra` gives one (the user's id).
 */
export function billResult(op: Paying, status: "confirmed" | "failed", extra: Record<string, unknown> = {}) {
  return {
    externalPaymentId: op.externalPaymentId,
    operationId: `prov-${op.externalPaymentId.slice(0, 8)}`,
    status,
    additionalData: [{ providerOperationId: "977", operationNumber: "12", securityCode: "AB12" }],
    companyCode: op.companyCode ?? "AR-S-0003",
    companyName: "EDENOR",
    amount: op.amount ?? 100,
    type: "SERVICE",
    ...extra,
  };
}

export const GOOD_HEADERS = { "x-api-key": TEST_SECRETS.callbackApiKey, "x-authorization-token": TEST_SECRETS.callbackToken };

/** `{ status: "Confirm" }` when accepted, the error contract otherwise (the other field is then empty). */
export type CallbackAnswer = { status: string; error: { code: string; message: string; details: Record<string, string[]> } };

/** POSTs a raw body to a callback path, as the provider does: no cookie, no Origin. */
export async function sendCallback(
  path: string, body: string, headers: Record<string, string> = GOOD_HEADERS, appUrl: string = routeServers().appUrl,
): Promise<ApiResponse<CallbackAnswer>> {
  const response = await fetch(`${appUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: response.status, body: parsed as CallbackAnswer, headers: response.headers };
}

/** The operator: OPERATOR_EMAILS in the suite's app. Signs up once, then signs in. */
export async function operator(): Promise<ApiClient> {
  const email = "ops@saldo.test";
  try {
    return await signedUpUser("ops", email);
  } catch {
    const client = new ApiClient();
    const response = await client.post("/api/auth/sign-in", { email, password: PASSWORD });
    expect(response.status).toBe(200);
    return client;
  }
}

export type OperatorCallback = { path: string; verified: boolean; outcome: string; detail: string | null; rawBody: string; operationId: string | null };

export async function callbacksFor(ops: ApiClient, externalPaymentId: string): Promise<OperatorCallback[]> {
  const response = await ops.get(`/api/operator/callbacks?externalPaymentId=${encodeURIComponent(externalPaymentId)}&limit=100`);
  expect(response.status).toBe(200);
  return response.body.callbacks as OperatorCallback[];
}

/**
 * The callbacks stored for a payment once every one of them has been applied: callbacks are
 * answered as soon as they are stored and applied right after, off the request.
 */
export async function appliedCallbacks(ops: ApiClient, externalPaymentId: string, atLeast = 1, timeoutMs = 15_000): Promise<OperatorCallback[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const received = await callbacksFor(ops, externalPaymentId);
    if (received.length >= atLeast && received.every((c) => c.outcome !== "received")) return received;
    if (Date.now() > deadline) throw new Error(`callbacks for ${externalPaymentId} not applied in ${timeoutMs} ms: ${JSON.stringify(received)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sends a callback the provider's way, expects the provider's 200, and waits until it is applied. */
export async function deliver(path: string, body: string): Promise<OperatorCallback[]> {
  const response = await sendCallback(path, body);
  expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: { status: "Confirm" } });
  const { externalPaymentId } = JSON.parse(body) as { externalPaymentId: string };
  return appliedCallbacks(await operator(), externalPaymentId);
}

export type RefusedCount = { path: string; reason: string; count: number; lastAt: string };

/** Refused callbacks of the last 24 hours, as the operator console shows them. */
export async function refusedCallbacks(ops: ApiClient): Promise<RefusedCount[]> {
  const response = await ops.get("/api/operator/callbacks?limit=1");
  expect(response.status).toBe(200);
  return response.body.refused as RefusedCount[];
}

export const refusedOn = (counts: RefusedCount[], path: string, reason: string) =>
  counts.find((c) => c.path === path && c.reason === reason)?.count ?? 0;
