import "server-only";
import { ProviderError } from "./errors";
import type { Transport } from "./request";
import { operationKind, operationRefInput, paymentResultSchema, statusResultSchema } from "./schemas/operations";
import type { OperationKind, PaymentResult } from "./types";

/** Operation ids belong to one service: each kind is read from its own base URL. */
const BASE_BY_KIND = { bill: "services", topup: "recharge", giftcard: "subscriptions" } as const;

export function operationsApi(t: Transport) {
  const read = (kind: OperationKind, ref: string, byExternalPaymentId: boolean) =>
    t.request({
      method: "GET",
      base: BASE_BY_KIND[operationKind.parse(kind)],
      path: ["operation", operationRefInput.parse(ref)],
      query: { type: byExternalPaymentId ? "external-payment-id" : undefined },
      schema: statusResultSchema(kind),
      kind: "read",
    });

  return {
    /** GET {base}/operation/{operationId} — the operation's state and, once confirmed, its receipt. */
    async status(input: { kind: OperationKind; operationId: string }): Promise<PaymentResult> {
      return read(input.kind, input.operationId, false);
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
        return await read(input.kind, input.externalPaymentId, true);
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
  return t.request({
    method: "POST",
    base: BASE_BY_KIND[kind],
    path: ["payment"],
    body,
    schema: paymentResultSchema(kind, body.externalPaymentId),
    kind: "payment",
  });
}
