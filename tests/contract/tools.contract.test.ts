import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ExchangeRate, TopUpPaymentInput } from "@/lib/provider";
import { useSandbox } from "../support/contract-fixture";

const CURRENCIES = ["ARS", "MXN", "CLP", "COP", "PEN"];
const VERTICALS = ["SERVICE", "RECHARGE", "SUBSCRIPTION"];

const key = (r: ExchangeRate) => `${r.localCurrency}/${r.companyType}`;

/** The first moment strictly after `from` (plus a margin) on a day accepted by `day`, at `hourUtc`:00 UTC. */
function nextAt(from: number, hourUtc: number, day: (weekday: number) => boolean): number {
  const start = new Date(from);
  for (let i = 0; i < 14; i++) {
    const t = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + i, hourUtc);
    if (t > from + 60_000 && day(new Date(t).getUTCDay())) return t;
  }
  throw new Error("no such day within two weeks");
}

const topUp = (overrides: Partial<TopUpPaymentInput> = {}): TopUpPaymentInput => ({
  companyCode: "AR-R-0001",
  productId: "1",
  amount: 150,
  identifierName: "BA1",
  identifierValue: "1122334451",
  paymentMethod: "ACCOUNT",
  externalPaymentId: randomUUID(),
  externalClientId: "client-tools",
  ...overrides,
});

describe("tools", () => {
  const ctx = useSandbox();

  /** Moves the sandbox clock forward to `target` (ms since the epoch). */
  async function moveClockTo(target: number) {
    const { now } = await ctx.sandbox.control<{ now: string }>("/clock");
    await ctx.sandbox.control("/clock/advance", { seconds: (target - Date.parse(now)) / 1000 });
  }

  const sandboxNow = async () => Date.parse((await ctx.sandbox.control<{ now: string }>("/clock")).now);
  const saturday = async () => nextAt(await sandboxNow(), 15, (d) => d === 6);
  const ars = async () => (await ctx.client.tools.walletBalance()).wallets.find((w) => w.currency === "ARS");

  it("gives every currency against USD for every vertical when no filter is given", async () => {
    const answer = await ctx.client.tools.exchangeRates();
    expect(answer.tx).toEqual(expect.stringMatching(/\S/));
    expect(answer.mainTx).toEqual(expect.stringMatching(/\S/));
    expect(answer.exchanges).toHaveLength(15);
    expect(new Set(answer.exchanges.map(key)).size).toBe(15);
    expect(new Set(answer.exchanges.map((r) => r.localCurrency))).toEqual(new Set(CURRENCIES));
    expect(new Set(answer.exchanges.map((r) => r.companyType))).toEqual(new Set(VERTICALS));
    for (const rate of answer.exchanges) {
      expect(rate.currency).toBe("USD");
      expect(rate.exchangeRate).toBeGreaterThan(0);
      expect(rate.countryCode).toMatch(/^(AR|MX|CL|CO|PE)$/);
    }
    // Local units per dollar: the peso is worth far less than the sol.
    const service = (currency: string) => answer.exchanges.find((r) => key(r) === `${currency}/SERVICE`)?.exchangeRate ?? 0;
    expect(service("ARS")).toBeGreaterThan(500);
    expect(service("PEN")).toBeLessThan(10);
  });

  it("filters rates by country, by vertical and by both, with the same values as unfiltered", async () => {
    await moveClockTo(await saturday()); // rates hold still, so the calls below agree
    const all = await ctx.client.tools.exchangeRates();
    const byKey = new Map(all.exchanges.map((r) => [key(r), r.exchangeRate]));

    const mx = await ctx.client.tools.exchangeRates({ countryCode: "MX" });
    expect(mx.exchanges.map(key).sort()).toEqual(["MXN/RECHARGE", "MXN/SERVICE", "MXN/SUBSCRIPTION"]);
    const recharge = await ctx.client.tools.exchangeRates({ companyType: "RECHARGE" });
    expect(recharge.exchanges).toHaveLength(5);
    expect(recharge.exchanges.every((r) => r.companyType === "RECHARGE")).toBe(true);
    const both = await ctx.client.tools.exchangeRates({ countryCode: "AR", companyType: "SUBSCRIPTION" });
    expect(both.exchanges.map(key)).toEqual(["ARS/SUBSCRIPTION"]);

    for (const rate of [...mx.exchanges, ...recharge.exchanges, ...both.exchanges]) {
      expect(rate.exchangeRate).toBe(byKey.get(key(rate)));
    }
  });

  it("moves rates every 5 minutes during market hours", async () => {
    await moveClockTo(nextAt(await sandboxNow(), 15, (d) => d >= 1 && d <= 5));
    const before = await ctx.client.tools.exchangeRates();
    const again = await ctx.client.tools.exchangeRates();
    expect(again.exchanges).toEqual(before.exchanges);
    await ctx.sandbox.control("/clock/advance", { seconds: 300 });
    const after = await ctx.client.tools.exchangeRates();
    expect(after.exchanges.map(key)).toEqual(before.exchanges.map(key));
    expect(after.exchanges.map((r) => r.exchangeRate)).not.toEqual(before.exchanges.map((r) => r.exchangeRate));
    // updatedAt says when the rate in force was set: a 5-minute step, 300 s later than before.
    const stamp = (r: { updatedAt: string | null }) => Date.parse(r.updatedAt ?? "");
    expect(stamp(after.exchanges[0]!) % 300_000).toBe(0);
    expect(stamp(after.exchanges[0]!) - stamp(before.exchanges[0]!)).toBe(300_000);
  });

  it("holds rates still outside market hours", async () => {
    await moveClockTo(await saturday());
    const before = await ctx.client.tools.exchangeRates();
    await ctx.sandbox.control("/clock/advance", { seconds: 3600 });
    const after = await ctx.client.tools.exchangeRates();
    expect(after.exchanges).toEqual(before.exchanges);
  });

  it("shows a balance per currency, rounded to the currency's minor unit", async () => {
    const answer = await ctx.client.tools.walletBalance();
    expect(answer.tx).toEqual(expect.stringMatching(/\S/));
    expect(answer.wallets.map((w) => w.currency)).toEqual(expect.arrayContaining([...CURRENCIES, "USD"]));
    expect(answer.wallets.find((w) => w.currency === "ARS")).toMatchObject({ countryCode: "AR", balance: 25_000_000, available: 25_000_000 });

    await ctx.sandbox.control("/wallet", { currency: "CLP", balance: 1234.56 });
    await ctx.sandbox.control("/wallet", { currency: "MXN", balance: 99.999 });
    const wallets = (await ctx.client.tools.walletBalance()).wallets;
    expect(wallets.find((w) => w.currency === "CLP")).toMatchObject({ balance: 1235, available: 1235 });
    expect(wallets.find((w) => w.currency === "MXN")).toMatchObject({ balance: 100, available: 100 });
    for (const w of wallets) {
      const factor = w.currency === "CLP" ? 1 : 100;
      expect(Number.isInteger(Math.round(w.balance * factor * 1e6) / 1e6)).toBe(true);
      expect(w.available).toBeLessThanOrEqual(w.balance);
    }
  });

  it("debits a confirmed top-up from the wallet of its currency, to the cent", async () => {
    const before = await ars();
    const result = await ctx.client.topUps.pay(topUp());
    expect(result).toMatchObject({ kind: "topup", status: "confirmed", amount: 150 });
    const after = await ars();
    expect(after?.balance).toBe((before?.balance ?? 0) - 150);
    expect(after?.available).toBe(after?.balance);
    const mxn = (await ctx.client.tools.walletBalance()).wallets.find((w) => w.currency === "MXN");
    expect(mxn?.balance).toBe(1_500_000);
  });

  it("fails a top-up the wallet cannot cover, and debits nothing", async () => {
    await ctx.sandbox.control("/wallet", { currency: "ARS", balance: 10 });
    const result = await ctx.client.topUps.pay(topUp());
    expect(result.status).toBe("failed");
    expect(await ars()).toMatchObject({ balance: 10, available: 10 });
    const status = await ctx.client.operations.status({ kind: "topup", operationId: result.operationId });
    expect(status.status).toBe("failed");
  });

  it("sets a wallet as the next payment arrives, once: that payment meets the new balance", async () => {
    expect(await ctx.sandbox.control("/wallet/on-next-payment", { currency: "ARS", balance: 10 })).toEqual({ currency: "ARS", balance: 10 });
    expect(await ars()).toMatchObject({ balance: 25_000_000 });
    const short = await ctx.client.topUps.pay(topUp());
    expect(short.status).toBe("failed");
    expect(short.statusDescription).toBe("Saldo insuficiente en la billetera del cliente");
    expect(await ars()).toMatchObject({ balance: 10 });
    // Once only: the next payment meets the wallet as it is.
    await ctx.sandbox.control("/wallet", { currency: "ARS", balance: 1_000 });
    expect((await ctx.client.topUps.pay(topUp())).status).toBe("confirmed");
    expect(await ars()).toMatchObject({ balance: 850 });
  });

  it("settles a payment against what is available: what payments in flight hold is not another payment's", async () => {
    await ctx.sandbox.control("/wallet", { currency: "ARS", balance: 300 });
    // A number ending in 5 stays processing until its callback, holding its 150.
    const held = await ctx.client.topUps.pay(topUp({ identifierValue: "1122334455" }));
    expect(held.status).toBe("processing");
    expect(await ars()).toMatchObject({ balance: 300, available: 150 });
    // 200 fits the balance, not what is available: it fails, and debits nothing.
    const over = await ctx.client.topUps.pay(topUp({ amount: 200 }));
    expect(over.status).toBe("failed");
    expect(over.statusDescription).toBe("Saldo insuficiente en la billetera del cliente");
    expect(await ars()).toMatchObject({ balance: 300, available: 150 });
    // The held payment is confirmed with what it held.
    await expect.poll(async () => (await ctx.client.operations.status({ kind: "topup", operationId: held.operationId })).status, { timeout: 5000 }).toBe("confirmed");
    expect(await ars()).toMatchObject({ balance: 150, available: 150 });
  });
});
