import { describe, expect, it } from "vitest";
import { tileColour, tileLetters } from "./letter-tile";

describe("letter tiles", () => {
  it("tells apart companies that share a prefix", () => {
    const names = ["EDENOR", "EDESUR", "EDELAP", "EDEMSA", "EDEA"];
    const letters = names.map(tileLetters);
    expect(letters).toEqual(["EN", "ES", "EL", "EM", "ED"]);
    expect(new Set(letters).size).toBe(names.length);
  });

  it("takes the first letters of the brand's first and last meaningful words", () => {
    expect(tileLetters("CAMUZZI GAS PAMPEANA")).toBe("CP");
    expect(tileLetters("CAMUZZI GAS DEL SUR")).toBe("CS");
    expect(tileLetters("Banco de la Nación")).toBe("BN");
    expect(tileLetters("ARCA (ex AFIP)")).toBe("AR");
  });

  it("leaves out what follows a dash, which describes the product rather than the company", () => {
    expect(tileLetters("BANCO GALICIA - PRESTAMOS")).toBe("BG");
    expect(tileLetters("BANCO MACRO - PRESTAMOS")).toBe("BM");
    expect(tileLetters("ABSA - AGUAS BONAERENSES")).toBe("AB");
    expect(tileLetters("- PRESTAMOS")).toBe("PS");
  });

  it("keeps every tile of Argentina's first page of billers apart", () => {
    const names = ["BANCO DEL SOL", "EDENOR", "AYSA", "SANTANDER - PRESTAMOS", "CAMUZZI GAS PAMPEANA", "CAMUZZI GAS DEL SUR", "EDESUR", "ARCA (ex AFIP)", "ARBA - IMPUESTO INMOBILIARIO", "AGIP - ABL CABA", "TELECENTRO", "PERSONAL FLOW"];
    const tiles = names.map((name) => `${tileLetters(name)} ${tileColour(name)}`);
    expect(new Set(tiles).size).toBe(names.length);
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
