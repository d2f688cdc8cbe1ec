// Operations made through the app's own API from a test (the page's request context, so they
// belong to the page's user), independent of the checkout pages built elsewhere.
import { randomInt, randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { APP_ORIGIN, PASSWORD } from "../fixtures";

const ORIGIN = { origin: APP_ORIGIN };
export const EDENOR = "AR-S-0003";
export const NO_FAULTS = {
  latencyMs: 0, errorRate: 0, errorPaths: [], dropCallbacks: false, duplicateCallbacks: 0, outOfOrderCallbacks: false, tokenTtlSeconds: null, statusNotFoundForMs: 0,
};

type Debt = { debtId: string; amount: number | null; minAmount: number; expired: boolean };
type Operation = {
  id: string;
  status: string;
  statusReason: string | null;
  statusReasonCode: string | null;
  identifiers: { identifierName: string; identifierValue: string }[];
  receipt?: { ticket: string[] } | null;
};

/**
 * POSTs a payment as the checkout sends it: one Idempotency-Key; when the app asks for a
 * confirmation (the first payment to an account, or one over the user's amount), it is answered
 * with the password and the same request sent again with it.
 */
export async function postPayment(request: APIRequestContext, path: "/api/bills/payments" | "/api/topups" | "/api/gift-cards", data: unknown): Promise<APIResponse> {
  const key = randomUUID();
  const send = (confirmation?: string) =>
    request.post(path, { headers: { ...ORIGIN, "idempotency-key": key, ...(confirmation ? { "saldo-confirmation": confirmation } : {}) }, data });
  const first = await send();
  if (first.status() !== 403) return first;
  const { error } = (await first.json()) as { error: { code: string; details?: { confirmationId?: string } } };
  if (error.code !== "CONFIRMATION_REQUIRED" || !error.details?.confirmationId) return first;
  const id = error.details.confirmationId;
  const answer = await request.post(`/api/me/confirmations/${id}`, { headers: ORIGIN, data: { password: PASSWORD } });
  expect(answer.status(), await answer.text()).toBe(200);
  return send(id);
}

/** Ten digits ending in the sandbox test value `lastDigit`. */
export const testNumber = (lastDigit: number) => `${randomInt(100_000_000, 999_999_999)}${lastDigit}`;

async function edenorModality(request: APIRequestContext): Promise<string> {
  const response = await request.get(`/api/companies/services/${EDENOR}`);
  expect(response.status()).toBe(200);
  const { company } = (await response.json()) as { company: { modalities: { modalityId: string; modalityType: string | null }[] } };
  const modality = company.modalities.find((m) => m.modalityType === "input") ?? company.modalities[0];
  if (!modality) throw new Error("EDENOR has no modality");
  return modality.modalityId;
}

/** Queries EDENOR for a client number ending in `lastDigit` and pays its first payable debt. */
export const payEdenor = (request: APIRequestContext, lastDigit: number): Promise<string> => payEdenorNumber(request, testNumber(lastDigit));

/** Queries EDENOR for this client number and pays its first payable debt. */
export async function payEdenorNumber(request: APIRequestContext, number: string): Promise<string> {
  const debts = await request.post("/api/bills/debts", {
    headers: ORIGIN,
    data: {
      companyCode: EDENOR,
      modalityId: await edenorModality(request),
      queryData: [{ identifierName: "clientNumber", identifierValue: number }],
    },
  });
  expect(debts.status(), await debts.text()).toBe(200);
  const debt = ((await debts.json()) as { debts: Debt[] }).debts.find((d) => !d.expired);
  if (!debt) throw new Error(`no payable debt for ${number}`);
  const payment = await postPayment(request, "/api/bills/payments", { debtId: debt.debtId, amount: debt.amount ?? debt.minAmount, paymentMethod: "ACCOUNT" });
  expect([201, 202], await payment.text()).toContain(payment.status());
  return ((await payment.json()) as { operation: Operation }).operation.id;
}

/** Buys the Netflix AR card of 5000 (gift cards are confirmed at once, with a PIN). */
export async function buyNetflix(request: APIRequestContext): Promise<string> {
  const response = await postPayment(request, "/api/gift-cards", { companyCode: "AR-G-0001", productId: "1", amount: 5000, paymentMethod: "CREDIT" });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { operation: Operation }).operation.id;
}

export async function readOperation(request: APIRequestContext, id: string): Promise<Operation> {
  const response = await request.get(`/api/operations/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { operation: Operation }).operation;
}

/** Waits (through the API) until the operation reaches `status`. */
export async function settled(request: APIRequestContext, id: string, status: string): Promise<Operation> {
  await expect.poll(async () => (await readOperation(request, id)).status, { timeout: 20_000 }).toBe(status);
  return readOperation(request, id);
}
