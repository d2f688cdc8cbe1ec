import { describe, expect, it } from "vitest";
import { fold, foldTerm, nameMatches, tagMatches } from "./match";

describe("company search matching", () => {
  it("ignores case and accents on both sides", () => {
    expect(fold("EDENOR")).toBe("edenor");
    expect(fold("Peñalolén Aguas")).toBe("penalolen aguas");
    expect(nameMatches(fold("COMPAÑÍA GENERAL"), foldTerm("compañia"))).toBe(true);
    expect(nameMatches(fold("ENERGIA DE MISIONES"), foldTerm("Energía"))).toBe(true);
  });

  it("finds the term anywhere in the name, not only at word starts", () => {
    expect(nameMatches(fold("METROGAS"), foldTerm("rog"))).toBe(true);
    expect(nameMatches(fold("EDENOR"), foldTerm("edesur"))).toBe(false);
  });

  it("trims the term as the provider does, but keeps inner spaces", () => {
    expect(foldTerm("  banco del ")).toBe("banco del");
    expect(nameMatches(fold("BANCO DEL SOL"), foldTerm(" banco del "))).toBe(true);
    expect(nameMatches(fold("BANCO  DEL SOL"), foldTerm("banco del"))).toBe(false);
  });

  it("treats punctuation literally", () => {
    expect(nameMatches(fold("ARCA (EX AFIP)"), foldTerm("(ex"))).toBe(true);
    expect(nameMatches(fold("SANTANDER - PRESTAMOS"), foldTerm("r - p"))).toBe(true);
    expect(nameMatches(fold("AT&T"), foldTerm("t&t"))).toBe(true);
  });

  it("matches a category only when a tag is written the same, ignoring case and accents", () => {
    const tags = ["SERVICIO DE GAS", "INTERNET, TELEFONIA Y TV"].map(fold);
    expect(tagMatches(tags, fold("servicio de gas"))).toBe(true);
    expect(tagMatches(tags, fold("Internet, telefonía y TV"))).toBe(true);
    expect(tagMatches(tags, fold("GAS"))).toBe(false);
    expect(tagMatches(tags, fold("INTERNET"))).toBe(false);
  });
});
