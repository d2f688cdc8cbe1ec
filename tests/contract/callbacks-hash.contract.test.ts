// Signed callbacks (SANDBOX_CALLBACK_HASH_SECRET set): the receiver checks the raw body's `hash`
// with sandbox/README.md's recipe, so a tampered body is caught.
import { createHmac, timingSafeEqual } from "node:crypto";
import { describe, expect, it } from "vitest";
import { aboutPayment, clientNumber, newId, queryDebts } from "../support/contract-bill-helpers";
import { useSandbox } from "../support/contract-fixture";

const SECRET = "test-secret";

/** sandbox/README.md's recipe: blank the hash in the raw text, HMAC-SHA256 it, compare hex in constant time. */
function verify(raw: string, secret: string): boolean {
  const match = /"hash":"([0-9a-f]{64})"/.exec(raw);
  if (!match?.[1]) return false;
  const blank = raw.replace(match[0], '"hash":""');
  const expected = Buffer.from(createHmac("sha256", secret).update(blank).digest("hex"));
  const given = Buffer.from(match[1]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe("signed callbacks", () => {
  const ctx = useSandbox({ SANDBOX_CALLBACK_HASH_SECRET: SECRET });

  async function billCallback() {
    const debt = (await queryDebts(ctx.client, clientNumber(1))).debts[0];
    if (!debt?.amount) throw new Error("expected a CLOSED debt");
    const externalPaymentId = newId("pay");
    await ctx.client.bills.pay({ debtId: debt.debtId, amount: debt.amount, paymentMethod: "ACCOUNT", externalPaymentId });
    const [callback] = await ctx.listener.waitFor(1, aboutPayment(externalPaymentId));
    if (!callback) throw new Error("no callback");
    return { callback, externalPaymentId };
  }

  it("signs the bill callback so the raw body verifies with the shared secret", async () => {
    const { callback, externalPaymentId } = await billCallback();
    expect(callback.body).toMatchObject({ externalPaymentId, status: "confirmed", hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(verify(callback.raw, SECRET)).toBe(true);
  });

  it("does not verify a tampered body, a wrong secret or a missing hash", async () => {
    const { callback } = await billCallback();
    const body = callback.body as { amount: number; status: string };
    const tamperedAmount = callback.raw.replace(`"amount":${body.amount}`, `"amount":${body.amount + 1}`);
    expect(tamperedAmount).not.toBe(callback.raw);
    expect(verify(tamperedAmount, SECRET)).toBe(false);
    const tamperedStatus = callback.raw.replace('"status":"confirmed"', '"status":"failed"');
    expect(verify(tamperedStatus, SECRET)).toBe(false);
    expect(verify(callback.raw, "another-secret")).toBe(false);
    expect(verify(callback.raw.replace(/"hash":"[0-9a-f]+"/, '"hash":null'), SECRET)).toBe(false);
  });

  it("signs top-up and gift-card callbacks the same way", async () => {
    const common = { paymentMethod: "ACCOUNT" as const, externalClientId: "user-1" };
    const ids = [newId("topup"), newId("gift")] as const;
    await ctx.client.topUps.pay({
      ...common,
      companyCode: "MX-R-00028",
      productId: "1",
      amount: 20,
      identifierName: "phoneNumber",
      identifierValue: "5512345675",
      externalPaymentId: ids[0],
    });
    await ctx.client.giftCards.pay({ ...common, companyCode: "AR-G-0001", productId: "1", amount: 5000, externalPaymentId: ids[1] });
    const received = await ctx.listener.waitFor(2, (c) => ids.some((id) => aboutPayment(id)(c)));
    expect(received.map((c) => c.path).sort()).toEqual(["/confirm-gift-card", "/confirmPayment"]);
    for (const c of received) expect(verify(c.raw, SECRET)).toBe(true);
  });
});
