import { describe, expect, it } from "vitest";
import type { Product } from "@/lib/provider/types";
import { purchaseFormSchema, type PurchaseForm } from "./purchase-input";
import { topUpSchema } from "./topup-input";

const product = (over: Partial<Product>): Product => ({
  productId: "1",
  productType: null,
  productDescription: null,
  amountType: "OPEN",
  amount: 100,
  minAmount: 100,
  maxAmount: 5000,
  allowedAmounts: [],
  packageInformation: null,
  image: null,
  ...over,
});
const PRODUCTS = [product({}), product({ productId: "2", amountType: "FIXED", amount: 500, allowedAmounts: [500, 1000.5] })];
const text = { product: "product", method: "method", amount: (p: { kind: string }) => `amount:${p.kind}`, number: (p: { kind: string }) => `number:${p.kind}` };
const phone = { dataType: "NUM", minLength: 10, maxLength: 10 };
const form: PurchaseForm = { productId: "1", amount: "1.500,50", identifierValue: "1155550001", paymentMethod: "ACCOUNT" };
const issues = (locale: string, values: Partial<Record<keyof PurchaseForm, string>>, identifier: typeof phone | null = phone) =>
  (purchaseFormSchema(PRODUCTS, locale, text, identifier ?? undefined).safeParse({ ...form, ...values }).error?.issues ?? []).map((i) => [i.path.join("."), i.message]);

describe("the top-up and gift-card form", () => {
  it("reads the amount in the user's locale and checks it against the product", () => {
    expect(issues("es-AR", {})).toEqual([]);
    expect(issues("en-US", { amount: "1,500.50" })).toEqual([]);
    expect(issues("es-AR", { amount: "99999" })).toEqual([["amount", "amount:between"]]);
    // A FIXED amount written back by the form in Spanish ("1000,50") is one of its amounts.
    expect(issues("es-AR", { productId: "2", amount: "1000,50" })).toEqual([]);
    expect(issues("es-AR", { productId: "2", amount: "700" })).toEqual([["amount", "amount:oneOf"]]);
  });

  it("takes the number with spaces and dashes, and sends it without them, as the BFF does", () => {
    const parsed = purchaseFormSchema(PRODUCTS, "es-AR", text, phone).parse({ ...form, identifierValue: "11 5555-0001" });
    expect(parsed).toEqual({ ...form, identifierValue: "1155550001" });
    expect(issues("es-AR", { identifierValue: "11abc45678" })).toEqual([["identifierValue", "number:digits"]]);
    // A gift card has no number to check.
    expect(issues("es-AR", { identifierValue: "" }, null)).toEqual([]);
    const body = { companyCode: "AR-R-0001", productId: "1", amount: 150, identifierName: "BA1", identifierValue: "11 5555-0001", paymentMethod: "DEBIT" };
    expect(topUpSchema.parse(body).identifierValue).toBe("1155550001");
  });

  it("asks for a product of the list, and for a method before anything else", () => {
    expect(issues("es-AR", { productId: "9" })).toEqual([["productId", "product"]]);
    expect(issues("es-AR", { productId: "9", amount: "x", identifierValue: "1", paymentMethod: "CASH" })).toEqual([["paymentMethod", "method"]]);
    expect(issues("es-AR", { productId: "1", amount: "x", identifierValue: "1" })).toEqual([
      ["amount", "amount:format"],
      ["identifierValue", "number:exactLength"],
    ]);
  });
});
