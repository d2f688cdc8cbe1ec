import { describe, expect, it } from "vitest";
import { feesOf, maskAddress, totalWithFees } from "./charges";

describe("feesOf", () => {
  it("lists the numeric charges of a debt's details, not its concept nor a zero commission", () => {
    expect(feesOf([{ concept: "Factura 2026-11", commission: 0 }])).toEqual([]);
    expect(feesOf([{ concept: "Factura 2026-11", commission: 350 }, { interest: 12.5, note: "x" }])).toEqual([
      { name: "commission", amount: 350 },
      { name: "interest", amount: 12.5 },
    ]);
  });
});

describe("totalWithFees", () => {
  it("adds the fees to the amount in cents", () => {
    expect(totalWithFees(0.1, [{ name: "commission", amount: 0.2 }])).toBe(0.3);
    expect(totalWithFees(15_000.5, [])).toBe(15_000.5);
  });
});

describe("maskAddress", () => {
  it("keeps what the holder recognises and hides the rest", () => {
    expect(maskAddress("Av. Corrientes 1234")).toBe("Av. Co•••••••• 1•••");
    expect(maskAddress("Calle 9 de Julio 4521")).toBe("Ca••• 9 de Ju••• 4•••");
  });

  it("answers nothing for an empty address", () => {
    expect(maskAddress("")).toBeNull();
    expect(maskAddress(null)).toBeNull();
  });
});
