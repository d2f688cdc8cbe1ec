// Top-ups: usually final in the provider's answer; the number's last digit picks the sandbox's
// outcome (5 processing, 0 failed, 9 rate limited). Catalogue rules are checked before paying.
import { describe, expect, it } from "vitest";
import { expectError } from "../support/auth-helpers";
import { signedUpUser } from "../support/api-client";
import { MOVISTAR, buyTopUp, expectNoProviderCall, sandboxOperations, topUpBody, waitForOperation } from "../support/payment-helpers";

describe("POST /api/topups", () => {
  it("answers 201 confirmed for an ordinary number, with the operation and, soon after, its receipt", async () => {
    const user = await signedUpUser("topup-ok");
    const body = topUpBody(1);
    const answer = await buyTopUp(user, body);
    expect(answer.status).toBe(201);
    expect(answer.body.operation).toMatchObject({
      kind: "topup", status: "confirmed", companyCode: "AR-R-0001", companyName: "Movistar", amount: 150, currency: "ARS",
      paymentMethod: "DEBIT", hasPin: false,
    });
    for (const field of ["id", "externalPaymentId", "createdAt", "updatedAt"]) expect(answer.body.operation[field]).toBeTruthy();
    const [atProvider] = await sandboxOperations(answer.body.operation.externalPaymentId);
    expect(atProvider?.status).toBe("confirmed");
    const op = await waitForOperation(user, answer.body.operation.id, (o) => Boolean(o.receipt));
    expect(op.receipt!.ticket.join("\n")).toContain(String(body.identifierValue));
  });

  it("answers 202 processing for a number ending in 5, then the callback confirms it", async () => {
    const user = await signedUpUser("topup-later");
    const answer = await buyTopUp(user, topUpBody(5));
    expect(answer.status).toBe(202);
    expect(answer.body.operation.status).toBe("processing");
    const op = await waitForOperation(user, answer.body.operation.id, (o) => o.status === "confirmed");
    expect(op.events!.at(-1)).toMatchObject({ from: "processing", to: "confirmed" });
  });

  it("answers 201 failed with the operator's reason for a number ending in 0", async () => {
    const user = await signedUpUser("topup-fail");
    const answer = await buyTopUp(user, topUpBody(0));
    expect(answer.status).toBe(201);
    expect(answer.body.operation.status).toBe("failed");
    expect(answer.body.operation.statusReason).toMatch(/operador/i);
    expect(answer.body.operation.statusReasonCode).toBe("PROVIDER_FAILED");
  });

  it("answers 429 with a clear message when the number hit its top-up limit (ending in 9), and records it failed", async () => {
    const user = await signedUpUser("topup-limit");
    const answer = await buyTopUp(user, topUpBody(9));
    expectError(answer, 429, "RATE_LIMITED");
    expect(answer.body.error.message).toMatch(/limit/i);
    const operationId = answer.body.error.details.operationId as string;
    const op = await waitForOperation(user, operationId, () => true);
    expect(op.status).toBe("failed");
    expect(op.statusReason).toMatch(/limit/i);
    // The pages translate the provider's code; its English text stays for the operator.
    expect(op.statusReasonCode).toBe("RPA04680");
  });

  it("refuses a number of the wrong length or type for the company, without calling the provider", async () => {
    const user = await signedUpUser("topup-number");
    for (const identifierValue of ["11555", "11555500011", "11555abc01"]) {
      const answer = await expectNoProviderCall(() => buyTopUp(user, topUpBody(1, { identifierValue })));
      expectError(answer, 400, "INVALID_INPUT");
      expect(answer.body.error.details).toHaveProperty("identifierValue");
    }
    const wrongField = await expectNoProviderCall(() => buyTopUp(user, topUpBody(1, { identifierName: "phoneNumber" })));
    expectError(wrongField, 400, "INVALID_INPUT");
    expect(wrongField.body.error.details).toHaveProperty("identifierName");
    expect((await user.get("/api/operations")).body.operations).toEqual([]);
  });

  it("refuses amounts the product does not allow (OPEN range, FIXED list), without calling the provider", async () => {
    const user = await signedUpUser("topup-amount");
    const cases = [
      topUpBody(1, { productId: "1", amount: 99.99 }),
      topUpBody(1, { productId: "1", amount: 5000.01 }),
      topUpBody(1, { productId: "2", amount: 750 }),
    ];
    for (const body of cases) {
      const answer = await expectNoProviderCall(() => buyTopUp(user, body));
      expectError(answer, 400, "INVALID_INPUT");
      expect(answer.body.error.details).toHaveProperty("amount");
    }
    const fixedOk = await buyTopUp(user, topUpBody(1, { productId: "2", amount: 1000 }));
    expect(fixedOk.status).toBe(201);
  });

  it("refuses an unknown company (404) or product (400 on productId) without paying", async () => {
    const user = await signedUpUser("topup-catalog");
    expectError(await buyTopUp(user, topUpBody(1, { companyCode: "AR-R-9999" })), 404, "NOT_FOUND");
    // A bill company is not a top-up company.
    expectError(await buyTopUp(user, topUpBody(1, { companyCode: "AR-S-0003" })), 404, "NOT_FOUND");
    const product = await expectNoProviderCall(() => buyTopUp(user, topUpBody(1, { productId: "77" })));
    expectError(product, 400, "INVALID_INPUT");
    expect(product.body.error.details).toHaveProperty("productId");
    expect((await user.get("/api/operations")).body.operations).toEqual([]);
  });

  it("refuses malformed input with per-field details", async () => {
    const user = await signedUpUser("topup-input");
    const answer = await buyTopUp(user, { companyCode: MOVISTAR.companyCode, amount: "a lot", paymentMethod: "CASH" });
    expectError(answer, 400, "INVALID_INPUT");
    expect(Object.keys(answer.body.error.details)).toEqual(
      expect.arrayContaining(["productId", "amount", "identifierName", "identifierValue", "paymentMethod"]),
    );
  });
});
