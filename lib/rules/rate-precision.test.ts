import { describe, expect, it } from "vitest";
import { rateDigits } from "./rate-precision";

const show = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "ARS", ...rateDigits(value) }).format(value).replace(/\s/g, " ");

describe("rateDigits", () => {
  it("shows two decimals for rates of one or more, in the user's locale", () => {
    expect(show("es-AR", 1256.4817)).toBe("$ 1.256,48");
    expect(show("en-US", 1256.4817)).toContain("1,256.48");
    expect(show("es-AR", 18.4)).toBe("$ 18,40");
  });

  it("keeps three significant digits for rates under one, so they never read as zero", () => {
    expect(show("es-AR", 0.001234)).toBe("$ 0,00123");
    expect(show("en-US", 0.5)).toContain("0.500");
  });
});
