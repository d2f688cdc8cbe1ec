import { describe, expect, it } from "vitest";
import { exchangeRatesResponseSchema, walletBalanceResponseSchema } from "./tools";

describe("tools schemas", () => {
  it("reads exchange rates as local units per USD", () => {
    const body = exchangeRatesResponseSchema.parse({
      exchanges: [
        { localCurrency: "ARS", currency: "USD", exchangeRate: 1256.48, countryCode: "AR", companyType: "SERVICE" },
        { localCurrency: "MXN", currency: "USD", exchangeRate: "18.42", countryCode: "MX", companyType: "RECHARGE" },
      ],
      tx: "t",
      mainTx: "m",
    });
    expect(body.exchanges.map((e) => e.exchangeRate)).toEqual([1256.48, 18.42]);
  });

  it("reads wallet balances per currency, all available when the provider does not say", () => {
    const body = walletBalanceResponseSchema.parse({
      wallets: [
        { currency: "ARS", countryCode: "AR", balance: 1500000.5, available: 1499000.5 },
        { currency: "CLP", countryCode: "CL", balance: 250000 },
      ],
    });
    expect(body.wallets[1]).toEqual({ currency: "CLP", countryCode: "CL", balance: 250000, available: 250000 });
  });

  it("refuses a balance that is not a number", () => {
    expect(walletBalanceResponseSchema.safeParse({ wallets: [{ currency: "ARS", balance: "lots" }] }).success).toBe(false);
  });
});
