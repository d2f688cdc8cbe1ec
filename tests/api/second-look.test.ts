// The second look (lib/accounts/confirmations.ts): a payment over the user's amount, or the first
// to an account, is refused by the server until the user confirms that very payment with a passkey
// or the password; the confirmation is spent once, within minutes, and confirms nothing else.
// Autopay turned on or its cap raised is confirmed the same way; its charges, made with nobody
// present, never ask (tests/api/autopay.test.ts: every autopay there was turned on confirmed).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newIdempotencyKey, signedUpUser, type ApiResponse } from "../support/api-client";
import { expectError } from "../support/auth-helpers";
import { EDENOR, NETFLIX, billBody, expectNoProviderCall, queryDebt, sandboxOperations, testNumber, topUpBody } from "../support/payment-helpers";
import { routeServers } from "../support/route-servers";
import { confirmWithPassword, confirmationAsked } from "../support/second-look";

const BILLS = "/api/bills/payments";
const TOPUPS = "/api/topups";
const GIFT_CARDS = "/api/gift-cards";

const keyed = (key: string, confirmation?: string): Record<string, string> => ({
  "idempotency-key": key,
  ...(confirmation ? { "saldo-confirmation": confirmation } : {}),
});

/** The refusal's confirmation, after checking it is the error contract's CONFIRMATION_REQUIRED. */
function asked(response: ApiResponse): string {
  expectError(response, 403, "CONFIRMATION_REQUIRED");
  return confirmationAsked(response)!;
}

describe("a second look before risky payments", () => {
  let db: pg.Client;
  beforeAll(async () => {
    db = new pg.Client({ connectionString: routeServers().databaseUrl });
    await db.connect();
  });
  afterAll(() => db?.end());

  it("refuses a first payment to an account without a confirmation, storing and sending nothing; confirmed, it pays once", async () => {
    const user = await signedUpUser("look-first");
    const debt = await queryDebt(user, 1);
    const key = newIdempotencyKey();

    const bare = await expectNoProviderCall(() => user.post(BILLS, billBody(debt), keyed(key)));
    const id = asked(bare);
    expect(bare.body.error.details.summary).toMatchObject({ move: "payment", reasons: ["new_account"], amount: billBody(debt).amount, currency: "ARS" });
    expect(bare.body.error.details.summary.companyName).toEqual(expect.any(String));
    expect((await user.get("/api/operations")).body.operations).toEqual([]);

    // What the dialog reads: the payment, and no passkey prompt (this user has none).
    const view = await user.get(`/api/me/confirmations/${id}`);
    expect(view.status).toBe(200);
    expect(view.body.confirmation).toMatchObject({ id, confirmed: false, passkey: null, summary: bare.body.error.details.summary });

    // Unanswered, or answered wrong, it opens nothing.
    asked(await user.post(BILLS, billBody(debt), keyed(key, id)));
    const wrong = await user.post(`/api/me/confirmations/${id}`, { password: "not the password at all" });
    expectError(wrong, 400, "INVALID_INPUT");
    expect(wrong.body.error.details).toEqual({ password: ["wrong"] });
    asked(await user.post(BILLS, billBody(debt), keyed(key, id)));
    expect((await user.get("/api/operations")).body.operations).toEqual([]);

    await confirmWithPassword(user, id);
    const paid = await user.post(BILLS, billBody(debt), keyed(key, id));
    expect([201, 202], JSON.stringify(paid.body)).toContain(paid.status);
    expect(await sandboxOperations(paid.body.operation.externalPaymentId)).toHaveLength(1);

    // A retry of that checkout (a lost answer) gets its operation, with or without the confirmation.
    const retry = await expectNoProviderCall(() => user.post(BILLS, billBody(debt), keyed(key)));
    expect(retry.body.operation.id).toBe(paid.body.operation.id);
    expect((await user.post(BILLS, billBody(debt), keyed(key, id))).body.operation.id).toBe(paid.body.operation.id);
    expect((await user.get("/api/operations")).body.operations).toHaveLength(1);
    // Spent: the dialog has nothing more to answer.
    expectError(await user.get(`/api/me/confirmations/${id}`), 404, "NOT_FOUND");
  });

  it("refuses a replayed confirmation, one of another payment or another user, and an expired one", async () => {
    const user = await signedUpUser("look-replay");
    const number = testNumber(1);
    const topUp = topUpBody(1, { identifierValue: number });

    // Confirmed and spent on one top-up…
    const first = newIdempotencyKey();
    const spent = asked(await user.post(TOPUPS, topUp, keyed(first)));
    await confirmWithPassword(user, spent);
    expect((await user.post(TOPUPS, topUp, keyed(first, spent))).status).toBe(201);
    // …it confirms no new checkout (another number), however often it is sent.
    const elsewhere = topUpBody(1);
    const replayed = await expectNoProviderCall(() => user.post(TOPUPS, elsewhere, keyed(newIdempotencyKey(), spent)));
    expect(asked(replayed)).not.toBe(spent);
    expect(replayed.body.error.message).toMatch(/again/);

    // Confirmed for 150 to a number under one key: not for another amount, nor another key.
    const key = newIdempotencyKey();
    const other = topUpBody(1);
    const id = asked(await user.post(TOPUPS, other, keyed(key)));
    await confirmWithPassword(user, id);
    asked(await expectNoProviderCall(() => user.post(TOPUPS, { ...other, amount: 4000 }, keyed(key, id))));
    asked(await expectNoProviderCall(() => user.post(TOPUPS, other, keyed(newIdempotencyKey(), id))));
    // Nor for another user, who cannot even read it.
    const stranger = await signedUpUser("look-stranger");
    asked(await expectNoProviderCall(() => stranger.post(TOPUPS, other, keyed(key, id))));
    expectError(await stranger.get(`/api/me/confirmations/${id}`), 404, "NOT_FOUND");
    expectError(await stranger.post(`/api/me/confirmations/${id}`, { password: "correct horse battery" }), 404, "NOT_FOUND");
    // The payment it was given for still goes through with it.
    expect((await user.post(TOPUPS, other, keyed(key, id))).status).toBe(201);

    // Expired: answered, then left past its minutes (moved back in the database, as time would).
    const late = newIdempotencyKey();
    const third = topUpBody(1);
    const stale = asked(await user.post(TOPUPS, third, keyed(late)));
    await confirmWithPassword(user, stale);
    await db.query("update confirmations set expires_at = now() - interval '1 second' where id = $1", [stale]);
    asked(await expectNoProviderCall(() => user.post(TOPUPS, third, keyed(late, stale))));
    expectError(await user.get(`/api/me/confirmations/${stale}`), 404, "NOT_FOUND");
    // An ask never answered expires too.
    const unanswered = asked(await user.post(TOPUPS, topUpBody(1), keyed(newIdempotencyKey())));
    await db.query("update confirmations set expires_at = now() - interval '1 second' where id = $1", [unanswered]);
    expectError(await user.post(`/api/me/confirmations/${unanswered}`, { password: "correct horse battery" }), 404, "NOT_FOUND");
  });

  it("asks about a payment over the user's amount, even to an account paid before; lowering the amount is immediate, raising it is confirmed", async () => {
    const user = await signedUpUser("look-amount");
    expect((await user.get("/api/me/confirm-over")).body.confirmOver).toEqual({ currency: "ARS", amount: 200_000, isDefault: true, max: 10_000_000 });

    // A number paid once is known: the next top-up within the amount asks nothing.
    const number = testNumber(1);
    const known = topUpBody(1, { identifierValue: number });
    const firstKey = newIdempotencyKey();
    const firstAsk = asked(await user.post(TOPUPS, known, keyed(firstKey)));
    await confirmWithPassword(user, firstAsk);
    expect((await user.post(TOPUPS, known, keyed(firstKey, firstAsk))).status).toBe(201);
    expect((await user.post(TOPUPS, known, keyed(newIdempotencyKey()))).status).toBe(201);
    // A gift card goes to no account: within the amount, it asks nothing either.
    expect((await user.post(GIFT_CARDS, { ...NETFLIX, paymentMethod: "CREDIT" }, keyed(newIdempotencyKey()))).status).toBe(201);

    // Lowered to 100: no confirmation needed to lower it; then both ask, for the amount alone.
    const lowered = await user.request("PUT", "/api/me/confirm-over", { currency: "ARS", amount: 100 });
    expect(lowered.status).toBe(200);
    expect(lowered.body.confirmOver).toMatchObject({ amount: 100, isDefault: false });
    const over = await user.post(TOPUPS, known, keyed(newIdempotencyKey()));
    asked(over);
    expect(over.body.error.details.summary).toMatchObject({ reasons: ["over_threshold"], amount: 150, confirmOver: 100 });
    const card = await user.post(GIFT_CARDS, { ...NETFLIX, paymentMethod: "CREDIT" }, keyed(newIdempotencyKey()));
    asked(card);
    expect(card.body.error.details.summary).toMatchObject({ reasons: ["over_threshold"], amount: NETFLIX.amount });

    // Raising it would let larger payments through unasked: confirmed first.
    const raise = { currency: "ARS", amount: 10_000 };
    const raising = await user.request("PUT", "/api/me/confirm-over", raise);
    const id = asked(raising);
    expect(raising.body.error.details.summary).toMatchObject({ move: "threshold", reasons: ["threshold_raised"], amount: 10_000 });
    expect((await user.get("/api/me/confirm-over")).body.confirmOver.amount).toBe(100);
    await confirmWithPassword(user, id);
    asked(await user.request("PUT", "/api/me/confirm-over", { ...raise, amount: 20_000 }, { "saldo-confirmation": id }));
    expect((await user.request("PUT", "/api/me/confirm-over", raise, { "saldo-confirmation": id })).body.confirmOver.amount).toBe(10_000);
    expect((await user.post(GIFT_CARDS, { ...NETFLIX, paymentMethod: "CREDIT" }, keyed(newIdempotencyKey()))).status).toBe(201);

    expectError(await user.request("PUT", "/api/me/confirm-over", { currency: "ARS", amount: 10_000_001 }), 400, "INVALID_INPUT");
    expectError(await user.request("PUT", "/api/me/confirm-over", { currency: "ARS", amount: -1 }), 400, "INVALID_INPUT");
  });

  it("asks before autopay turns on or its cap rises, the provider's adhesion left off until then; lowering asks nothing", async () => {
    const user = await signedUpUser("look-autopay");
    const saved = await user.post("/api/agenda/adhesions", { ...EDENOR, queryData: [{ identifierName: "clientNumber", identifierValue: testNumber(1) }], alias: "Casa" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const agendaId = saved.body.adhesion.agendaId as string;
    const path = `/api/agenda/adhesions/${encodeURIComponent(agendaId)}/autopay`;
    const automatic = async () =>
      ((await user.get("/api/agenda/adhesions")).body.adhesions as { agendaId: string; isAutomaticDebit: boolean }[]).find((a) => a.agendaId === agendaId)!.isAutomaticDebit;

    const on = await user.request("PUT", path, { enabled: true, cap: 50_000, noticeDays: 3 });
    const id = asked(on);
    expect(on.body.error.details.summary).toMatchObject({ move: "autopay", reasons: ["autopay_on"], amount: 50_000, currency: "ARS", account: expect.stringContaining("Casa") });
    expect(await automatic()).toBe(false);
    await confirmWithPassword(user, id);
    expect((await user.request("PUT", path, { enabled: true, cap: 50_000, noticeDays: 3 }, { "saldo-confirmation": id })).body.autopay).toMatchObject({ enabled: true, cap: 50_000 });
    expect(await automatic()).toBe(true);

    // Letting it pay more with nobody present is confirmed first; paying less is not.
    const raised = await user.request("PUT", path, { enabled: true, cap: 80_000, noticeDays: 3 });
    expect(asked(raised)).not.toBe(id);
    expect(raised.body.error.details.summary.reasons).toEqual(["autopay_cap_raised"]);
    expect((await user.get(path)).body.autopay.cap).toBe(50_000);
    expect((await user.request("PUT", path, { enabled: true, cap: 40_000, noticeDays: 5 })).body.autopay).toMatchObject({ cap: 40_000, noticeDays: 5 });

    // Off, then on again: asked again, and the provider's adhesion stays off until it is confirmed.
    expect((await user.request("PUT", path, { enabled: false })).body.autopay.enabled).toBe(false);
    asked(await user.request("PUT", path, { enabled: true, cap: 10_000, noticeDays: 3 }));
    expect(await automatic()).toBe(false);
  });

  it("wants a session, and stops answers after ten wrong passwords", async () => {
    const anonymous = new ApiClient();
    expectError(await anonymous.get("/api/me/confirm-over"), 401, "UNAUTHENTICATED");
    expectError(await anonymous.get(`/api/me/confirmations/${newIdempotencyKey()}`), 401, "UNAUTHENTICATED");

    const user = await signedUpUser("look-limit");
    expectError(await user.get("/api/me/confirmations/not-an-id"), 404, "NOT_FOUND");
    const id = asked(await user.post(TOPUPS, topUpBody(1), keyed(newIdempotencyKey())));
    for (let i = 0; i < 10; i++) expectError(await user.post(`/api/me/confirmations/${id}`, { password: `wrong guess ${i}` }), 400, "INVALID_INPUT");
    expectError(await user.post(`/api/me/confirmations/${id}`, { password: "correct horse battery" }), 429, "RATE_LIMITED");
    expectError(await user.post(`/api/me/confirmations/${id}`, { password: "x", passkey: {} }), 400, "INVALID_INPUT");
  });
});
