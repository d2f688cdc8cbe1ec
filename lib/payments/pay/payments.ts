import "server-only";
import { getDb } from "@/lib/platform/db/client";
import type { BillPaymentInput } from "@/lib/payments/bills/input";
import type { GiftCardInput } from "@/lib/payments/pay/gift-card-input";
import type { TopUpInput } from "@/lib/payments/pay/topup-input";
import { createOperation } from "./create";
import { checkBillPayment } from "@/lib/payments/pay/checks/bills";
import { checkGiftCard, checkTopUp } from "@/lib/payments/pay/checks/purchases";
import type { OperationRow } from "@/lib/payments/state";

/** Who pays, the checkout's key, and the confirmation it answered (when the payment needs one). */
type Caller = { userId: string; idempotencyKey: string; confirmation?: string | null };

/** Pays one debt the user queried (at a checkout, or autopay for them: `origin`). */
export function payBill(
  { userId, idempotencyKey, confirmation }: Caller,
  input: BillPaymentInput,
  origin: OperationRow["origin"] = "checkout",
): Promise<OperationRow> {
  // The confirmation is not part of what is paid: a retry with or without it is the same payment.
  const { confirmDuplicateOf: _confirmed, ...paid } = input;
  return createOperation({
    userId,
    kind: "bill",
    origin,
    idempotencyKey,
    confirmation,
    body: paid,
    check: async () => checkBillPayment(await getDb(), userId, input),
    providerRequest: {
      debtId: input.debtId,
      amount: input.amount,
      paymentMethod: input.paymentMethod,
      ...(input.paymentDetails === undefined ? {} : { paymentDetails: input.paymentDetails }),
    },
  });
}

/** Buys a top-up for a phone (or card) number. */
export function buyTopUp({ userId, idempotencyKey, confirmation }: Caller, input: TopUpInput): Promise<OperationRow> {
  return createOperation({
    userId,
    kind: "topup",
    idempotencyKey,
    confirmation,
    body: input,
    check: () => checkTopUp(input),
    providerRequest: { ...input },
  });
}

/** Buys a gift card; its PIN is stored encrypted and shown only through the PIN endpoint. */
export function buyGiftCard({ userId, idempotencyKey, confirmation }: Caller, input: GiftCardInput): Promise<OperationRow> {
  return createOperation({
    userId,
    kind: "giftcard",
    idempotencyKey,
    confirmation,
    body: input,
    check: () => checkGiftCard(input),
    providerRequest: { ...input },
  });
}
