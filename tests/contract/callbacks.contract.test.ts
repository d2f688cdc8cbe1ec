// Result callbacks as the app's endpoints receive them: retries, callback faults, and the top-up and
// gift-card callbacks. Callback delay 100 ms, retries 50/100/200 ms apart (fixture defaults).
import { describe, expect, it } from "vitest";
import type { ProviderClient } from "@/lib/provider";
import { aboutPayment, clientNumber, newId, queryDebts, sleep, waitForStatus } from "../support/contract-bill-helpers";
import { useSandbox } from "../support/contract-fixture";

type LoggedCallback = {
  path: string;
  body: string;
  copy: number;
  dropped: boolean;
  delivered: boolean;
  attempts: { status: number | null }[];
};

async function payBill(client: ProviderClient, digit = 1) {
  const debt = (await queryDebts(client, clientNumber(digit))).debts[0];
  if (!debt?.amount) throw new Error("expected a CLOSED debt");
  const externalPaymentId = newId("pay");
  const payment = await client.bills.pay({ debtId: debt.debtId, amount: debt.amount, paymentMethod: "ACCOUNT", externalPaymentId });
  return { externalPaymentId, payment };
}

describe("result callbacks", () => {
  const ctx = useSandbox();

  const log = async (externalPaymentId: string) =>
    (await ctx.sandbox.control<{ callbacks: LoggedCallback[] }>(`/callbacks?externalPaymentId=${externalPaymentId}`)).callbacks;

  async function waitForLog(externalPaymentId: string, done: (records: LoggedCallback[]) => boolean) {
    const start = Date.now();
    for (;;) {
      const records = await log(externalPaymentId);
      if (done(records)) return records;
      if (Date.now() - start > 5000) throw new Error(`callback log stayed ${JSON.stringify(records)}`);
      await sleep(25);
    }
  }

  it("retries a callback the app answered with 500 until it gets a 200", async () => {
    ctx.listener.answerWith([500, 500]);
    const { externalPaymentId } = await payBill(ctx.client);
    const received = await ctx.listener.waitFor(3, aboutPayment(externalPaymentId));
    expect(new Set(received.map((c) => c.raw)).size).toBe(1);
    expect(received.map((c) => c.path)).toEqual(["/confirm-payment", "/confirm-payment", "/confirm-payment"]);
    const [record, ...others] = await waitForLog(externalPaymentId, (r) => r[0]?.delivered === true);
    expect(others).toEqual([]);
    expect(record?.attempts.map((a) => a.status)).toEqual([500, 500, 200]);
    expect(record?.body).toBe(received[0]?.raw);
  });

  it("stops after 4 attempts when the app never answers 200", async () => {
    ctx.listener.answerWith([500, 500, 500, 500, 500]);
    const { externalPaymentId } = await payBill(ctx.client);
    await ctx.listener.waitFor(4, aboutPayment(externalPaymentId));
    await sleep(700); // a fifth attempt would come 400 ms after the fourth
    expect(ctx.listener.received.filter(aboutPayment(externalPaymentId))).toHaveLength(4);
    const [record] = await log(externalPaymentId);
    expect(record?.attempts.map((a) => a.status)).toEqual([500, 500, 500, 500]);
    expect(record?.delivered).toBe(false);
  });

  it("logs callbacks as dropped and sends none while dropCallbacks is on", async () => {
    await ctx.sandbox.control("/faults", { dropCallbacks: true });
    const { externalPaymentId, payment } = await payBill(ctx.client);
    await waitForStatus(ctx.client, "bill", payment.operationId, "confirmed");
    await sleep(300);
    expect(ctx.listener.received.filter(aboutPayment(externalPaymentId))).toHaveLength(0);
    const records = await log(externalPaymentId);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ dropped: true, delivered: false, attempts: [] });
  });

  it("sends identical extra copies with duplicateCallbacks", async () => {
    await ctx.sandbox.control("/faults", { duplicateCallbacks: 2 });
    const { externalPaymentId } = await payBill(ctx.client);
    const received = await ctx.listener.waitFor(3, aboutPayment(externalPaymentId));
    await sleep(300);
    expect(ctx.listener.received.filter(aboutPayment(externalPaymentId))).toHaveLength(3);
    expect(new Set(received.map((c) => c.raw)).size).toBe(1);
    expect(received[0]?.body).toMatchObject({ externalPaymentId, status: "confirmed" });
    const records = await waitForLog(externalPaymentId, (r) => r.length === 3 && r.every((c) => c.delivered));
    expect(records.map((r) => r.copy).sort()).toEqual([0, 1, 2]);
  });

  it("holds accepted payments processing with holdSettlements, and settles them on release with the wallet as it is then", async () => {
    await ctx.sandbox.control("/faults", { holdSettlements: true });
    const { externalPaymentId, payment } = await payBill(ctx.client);
    expect(payment.status).toBe("processing");
    await sleep(400); // four callback delays: nothing settles while held
    expect(ctx.listener.received.filter(aboutPayment(externalPaymentId))).toHaveLength(0);
    expect((await ctx.client.operations.status({ kind: "bill", operationId: payment.operationId })).status).toBe("processing");

    // The wallet ran dry after the payment was accepted: settling it now fails it, and says why.
    await ctx.sandbox.control("/wallet", { currency: "ARS", balance: 0 });
    expect(await ctx.sandbox.control("/settlements/release", {})).toEqual({ released: 1 });
    const [callback] = await ctx.listener.waitFor(1, aboutPayment(externalPaymentId));
    expect(JSON.parse(callback!.raw)).toMatchObject({ status: "failed", externalPaymentId });
    expect(await ctx.client.operations.status({ kind: "bill", operationId: payment.operationId })).toMatchObject({
      status: "failed",
      statusDescription: "Saldo insuficiente en la billetera del cliente",
    });
    expect(await ctx.sandbox.control("/settlements/release", {})).toEqual({ released: 0 });
  });

  it("delivers the callback before the payment's own answer with outOfOrderCallbacks", async () => {
    await ctx.sandbox.control("/faults", { outOfOrderCallbacks: true });
    const debt = (await queryDebts(ctx.client, clientNumber(1))).debts[0];
    if (!debt?.amount) throw new Error("expected a CLOSED debt");
    const externalPaymentId = newId("pay");
    const payment = await ctx.client.bills.pay({ debtId: debt.debtId, amount: debt.amount, paymentMethod: "ACCOUNT", externalPaymentId });
    const receivedBeforeAnswer = ctx.listener.received.filter(aboutPayment(externalPaymentId));
    expect(receivedBeforeAnswer.length).toBeGreaterThanOrEqual(1);
    expect(receivedBeforeAnswer[0]?.body).toMatchObject({ externalPaymentId, operationId: payment.operationId, status: "confirmed" });
    // The answer itself may still say processing; the status read already knows better.
    expect(["processing", "confirmed"]).toContain(payment.status);
    const read = await ctx.client.operations.status({ kind: "bill", operationId: payment.operationId });
    expect(read.status).toBe("confirmed");
  });

  it("answers a top-up to a number ending in 5 with processing, then calls back /confirmPayment", async () => {
    const externalPaymentId = newId("topup");
    const payment = await ctx.client.topUps.pay({
      companyCode: "MX-R-00028",
      productId: "1",
      amount: 20,
      identifierName: "phoneNumber",
      identifierValue: "5512345675",
      paymentMethod: "ACCOUNT",
      externalPaymentId,
      externalClientId: "user-1",
    });
    expect(payment).toMatchObject({ kind: "topup", status: "processing", externalPaymentId });
    const [callback] = await ctx.listener.waitFor(1, aboutPayment(externalPaymentId));
    expect(callback?.path).toBe("/confirmPayment");
    expect(callback?.headers["x-api-key"]).toBe("sandbox-callback-key");
    expect(callback?.headers["x-authorization-token"]).toBe("sandbox-callback-token");
    expect(callback?.body).toEqual({
      externalPaymentId,
      externalClientId: "user-1",
      operationId: payment.operationId,
      status: "confirmed",
      statusDescription: expect.any(String),
      companyCode: "MX-R-00028",
      companyName: "Bait",
      amount: 20,
      type: "RECHARGE",
      hash: null,
    });
    const read = await ctx.client.operations.status({ kind: "topup", operationId: payment.operationId });
    expect(read.status).toBe("confirmed");
  });

  it("calls back /confirm-gift-card for a gift card without its PIN", async () => {
    const externalPaymentId = newId("gift");
    const payment = await ctx.client.giftCards.pay({
      companyCode: "AR-G-0001",
      productId: "1",
      amount: 5000,
      paymentMethod: "ACCOUNT",
      externalPaymentId,
      externalClientId: "user-1",
    });
    expect(payment.status).toBe("confirmed");
    expect(payment.activatePin).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const [callback] = await ctx.listener.waitFor(1, aboutPayment(externalPaymentId));
    expect(callback?.path).toBe("/confirm-gift-card");
    expect(callback?.body).toMatchObject({
      externalPaymentId,
      operationId: payment.operationId,
      status: "confirmed",
      companyCode: "AR-G-0001",
      amount: 5000,
      type: "SUBSCRIPTION",
      hash: null,
    });
    expect(callback?.body).not.toHaveProperty("activatePin");
    expect(callback?.raw).not.toContain(payment.activatePin ?? "no pin");
  });
});
