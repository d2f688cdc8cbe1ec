import "server-only";
import type { Transport } from "./request";
import { exchangeRatesInput, exchangeRatesResponseSchema, walletBalanceResponseSchema } from "./schemas/tools";
import type { ExchangeRates, ExchangeRatesInput, WalletBalance } from "./types";

export function toolsApi(t: Transport) {
  return {
    /** GET {tools_url}/exchange/rate — local units per USD; every conversion when no filter is given. */
    async exchangeRates(input: ExchangeRatesInput = {}): Promise<ExchangeRates> {
      const res = await t.request({
        method: "GET",
        base: "tools",
        path: ["exchange", "rate"],
        query: exchangeRatesInput.parse(input),
        schema: exchangeRatesResponseSchema,
        kind: "read",
      });
      return {
        exchanges: res.exchanges.map((e) => ({
          localCurrency: e.localCurrency,
          currency: e.currency,
          exchangeRate: e.exchangeRate,
          countryCode: e.countryCode || null,
          companyType: e.companyType || null,
          updatedAt: e.updatedAt || null,
        })),
        tx: res.tx,
        mainTx: res.mainTx,
      };
    },

    /** GET {tools_url}/wallet/balance — the client's balance per currency. */
    async walletBalance(): Promise<WalletBalance> {
      const res = await t.request({
        method: "GET",
        base: "tools",
        path: ["wallet", "balance"],
        schema: walletBalanceResponseSchema,
        kind: "read",
      });
      return {
        wallets: res.wallets.map((w) => ({
          currency: w.currency,
          countryCode: w.countryCode || null,
          balance: w.balance,
          available: w.available ?? w.balance,
        })),
        tx: res.tx,
        mainTx: res.mainTx,
      };
    },
  };
}
