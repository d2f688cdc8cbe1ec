// Payments whose outcome the client cannot know (timeouts, 5xx) are never resent and are settled by
// a status read; reads are retried a bounded number of times. The slow test value waits 1.5 s here
// and payments settle 800 ms after they are accepted, so "processing" can be seen after a timeout.
import { describe, expect, it } from "vitest";
import { isProviderError } from "@/lib/provider";
import { clientNumber, expectProviderError, newId, queryDebts, requestCount, sleep, waitForStatus } from "../support/contract-bill-helpers";
import { useSandbox } from "../support/contract-fixture";

const SLOW_MS = 1500;

describe("unknown payment outcomes and read retries", () => {
  const ctx = useSandbox({ SANDBOX_SLOW_RESPONSE_MS: String(SLOW_MS), SANDBOX_CALLBACK_DELAY_MS: "800" });
  const count = () => requestCount(ctx.sandbox.control);

  async function closedDebt(digit: number) {
    const debt = (await queryDebts(ctx.client, clientNumber(digit))).debts[0];
    if (!debt?.amount) throw new Error("expected a CLOSED debt");
    return { debtId: debt.debtId, amount: debt.amount };
  }

  it("answers the slow test value's debt query only after the slow delay (value 9)", async () => {
    await ctx.client.auth.login();
    const start = Date.now();
    const { debts } = await queryDebts(ctx.client, clientNumber(9));
    expect(Date.now() - start).toBeGreaterThanOrEqual(SLOW_MS - 50);
    expect(debts).toHaveLength(1);
    expect(debts[0]?.amountType).toBe("CLOSED");
  });

  it("times out a slow payment as outcome unknown, sends it once, and settles it by externalPaymentId", async () => {
    const client = ctx.newClient({ paymentTimeoutMs: 300 });
    const debt = (await queryDebts(client, clientNumber(9))).debts[0];
    if (!debt?.amount) throw new Error("expected a CLOSED debt");
    const externalPaymentId = newId("pay");
    const before = await count();
    const error = await client.bills
      .pay({ debtId: debt.debtId, amount: debt.amount, paymentMethod: "ACCOUNT", externalPaymentId })
      .catch((e: unknown) => e);
    expect(isProviderError(error) && { code: error.code, status: error.status, unknown: error.outcomeUnknown }).toEqual({
      code: "TIMEOUT",
      status: 0,
      unknown: true,
    });
    expect((await count()) - before).toBe(1);
    const { operations } = await ctx.sandbox.control<{ operations: { externalPaymentId: string }[] }>("/operations");
    expect(operations.filter((op) => op.externalPaymentId === externalPaymentId)).toHaveLength(1);
    expect(operations).toHaveLength(1);

    const found = await client.operations.findByExternalPaymentId({ kind: "bill", externalPaymentId });
    expect(found?.status).toBe("processing");
    const settled = await waitForStatus(client, "bill", found?.operationId ?? "", "confirmed");
    expect(settled.externalPaymentId).toBe(externalPaymentId);
  });

  it("reports a 500 on the payment as outcome unknown, does not resend it, and finds it never arrived", async () => {
    const debt = await closedDebt(1);
    await ctx.sandbox.control("/faults", { errorRate: 1, errorPaths: ["/services/payment"] });
    const externalPaymentId = newId("pay");
    const before = await count();
    const error = await expectProviderError(
      ctx.client.bills.pay({ ...debt, paymentMethod: "ACCOUNT", externalPaymentId }),
      500,
      "XCX05060",
    );
    expect(error.outcomeUnknown).toBe(true);
    expect((await count()) - before).toBe(1);
    expect(await ctx.client.operations.findByExternalPaymentId({ kind: "bill", externalPaymentId })).toBeNull();

    // Never received, so paying again with the same externalPaymentId is safe.
    await ctx.sandbox.control("/faults", { errorRate: 0 });
    const retried = await ctx.client.bills.pay({ ...debt, paymentMethod: "ACCOUNT", externalPaymentId });
    expect(retried.status).toBe("processing");
  });

  it("gives up a read that keeps failing with 500 after exactly the configured attempts", async () => {
    const client = ctx.newClient({ retry: { attempts: 4, baseDelayMs: 5 } });
    await client.auth.login();
    await ctx.sandbox.control("/faults", { errorRate: 1, errorPaths: ["/companies"] });
    const before = await count();
    const error = await expectProviderError(client.catalog.listTags(), 500, "XCX05060");
    expect(error.transient).toBe(true);
    expect(error.outcomeUnknown).toBe(false);
    expect((await count()) - before).toBe(4);
  });

  it("recovers a read when the provider answers again between attempts", async () => {
    const client = ctx.newClient({ retry: { attempts: 3, baseDelayMs: 400 } });
    await client.auth.login();
    await ctx.sandbox.control("/faults", { errorRate: 1, errorPaths: ["/companies"] });
    const before = await count();
    const call = client.catalog.listTags();
    while ((await count()) === before) await sleep(10);
    await ctx.sandbox.control("/faults", { errorRate: 0 });
    const { tags } = await call;
    expect(tags.length).toBeGreaterThan(0);
    expect((await count()) - before).toBe(2);
  });

  it("retries a read that times out, and reports TIMEOUT after the last attempt", async () => {
    const client = ctx.newClient({ timeoutMs: 100, retry: { attempts: 2, baseDelayMs: 5 } });
    await client.auth.login();
    await ctx.sandbox.control("/faults", { latencyMs: 400 });
    const before = await count();
    const error = await expectProviderError(client.catalog.listTags(), 0, "TIMEOUT");
    expect(error.transient).toBe(true);
    expect((await count()) - before).toBe(2);
  });

  it("never resends a payment that failed with 500 even when reads are retried", async () => {
    const client = ctx.newClient({ retry: { attempts: 5, baseDelayMs: 5 } });
    const debt = (await queryDebts(client, clientNumber(1))).debts[0];
    if (!debt?.amount) throw new Error("expected a CLOSED debt");
    await ctx.sandbox.control("/faults", { errorRate: 1, errorPaths: ["/services/payment"] });
    const before = await count();
    const pay = client.bills.pay({ debtId: debt.debtId, amount: debt.amount, paymentMethod: "ACCOUNT", externalPaymentId: newId("pay") });
    await expectProviderError(pay, 500, "XCX05060");
    expect((await count()) - before).toBe(1);
  });
});
