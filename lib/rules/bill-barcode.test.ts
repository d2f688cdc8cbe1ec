import { describe, expect, it } from "vitest";
import { billBarcodeProblem, checkDigitOf, normalizeBarcode, pickBillCode, scanFieldOf, withCheckDigit } from "./bill-barcode";

describe("bill barcode check digit", () => {
  it("weights 1,3,5,7,9,3,5,7,9… and keeps the units of half the sum", () => {
    // 1·1 + 2·3 + 3·5 + 4·7 + 5·9 + 6·3 + 7·5 + 8·7 + 9·9 + 0·3 + 1·5 = 290; 290 / 2 = 145 → 5
    expect(checkDigitOf("12345678901")).toBe(5);
    // 9·1 + 9·3 + 9·5 + 9·7 + 9·9 + 9·3 + 9·5 + 9·7 + 9·9 + 9·3 + 9·5 = 513; 513 / 2 = 256 → 6
    expect(checkDigitOf("99999999999")).toBe(6);
    // all zeros: 0
    expect(checkDigitOf("000000000000")).toBe(0);
    // 1·1 + 0·3 + 0·5 + 3·7 + 1 … : "1003" + zeros + "1" → 1 + 21 + 1·w(n) with n=29 → w=3: 25 / 2 = 12 → 2
    expect(checkDigitOf(`1003${"0".repeat(25)}1`)).toBe(2);
  });

  // Moving a digit by two moves half the sum by its (odd) weight: never a multiple of 10, so the
  // rule catches every such misread (a move by one under weight 1 can slip through: the halving).
  it("accepts a code built by the rule and refuses it with any one digit misread", () => {
    const code = withCheckDigit("10470123456789012345678901234");
    expect(billBarcodeProblem(code)).toBeNull();
    for (let i = 0; i < code.length; i++) {
      const digit = Number(code[i]);
      const changed = `${code.slice(0, i)}${digit <= 7 ? digit + 2 : digit - 2}${code.slice(i + 1)}`;
      expect(billBarcodeProblem(changed), `digit ${i}`).toBe("checkDigit");
    }
  });

  it("accepts hand-computed codes", () => {
    expect(billBarcodeProblem("123456789015")).toBeNull();
    expect(billBarcodeProblem("999999999996")).toBeNull();
    expect(billBarcodeProblem("123456789014")).toBe("checkDigit");
  });

  it("refuses letters and lengths out of 12–80", () => {
    expect(billBarcodeProblem("12345678901A")).toBe("digits");
    expect(billBarcodeProblem("")).toBe("digits");
    expect(billBarcodeProblem(withCheckDigit("1234567890"))).toBe("length");
    expect(billBarcodeProblem(withCheckDigit("1".repeat(80)))).toBe("length");
    expect(billBarcodeProblem(withCheckDigit("1".repeat(79)))).toBeNull();
  });

  it("skips the check digit where the network defines none", () => {
    expect(billBarcodeProblem("123456789014", { checkDigit: false })).toBeNull();
  });

  it("reads a code as typed with spaces, dots and dashes", () => {
    expect(normalizeBarcode(" 1234 5678-9012.5 ")).toBe("1234567890125");
  });
});

describe("the field a scan fills", () => {
  const field = (dataType: string) => ({ identifierName: "barcode", dataType, options: null });
  it("is a modality's only field when it takes a barcode", () => {
    expect(scanFieldOf({ queryData: [field("CBA")] })?.identifierName).toBe("barcode");
    expect(scanFieldOf({ queryData: [field("cba")] })).not.toBeNull();
  });
  it("is none for other data types or more fields", () => {
    expect(scanFieldOf({ queryData: [field("NUM")] })).toBeNull();
    expect(scanFieldOf({ queryData: [field("CBA"), field("NUM")] })).toBeNull();
    expect(scanFieldOf({ queryData: [] })).toBeNull();
  });
});

describe("the bill code among what a scan read", () => {
  const good = withCheckDigit("10031234567890123456789012345");
  it("takes the first valid bill barcode", () => {
    expect(pickBillCode(["https://example.com/qr", good])).toEqual({ code: good });
  });
  it("says why the first read is no bill barcode, or that nothing was read", () => {
    expect(pickBillCode([])).toEqual({ problem: "unreadable" });
    expect(pickBillCode(["  "])).toEqual({ problem: "unreadable" });
    expect(pickBillCode(["hello"])).toEqual({ problem: "digits" });
    const misread = `${good.slice(0, -1)}${(Number(good.at(-1)) + 1) % 10}`;
    expect(pickBillCode([misread])).toEqual({ problem: "checkDigit" });
    expect(pickBillCode([misread], { checkDigit: false })).toEqual({ code: misread });
  });
});
