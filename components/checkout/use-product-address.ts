"use client";

import { usePathname } from "next/navigation";
import { useCallback, useMemo } from "react";
import { productCheckoutHref, readProductParams, type ProductCheckoutState } from "@/lib/payments/pay/product-link";
import type { PurchaseForm } from "@/lib/payments/pay/purchase-input";
import type { Product } from "@/lib/provider/types";
import { formatAmountText, readAmountText } from "@/lib/rules/amount-text";
import { useCheckoutAddress } from "./use-checkout-address";

/** What a product starts with, as the form's text: its one price, its first choice or its suggestion. */
export function defaultAmount(product: Product, locale: string): string {
  const amount = product.amountType === "FIXED" && !product.allowedAmounts.includes(product.amount) ? product.allowedAmounts[0] : product.amount;
  return amount === undefined ? "" : formatAmountText(amount, locale);
}

/** The form as an address fills it in: its product (or the only one), amount, number and method. */
export function formOf(state: ProductCheckoutState, products: Product[], locale: string): PurchaseForm {
  const product = products.find((p) => p.productId === state.productId) ?? (products.length === 1 ? products[0] : undefined);
  const amount = state.amount !== null ? formatAmountText(state.amount, locale) : product ? defaultAmount(product, locale) : "";
  return { productId: product?.productId ?? "", amount, identifierValue: state.number ?? "", paymentMethod: state.method ?? "ACCOUNT" };
}

/** Two forms that buy the same: the amount compared as a number, whatever its spelling. */
export function sameForm(a: PurchaseForm, b: PurchaseForm, locale: string): boolean {
  const amount = (text: string) => {
    const read = readAmountText(text, locale);
    return read.ok ? read.amount : text;
  };
  return a.productId === b.productId && a.identifierValue === b.identifierValue && a.paymentMethod === b.paymentMethod && amount(a.amount) === amount(b.amount);
}

/**
 * A top-up's or gift card's checkout in its address (lib/payments/pay/product-link.ts), kept as
 * every checkout keeps it (use-checkout-address.ts).
 */
export function useProductAddress() {
  const pathname = usePathname();
  const { search, go } = useCheckoutAddress();
  const state = useMemo(() => readProductParams(new URLSearchParams(search)), [search]);
  const write = useCallback(
    (next: ProductCheckoutState, how: "push" | "replace" = "push") => go(productCheckoutHref(pathname, next), how),
    [go, pathname],
  );
  return { search, state, go: write };
}
