import "server-only";
import type { z } from "zod";
import { ProviderError } from "./errors";
import type { Transport } from "./request";
import {
  operationKind,
  operationRefInput,
  paymentResponseSchema,
  statusResponseSchema,
  type operationSchema,
} from "./schemas/operations";
import type { OperationKind, OperationStatus, PaymentResult, Traced } from "./types";

/** Operation ids belong to one service: each kind is read from its own base URL. */
const BASE_BY_KIND = { bill: "services", topup: "recharge", giftcard: "subscriptions" } as const;

export function operationsApi(t: Transport) {
  const read = (kind: OperationKind, ref: string, byExternalPaymentId: boolean) =>
    t.request({
      method: "GET",
      base: BASE_BY_KIND[operationKind.parse(kind)],
      path: ["operation", operationRefInput.parse(ref)],
      query: { type: byExternalPaymentId ? "external-payment-id" : undefined },
      schema: statusResponseSchema,
      kind: "read",
    });

  return {
    /** GET {base}/operation/{operationId} — the operation's state and, once confirmed, its receipt. */
    async status(input: { kind: OperationKind; operationId: string }): Promise<PaymentResult> {
      const body = await read(input.kind, input.operationId, false);
      return toPaymentResult(input.kind, body.operation, body);
    },

    /**
     * GET {base}/operation/{externalPaymentId}?type=external-payment-id — settles a payment whose
     * outcome is unknown. Null means the provider never received it, so paying again is safe.
     */
    async findByExternalPaymentId(input: {
      kind: OperationKind;
      externalPaymentId: string;
    }): Promise<PaymentResult | null> {
      try {
        const body = await read(input.kind, input.externalPaymentId, true);
        return toPaymentResult(input.kind, body.operation, body);
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return null;
        throw error;
      }
    },
  };
}

/**
 * POST {base}/payment for one kind of operation. Answers 200 or 202; the `status` field decides.
 * Never retried (see ProviderError.outcomeUnknown).
 */
export async function sendPayment(
  t: Transport,
  kind: OperationKind,
  body: { externalPaymentId: string },
): Promise<PaymentResult> {
  const res = await t.request({
    method: "POST",
    base: BASE_BY_KIND[kind],
    path: ["payment"],
    body,
    schema: paymentResponseSchema,
    kind: "payment",
  });
  return toPaymentResult(kind, { ...res, externalPaymentId: res.externalPaymentId || body.externalPaymentId }, res);
}

/** Unknown or missing states count as processing: only the two final ones are trusted. */
export function toOperationStatus(status: string | null | undefined): OperationStatus {
  const normalized = status?.trim().toLowerCase();
  return normalized === "confirmed" || normalized === "failed" ? normalized : "processing";
}

export function toPaymentResult(
  kind: OperationKind,
  op: z.output<typeof operationSchema>,
  traced: Traced,
): PaymentResult {
  const data = op.additionalData;
  const ticket = data?.ticket;
  return {
    kind,
    operationId: op.operationId,
    status: toOperationStatus(op.status),
    statusDescription: op.statusDescription || null,
    externalPaymentId: op.externalPaymentId || null,
    externalClientId: op.externalClientId || null,
    companyCode: op.companyCode || null,
    companyName: op.companyName || null,
    amount: op.amount ?? null,
    createdAt: op.createdAt || null,
    paymentMethod: op.paymentMethod || null,
    identifiers: op.identifiers,
    agent: op.agent || stringOrNull(data?.agent),
    clientUsername: op.clientUsername || op.clientUserName || null,
    // When a gift card settles later, its PIN comes with the status read, inside additionalData.
    activatePin: op.activatePin || stringOrNull(data?.activatePin),
    receipt: Array.isArray(ticket) ? ticket.filter((line): line is string => typeof line === "string") : [],
    additionalData: data,
    tx: traced.tx,
    mainTx: traced.mainTx,
  };
}

function stringOrNull(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}
