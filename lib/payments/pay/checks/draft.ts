import "server-only";
import type { OperationRow } from "@/lib/payments/state";

/** What the rules of a payment settle before the operation row is stored. */
export type PaymentDraft = Pick<
  OperationRow,
  "companyCode" | "companyName" | "productId" | "debtId" | "period" | "billSummary" | "amount" | "currency" | "paymentMethod" | "identifiers"
> & Partial<Pick<OperationRow, "externalRequestId">>;

