import { describe, expect, it } from "vitest";
import { companyCurrency, currencyOf } from "./currency";

describe("a company's currency", () => {
  it("comes from the country its code starts with", () => {
    expect(companyCurrency("AR-S-0003")).toBe("ARS");
    expect(companyCurrency("mx-r-00028")).toBe("MXN");
    expect(currencyOf("CL-G-1")).toBe("CLP");
  });

  it("is unknown for a country we do not know: no amount shown, XXX recorded", () => {
    expect(companyCurrency("ZZ-S-1")).toBeNull();
    expect(currencyOf("ZZ-S-1")).toBe("XXX");
  });
});
