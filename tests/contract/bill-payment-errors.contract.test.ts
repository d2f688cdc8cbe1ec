// Refused bill payments (POST {services_url}/payment) and refused status reads (GET …/operation/{id}).
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import type { BillPaymentInput } from "@/lib/provider";
import { clientNumber, expectProviderError, newId, queryDebts, requestCount } from "../support/contract-bill-helpers";
import { useSandbox, rawWithToken } from "../support/contract-fixture";

describe("bill payment and status read refusals", () => {
  const ctx = useSandbox();
  const rawPay = (body: Record<string, unknown>) => rawWithToken(ctx.sandbox.url, "POST", "/services/payment", body);


  async function closedDebt(digit = 1) {
    const debt = (await queryDebts(ctx.client, clientNumber(digit))).debts[0];
    if (!debt?.amount) throw new Error("expected a CLOSED debt");
    return { debtId: debt.debtId, amount: debt.amount };
  }

  const pay = (input: Omit<BillPaymentInput, "paymentMethod" | "externalPaymentId"> & Partial<BillPaymentInput>) =>
    ctx.client.bills.pay({ paymentMethod: "ACCOUNT", externalPaymentId: newId("pay"), ...input });

  it("refuses a second payment with the same externalPaymentId with 409 SPA04649", async () => {
    const externalPaymentId = newId("pay");
    await pay({ ...(await closedDebt(1)), externalPaymentId });
    const other = await closedDebt(4);
    await expectProviderError(pay({ ...other, externalPaymentId }), 409, "SPA04649");
    const ops = await ctx.sandbox.control<{ operations: unknown[] }>("/operations");
    expect(ops.operations).toHaveLength(1);
  });

  it("refuses an amount other than a CLOSED debt's with 400 SPA04041", async () => {
    const debt = await closedDebt();
    await expectProviderError(pay({ ...debt, amount: debt.amount + 1 }), 400, "SPA04041");
    await expectProviderError(pay({ ...debt, amount: debt.amount - 1 }), 400, "SPA04041");
  });

  it("refuses amounts outside an OPEN debt's range with 400 SPA04041", async () => {
    const debt = (await queryDebts(ctx.client, clientNumber(2))).debts[0];
    if (!debt) throw new Error("expected an OPEN debt");
    const base = { debtId: debt.debtId };
    await expectProviderError(pay({ ...base, amount: debt.minAmount - 0.01 }), 400, "SPA04041");
    await expectProviderError(pay({ ...base, amount: debt.maxAmount + 0.01 }), 400, "SPA04041");
  });

  it("rejects a bad paymentMethod or a non-numeric amount in the client, sending nothing", async () => {
    const debt = await closedDebt();
    const before = await requestCount(ctx.sandbox.control);
    const badMethod = { ...debt, paymentMethod: "CASH" } as unknown as BillPaymentInput;
    await expect(pay(badMethod)).rejects.toBeInstanceOf(ZodError);
    const badAmount = { ...debt, amount: String(debt.amount) } as unknown as BillPaymentInput;
    await expect(pay(badAmount)).rejects.toBeInstanceOf(ZodError);
    await expect(pay({ ...debt, externalPaymentId: "" })).rejects.toBeInstanceOf(ZodError);
    expect(await requestCount(ctx.sandbox.control)).toBe(before);
  });

  it("answers 400 SPA04022 to a bad paymentMethod or a non-numeric amount sent by hand", async () => {
    const debt = await closedDebt();
    const body = { ...debt, paymentMethod: "ACCOUNT", externalPaymentId: newId("pay") };
    expect(await rawPay({ ...body, paymentMethod: "CASH" })).toMatchObject({ status: 400, body: { code: "SPA04022" } });
    expect(await rawPay({ ...body, amount: String(debt.amount) })).toMatchObject({ status: 400, body: { code: "SPA04022" } });
    expect(await rawPay({ ...body, amount: 10.001 })).toMatchObject({ status: 400, body: { code: "SPA04022" } });
    expect(await rawPay({ ...body, debtId: undefined })).toMatchObject({ status: 400, body: { code: "SPA04022" } });
  });

  it("answers 400 SPA04023 to a payment without externalPaymentId", async () => {
    const debt = await closedDebt();
    expect(await rawPay({ ...debt, paymentMethod: "ACCOUNT" })).toMatchObject({ status: 400, body: { code: "SPA04023" } });
  });

  it("refuses to pay the expired debt of value 3 with 410 SPA04646, and pays the others", async () => {
    const { debts } = await queryDebts(ctx.client, clientNumber(3));
    const expired = debts.find((d) => d.expired);
    const payable = debts.filter((d) => !d.expired);
    if (!expired?.amount) throw new Error("expected an expired CLOSED debt");
    await expectProviderError(pay({ debtId: expired.debtId, amount: expired.amount }), 410, "SPA04646");
    for (const d of payable) {
      const result = await pay({ debtId: d.debtId, amount: d.amount ?? 0 });
      expect(result.status).toBe("processing");
    }
  });

  it("answers 404 SPA04345 to an unknown debtId", async () => {
    await expectProviderError(pay({ debtId: "SDQ-does-not-exist-0", amount: 100 }), 404, "SPA04345");
  });

  it("answers 404 SPA04345 to a debtId older than 10 minutes, and a new query gives a payable one", async () => {
    const debt = await closedDebt();
    await ctx.sandbox.control("/clock/advance", { seconds: 601 });
    await expectProviderError(pay(debt), 404, "SPA04345");
    const fresh = await closedDebt();
    expect(fresh.debtId).not.toBe(debt.debtId);
    expect((await pay(fresh)).status).toBe("processing");
  });

  it("still accepts a debtId just under 10 minutes old", async () => {
    const debt = await closedDebt();
    await ctx.sandbox.control("/clock/advance", { seconds: 590 });
    expect((await pay(debt)).status).toBe("processing");
  });

  describe("status reads", () => {
    it("answers 404 XOP04404 to an unknown operationId, and finds no payment by an unknown externalPaymentId", async () => {
      await expectProviderError(ctx.client.operations.status({ kind: "bill", operationId: "SOP-unknown" }), 404, "XOP04404");
      const found = await ctx.client.operations.findByExternalPaymentId({ kind: "bill", externalPaymentId: newId("never") });
      expect(found).toBeNull();
    });

    it("answers 400 XOP04000 when a bill operation is read on the top-up service", async () => {
      const externalPaymentId = newId("pay");
      const payment = await pay({ ...(await closedDebt()), externalPaymentId });
      await expectProviderError(ctx.client.operations.status({ kind: "topup", operationId: payment.operationId }), 400, "XOP04000");
      const byExternal = ctx.client.operations.findByExternalPaymentId({ kind: "giftcard", externalPaymentId });
      await expectProviderError(byExternal, 400, "XOP04000");
    });
  });
});
