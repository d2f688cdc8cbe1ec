import { describe, expect, it } from "vitest";
import { amountTextProblem, formatAmountText, readAmountText } from "./amount-text";

const ES = "es-AR";
const EN = "en-US";
const amountOf = (text: string, locale: string) => {
  const read = readAmountText(text, locale);
  return read.ok ? read.amount : read.problem.kind;
};

describe("readAmountText", () => {
  // [typed, amount] pairs read the same in both locales.
  const BOTH: [string, number][] = [
    ["1.500,50", 1500.5],
    ["1,500.50", 1500.5],
    ["1.234.567,89", 1234567.89],
    ["1,234,567.89", 1234567.89],
    ["1500", 1500],
    ["1500,5", 1500.5],
    ["1500.5", 1500.5],
    ["1500,50", 1500.5],
    ["1500.50", 1500.5],
    ["1,5", 1.5],
    ["1.5", 1.5],
    ["0,07", 0.07],
    ["1.500.000", 1_500_000],
  ];

  it("reads each locale's own spelling and plain amounts with either decimal mark, in both locales", () => {
    for (const locale of [ES, EN]) {
      for (const [text, amount] of BOTH) expect({ locale, text, read: amountOf(text, locale) }).toEqual({ locale, text, read: amount });
    }
  });

  it("reads one mark before three digits as thousands only when it is the locale's thousands mark", () => {
    expect(amountOf("1.500", ES)).toBe(1500);
    expect(amountOf("12.345", ES)).toBe(12345);
    expect(amountOf("1,500", EN)).toBe(1500);
    // The other mark there would be three decimals: refused, never guessed.
    expect(amountOf("1,500", ES)).toBe("decimals");
    expect(amountOf("1.500", EN)).toBe("decimals");
    // Not a thousands group (a lone 0, or four digits before it): a decimal mark, so too many decimals.
    expect(amountOf("0.500", ES)).toBe("decimals");
    expect(amountOf("1500.500", ES)).toBe("decimals");
  });

  it("ignores spaces and a leading $, as in an amount copied from the page", () => {
    expect(amountOf("$ 1.500,50", ES)).toBe(1500.5);
    expect(amountOf("$\u00a01.500,50", ES)).toBe(1500.5);
    expect(amountOf(" 1 500,50 ", ES)).toBe(1500.5);
  });

  it("says when nothing was typed and when the text is not an amount", () => {
    expect(amountOf("", ES)).toBe("missing");
    expect(amountOf("   ", EN)).toBe("missing");
    for (const text of ["abc", "-5", "1e5", "1500,", ",50", "1.5.5", "1.500,000,5", "1,50.000", "$"]) {
      expect({ text, read: amountOf(text, ES) }).toEqual({ text, read: "format" });
    }
  });
});

describe("amountTextProblem", () => {
  const open = { amountType: "OPEN", amount: null, minAmount: 100, maxAmount: 5000 } as const;

  it("checks the amount read against the rule: '1.500,50' fits a bill of 100 to 5000 in both locales", () => {
    expect(amountTextProblem("1.500,50", ES, open)).toBeNull();
    expect(amountTextProblem("1,500.50", EN, open)).toBeNull();
    expect(amountTextProblem("99999", ES, open)).toEqual({ kind: "between", min: 100, max: 5000 });
    expect(amountTextProblem("0", ES, open)).toEqual({ kind: "notPositive" });
    expect(amountTextProblem("10,505", ES, open)).toEqual({ kind: "decimals" });
    expect(amountTextProblem("", ES, open)).toEqual({ kind: "missing" });
  });
});

describe("formatAmountText", () => {
  it("writes the form's text in the locale: two decimals with the locale's mark, no thousands mark", () => {
    expect(formatAmountText(1500.5, ES)).toBe("1500,50");
    expect(formatAmountText(1500.5, EN)).toBe("1500.50");
    expect(formatAmountText(1500, ES)).toBe("1500");
    expect(formatAmountText(0.07, ES)).toBe("0,07");
  });

  it("round-trips: Modificar brings back exactly the amount that was reviewed", () => {
    for (const locale of [ES, EN]) {
      for (const amount of [0.01, 1.5, 100, 1500.5, 12345.67, 1_500_000, 999_999_999.99]) {
        expect(readAmountText(formatAmountText(amount, locale), locale)).toEqual({ ok: true, amount });
      }
    }
  });
});
