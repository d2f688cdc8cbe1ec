import { describe, expect, it } from "vitest";
import { periodMonth, readTicket, shortId } from "./receipt-lines";

const SANDBOX_TICKET = [
  "COMPROBANTE DE PAGO",
  "Fecha: 2026-11-04 15:02:11 UTC",
  "Empresa: EDENOR (AR-S-0003)",
  "clientNumber: 1234567891",
  "Operacion: SOP-4f1c2b7e-0d3a-4c55-9b1e-2f6a8d7c9e01",
  "Nro. transaccion: 4107035493",
  "Cod. seguridad: 379E01",
  "Medio de pago: ACCOUNT",
  "TOTAL: $ 15.230,50",
  "Agente: Saldo Sandbox Agent",
];

describe("readTicket", () => {
  it("reads every known provider line into a field, leaves out the title and the UTC date", () => {
    const fields = readTicket(SANDBOX_TICKET, [{ identifierName: "clientNumber", label: "Número de cliente" }]);
    expect(fields.map((f) => f.kind)).toEqual([
      "company", "identifier", "providerOperation", "transaction", "securityCode", "paymentMethod", "total", "agent",
    ]);
    expect(fields).toContainEqual({ kind: "identifier", name: "clientNumber", label: "Número de cliente", value: "1234567891" });
    expect(fields).toContainEqual({ kind: "paymentMethod", value: "ACCOUNT", method: "ACCOUNT" });
    expect(JSON.stringify(fields)).not.toContain("UTC");
  });

  it("keeps a line it does not know with the provider's words, and an unknown method as written", () => {
    expect(readTicket(["Sucursal: 12", "Gracias por su pago", "Medio de pago: CASH"])).toEqual([
      { kind: "other", label: "Sucursal", value: "12" },
      { kind: "other", label: null, value: "Gracias por su pago" },
      { kind: "paymentMethod", value: "CASH", method: null },
    ]);
  });

  it("matches labels without caring about accents or case", () => {
    expect(readTicket(["OPERACIÓN: X1", "Nro. Transacción: 9"]).map((f) => f.kind)).toEqual(["providerOperation", "transaction"]);
  });
});

describe("shortId", () => {
  it("shortens a uuid to its first eight and last four characters", () => {
    expect(shortId("4f1c2b7e-0d3a-4c55-9b1e-2f6a8d7c9e01")).toBe("4f1c2b7e…9e01");
  });
  it("leaves a short number whole", () => {
    expect(shortId("4107035493")).toBe("4107035493");
  });
});

describe("periodMonth", () => {
  it("finds the month in the provider's concept", () => {
    expect(periodMonth("Factura 2026-11")).toEqual({ year: 2026, month: 11 });
    expect(periodMonth("Cuota 03/2027")).toEqual({ year: 2027, month: 3 });
  });
  it("has none when the concept names no month", () => {
    expect(periodMonth("Factura vencida")).toBeNull();
    expect(periodMonth(null)).toBeNull();
    expect(periodMonth("Factura 2026-13")).toBeNull();
  });
});
