import { describe, expect, it } from "vitest";
import { billCategoryOptions, categoryOf, presentCompanyName, presentConcept, presentTag, presentTags, readableCase } from "./present";

describe("presentCompanyName", () => {
  it("writes capitals in title case with Spanish small words in lower case", () => {
    expect(presentCompanyName("AGUAS ARGENTINAS")).toBe("Aguas Argentinas");
    expect(presentCompanyName("BANCO DEL SOL")).toBe("Banco del Sol");
    expect(presentCompanyName("LUZ Y FUERZA DEL CENTRO")).toBe("Luz y Fuerza del Centro");
    expect(presentCompanyName("CAMUZZI GAS PAMPEANA")).toBe("Camuzzi Gas Pampeana");
  });

  it("spells brands and acronyms as the override table does, and puts the accents back", () => {
    expect(presentCompanyName("AYSA")).toBe("AySA");
    expect(presentCompanyName("EDENOR")).toBe("EDENOR");
    expect(presentCompanyName("MOVISTAR")).toBe("Movistar");
    expect(presentCompanyName("TELECENTRO")).toBe("Telecentro");
    expect(presentCompanyName("SANTANDER - PRESTAMOS")).toBe("Santander - Préstamos");
    expect(presentCompanyName("UCA - UNIVERSIDAD CATOLICA ARGENTINA")).toBe("UCA - Universidad Católica Argentina");
    expect(presentCompanyName("AGIP - ABL CABA")).toBe("AGIP - ABL CABA");
    expect(presentCompanyName("MOVISTAR PERU - FIJA")).toBe("Movistar Perú - Fija");
  });

  it("leaves a name the provider already wrote for people as it is", () => {
    expect(presentCompanyName("ARCA (ex AFIP)")).toBe("ARCA (ex AFIP)");
    expect(presentCompanyName("Movistar Pospago")).toBe("Movistar Pospago");
    expect(presentCompanyName("  EDENOR  ")).toBe("EDENOR");
  });
});

describe("categories", () => {
  it("groups provider tags, capitals or lower case, accents or not, into the user's categories", () => {
    expect(categoryOf("SERVICIO DE LUZ")).toBe("electricity");
    expect(categoryOf("TV POR CABLE")).toBe("tv");
    expect(categoryOf("INTERNET, TELEFONIA Y TV")).toBe("internet");
    expect(categoryOf("musica")).toBe("music");
    expect(categoryOf("Música")).toBe("music");
    expect(categoryOf("gaming")).toBe("gaming");
    expect(categoryOf("ALGO NUEVO")).toBeNull();
  });

  it("gives an unknown tag a readable label in sentence case", () => {
    expect(presentTag("SERVICIOS PUBLICOS")).toEqual({ category: null, label: "Servicios públicos" });
    expect(readableCase("TELEFONIA MOVIL", { sentence: true })).toBe("Telefonía móvil");
  });

  it("shows each category of a company once", () => {
    expect(presentTags(["TELEFONIA MOVIL", "telefonia"]).map((t) => t.category)).toEqual(["mobile"]);
    expect(presentTags(["TV POR CABLE", "INTERNET, TELEFONIA Y TV", "X Y Z"])).toEqual([
      { category: "tv", label: "TV por cable" },
      { category: "internet", label: "Internet, telefonía y TV" },
      { category: null, label: "X y z" },
    ]);
  });

  it("offers bills only the bill categories, one choice per category, keeping the tag to filter by", () => {
    const options = billCategoryOptions(["SERVICIO DE LUZ", "TELEFONIA MOVIL", "SERVICIOS PUBLICOS", "telefonia", "musica", "gaming"]);
    expect(options).toEqual([
      { tag: "SERVICIO DE LUZ", category: "electricity", label: "Servicio de luz" },
      { tag: "TELEFONIA MOVIL", category: "mobile", label: "Telefonía móvil" },
      { tag: "SERVICIOS PUBLICOS", category: null, label: "Servicios públicos" },
    ]);
  });
});

describe("presentConcept", () => {
  it("says a concept that repeats its label once", () => {
    expect(presentConcept("Factura: Factura 2026-11")).toBe("Factura 2026-11");
    expect(presentConcept("FACTURA 2026-11")).toBe("Factura 2026-11");
    expect(presentConcept("Factura 2026-11")).toBe("Factura 2026-11");
    expect(presentConcept("Cuota: 3 de 12")).toBe("Cuota: 3 de 12");
    expect(presentConcept("  ")).toBeNull();
    expect(presentConcept(null)).toBeNull();
  });
});
