// Helpers shared by the bill, payment and callback contract files (no hooks, no sandbox of their own).
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { isProviderError, type OperationKind, type OperationStatus, type PaymentResult, type ProviderClient } from "@/lib/provider";

export const EDENOR = "AR-S-0003";
export const EDENOR_MODALITY = "64efa683-7502-42a8-afcc-d9f8e2b6eab3";

/** A 10-digit EDENOR client number whose last digit is the sandbox test value. */
export const clientNumber = (digit: number, prefix = "204578361") => `${prefix}${digit}`;

export const newId = (label = "t") => `${label}-${randomUUID()}`;

/** Debt query on a single-field modality (EDENOR by default). */
export function queryDebts(
  client: ProviderClient,
  identifierValue: string,
  opts: { companyCode?: string; modalityId?: string; identifierName?: string; externalClientId?: string } = {},
) {
  return client.bills.queryDebts({
    companyCode: opts.companyCode ?? EDENOR,
    modalityId: opts.modalityId ?? EDENOR_MODALITY,
    queryData: [{ identifierName: opts.identifierName ?? "clientNumber", identifierValue }],
    externalRequestId: newId("req"),
    externalClientId: opts.externalClientId ?? "user-1",
  });
}

/** The first modality of a bill company, read from the catalogue. */
export async function firstModalityId(client: ProviderClient, companyCode: string): Promise<string> {
  const company = await client.catalog.getCompany(companyCode);
  if (company.kind !== "service") throw new Error(`${companyCode} is not a bill company`);
  const id = company.modalities[0]?.modalityId;
  if (!id) throw new Error(`${companyCode} has no modality`);
  return id;
}

/** Resolves with the ProviderError the call rejects with, after checking its status and code. */
export async function expectProviderError(call: Promise<unknown>, status: number, code: string) {
  const error: unknown = await call.then(
    () => new Error(`expected ${status} ${code}, the call succeeded`),
    (e: unknown) => e,
  );
  if (!isProviderError(error)) throw error;
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
  return error;
}

/** Polls the status read until the operation reaches `status`. */
export async function waitForStatus(
  client: ProviderClient,
  kind: OperationKind,
  operationId: string,
  status: OperationStatus,
  timeoutMs = 5000,
): Promise<PaymentResult> {
  const start = Date.now();
  for (;;) {
    const op = await client.operations.status({ kind, operationId });
    if (op.status === status) return op;
    if (Date.now() - start > timeoutMs) throw new Error(`operation ${operationId} stayed ${op.status}`);
    await sleep(25);
  }
}

/** Requests the sandbox has served since its last reset. */
export async function requestCount(control: <T>(path: string) => Promise<T>): Promise<number> {
  const stats = await control<{ requests: number }>("/stats");
  return stats.requests;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Listener filter: callbacks about one payment (a late callback of an earlier test never matches). */
export const aboutPayment =
  (externalPaymentId: string) =>
  (c: { body: unknown }): boolean =>
    typeof c.body === "object" && c.body !== null && (c.body as { externalPaymentId?: unknown }).externalPaymentId === externalPaymentId;
