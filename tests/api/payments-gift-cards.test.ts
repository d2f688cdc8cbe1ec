// Gift cards: confirmed in the answer with a PIN that is kept encrypted, shown with the operation
// only masked with its last four, and handed out only to its owner by an endpoint nothing may
// cache: once in full as it arrives, then as reveals that are limited and audited.
import { describe, expect, it } from "vitest";
import { expectError } from "../support/auth-helpers";
import { ApiClient, signedUpUser } from "../support/api-client";
import { NETFLIX, buyGiftCard, buyTopUp, expectNoProviderCall, getOperation, topUpBody, waitForOperation } from "../support/payment-helpers";
import { expectPinEncryptedAtRest } from "./helpers/stored-pin";

const PIN = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/** The PIN's one showing, or a reveal: POST /api/operations/{id}/pin. */
const showPin = (client: ApiClient, id: string) => client.post(`/api/operations/${id}/pin`, {});

describe("POST /api/gift-cards and POST /api/operations/{id}/pin", () => {
  it("answers 201 confirmed with hasPin; the PIN comes only from the PIN endpoint, with no-store", async () => {
    const user = await signedUpUser("gift");
    const answer = await buyGiftCard(user);
    expect(answer.status).toBe(201);
    expect(answer.body.operation).toMatchObject({
      kind: "giftcard", status: "confirmed", companyCode: NETFLIX.companyCode, amount: 5000, currency: "ARS", hasPin: true,
    });
    const id = answer.body.operation.id as string;

    const pin = await showPin(user, id);
    expect(pin.status).toBe(200);
    expect(pin.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(pin.body)).toEqual(["pin", "first"]);
    expect(pin.body.pin).toMatch(PIN);

    // Neither the purchase's answer, nor the operation with its receipt, nor the list carry it.
    const op = await waitForOperation(user, id, (o) => Boolean(o.receipt));
    const list = await user.get("/api/operations?kind=giftcard");
    for (const json of [answer.body, op, list.body].map((b) => JSON.stringify(b))) {
      expect(json).not.toContain(pin.body.pin);
      expect(json).not.toMatch(/activatePin/);
    }
    await expectPinEncryptedAtRest(op.externalPaymentId, pin.body.pin);
  });

  it("answers the same PIN every time it is asked: the first time as its one showing, then as a reveal", async () => {
    const user = await signedUpUser("gift-again");
    const { body } = await buyGiftCard(user);
    const first = await showPin(user, body.operation.id);
    const second = await showPin(user, body.operation.id);
    expect(first.body.first).toBe(true);
    expect(second.body.first).toBe(false);
    expect(second.body.pin).toBe(first.body.pin);
  });

  it("answers another user's gift card and PIN as not found (404)", async () => {
    const owner = await signedUpUser("gift-owner");
    const intruder = await signedUpUser("gift-intruder");
    const { body } = await buyGiftCard(owner);
    const id = body.operation.id as string;
    expectError(await intruder.get(`/api/operations/${id}`), 404, "NOT_FOUND");
    const pin = await showPin(intruder, id);
    expectError(pin, 404, "NOT_FOUND");
    expect(JSON.stringify(pin.body)).not.toMatch(PIN);
    expectError(await showPin(new ApiClient(), id), 401, "UNAUTHENTICATED");
    // The intruder's attempt neither spent the owner's one showing nor reached the audit trail.
    expect((await getOperation(owner, id)).pin).toEqual({ masked: expect.any(String), shown: false });
  });

  it("answers 404 for the PIN of an operation that is not a gift card, or of a malformed id", async () => {
    const user = await signedUpUser("gift-nopin");
    const topUp = await buyTopUp(user, topUpBody(1));
    expectError(await showPin(user, topUp.body.operation.id), 404, "NOT_FOUND");
    expectError(await showPin(user, "not-a-uuid"), 404, "NOT_FOUND");
    expectError(await showPin(user, "00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
  });

  it("refuses an amount the card does not allow, or an unknown card, without calling the provider", async () => {
    const user = await signedUpUser("gift-rules");
    const wrongAmount = await expectNoProviderCall(() => buyGiftCard(user, { ...NETFLIX, amount: 4999, paymentMethod: "CREDIT" }));
    expectError(wrongAmount, 400, "INVALID_INPUT");
    expect(wrongAmount.body.error.details).toHaveProperty("amount");
    const unknownCard = await expectNoProviderCall(() => buyGiftCard(user, { ...NETFLIX, productId: "9", paymentMethod: "CREDIT" }));
    expectError(unknownCard, 400, "INVALID_INPUT");
    expect(unknownCard.body.error.details).toHaveProperty("productId");
    expectError(await buyGiftCard(user, { ...NETFLIX, companyCode: "AR-G-9999", paymentMethod: "CREDIT" }), 404, "NOT_FOUND");
    expect((await user.get("/api/operations")).body.operations).toEqual([]);
  });

  it("keeps the PIN out of the operation view while showing the receipt", async () => {
    const user = await signedUpUser("gift-receipt");
    const { body } = await buyGiftCard(user);
    const op = await waitForOperation(user, body.operation.id, (o) => Boolean(o.receipt));
    expect(op.receipt!.ticket.length).toBeGreaterThan(0);
    expect(op.receipt!.additionalData).not.toHaveProperty("activatePin");
    expect((await getOperation(user, op.id)).hasPin).toBe(true);
  });
});
