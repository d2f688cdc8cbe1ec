import { describe, expect, it } from "vitest";
import { normalizeTopUpNumber } from "./topup-number";

describe("normalizeTopUpNumber", () => {
  it("drops the spaces and dashes people group a number with", () => {
    expect(normalizeTopUpNumber(" 11 5555-0001 ")).toBe("1155550001");
    expect(normalizeTopUpNumber("11-5555-0001")).toBe("1155550001");
  });

  it("keeps anything else, for the number's rule to refuse", () => {
    expect(normalizeTopUpNumber("11abc45678")).toBe("11abc45678");
    expect(normalizeTopUpNumber("(11) 5555.0001")).toBe("(11)5555.0001");
  });
});
