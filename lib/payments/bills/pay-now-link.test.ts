import { describe, expect, it } from "vitest";
import { checkoutHref, payNowHref, readPayNowParams, sameQuery, type PayNowPrefill } from "./pay-now-link";

const MODALITIES = [
  { modalityId: "by-client", queryData: [{ identifierName: "clientNumber" }] },
  { modalityId: "by-barcode", queryData: [{ identifierName: "barcode" }] },
];
const search = (href: string) => new URL(href, "http://saldo.test").searchParams;

describe("payNowHref", () => {
  it("fills the query in and runs it", () => {
    const href = payNowHref("AR-S-0003", "by-client", [{ identifierName: "clientNumber", identifierValue: "1234567891" }]);
    expect(href).toBe("/pay/AR-S-0003?modality=by-client&clientNumber=1234567891&autoquery=1");
    expect(readPayNowParams(search(href), MODALITIES)).toEqual({
      modalityId: "by-client", values: { clientNumber: "1234567891" }, step: "debts", choice: null,
    });
  });

  it("without a modality, the page picks the one whose fields are given", () => {
    const href = payNowHref("AR-S-0003", null, [{ identifierName: "barcode", identifierValue: "0123" }]);
    expect(href).not.toContain("modality=");
    expect(readPayNowParams(search(href), MODALITIES)?.modalityId).toBe("by-barcode");
  });
});

describe("checkoutHref and readPayNowParams", () => {
  const review: PayNowPrefill = {
    modalityId: "by-client",
    values: { clientNumber: "1234567891" },
    step: "review",
    choice: { debt: 2, amount: 1500.5, method: "DEBIT" },
  };

  it("write every step and read it back the same", () => {
    for (const state of [review, { ...review, step: "debts" as const }, { ...review, step: "query" as const, choice: null }]) {
      expect(readPayNowParams(search(checkoutHref("AR-S-0003", state)), MODALITIES)).toEqual(state);
    }
  });

  it("writes the amount as a plain number, whatever the user's language", () => {
    expect(checkoutHref("AR-S-0003", review)).toContain("amount=1500.5");
    expect(checkoutHref("AR-S-0003", review)).toContain("step=review&debt=2");
  });

  it("encodes company codes and values", () => {
    const href = checkoutHref("A/B", { modalityId: "m 1", values: { clientNumber: "a&b=c" }, step: "query", choice: null });
    expect(href).toBe("/pay/A%2FB?modality=m+1&clientNumber=a%26b%3Dc");
  });

  it("a review without a usable choice is the debts step", () => {
    for (const bad of ["debt=0", "debt=x", "amount=1,5", "amount=-3", "amount=1.234", "method=CASH"]) {
      const href = checkoutHref("AR-S-0003", review).replace(new RegExp(`${bad.split("=")[0]}=[^&]*`), bad);
      expect(readPayNowParams(search(href), MODALITIES)).toMatchObject({ step: "debts", choice: null });
    }
  });

  it("a step past the query needs the values to query with", () => {
    expect(readPayNowParams(search("?modality=by-client&step=review&debt=1&amount=1&method=ACCOUNT"), MODALITIES)).toEqual({
      modalityId: "by-client", values: {}, step: "query", choice: null,
    });
  });

  it("ignores what is not a field of the modality, and says nothing about a page without params", () => {
    expect(readPayNowParams(search("?modality=by-client&barcode=9&clientNumber=1"), MODALITIES)?.values).toEqual({ clientNumber: "1" });
    expect(readPayNowParams(search("?foo=1"), MODALITIES)).toBeNull();
    expect(readPayNowParams({ modality: ["by-barcode", "by-client"], barcode: "7" }, MODALITIES)?.values).toEqual({ barcode: "7" });
  });
});

describe("sameQuery", () => {
  it("compares the modality and every value", () => {
    const a = { modalityId: "m", values: { x: "1" } };
    expect(sameQuery(a, { modalityId: "m", values: { x: "1" } })).toBe(true);
    expect(sameQuery(a, { modalityId: "m", values: { x: "2" } })).toBe(false);
    expect(sameQuery(a, { modalityId: "n", values: { x: "1" } })).toBe(false);
    expect(sameQuery(a, { modalityId: "m", values: { x: "1", y: "" } })).toBe(false);
  });
});
