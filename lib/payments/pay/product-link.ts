// The address of a top-up or gift-card checkout, as the bill's (lib/payments/bills/pay-now-link.ts):
// which carrier or brand (the page's path), what the buyer chose and how far they got.
//
//   /topups/<companyCode>?product=<productId>&amount=<amount>[&number=<value>]&method=<method>[&step=review]
//
//   e.g. /topups/AR-R-0001?product=2&amount=1500.5&number=1123456789&method=ACCOUNT&step=review
//        /gift-cards/AR-G-0001?product=1&amount=5000&method=ACCOUNT
//
// Every value is URL-encoded; `amount` is a plain number ("1500.5", whatever the user's language).
// The number is the one the buyer typed, as a bill's identifier is in its checkout's address:
// nothing else (no PIN, no key) ever goes in it. A value that is missing or malformed is left out,
// and `step=review` without a product and an amount is the form. Opening the review never pays:
// only the review's button does, with its Idempotency-Key.
// Pure: usable on both sides.
import { PAYMENT_METHODS, type PaymentMethod } from "@/lib/rules/payment-method";

export type ProductStep = "form" | "review";
export type ProductCheckoutState = {
  productId: string | null;
  amount: number | null;
  number: string | null;
  method: PaymentMethod | null;
  step: ProductStep;
};

const MAX_VALUE = 64;

/** The address of one step of the checkout on its page (`pathname`), as the page writes it. */
export function productCheckoutHref(pathname: string, state: ProductCheckoutState): string {
  const params = new URLSearchParams();
  if (state.productId !== null) params.set("product", state.productId);
  if (state.amount !== null) params.set("amount", String(state.amount));
  if (state.number !== null) params.set("number", state.number);
  if (state.method !== null) params.set("method", state.method);
  if (state.step === "review") params.set("step", "review");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** What an address's search params say; a value that is not one the checkout could have written is left out. */
export function readProductParams(search: URLSearchParams): ProductCheckoutState {
  const text = (key: string) => {
    const value = search.get(key)?.trim();
    return value && value.length <= MAX_VALUE ? value : null;
  };
  const amountText = text("amount");
  const amount = amountText !== null && /^\d{1,10}(\.\d{1,2})?$/.test(amountText) ? Number(amountText) : null;
  const method = PAYMENT_METHODS.find((m) => m === search.get("method")) ?? null;
  const productId = text("product");
  const step: ProductStep = search.get("step") === "review" && productId !== null && amount !== null ? "review" : "form";
  return { productId, amount, number: text("number"), method, step };
}
