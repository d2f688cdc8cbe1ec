import { describe, expect, it } from "vitest";
import { covers, isLow, levelOf } from "./float";

describe("the provider's float", () => {
  it("covers a payment up to the cent it has, and not one cent more", () => {
    expect(covers(150, 150)).toBe(true);
    expect(covers(0.3, 0.1 + 0.2)).toBe(true);
    expect(covers(149.99, 150)).toBe(false);
    expect(covers(-10, 1)).toBe(false);
  });

  it("is low at or below its level, and with nothing available whatever the level", () => {
    expect(isLow(1_000_000, 1_000_000)).toBe(true);
    expect(isLow(1_000_000.01, 1_000_000)).toBe(false);
    expect(isLow(0, 0)).toBe(true);
    expect(isLow(-5, 0)).toBe(true);
    expect(isLow(0.01, 0)).toBe(false);
  });

  it("takes a currency's own level, and none for a currency not listed", () => {
    expect(levelOf({ ARS: 500 }, "ARS")).toBe(500);
    expect(levelOf({ ARS: 500 }, "MXN")).toBe(0);
  });
});
