import "server-only";
import { getProvider, type PaymentResult } from "@/lib/provider";
import type { BillPaymentInput, GiftCardPaymentInput, TopUpPaymentInput } from "@/lib/provider/types";
import type { OperationRow } from "@/lib/payments/state";
import { traced } from "@/lib/payments/trace";

/** A payment's request to the provider without our ids; stored with the operation. */
export type ProviderRequest = Record<string, unknown>;
export type PaymentIds = { externalPaymentId: string; externalClientId: string };

/**
 * The one provider call of a payment, with our ids added, kept as a step of operation
 * `operationId` (trace.ts). Used for the first send and for asking again with the same
 * externalPaymentId (reask.ts); the provider client validates the request.
 */
export function payAtProvider(kind: OperationRow["kind"], request: ProviderRequest, ids: PaymentIds, operationId: string): Promise<PaymentResult> {
  return traced({ kind: "payment", reference: ids.externalPaymentId, userId: ids.externalClientId, operationId }, () => send(kind, request, ids));
}

function send(kind: OperationRow["kind"], request: ProviderRequest, ids: PaymentIds): Promise<PaymentResult> {
  const provider = getProvider();
  switch (kind) {
    case "bill":
      // Bills carry no externalClientId: the provider has it from the debt query.
      return provider.bills.pay({ ...request, externalPaymentId: ids.externalPaymentId } as BillPaymentInput);
    case "topup":
      return provider.topUps.pay({ ...request, ...ids } as TopUpPaymentInput);
    case "giftcard":
      return provider.giftCards.pay({ ...request, ...ids } as GiftCardPaymentInput);
  }
}
