// The duplicate-payment guard (lib/rules/duplicate-payment.ts): one payment of a debt in flight at
// a time, however many checkouts race; the same account and amount under a new debt id only with
// an explicit confirmation; failed payments never count.
import { describe, expect, it } from "vitest";
import { expectError } from "../support/auth-helpers";
import { ApiClient, newIdempotencyKey, sandboxControl, signedUpUser } from "../support/api-client";
import {
  type Debt, EDENOR, NO_FAULTS, billBody, expectNoProviderCall, payBill, queryDebt, testNumber, waitForOperation, withFaults,
} from "../support/payment-helpers";
import { confirmAhead } from "../support/second-look";

/** Payment calls the sandbox received (the reconciler's re-asks included: none happen here). */
async function paymentCalls(): Promise<number> {
  const { byRoute } = await sandboxControl<{ byRoute: Record<string, number> }>("/stats/routes");
  return Object.entries(byRoute)
    .filter(([route]) => route.startsWith("POST") && route.endsWith("/payment"))
    .reduce((sum, [, count]) => sum + count, 0);
}

/** The debt of one fixed EDENOR number: a second query of it names the same bill with a new debt id. */
async function debtOf(user: ApiClient, number: string): Promise<Debt> {
  const response = await user.post("/api/bills/debts", { ...EDENOR, queryData: [{ identifierName: "clientNumber", identifierValue: number }] });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.debts[0] as Debt;
}

/** Pays the least of a fresh OPEN debt, then looks the same number up again: the same bill, a new debt id. */
async function paidThenLookedUpAgain(user: ApiClient) {
  const number = testNumber(2);
  const first = await debtOf(user, number);
  const paid = await payBill(user, billBody(first, { amount: first.minAmount }));
  expect(paid.status).toBe(202);
  const second = await debtOf(user, number);
  expect(second.debtId).not.toBe(first.debtId);
  return { number, first, earlier: paid.body.operation as { id: string }, second };
}

const duplicatesOf = (user: ApiClient, debtId: string, amount: number) =>
  user.get(`/api/bills/payments/duplicates?debtId=${encodeURIComponent(debtId)}&amount=${amount}`);

describe("POST /api/bills/payments: the same debt", () => {
  it("lets one of 12 concurrent checkouts of a debt through, once at the provider; a repeat of its own key gets it, the rest 409 PAYMENT_IN_FLIGHT", async () => {
    const user = await signedUpUser("dup-race");
    const debt = await queryDebt(user, 1);
    // 6 checkouts, each sent twice at once: 12 requests. The provider answers after 2 s, so the
    // winner is still in flight while the others arrive, even when a busy machine spreads them out.
    // Each checkout confirmed first (a first payment to this account), as its own tab would.
    const keys = Array.from({ length: 6 }, () => newIdempotencyKey());
    const headers = await Promise.all(keys.map((key) => confirmAhead(user, "/api/bills/payments", billBody(debt), key)));
    const send = (i: number) => user.post("/api/bills/payments", billBody(debt), headers[i]);
    const before = await paymentCalls();
    const answers = await withFaults({ ...NO_FAULTS, latencyMs: 2000 }, () =>
      Promise.all(keys.flatMap((_, i) => [send(i), send(i)]).map(async (p, i) => ({ key: keys[Math.floor(i / 2)], answer: await p }))),
    );
    expect(await paymentCalls()).toBe(before + 1);

    const paid = answers.filter(({ answer }) => answer.status === 201 || answer.status === 202);
    expect(paid, JSON.stringify(answers.map((a) => a.answer.body))).toHaveLength(2);
    expect(paid[0]!.key).toBe(paid[1]!.key);
    const operationId = paid[0]!.answer.body.operation.id as string;
    expect(paid[1]!.answer.body.operation.id).toBe(operationId);
    for (const { key, answer } of answers) {
      if (key === paid[0]!.key) continue;
      expectError(answer, 409, "PAYMENT_IN_FLIGHT");
      expect(answer.body.error.details.operationId).toBe(operationId);
    }
    const list = await user.get("/api/operations");
    expect(list.body.operations).toHaveLength(1);

    // Once it is confirmed, the debt is paid: 409 CONFLICT as before, still without a provider call.
    await waitForOperation(user, operationId, (op) => op.status === "confirmed");
    const again = await expectNoProviderCall(() => payBill(user, billBody(debt)));
    expectError(again, 409, "CONFLICT");
    expect(again.body.error.details).toMatchObject({ operationId, status: "confirmed" });
  });

  it("lets a debt whose payment failed be paid again", async () => {
    const user = await signedUpUser("dup-failed-debt");
    const debt = await queryDebt(user, 4);
    const first = await payBill(user, billBody(debt));
    expect(first.status).toBe(202);
    await waitForOperation(user, first.body.operation.id, (op) => op.status === "failed");
    const second = await payBill(user, billBody(debt));
    expect(second.status, JSON.stringify(second.body)).toBe(202);
  });
});

describe("POST /api/bills/payments: the same account and amount under another debt", () => {
  it("refuses with 409 DUPLICATE_PAYMENT naming the earlier payment, and pays with confirmDuplicateOf", async () => {
    const user = await signedUpUser("dup-account");
    const { number, first, earlier, second } = await paidThenLookedUpAgain(user);
    const refused = await expectNoProviderCall(() => payBill(user, billBody(second, { amount: first.minAmount })));
    expectError(refused, 409, "DUPLICATE_PAYMENT");
    expect(refused.body.error.details).toMatchObject({
      operationId: earlier.id, amount: first.minAmount, currency: "ARS", companyCode: EDENOR.companyCode,
      identifiers: [{ identifierName: "clientNumber", identifierValue: number }],
    });
    expect(Date.parse(refused.body.error.details.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    // Another amount is another payment.
    const other = await duplicatesOf(user, second.debtId, first.minAmount + 1);
    expect(other.body).toEqual({ duplicates: [] });

    // Naming an operation that is not the earlier payment does not get through.
    const wrong = await payBill(user, billBody(second, { amount: first.minAmount, confirmDuplicateOf: newIdempotencyKey() }));
    expectError(wrong, 409, "DUPLICATE_PAYMENT");

    const confirmed = await payBill(user, billBody(second, { amount: first.minAmount, confirmDuplicateOf: earlier.id }));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(202);
    expect(confirmed.body.operation.id).not.toBe(earlier.id);
  });

  it("does not let another user's operation stand as the confirmation", async () => {
    const user = await signedUpUser("dup-mine");
    const stranger = await signedUpUser("dup-stranger");
    const theirs = await payBill(stranger, billBody(await queryDebt(stranger, 1)));
    expect(theirs.status).toBe(202);

    const { first, second } = await paidThenLookedUpAgain(user);
    const refused = await payBill(user, billBody(second, { amount: first.minAmount, confirmDuplicateOf: theirs.body.operation.id }));
    expectError(refused, 409, "DUPLICATE_PAYMENT");
    expect(refused.body.error.details.operationId).not.toBe(theirs.body.operation.id);
  });

  it("does not count a failed payment of the account", async () => {
    const user = await signedUpUser("dup-failed");
    const number = testNumber(4);
    const first = await debtOf(user, number);
    const failed = await payBill(user, billBody(first));
    await waitForOperation(user, failed.body.operation.id, (op) => op.status === "failed");
    const second = await debtOf(user, number);
    expect((await duplicatesOf(user, second.debtId, first.amount ?? first.minAmount)).body).toEqual({ duplicates: [] });
    const again = await payBill(user, billBody(second));
    expect(again.status, JSON.stringify(again.body)).toBe(202);
  });
});

describe("GET /api/bills/payments/duplicates", () => {
  it("answers the earlier payments the review should warn about, with their state", async () => {
    const user = await signedUpUser("dup-endpoint");
    const { first, earlier: paid, second } = await paidThenLookedUpAgain(user);

    const sameAccount = await duplicatesOf(user, second.debtId, first.minAmount);
    expect(sameAccount.status).toBe(200);
    expect(sameAccount.body.duplicates).toHaveLength(1);
    expect(sameAccount.body.duplicates[0]).toMatchObject({
      kind: "sameAccount",
      payment: { id: paid.id, operationId: paid.id, amount: first.minAmount, companyName: expect.any(String), nickname: null },
    });
    expect(typeof sameAccount.body.duplicates[0].inFlight).toBe("boolean");

    const sameDebt = await duplicatesOf(user, first.debtId, first.minAmount);
    expect(sameDebt.body.duplicates).toMatchObject([{ kind: "sameDebt", payment: { id: paid.id } }]);
  });

  it("is for the debt's owner, signed in, with a valid amount", async () => {
    const user = await signedUpUser("dup-owner");
    const debt = await queryDebt(user, 1);
    const stranger = await signedUpUser("dup-owner-other");
    expectError(await duplicatesOf(stranger, debt.debtId, debt.amount ?? 1), 404, "NOT_FOUND");
    expectError(await user.get(`/api/bills/payments/duplicates?debtId=${debt.debtId}&amount=abc`), 400, "INVALID_INPUT");
    expectError(await user.get(`/api/bills/payments/duplicates?amount=10`), 400, "INVALID_INPUT");
    expectError(await new ApiClient().get(`/api/bills/payments/duplicates?debtId=${debt.debtId}&amount=1`), 401, "UNAUTHENTICATED");
  });
});

describe("POST /api/bills/debts: an account the user paid here lately", () => {
  const lookUp = (user: ApiClient, number: string) =>
    user.post("/api/bills/debts", { ...EDENOR, queryData: [{ identifierName: "clientNumber", identifierValue: number }] });

  it("names the user's payment, in flight or confirmed, when the biller has nothing pending; no one else is told of it", async () => {
    const user = await signedUpUser("paid-here");
    const number = testNumber(1);
    const debt = await debtOf(user, number);
    const paid = await payBill(user, billBody(debt));
    expect(paid.status).toBe(202);
    const id = (paid.body.operation as { id: string }).id;
    const payment = { operationId: id, amount: debt.amount, companyCode: EDENOR.companyCode, identifiers: [{ identifierName: "clientNumber", identifierValue: number }] };

    // While it is on its way the bill is no longer pending: the answer names the payment in flight.
    const inFlight = await lookUp(user, number);
    expect(inFlight.status).toBe(404);
    expect(inFlight.body.error.code).toBe("NOT_FOUND");
    expect(inFlight.body.error.details.recentPayment).toMatchObject(payment);
    expect(["processing", "confirmed"]).toContain(inFlight.body.error.details.recentPayment.status);

    await waitForOperation(user, id, (op) => op.status === "confirmed");
    const confirmed = await lookUp(user, number);
    expect(confirmed.status).toBe(404);
    expect(confirmed.body.error.details.recentPayment).toMatchObject({ ...payment, status: "confirmed", createdAt: expect.any(String) });

    // Another user looking the same number up learns nothing of it.
    const other = await signedUpUser("paid-elsewhere");
    const theirs = await lookUp(other, number);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.details.recentPayment).toBeNull();
  });

  it("names none for an account never paid here, and none once its payment failed", async () => {
    const user = await signedUpUser("paid-never");
    const never = await lookUp(user, testNumber(0));
    expect(never.status).toBe(404);
    expect(never.body.error.details.recentPayment).toBeNull();

    const number = testNumber(4);
    const failed = await payBill(user, billBody(await debtOf(user, number)));
    await waitForOperation(user, (failed.body.operation as { id: string }).id, (op) => op.status === "failed");
    const again = await lookUp(user, number);
    expect(again.status).toBe(200);
    expect(again.body.debts).toHaveLength(1);
    expect(again.body.recentPayment).toBeNull();
  });
});
