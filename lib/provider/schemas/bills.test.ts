import { describe, expect, it } from "vitest";
import { billPaymentInput, debtQueryInput, debtQueryResultSchema } from "./bills";

const operationId = "3f9c1e52-7a4b-4d8e-9b0c-2a1d3e4f5a6b";

const debtQuery = {
  operationId,
  companyCode: "AR-S-0003",
  companyName: "EDENOR",
  customerId: "",
  customerName: "",
  customerAddress: "",
  debts: [
    {
      debtId: `${operationId}-0`,
      currency: "ARS",
      amount: 15230.5,
      minAmount: 15230.5,
      maxAmount: 15230.5,
      expirationDate: "2025-07-15",
      amountType: "CLOSED",
      expired: false,
      details: [{ commission: 10 }, { concept: "Consumo", nested: { ignored: true } }],
      expirations: [{ amount: 15990.1, expirationDate: "2025-07-30" }],
      exchangeDetail: [{ amount: 12.12, currency: "USD", exchangeRate: 1256.48 }],
    },
    {
      debtId: `${operationId}-1`,
      currency: "ARS",
      amount: 0,
      minAmount: 100,
      maxAmount: 50000,
      expirationDate: null,
      amountType: "OPEN",
      expired: false,
      details: [],
      expirations: [],
      exchangeDetail: [],
    },
  ],
  tx: "a1b2c3d4-0000-4000-8000-000000000001",
  mainTx: "a1b2c3d4-0000-4000-8000-000000000002",
};

const debtQuerySchema = debtQueryResultSchema("AR-S-0003");

describe("debt query schema", () => {
  it("reshapes a closed debt with surcharges and its USD amount", () => {
    const debt = debtQuerySchema.parse(debtQuery).debts[0]!;
    expect(debt).toEqual({
      debtId: `${operationId}-0`,
      currency: "ARS",
      amountType: "CLOSED",
      amount: 15230.5,
      minAmount: 15230.5,
      maxAmount: 15230.5,
      expired: false,
      expirationDate: "2025-07-15",
      surcharges: [{ amount: 15990.1, expirationDate: "2025-07-30" }],
      exchange: { amount: 12.12, currency: "USD", exchangeRate: 1256.48 },
      details: [{ commission: 10 }, { concept: "Consumo" }],
    });
  });

  it("gives an OPEN debt without an amount a null amount, never 0", () => {
    const debt = debtQuerySchema.parse(debtQuery).debts[1]!;
    expect(debt).toMatchObject({ amountType: "OPEN", amount: null, minAmount: 100, maxAmount: 50000, exchange: null });
  });

  it("keeps the amount of an OPEN debt that carries one", () => {
    const open = { ...debtQuery.debts[1], amount: 2500 };
    expect(debtQuerySchema.parse({ ...debtQuery, debts: [open] }).debts[0]!.amount).toBe(2500);
  });

  it("reads empty customer fields as null and missing optional lists as empty", () => {
    const { details: _d, expirations: _e, exchangeDetail: _x, ...bare } = debtQuery.debts[0]!;
    const body = debtQuerySchema.parse({ ...debtQuery, debts: [{ ...bare, expired: true }] });
    expect(body).toMatchObject({ customerId: null, customerName: null, customerAddress: null });
    expect(body.debts[0]).toMatchObject({ expired: true, surcharges: [], details: [], exchange: null });
  });

  it("keeps the company asked about when the answer leaves its code out", () => {
    const { companyCode: _c, ...noCode } = debtQuery;
    expect(debtQuerySchema.parse(noCode)).toMatchObject({ operationId, companyCode: "AR-S-0003", companyName: "EDENOR" });
    expect(debtQueryResultSchema("AR-S-0035").parse({ ...debtQuery, companyCode: "" }).companyCode).toBe("AR-S-0035");
  });

  it("refuses a debt without bounds", () => {
    const { minAmount: _m, ...noMin } = debtQuery.debts[0]!;
    expect(debtQuerySchema.safeParse({ ...debtQuery, debts: [noMin] }).success).toBe(false);
  });
});

describe("bill request schemas", () => {
  it("checks a debt query before it is sent", () => {
    const query = {
      companyCode: "AR-S-0003",
      modalityId: "5d1c2b1e-8a9f-4c3e-b2d1-0f9e8d7c6b5a",
      queryData: [{ identifierName: "clientNumber", identifierValue: "0012345678" }],
      externalRequestId: "req-1",
      externalClientId: "user-1",
    };
    expect(debtQueryInput.parse(query)).toEqual(query);
    expect(debtQueryInput.safeParse({ ...query, queryData: [] }).success).toBe(false);
  });

  it("accepts only the three payment methods", () => {
    const payment = { debtId: `${operationId}-0`, amount: 15230.5, paymentMethod: "ACCOUNT", externalPaymentId: "pay-1" };
    expect(billPaymentInput.safeParse(payment).success).toBe(true);
    expect(billPaymentInput.safeParse({ ...payment, paymentMethod: "CASH" }).success).toBe(false);
  });
});
