import { describe, expect, it } from "vitest";
import { fieldScope } from "./field-scope";

describe("fieldScope", () => {
  it("gives a date or a barcode to one bill", () => {
    expect(fieldScope({ dataType: "FEC", description: "Fecha de emisión" })).toBe("bill");
    expect(fieldScope({ dataType: "fec", description: null })).toBe("bill");
    expect(fieldScope({ dataType: "CBA", description: "Código" })).toBe("bill");
  });

  it("gives a number that names one bill to that bill, by its words", () => {
    expect(fieldScope({ dataType: "NUM", description: "Número de factura" })).toBe("bill");
    expect(fieldScope({ dataType: "ALF", description: "Código de la boleta" })).toBe("bill");
    expect(fieldScope({ dataType: "NUM", description: "Invoice number" })).toBe("bill");
  });

  it("keeps a document or member number with the account", () => {
    expect(fieldScope({ dataType: "NUM", description: "Documento del titular" })).toBe("account");
    expect(fieldScope({ dataType: "ALF", description: "Número de socio" })).toBe("account");
    expect(fieldScope({ dataType: null, description: null })).toBe("account");
  });
});
