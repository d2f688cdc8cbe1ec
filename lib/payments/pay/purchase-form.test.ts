import { describe, expect, it } from "vitest";
import type { Product } from "@/lib/provider/types";
import { purchaseFormCheck, type PurchaseForm } from "./purchase-form";
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
const issues = (locale: string, values: Partial<typeof form>) =>
  purchaseFormCheck(PRODUCTS, locale, text, phone)({ ...form, ...values }).issues.map((i) => i.message);

describe("the top-up and gift-card form", () => {
  it("reads the amount in the user's locale and checks it against the product", () => {
    expect(issues("es-AR", {})).toEqual([]);
    expect(issues("en-US", { amount: "1,500.50" })).toEqual([]);
    expect(issues("es-AR", { amount: "99999" })).toEqual(["amount:between"]);
    // A FIXED amount written back by the form in Spanish ("1000,50") is one of its amounts.
    expect(issues("es-AR", { productId: "2", amount: "1000,50" })).toEqual([]);
    expect(issues("es-AR", { productId: "2", amount: "700" })).toEqual(["amount:oneOf"]);
  });

  it("takes the number with spaces and dashes, and sends it without them, as the BFF does", () => {
    const parsed = purchaseFormCheck(PRODUCTS, "es-AR", text, phone)({ ...form, identifierValue: "11 5555-0001" }).values;
    expect(parsed.identifierValue).toBe("1155550001");
    expect(issues("es-AR", { identifierValue: "11abc45678" })).toEqual(["number:digits"]);
    const body = { companyCode: "AR-R-0001", productId: "1", amount: 150, identifierName: "BA1", identifierValue: "11 5555-0001", paymentMethod: "DEBIT" };
    expect(topUpSchema.parse(body).identifierValue).toBe("1155550001");
  });

  it("asks for a product of the list, and for a method before anything else", () => {
    expect(issues("es-AR", { productId: "9" })).toEqual(["product"]);
    expect(issues("es-AR", { productId: "9", paymentMethod: "CASH" as PurchaseForm["paymentMethod"] })).toEqual(["method"]);
  });
});
