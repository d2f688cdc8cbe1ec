import { describe, expect, it } from "vitest";
import { countryCurrency, countryFromAcceptLanguage, countryOfCode, isCountry, shownCountry } from "./country";

describe("the client's country from Accept-Language", () => {
  it("is the region of the preferred language", () => {
    expect(countryFromAcceptLanguage("es-AR,es;q=0.9,en;q=0.8")).toBe("AR");
    expect(countryFromAcceptLanguage("es-MX")).toBe("MX");
    expect(countryFromAcceptLanguage("es-cl;q=0.9")).toBe("CL");
    expect(countryFromAcceptLanguage("es_PE")).toBe("PE");
  });

  it("follows the q weights, then the order written", () => {
    expect(countryFromAcceptLanguage("es-CO;q=0.5, es-MX;q=0.8")).toBe("MX");
    expect(countryFromAcceptLanguage("es-CO, es-MX")).toBe("CO");
  });

  it("skips languages without a region we know, and reads past a script subtag", () => {
    expect(countryFromAcceptLanguage("en-US,es;q=0.9,es-CL;q=0.8")).toBe("CL");
    expect(countryFromAcceptLanguage("es-Latn-MX")).toBe("MX");
    expect(countryFromAcceptLanguage("es-419,es-PE;q=0.5")).toBe("PE");
  });

  it("falls back to Argentina", () => {
    for (const header of [null, undefined, "", "en-US", "es", "*", "es-MX;q=0", "garbage;;;", "fr-FR,de-DE;q=0.9"]) {
      expect(countryFromAcceptLanguage(header), String(header)).toBe("AR");
    }
  });
});

describe("countries and company codes", () => {
  it("tells a company's country by its code's prefix", () => {
    expect(countryOfCode("MX-R-00028")).toBe("MX");
    expect(countryOfCode("ar-s-0003")).toBe("AR");
    expect(countryOfCode("ZZ-S-1")).toBeNull();
  });

  it("knows only the catalogue's countries, each with its currency", () => {
    expect(isCountry("AR")).toBe(true);
    expect(isCountry("ar")).toBe(false);
    expect(isCountry("US")).toBe(false);
    expect(countryCurrency("MX")).toBe("MXN");
    expect(countryCurrency("CL")).toBe("CLP");
  });
});

describe("the catalogue a page shows", () => {
  it("is the country asked for when known, the user's own otherwise", () => {
    expect(shownCountry("mx", "AR")).toBe("MX");
    expect(shownCountry(undefined, "CL")).toBe("CL");
    expect(shownCountry("US", "AR")).toBe("AR");
    expect(shownCountry(["MX", "CL"], "AR")).toBe("AR");
  });
});
