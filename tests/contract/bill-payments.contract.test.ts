// POST {services_url}/payment end to end: 202 processing, settlement seen by status reads and by the
// /confirm-payment callback, what paying does to the bill, and the agenda adhesion it creates.
import { describe, expect, it } from "vitest";
import type { ProviderClient } from "@/lib/provider";
import {
  aboutPayment,
  clientNumber,
  EDENOR,
  EDENOR_MODALITY,
  expectProviderError,
  firstModalityId,
  newId,
  queryDebts,
  sleep,
  waitForStatus,
} from "../support/contract-bill-helpers";
import { useSandbox } from "../support/contract-fixture";

async function payFirstDebt(client: ProviderClient, identifier: string, opts: Parameters<typeof queryDebts>[2] = {}) {
  const query = await queryDebts(client, identifier, opts);
  const debt = query.debts[0];
  if (!debt?.amount) throw new Error("expected a CLOSED debt");
  const externalPaymentId = newId("pay");
  const payment = await client.bills.pay({ debtId: debt.debtId, amount: debt.amount, paymentMethod: "ACCOUNT", externalPaymentId });
  return { query, debt, externalPaymentId, payment };
}

describe("bill payment", () => {
  const ctx = useSandbox();

  it("accepts a payment as processing, then confirms it with a receipt (value 1)", async () => {
    const { debt, externalPaymentId, payment } = await payFirstDebt(ctx.client, clientNumber(1));
    expect(payment).toMatchObject({
      kind: "bill",
      status: "processing",
      externalPaymentId,
      externalClientId: "user-1",
      companyCode: EDENOR,
      amount: debt.amount,
      paymentMethod: "ACCOUNT",
      receipt: [],
    });
    expect(payment.identifiers).toEqual([{ identifierName: "clientNumber", identifierValue: clientNumber(1) }]);

    const confirmed = await waitForStatus(ctx.client, "bill", payment.operationId, "confirmed");
    expect(confirmed.receipt.length).toBeGreaterThan(3);
    expect(confirmed.receipt.join("\n")).toContain(payment.operationId);
    expect(confirmed.statusDescription).toBeTruthy();

    const byExternal = await ctx.client.operations.findByExternalPaymentId({ kind: "bill", externalPaymentId });
    expect(byExternal).toMatchObject({ operationId: payment.operationId, status: "confirmed", amount: debt.amount });
    expect(byExternal?.receipt).toEqual(confirmed.receipt);
  });

  it("calls back /confirm-payment with the callback credentials and the documented body", async () => {
    const { debt, externalPaymentId, payment } = await payFirstDebt(ctx.client, clientNumber(1));
    const [callback] = await ctx.listener.waitFor(1, aboutPayment(externalPaymentId));
    expect(callback?.path).toBe("/confirm-payment");
    expect(callback?.headers["content-type"]).toContain("application/json");
    expect(callback?.headers["x-api-key"]).toBe("sandbox-callback-key");
    expect(callback?.headers["x-authorization-token"]).toBe("sandbox-callback-token");
    expect(callback?.body).toEqual({
      externalPaymentId,
      externalClientId: "user-1",
      operationId: payment.operationId,
      status: "confirmed",
      additionalData: [
        { providerOperationId: payment.operationId, operationNumber: expect.any(String), securityCode: expect.any(String) },
      ],
      companyCode: EDENOR,
      companyName: "EDENOR",
      amount: debt.amount,
      type: "SERVICE",
      hash: null,
    });
  });

  it("fails the payment, says so in the status read and the callback, and releases the bill (value 4)", async () => {
    const { externalPaymentId, payment } = await payFirstDebt(ctx.client, clientNumber(4));
    expect(payment.status).toBe("processing");
    const failed = await waitForStatus(ctx.client, "bill", payment.operationId, "failed");
    expect(failed.receipt).toEqual([]);
    const [callback] = await ctx.listener.waitFor(1, aboutPayment(externalPaymentId));
    expect(callback?.body).toMatchObject({ externalPaymentId, status: "failed", type: "SERVICE" });
    const again = await queryDebts(ctx.client, clientNumber(4));
    expect(again.debts).toHaveLength(1);
  });

  it("confirms the payment but never calls back (value 5)", async () => {
    const { externalPaymentId, payment } = await payFirstDebt(ctx.client, clientNumber(5));
    await waitForStatus(ctx.client, "bill", payment.operationId, "confirmed");
    await sleep(400); // callback delay is 100 ms and retries 50 ms apart: anything sent would be here
    expect(ctx.listener.received.filter(aboutPayment(externalPaymentId))).toHaveLength(0);
    const log = await ctx.sandbox.control<{ callbacks: unknown[] }>(`/callbacks?externalPaymentId=${externalPaymentId}`);
    expect(log.callbacks).toEqual([]);
    const byExternal = await ctx.client.operations.findByExternalPaymentId({ kind: "bill", externalPaymentId });
    expect(byExternal?.status).toBe("confirmed");
  });

  it("stops listing a CLOSED debt while it is being paid and once paid, and refuses to pay it again", async () => {
    const { debt, payment } = await payFirstDebt(ctx.client, clientNumber(1));
    const payAgain = () =>
      ctx.client.bills.pay({ debtId: debt.debtId, amount: debt.amount ?? 0, paymentMethod: "ACCOUNT", externalPaymentId: newId("pay") });
    await expectProviderError(queryDebts(ctx.client, clientNumber(1)), 404, "SDE04342");
    await expectProviderError(payAgain(), 409, "SDE44389");
    await waitForStatus(ctx.client, "bill", payment.operationId, "confirmed");
    await expectProviderError(queryDebts(ctx.client, clientNumber(1)), 404, "SDE04342");
    await expectProviderError(payAgain(), 409, "SDE44389");
  });

  it("takes a partial payment on an OPEN debt and lowers its maximum by exactly that amount (value 2)", async () => {
    const before = await queryDebts(ctx.client, clientNumber(2));
    const debt = before.debts[0];
    if (!debt) throw new Error("expected an OPEN debt");
    const part = 1234.56;
    expect(part).toBeGreaterThanOrEqual(debt.minAmount);
    const payment = await ctx.client.bills.pay({
      debtId: debt.debtId,
      amount: part,
      paymentMethod: "DEBIT",
      externalPaymentId: newId("pay"),
    });
    expect(payment.amount).toBe(part);
    await waitForStatus(ctx.client, "bill", payment.operationId, "confirmed");
    const after = await queryDebts(ctx.client, clientNumber(2));
    expect(after.debts).toHaveLength(1);
    expect(after.debts[0]?.amountType).toBe("OPEN");
    expect(after.debts[0]?.maxAmount).toBe(Math.round((debt.maxAmount - part) * 100) / 100);
  });

  it("adds the paid bill to the agenda of the query's externalClientId on a schedulable modality", async () => {
    const externalClientId = newId("user");
    expect((await ctx.client.agenda.list({ externalClientId })).adhesions).toEqual([]);
    const { payment } = await payFirstDebt(ctx.client, clientNumber(1), { externalClientId });
    expect(payment.externalClientId).toBe(externalClientId);
    await waitForStatus(ctx.client, "bill", payment.operationId, "confirmed");
    const { adhesions } = await ctx.client.agenda.list({ externalClientId });
    expect(adhesions).toHaveLength(1);
    expect(adhesions[0]).toMatchObject({
      companyCode: EDENOR,
      modalityId: EDENOR_MODALITY,
      serviceIdentifier: clientNumber(1),
      isAdhered: true,
    });
    expect(adhesions[0]?.agendaId).toBe(`${externalClientId}#${EDENOR_MODALITY}#${clientNumber(1)}`);
  });

  it("adds nothing to the agenda for a non-schedulable modality (AR-S-02602)", async () => {
    const externalClientId = newId("user");
    const modalityId = await firstModalityId(ctx.client, "AR-S-02602");
    const { payment } = await payFirstDebt(ctx.client, clientNumber(1), {
      companyCode: "AR-S-02602",
      modalityId,
      externalClientId,
    });
    await waitForStatus(ctx.client, "bill", payment.operationId, "confirmed");
    expect((await ctx.client.agenda.list({ externalClientId, allAdhesions: true })).adhesions).toEqual([]);
  });

  it("does not add a failed payment's bill to the agenda (value 4)", async () => {
    const externalClientId = newId("user");
    const { payment } = await payFirstDebt(ctx.client, clientNumber(4), { externalClientId });
    await waitForStatus(ctx.client, "bill", payment.operationId, "failed");
    expect((await ctx.client.agenda.list({ externalClientId, allAdhesions: true })).adhesions).toEqual([]);
  });
});
