import "server-only";
import { getDb } from "@/lib/db/client";
import { getProvider } from "@/lib/provider";
import type { BillPaymentInput } from "@/lib/validations/bills";
import type { GiftCardInput } from "@/lib/validations/gift-cards";
import type { TopUpInput } from "@/lib/validations/topups";
import { createOperation } from "./create";
import { checkBillPayment } from "./rules/bills";
import { checkGiftCard, checkTopUp } from "./rules/purchases";
import type { OperationRow } from "./state";

type Caller = { userId: string; idempotencyKey: string };

/** Pays one debt the user queried. */
export function payBill({ userId, idempotencyKey }: Caller, input: BillPaymentInput): Promise<OperationRow> {
  return createOperation({
    userId,
    kind: "bill",
    idempotencyKey,
    body: input,
    check: async () => checkBillPayment(await getDb(), userId, input),
    // Bills carry no externalClientId: the provider has it from the debt query.
    send: ({ externalPaymentId }) =>
      getProvider().bills.pay({
        debtId: input.debtId,
        amount: input.amount,
        paymentMethod: input.paymentMethod,
        externalPaymentId,
        paymentDetails: input.paymentDetails,
      }),
  });
}

/** Buys a top-up for a phone (or card) number. */
export function buyTopUp({ userId, idempotencyKey }: Caller, input: TopUpInput): Promise<OperationRow> {
  return createOperation({
    userId,
    kind: "topup",
    idempotencyKey,
    body: input,
    check: () => checkTopUp(input),
    send: (ids) => getProvider().topUps.pay({ ...input, ...ids }),
  });
}

/** Buys a gift card; its PIN is stored encrypted and shown only through the PIN endpoint. */
export function buyGiftCard({ userId, idempotencyKey }: Caller, input: GiftCardInput): Promise<OperationRow> {
  return createOperation({
    userId,
    kind: "giftcard",
    idempotencyKey,
    body: input,
    check: () => checkGiftCard(input),
    send: (ids) => getProvider().giftCards.pay({ ...input, ...ids }),
  });
}
