// A provider does not forget: the sandbox writes its state to its data folder before it answers,
// so a kill -9 right after an answer loses nothing it acknowledged, and what was under way (a
// payment settling, a callback still owed) goes on after the restart. A reset forgets it all.
import { describe, expect, it } from "vitest";
import type { ProviderClient } from "@/lib/provider";
import { aboutPayment, clientNumber, EDENOR, EDENOR_MODALITY, newId, queryDebts, waitForStatus } from "../support/contract-bill-helpers";
import { useSandbox } from "../support/contract-fixture";

const CLIENT = "restart-client";

async function payFirstDebt(client: ProviderClient, digit: number) {
  const debt = (await queryDebts(client, clientNumber(digit), { externalClientId: CLIENT })).debts[0];
  if (!debt?.amount) throw new Error("expected a CLOSED debt");
  const externalPaymentId = newId("pay");
  const payment = await client.bills.pay({ debtId: debt.debtId, amount: debt.amount, paymentMethod: "ACCOUNT", externalPaymentId });
  return { debt, externalPaymentId, payment };
}

const ars = async (client: ProviderClient) => (await client.tools.walletBalance()).wallets.find((w) => w.currency === "ARS");

describe("the sandbox across restarts", () => {
  // Payments settle, and a refused callback is sent again, 1.5 s later: long enough to stop the
  // sandbox in between.
  const ctx = useSandbox({ SANDBOX_CALLBACK_DELAY_MS: "1500", SANDBOX_CALLBACK_RETRY_BASE_MS: "1500" });

  it("loses nothing it acknowledged when killed with SIGKILL right after answering", async () => {
    await ctx.sandbox.control("/clock/advance", { seconds: 3600 });
    await ctx.sandbox.control("/wallet", { currency: "ARS", balance: 4_000_000 });
    // Payments stay processing, the wallet untouched, until released (after the restart).
    await ctx.sandbox.control("/faults", { holdSettlements: true });
    const adhesion = await ctx.client.agenda.register({
      companyCode: EDENOR, modalityId: EDENOR_MODALITY, alias: "Casa",
      queryData: [{ identifierName: "clientNumber", identifierValue: clientNumber(3) }], externalClientId: CLIENT,
    });
    const debt = (await queryDebts(ctx.client, clientNumber(1), { externalClientId: CLIENT })).debts[0];
    const { payment } = await payFirstDebt(ctx.client, 5);

    await ctx.sandbox.kill();
    await ctx.sandbox.restart();

    const { adhesions } = await ctx.client.agenda.list({ externalClientId: CLIENT });
    expect(adhesions.map((a) => [a.agendaId, a.alias])).toEqual([[adhesion.agendaId, "Casa"]]);
    const read = await ctx.client.operations.status({ kind: "bill", operationId: payment.operationId });
    expect(read).toMatchObject({ operationId: payment.operationId, externalPaymentId: payment.externalPaymentId });
    // The debt id handed out before the kill can still be paid, and the token still works: no new login.
    const again = await ctx.client.bills.pay({ debtId: debt!.debtId, amount: debt!.amount!, paymentMethod: "ACCOUNT", externalPaymentId: newId("pay") });
    expect(again.status).toBe("processing");
    expect((await ctx.sandbox.control<{ logins: number }>("/stats")).logins).toBe(0);
    expect((await ctx.sandbox.control<{ offsetMs: number }>("/clock")).offsetMs).toBe(3_600_000);
    expect((await ars(ctx.client))?.balance).toBe(4_000_000);
    expect(read.status).toBe("processing");
    expect(await ctx.sandbox.control("/settlements/release", {})).toEqual({ released: 2 });
    await waitForStatus(ctx.client, "bill", payment.operationId, "confirmed");
  });

  it("settles a payment that was processing before the restart and calls it back", async () => {
    const { externalPaymentId, payment } = await payFirstDebt(ctx.client, 1);
    expect(payment.status).toBe("processing");

    await ctx.sandbox.kill();
    await ctx.sandbox.restart();

    await waitForStatus(ctx.client, "bill", payment.operationId, "confirmed");
    const [callback] = await ctx.listener.waitFor(1, aboutPayment(externalPaymentId));
    expect(callback?.body).toMatchObject({ externalPaymentId, status: "confirmed" });
  });

  it("answers a read that shows a settlement only once it is on disk, so a kill right after loses nothing shown", async () => {
    // A slow disk: the settlement's write takes 1.5 s, and a read in that time waits for it.
    await ctx.sandbox.control("/faults", { stateWriteDelayMs: 1_500 });
    try {
      const { payment } = await payFirstDebt(ctx.client, 5);
      await waitForStatus(ctx.client, "bill", payment.operationId, "confirmed");
      const shown = (await ctx.sandbox.control<{ operations: { operationId: string; status: string; updatedAt: string }[] }>("/operations")).operations
        .find((op) => op.operationId === payment.operationId);
      expect(shown?.status).toBe("confirmed");

      await ctx.sandbox.kill();
      await ctx.sandbox.restart();

      const after = (await ctx.sandbox.control<{ operations: { operationId: string; status: string; updatedAt: string }[] }>("/operations")).operations
        .find((op) => op.operationId === payment.operationId);
      expect(after).toEqual(shown);
    } finally {
      await ctx.sandbox.control("/faults", { stateWriteDelayMs: 0 });
    }
  });

  it("keeps a settlement a status read has shown, though no request came after it", async () => {
    const { payment } = await payFirstDebt(ctx.client, 5);
    await waitForStatus(ctx.client, "bill", payment.operationId, "confirmed");
    const shown = async () =>
      (await ctx.sandbox.control<{ operations: { operationId: string; status: string; updatedAt: string }[] }>("/operations")).operations
        .find((op) => op.operationId === payment.operationId);
    const before = await shown();

    await ctx.sandbox.kill();
    await ctx.sandbox.restart();

    expect(await shown()).toEqual(before);
  });

  it("sends a callback still owed after the restart", async () => {
    ctx.listener.answerWith([500]);
    const { externalPaymentId } = await payFirstDebt(ctx.client, 1);
    await ctx.listener.waitFor(1, aboutPayment(externalPaymentId));

    await ctx.sandbox.restart();

    await ctx.listener.waitFor(2, aboutPayment(externalPaymentId));
    // One callback, delivered at last (the refused attempt may be unrecorded if the stop came first).
    const callbacks = () => ctx.sandbox.control<{ callbacks: { delivered: boolean; attempts: { status: number }[] }[] }>(`/callbacks?externalPaymentId=${externalPaymentId}`);
    await expect.poll(async () => (await callbacks()).callbacks.map((c) => [c.delivered, c.attempts.at(-1)?.status])).toEqual([[true, 200]]);
  });

  it("forgets everything after a reset, restart or not", async () => {
    await ctx.sandbox.control("/wallet", { currency: "ARS", balance: 1 });
    const { payment } = await payFirstDebt(ctx.client, 5);
    await ctx.sandbox.control("/reset", {});

    await ctx.sandbox.kill();
    await ctx.sandbox.restart();

    await expect(ctx.client.operations.status({ kind: "bill", operationId: payment.operationId })).rejects.toMatchObject({ status: 404 });
    expect((await ars(ctx.client))?.balance).toBe(25_000_000);
    expect((await ctx.sandbox.control<{ operations: unknown[] }>("/operations")).operations).toEqual([]);
  });
});
