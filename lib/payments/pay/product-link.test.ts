import { describe, expect, it } from "vitest";
import { productCheckoutHref, readProductParams } from "./product-link";

const read = (query: string) => readProductParams(new URLSearchParams(query));

describe("the address of a top-up or gift-card checkout", () => {
  it("writes each step and reads it back as it was", () => {
    const review = { productId: "2", amount: 1500.5, number: "1123456789", method: "DEBIT" as const, step: "review" as const };
    const href = productCheckoutHref("/topups/AR-R-0001", review);
    expect(href).toBe("/topups/AR-R-0001?product=2&amount=1500.5&number=1123456789&method=DEBIT&step=review");
    expect(read(href.split("?")[1] ?? "")).toEqual(review);
    expect(productCheckoutHref("/gift-cards/AR-G-0001", { productId: null, amount: null, number: null, method: null, step: "form" })).toBe("/gift-cards/AR-G-0001");
  });

  it("leaves out what the checkout could not have written, and opens the form when a review lacks its purchase", () => {
    expect(read("product=1&amount=1.500,50&method=CASH&step=review")).toEqual({ productId: "1", amount: null, number: null, method: null, step: "form" });
    expect(read(`product=${"x".repeat(65)}&amount=10&step=review`)).toMatchObject({ productId: null, step: "form" });
    expect(read("amount=-5")).toMatchObject({ amount: null });
  });
});
