// The provider's float (its wallet per currency), honestly: a payment it cannot cover is refused
// before the provider with nothing stored or charged; one the provider failed while it was short
// says so instead of blaming the company; operators see a low float in /api/health (no amounts)
// and get one email per crossing. The float is set through the sandbox's control API.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { expectError } from "../support/auth-helpers";
import { ApiClient, sandboxControl, signedUpUser } from "../support/api-client";
import { operator } from "../support/callback-helpers";
import { messagesTo, waitForMail } from "../support/mailbox-process";
import { billBody, buyTopUp, payBill, queryDebt, topUpBody, waitForOperation } from "../support/payment-helpers";
import { routeServers } from "../support/route-servers";

const FULL = 25_000_000;
const FLOAT_MAIL = /float.*ARS|ARS.*float/i;
const mailbox = routeServers().mailboxUrl;

/** The ARS wallet as the provider reports it, through the operator console's read. */
async function arsAtProvider(): Promise<{ balance: number; available: number }> {
  const { body } = await (await operator()).get("/api/operator/wallet");
  return body.wallets.find((w: { currency: string }) => w.currency === "ARS");
}

/** Sets the sandbox's ARS float; `known` makes the app read it at once (the console's read), as its schedule would. */
async function setArsFloat(balance: number, known: boolean): Promise<void> {
  await sandboxControl("/wallet", { currency: "ARS", balance });
  if (known) expect((await (await operator()).get("/api/operator/wallet")).status).toBe(200);
}

/** The sandbox's top-up and bill payment calls so far. */
async function paymentCalls(): Promise<number> {
  const { byRoute } = await sandboxControl<{ byRoute: Record<string, number> }>("/stats/routes");
  return Object.entries(byRoute)
    .filter(([route]) => route.startsWith("POST") && route.endsWith("/payment"))
    .reduce((sum, [, count]) => sum + count, 0);
}

const floatMails = async () => (await messagesTo(mailbox, "ops@saldo.test")).filter((m) => FLOAT_MAIL.test(m.subject));

afterEach(async () => {
  await sandboxControl("/faults", { holdSettlements: false });
  // Topped up again, and read, so the next file finds the float as it started.
  await setArsFloat(FULL, true);
  // Nothing left held by a test that stopped halfway: what it held settles now.
  await sandboxControl("/settlements/release", {});
});

describe("the provider's float", () => {
  it("flags a low float in /api/health without amounts and stays ready; operators get one email per crossing", async () => {
    // First in the file: no earlier crossing's mail can still be on its way.
    const before = (await floatMails()).length;
    await setArsFloat(500, true);
    const health = await new ApiClient().get("/api/health");
    expect(health.status).toBe(200);
    expect(health.body.status).toBe("ok");
    expect(health.body.float).toEqual({ low: true, currencies: ["ARS"] });
    expect(JSON.stringify(health.body)).not.toMatch(/available|balance/i);

    const mail = await waitForMail(mailbox, "ops@saldo.test", { subject: FLOAT_MAIL, count: before + 1 });
    expect(mail.text).toContain("ARS");
    expect(mail.links.some((l) => new URL(l).pathname === "/operator")).toBe(true);
    // More readings of the same low float (the console, a refused payment) warn nobody again.
    await setArsFloat(400, true);
    expectError(await buyTopUp(await signedUpUser("float-mail"), topUpBody(1, { amount: 500 })), 503, "FLOAT_SHORT");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await floatMails()).toHaveLength(before + 1);

    // Recovered, the warning is armed again: the next crossing warns once more.
    await setArsFloat(FULL, true);
    expect((await new ApiClient().get("/api/health")).body.float).toEqual({ low: false, currencies: [] });
    await setArsFloat(300, true);
    await waitForMail(mailbox, "ops@saldo.test", { subject: FLOAT_MAIL, count: before + 2 });
  });

  it("refuses a payment the float cannot cover before the provider: 503 FLOAT_SHORT, nothing stored or charged", async () => {
    await setArsFloat(100, true);
    const user = await signedUpUser("float-refused");
    const calls = await paymentCalls();
    const answer = await buyTopUp(user, topUpBody(1));
    expectError(answer, 503, "FLOAT_SHORT");
    expect(answer.body.error.details).toEqual({ currency: "ARS" });
    expect(answer.body.error.message).toMatch(/ARS.*nothing was charged/i);
    expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await paymentCalls()).toBe(calls);
    expect((await user.get("/api/operations")).body.operations).toEqual([]);
    expect(await arsAtProvider()).toMatchObject({ balance: 100, available: 100 });

    // What the float covers still goes through, with the same rules.
    const small = await buyTopUp(user, topUpBody(1, { amount: 100 }));
    expect(small.status, JSON.stringify(small.body)).toBe(201);
    expect(small.body.operation.status).toBe("confirmed");
  });

  it("lets the same checkout through once the float is topped up: nothing was bound to its key", async () => {
    await setArsFloat(100, true);
    const user = await signedUpUser("float-retry");
    const body = topUpBody(1);
    const key = randomUUID();
    expectError(await buyTopUp(user, body, key), 503, "FLOAT_SHORT");
    // The float is topped up, the app's last reading still short: past the moments a short reading
    // is believed without asking, the payment reads the wallet again.
    await setArsFloat(FULL, false);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const again = await buyTopUp(user, body, key);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.operation.status).toBe("confirmed");
  });

  it("says the float, not the company, when the provider fails a top-up while the float is short", async () => {
    const user = await signedUpUser("float-topup");
    // The app's last reading covers the payment; the provider's wallet no longer does when the
    // payment arrives (set as it arrives: no reading of the app's can fall in between).
    await setArsFloat(FULL, true);
    await sandboxControl("/wallet/on-next-payment", { currency: "ARS", balance: 10 });
    const answer = await buyTopUp(user, topUpBody(1));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.operation).toMatchObject({ status: "failed", statusReasonCode: "FLOAT_SHORT" });
    expect(await arsAtProvider()).toMatchObject({ balance: 10 });
  });

  it("says the float, not the company, when a bill's failure comes by callback while the float is short", async () => {
    const user = await signedUpUser("float-bill");
    const debt = await queryDebt(user, 1);
    // The app's last reading covers the bill, and so does the provider's wallet as it accepts it:
    // no reading of any kind, scheduled or not, can refuse it before the provider.
    await setArsFloat(FULL, true);
    await sandboxControl("/faults", { holdSettlements: true });
    const paid = await payBill(user, billBody(debt));
    expect(paid.status, JSON.stringify(paid.body)).toBe(202);
    // Accepted; the wallet runs short before the provider settles it, and the settlement fails it.
    await sandboxControl("/wallet", { currency: "ARS", balance: 1 });
    expect(await sandboxControl("/settlements/release", {})).toEqual({ released: 1 });
    const op = await waitForOperation(user, paid.body.operation.id, (o) => o.status === "failed");
    expect(op.statusReasonCode).toBe("FLOAT_SHORT");
  });

  it("still says the company refused when the float covers the payment", async () => {
    const user = await signedUpUser("float-biller");
    const answer = await buyTopUp(user, topUpBody(0));
    expect(answer.body.operation).toMatchObject({ status: "failed", statusReasonCode: "PROVIDER_FAILED" });
  });

});
