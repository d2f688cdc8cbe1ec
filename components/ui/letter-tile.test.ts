import { describe, expect, it } from "vitest";
import { tileColour, tileLetters } from "./letter-tile";

describe("letter tiles", () => {
  it("tells apart companies that share a prefix", () => {
    const names = ["EDENOR", "EDESUR", "EDELAP", "EDEMSA", "EDEA"];
    const letters = names.map(tileLetters);
    expect(letters).toEqual(["EN", "ES", "EL", "EM", "ED"]);
    expect(new Set(letters).size).toBe(names.length);
  });

  it("takes the first letters of the first two meaningful words", () => {
    expect(tileLetters("CAMUZZI GAS DEL SUR")).toBe("CG");
    expect(tileLetters("ABSA - AGUAS BONAERENSES")).toBe("AA");
    expect(tileLetters("Banco de la Nación")).toBe("BN");
    expect(tileLetters("ARCA (ex AFIP)")).toBe("AR");
  });

  it("writes short names, accents and lowercase as plain capitals", () => {
    expect(tileLetters("AYSA")).toBe("AY");
    expect(tileLetters("énergie")).toBe("ER");
    expect(tileLetters("  ")).toBe("?");
  });

  it("gives the same company the same colour however its name is written, and neighbours different ones", () => {
    expect(tileColour("Edenor")).toBe(tileColour("EDENOR"));
    expect(tileColour("EDENOR")).not.toBe(tileColour("EDESUR"));
  });
});
