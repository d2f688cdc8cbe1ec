import "server-only";
import { and, eq } from "drizzle-orm";
import { confirmOverOf } from "@/lib/accounts/confirm-over";
import { requireConfirmation, type Move } from "@/lib/accounts/confirmations";
import type { Db } from "@/lib/platform/db/client";
import { operations } from "@/lib/platform/db/schema";
import { accountKey, type Identifiers } from "@/lib/rules/duplicate-payment";
import { paymentRisks } from "@/lib/rules/second-look";
import type { PaymentDraft } from "@/lib/payments/pay/checks/draft";
import type { OperationRow } from "@/lib/payments/state";

// A payment's second look (lib/accounts/confirmations.ts): one over the user's amount, or the
// first to an account, is made only with a fresh confirmation of that very payment.

/** Has the user a confirmed payment of this account (company and identifiers, any kind)? */
async function paidBefore(db: Db, userId: string, companyCode: string, identifiers: Identifiers): Promise<boolean> {
  const key = accountKey(companyCode, identifiers);
  const paid = await db
    .selectDistinct({ identifiers: operations.identifiers })
    .from(operations)
    .where(and(eq(operations.userId, userId), eq(operations.companyCode, companyCode), eq(operations.status, "confirmed")));
  return paid.some((p) => accountKey(companyCode, p.identifiers ?? []) === key);
}

export type Checkout = { userId: string; kind: OperationRow["kind"]; idempotencyKey: string; origin?: OperationRow["origin"]; confirmation?: string | null };

/**
 * The move to confirm for this payment, and the answered confirmation to spend with it; null when
 * it needs none. Throws CONFIRMATION_REQUIRED when it needs one it was not given. The move is bound
 * to the Idempotency-Key and `requestHash` (what is paid: the amount, the debt or number): a
 * confirmation of one payment confirms no other.
 */
export async function secondLook(db: Db, checkout: Checkout, draft: PaymentDraft, requestHash: string): Promise<{ id: string; move: Move } | null> {
  const toAccount = checkout.kind !== "giftcard" && draft.identifiers.length > 0;
  const unattended = (checkout.origin ?? "checkout") !== "checkout";
  if (unattended) return null;
  const confirmOver = (await confirmOverOf(checkout.userId, draft.currency, db)).amount;
  const reasons = paymentRisks({
    amount: draft.amount,
    confirmOver,
    toAccount,
    paidBefore: toAccount ? await paidBefore(db, checkout.userId, draft.companyCode, draft.identifiers) : true,
    unattended,
  });
  if (reasons.length === 0) return null;
  const move: Move = {
    parts: ["payment", checkout.kind, checkout.idempotencyKey, requestHash],
    summary: {
      move: "payment",
      reasons,
      amount: draft.amount,
      currency: draft.currency,
      companyName: draft.companyName,
      ...(toAccount ? { account: draft.identifiers.map((i) => i.identifierValue).join(" · ") } : {}),
      ...(reasons.includes("over_threshold") ? { confirmOver } : {}),
    },
  };
  return { id: await requireConfirmation(db, checkout.userId, checkout.confirmation ?? null, move), move };
}
