import "server-only";
import type { OperationRow } from "@/lib/operations/state";

/** What the rules of a payment settle before the operation row is stored. */
export type PaymentDraft = Pick<
  OperationRow,
  "companyCode" | "companyName" | "productId" | "debtId" | "amount" | "currency" | "paymentMethod" | "identifiers"
>;

// Company codes start with their country (provider-notes §5: AR-S-0003, MX-R-00028, AR-G-0001),
// and a top-up or gift card is paid in that country's currency.
const CURRENCY: Record<string, string> = { AR: "ARS", MX: "MXN", CL: "CLP", CO: "COP", PE: "PEN" };

/** The currency of a catalogue company; "XXX" (ISO 4217: no currency) when the code says none. */
export function currencyOf(companyCode: string): string {
  return CURRENCY[companyCode.slice(0, 2).toUpperCase()] ?? "XXX";
}
