import { z } from "zod";
import type { Product } from "@/lib/provider/types";
import { paymentMethodSchema } from "@/lib/rules/schemas";

// The checkout form of a top-up or a gift card, checked against the chosen product (and, for a
// top-up, the carrier's number rule) before the BFF sees it. Messages are keys: the page words
// them in the user's language with the product's own limits (see components/purchase).

export type IdentifierRule = {
  dataType: string | null;
  minLength: number | null;
  maxLength: number | null;
};

export type PurchaseErrorKey = "product" | "amountMissing" | "amountRange" | "amountChoice" | "amountDecimals" | "numberLength" | "numberDigits" | "method";

// Data types whose values are digits only (IMP is seen on phone numbers; the BFF checks the same).
const DIGITS = new Set(["NUM", "IMP", "CBA"]);

/**
 * A typed amount as a number: "1500", "1500,50" and "1.500,50" (es-AR) or "1500.50" (en).
 * NaN when it is not an amount.
 */
export function parseAmount(text: string): number {
  const value = text.trim().replace(/\s/g, "");
  if (!/^\d[\d.,]*$/.test(value)) return Number.NaN;
  // A comma is always the decimal mark; dots before it, or in groups of three, separate thousands.
  if (value.includes(",")) return Number(value.replace(/\./g, "").replace(",", "."));
  if (/^\d{1,3}(\.\d{3})+$/.test(value)) return Number(value.replace(/\./g, ""));
  return Number(value);
}

const cents = (value: number) => Math.round(value * 100);

/** Why `amount` does not fit the product, as a message key; null when it fits. */
export function amountProblem(product: Product, amount: number): PurchaseErrorKey | null {
  if (!Number.isFinite(amount) || amount <= 0) return "amountMissing";
  if (Math.abs(amount * 100 - cents(amount)) > 1e-6) return "amountDecimals";
  const value = cents(amount);
  switch (product.amountType) {
    case "FIXED":
      return product.allowedAmounts.some((a) => cents(a) === value) ? null : "amountChoice";
    case "CLOSED":
      return cents(product.amount) === value ? null : "amountChoice";
    case "OPEN":
      return value >= cents(product.minAmount) && value <= cents(product.maxAmount) ? null : "amountRange";
  }
}

/** Why a number does not fit the carrier's rule, as a message key; null when it fits. */
export function identifierProblem(rule: IdentifierRule, value: string): PurchaseErrorKey | null {
  const min = rule.minLength ?? 1;
  const max = rule.maxLength ?? Number.POSITIVE_INFINITY;
  if (DIGITS.has(rule.dataType?.toUpperCase() ?? "") && !/^\d*$/.test(value)) return "numberDigits";
  if (value.length < min || value.length > max) return "numberLength";
  return null;
}

/** The form's schema for these products; with `identifier`, the number field is checked too. */
export function purchaseFormSchema(products: Product[], identifier?: IdentifierRule) {
  return z
    .object({
      productId: z.string(),
      amount: z.string(),
      identifierValue: z.string().trim(),
      paymentMethod: paymentMethodSchema,
    })
    .superRefine((form, ctx) => {
      const problem = (path: string, message: PurchaseErrorKey) => ctx.addIssue({ code: "custom", path: [path], message });
      const product = products.find((p) => p.productId === form.productId);
      if (!product) problem("productId", "product");
      else {
        const amountKey = amountProblem(product, parseAmount(form.amount));
        if (amountKey) problem("amount", amountKey);
      }
      if (identifier) {
        const numberKey = identifierProblem(identifier, form.identifierValue);
        if (numberKey) problem("identifierValue", numberKey);
      }
    });
}

export type PurchaseForm = z.input<ReturnType<typeof purchaseFormSchema>>;
