import { describe, expect, it } from "vitest";
import { errorBodySchema } from "./common";
import { operationStatus, paymentResultSchema, statusResultSchema } from "./operations";

const traced = { tx: "tx-1", mainTx: "main-1" };

const billAnswer = {
  operationId: "8c1f0e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f",
  status: "processing",
  createdAt: "2025-07-15T13:16:20.463Z",
  companyCode: "AR-S-0003",
  companyName: "EDENOR",
  amount: 15230.5,
  identifiers: [{ identifierName: "clientNumber", identifierValue: "0012345678" }],
  agent: "Saldo",
  clientUsername: "saldo",
  externalClientId: "user-1",
  externalPaymentId: "pay-1",
  paymentMethod: "ACCOUNT",
  additionalData: null,
  ...traced,
};

const ticket = ["EDENOR", "15/07/2025 13:16", "Cliente 0012345678", "TOTAL $ 15.230,50"];

describe("payment answers", () => {
  it("reads a bill payment accepted for processing (202)", () => {
    const result = paymentResultSchema("bill", "pay-1").parse(billAnswer);
    expect(result).toMatchObject({
      kind: "bill",
      status: "processing",
      operationId: billAnswer.operationId,
      externalPaymentId: "pay-1",
      clientUsername: "saldo",
      identifiers: [{ identifierName: "clientNumber", identifierValue: "0012345678" }],
      receipt: [],
      activatePin: null,
      tx: "tx-1",
      mainTx: "main-1",
    });
  });

  it("reads a top-up confirmed in the answer, spelled clientUserName", () => {
    const { clientUsername: _c, agent: _a, ...rest } = billAnswer;
    const answer = { ...rest, status: "confirmed", companyCode: "AR-R-0034", clientUserName: "saldo" };
    const result = paymentResultSchema("topup", "pay-1").parse(answer);
    expect(result).toMatchObject({ status: "confirmed", clientUsername: "saldo", agent: null });
  });

  it("reads a gift card with its PIN", () => {
    const answer = {
      operationId: "op-g-1",
      createdAt: "2025-07-15T13:16:20.463Z",
      companyCode: "AR-G-0001",
      companyName: "Steam",
      amount: 5000,
      activatePin: "ABCD-EFGH-IJKL-AB12",
      clientUserName: "saldo",
      externalClientId: "user-1",
      externalPaymentId: "pay-3",
      status: "confirmed",
      additionalData: {},
    };
    expect(paymentResultSchema("giftcard", "pay-3").parse(answer).activatePin).toBe("ABCD-EFGH-IJKL-AB12");
  });

  it("counts a missing or unknown status as processing", () => {
    expect(operationStatus.parse(undefined)).toBe("processing");
    expect(operationStatus.parse("PENDING")).toBe("processing");
    expect(operationStatus.parse("Confirmed")).toBe("confirmed");
    expect(operationStatus.parse("failed")).toBe("failed");
    expect(paymentResultSchema("bill", "pay-1").parse({ ...billAnswer, status: undefined }).status).toBe("processing");
  });

  it("keeps the externalPaymentId sent when the answer does not echo it", () => {
    const { externalPaymentId: _e, ...answer } = billAnswer;
    expect(paymentResultSchema("bill", "pay-9").parse(answer).externalPaymentId).toBe("pay-9");
    expect(paymentResultSchema("bill", "pay-9").parse({ ...answer, externalPaymentId: "" }).externalPaymentId).toBe("pay-9");
  });

  it("accepts additionalData as an object, an array of one object, or null", () => {
    const data = { providerOperationId: "P-1", operationNumber: "42", securityCode: "X9" };
    for (const additionalData of [data, [data], null]) {
      const parsed = paymentResultSchema("bill", "pay-1").parse({ ...billAnswer, additionalData });
      expect(parsed.additionalData).toEqual(additionalData === null ? null : data);
    }
  });
});

describe("status read", () => {
  const settled = {
    ...billAnswer,
    status: "confirmed",
    additionalData: { agent: "Saldo", customerId: "0012345678", ticket, providerName: "EDENOR" },
  };

  it("reads {operation, tx, mainTx} and exposes the receipt lines", () => {
    const { tx: _t, mainTx: _m, ...operation } = settled;
    const result = statusResultSchema("bill").parse({ operation, ...traced });
    expect(result).toMatchObject({ status: "confirmed", receipt: ticket, tx: "tx-1", mainTx: "main-1" });
  });

  it("tolerates a bare operation", () => {
    const result = statusResultSchema("bill").parse(settled);
    expect(result).toMatchObject({ kind: "bill", operationId: billAnswer.operationId, tx: "tx-1", mainTx: "main-1" });
    expect(result.receipt).toEqual(ticket);
  });

  it("finds a late gift-card PIN inside additionalData", () => {
    const result = statusResultSchema("giftcard").parse({
      operation: { operationId: "op-g-2", status: "confirmed", activatePin: null, additionalData: { activatePin: "WXYZ-WXYZ-WXYZ-CD34" } },
    });
    expect(result).toMatchObject({ kind: "giftcard", activatePin: "WXYZ-WXYZ-WXYZ-CD34", externalPaymentId: null });
  });
});

describe("error bodies", () => {
  it("reads {message, code} with tx and mainTx", () => {
    expect(errorBodySchema.parse({ message: "Debt not found", code: "SDE04342", ...traced })).toEqual({
      message: "Debt not found",
      code: "SDE04342",
      ...traced,
    });
  });

  it("accepts a gateway body without a code", () => {
    expect(errorBodySchema.parse({ message: "Too Many Requests" }).code).toBeUndefined();
  });
});
