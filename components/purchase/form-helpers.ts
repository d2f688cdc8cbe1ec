import type { UseFormSetError } from "react-hook-form";
import type { Product } from "@/lib/provider/types";
import type { PurchaseForm, PurchaseErrorKey } from "@/lib/operations/pay/purchase-form";

/** The amount a product starts with: its one price, its first choice or its suggestion. */
export function defaultAmount(product: Product): string {
  if (product.amountType === "FIXED" && !product.allowedAmounts.includes(product.amount)) {
    return String(product.allowedAmounts[0] ?? "");
  }
  return String(product.amount);
}

/**
 * Fields the BFF refused, back on the form. Its words are English; the form's own rule for that
 * field says the same thing in the user's language.
 */
export function mapRefusedFields(fields: Record<string, string>, product: Product | undefined, setError: UseFormSetError<PurchaseForm>) {
  const keys: Partial<Record<keyof PurchaseForm, PurchaseErrorKey>> = {
    productId: "product",
    amount: product?.amountType === "OPEN" ? "amountRange" : "amountChoice",
    identifierValue: "numberLength",
    paymentMethod: "method",
  };
  for (const [field, key] of Object.entries(keys) as [keyof PurchaseForm, PurchaseErrorKey][]) {
    if (fields[field]) setError(field, { message: key });
  }
}
