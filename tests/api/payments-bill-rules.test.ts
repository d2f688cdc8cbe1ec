// A bill payment is checked against the debt the user queried before anything is stored or sent:
// a refused payment leaves no operation and makes no provider call.
import { describe, expect, it } from "vitest";
import { expectError } from "../support/auth-helpers";
import { ApiClient, signedUpUser } from "../support/api-client";
import { billBody, expectNoProviderCall, payBill, queryDebt, queryDebts } from "../support/payment-helpers";

async function noOperations(user: ApiClient) {
  const list = await user.get("/api/operations");
  expect(list.status).toBe(200);
  expect(list.body.operations).toEqual([]);
}

describe("POST /api/bills/payments business rules", () => {
  it("refuses an amount below the debt's minimum, naming the range on the amount field", async () => {
    const user = await signedUpUser("rules-min");
    const debt = await queryDebt(user, 2);
    expect(debt.amountType).toBe("OPEN");
    const response = await expectNoProviderCall(() => payBill(user, billBody(debt, { amount: debt.minAmount - 0.01 })));
    expectError(response, 400, "INVALID_INPUT");
    expect(response.body.error.details.amount[0]).toMatch(/between .+ and .+/);
    await noOperations(user);
  });

  it("refuses an amount above the debt's maximum", async () => {
    const user = await signedUpUser("rules-max");
    const debt = await queryDebt(user, 2);
    const response = await expectNoProviderCall(() => payBill(user, billBody(debt, { amount: debt.maxAmount + 1 })));
    expectError(response, 400, "INVALID_INPUT");
    expect(response.body.error.details).toHaveProperty("amount");
    await noOperations(user);
  });

  it("refuses anything but the exact amount of a CLOSED debt", async () => {
    const user = await signedUpUser("rules-closed");
    const debt = await queryDebt(user, 1);
    expect(debt.amountType).toBe("CLOSED");
    const response = await expectNoProviderCall(() => payBill(user, billBody(debt, { amount: debt.amount! - 1 })));
    expectError(response, 400, "INVALID_INPUT");
    expect(response.body.error.details.amount[0]).toMatch(/exactly/);
    await noOperations(user);
  });

  it("refuses a second payment of the same debt under another key, naming the first one", async () => {
    const user = await signedUpUser("rules-twice");
    const debt = await queryDebt(user, 1);
    const first = await payBill(user, billBody(debt));
    expect([201, 202]).toContain(first.status);
    // In flight it is PAYMENT_IN_FLIGHT, once confirmed CONFLICT (payments-duplicates.test.ts holds both apart).
    const again = await expectNoProviderCall(() => payBill(user, billBody(debt)));
    expect(again.status).toBe(409);
    expect(["PAYMENT_IN_FLIGHT", "CONFLICT"]).toContain(again.body.error.code);
    expect(again.body.error.details).toMatchObject({ operationId: first.body.operation.id });
    const list = await user.get("/api/operations");
    expect(list.body.operations).toHaveLength(1);
  });

  it("refuses an expired debt with 410 DEBT_EXPIRED", async () => {
    const user = await signedUpUser("rules-expired");
    const debts = await queryDebts(user, 3);
    const expired = debts.find((d) => d.expired);
    expect(expired).toBeDefined();
    const response = await expectNoProviderCall(() => payBill(user, billBody(expired!)));
    expectError(response, 410, "DEBT_EXPIRED");
    await noOperations(user);
  });

  it("answers another user's debt as not found (404), without calling the provider", async () => {
    const owner = await signedUpUser("rules-owner");
    const intruder = await signedUpUser("rules-intruder");
    const debt = await queryDebt(owner, 1);
    const response = await expectNoProviderCall(() => payBill(intruder, billBody(debt)));
    expectError(response, 404, "NOT_FOUND");
    await noOperations(intruder);
    await noOperations(owner);
  });

  it("answers a debt nobody queried as not found (404)", async () => {
    const user = await signedUpUser("rules-unknown");
    const response = await expectNoProviderCall(() =>
      payBill(user, { debtId: "SOP-00000000-0000-4000-8000-000000000000-0", amount: 100, paymentMethod: "ACCOUNT" }),
    );
    expectError(response, 404, "NOT_FOUND");
  });

  it("refuses malformed input with per-field details", async () => {
    const user = await signedUpUser("rules-input");
    const debt = await queryDebt(user, 1);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...billBody(debt), amount: -5 }, "amount"],
      [{ ...billBody(debt), amount: 0 }, "amount"],
      [{ ...billBody(debt), amount: 10.005 }, "amount"],
      [{ ...billBody(debt), amount: "100" }, "amount"],
      [{ ...billBody(debt), paymentMethod: "CASH" }, "paymentMethod"],
      [{ amount: 100, paymentMethod: "ACCOUNT" }, "debtId"],
    ];
    for (const [body, field] of cases) {
      const response = await expectNoProviderCall(() => payBill(user, body));
      expectError(response, 400, "INVALID_INPUT");
      expect(response.body.error.details, JSON.stringify(body)).toHaveProperty(field);
    }
    await noOperations(user);
  });

  it("refuses a payment without a session (401) or from another site (403)", async () => {
    const user = await signedUpUser("rules-auth");
    const debt = await queryDebt(user, 1);
    expectError(await payBill(new ApiClient(), billBody(debt)), 401, "UNAUTHENTICATED");
    const crossSite = await user.request("POST", "/api/bills/payments", billBody(debt), {
      origin: "https://evil.example", "idempotency-key": "cross-site-key-1",
    });
    expectError(crossSite, 403, "CROSS_SITE_REQUEST");
    await noOperations(user);
  });
});
