// One checkout attempt, one payment: the Idempotency-Key binds a request to one operation and one
// provider call, however many times and however concurrently it is sent.
import { describe, expect, it } from "vitest";
import { expectError } from "../support/auth-helpers";
import { newIdempotencyKey, signedUpUser } from "../support/api-client";
import { confirmAhead } from "../support/second-look";
import {
  billBody, buyTopUp, expectNoProviderCall, payBill, queryDebt, sandboxOperations, topUpBody, waitForOperation,
} from "../support/payment-helpers";

describe("POST /api/bills/payments with an Idempotency-Key", () => {
  it("answers 20 concurrent requests with one key with the same operation, paid once at the provider", async () => {
    const user = await signedUpUser("idem");
    const debt = await queryDebt(user, 1);
    const key = newIdempotencyKey();

    // The checkout confirmed once (a first payment to this account), then sent 20 times at once.
    const headers = await confirmAhead(user, "/api/bills/payments", billBody(debt), key);
    const answers = await Promise.all(Array.from({ length: 20 }, () => user.post("/api/bills/payments", billBody(debt), headers)));

    for (const answer of answers) expect([201, 202], JSON.stringify(answer.body)).toContain(answer.status);
    const ids = new Set(answers.map((a) => a.body.operation.id as string));
    expect(ids.size).toBe(1);
    const externalIds = new Set(answers.map((a) => a.body.operation.externalPaymentId as string));
    expect(externalIds.size).toBe(1);
    const [externalPaymentId] = [...externalIds] as [string];
    expect(await sandboxOperations(externalPaymentId)).toHaveLength(1);

    const list = await user.get("/api/operations");
    expect(list.body.operations).toHaveLength(1);
    await waitForOperation(user, [...ids][0]!, (op) => op.status === "confirmed");
    expect(await sandboxOperations(externalPaymentId)).toHaveLength(1);
  });

  it("answers a retry after the payment settled with the same operation and no new provider call", async () => {
    const user = await signedUpUser("idem-retry");
    const debt = await queryDebt(user, 1);
    const key = newIdempotencyKey();
    const first = await payBill(user, billBody(debt), key);
    expect(first.status).toBe(202);
    await waitForOperation(user, first.body.operation.id, (op) => op.status === "confirmed" && Boolean(op.receipt));

    const retry = await expectNoProviderCall(() => payBill(user, billBody(debt), key));
    expect(retry.status).toBe(201);
    expect(retry.body.operation).toMatchObject({ id: first.body.operation.id, status: "confirmed" });
  });

  it("refuses the same key with a different body (409) without calling the provider again", async () => {
    const user = await signedUpUser("idem-reuse");
    const debt = await queryDebt(user, 2);
    const key = newIdempotencyKey();
    const first = await payBill(user, billBody(debt, { amount: debt.minAmount }), key);
    expect(first.status).toBe(202);

    const reused = await expectNoProviderCall(() => payBill(user, billBody(debt, { amount: debt.minAmount + 1 }), key));
    expectError(reused, 409, "IDEMPOTENCY_KEY_REUSED");
    const otherMethod = await expectNoProviderCall(() => payBill(user, billBody(debt, { amount: debt.minAmount, paymentMethod: "DEBIT" }), key));
    expectError(otherMethod, 409, "IDEMPOTENCY_KEY_REUSED");
    // A key is one checkout, whatever is bought: reusing it for a top-up is refused too.
    const topUp = await expectNoProviderCall(() => buyTopUp(user, topUpBody(1), key));
    expectError(topUp, 409, "IDEMPOTENCY_KEY_REUSED");

    expect(await sandboxOperations(first.body.operation.externalPaymentId)).toHaveLength(1);
    expect((await user.get("/api/operations")).body.operations).toHaveLength(1);
  });

  it("treats the same body with its fields in another order as the same request", async () => {
    const user = await signedUpUser("idem-order");
    const debt = await queryDebt(user, 1);
    const key = newIdempotencyKey();
    const first = await payBill(user, { debtId: debt.debtId, amount: debt.amount, paymentMethod: "ACCOUNT" }, key);
    const again = await payBill(user, { paymentMethod: "ACCOUNT", amount: debt.amount, debtId: debt.debtId }, key);
    expect(again.body.operation.id).toBe(first.body.operation.id);
  });

  it("keeps keys apart per user: another user's identical key makes their own operation", async () => {
    const ana = await signedUpUser("idem-ana");
    const bob = await signedUpUser("idem-bob");
    const key = newIdempotencyKey();
    const anaPaid = await buyTopUp(ana, topUpBody(1), key);
    const bobPaid = await buyTopUp(bob, topUpBody(1), key);
    expect(anaPaid.status).toBe(201);
    expect(bobPaid.status).toBe(201);
    expect(bobPaid.body.operation.id).not.toBe(anaPaid.body.operation.id);
  });

  it.each([
    ["no key", null],
    ["an empty key", ""],
    ["a key shorter than 8 characters", "abc1234"],
    ["a key longer than 128 characters", "k".repeat(129)],
    ["a key with spaces", "not a valid key"],
  ])("refuses a payment with %s (400 IDEMPOTENCY_KEY_REQUIRED) without calling the provider", async (_, key) => {
    const user = await signedUpUser("idem-key");
    const debt = await queryDebt(user, 1);
    const response = await expectNoProviderCall(() => payBill(user, billBody(debt), key));
    expectError(response, 400, "IDEMPOTENCY_KEY_REQUIRED");
    expect((await user.get("/api/operations")).body.operations).toHaveLength(0);
  });

  it("asks for a key on top-ups and gift cards too", async () => {
    const user = await signedUpUser("idem-kinds");
    expectError(await buyTopUp(user, topUpBody(1), null), 400, "IDEMPOTENCY_KEY_REQUIRED");
    const giftCard = await user.post("/api/gift-cards", { companyCode: "AR-G-0001", productId: "1", amount: 5000, paymentMethod: "CREDIT" });
    expectError(giftCard, 400, "IDEMPOTENCY_KEY_REQUIRED");
  });
});
