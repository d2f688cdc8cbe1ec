import "server-only";
import type { Transport } from "./request";
import { exchangeRatesInput, exchangeRatesResponseSchema, walletBalanceResponseSchema } from "./schemas/tools";
import type { ExchangeRates, ExchangeRatesInput, WalletBalance } from "./types";

export function toolsApi(t: Transport) {
  return {
    /** GET {tools_url}/exchange/rate — local units per USD; every conversion when no filter is given. */
    async exchangeRates(input: ExchangeRatesInput = {}): Promise<ExchangeRates> {
      return t.request({
        method: "GET",
        base: "tools",
        path: ["exchange", "rate"],
        query: exchangeRatesInput.parse(input),
        schema: exchangeRatesResponseSchema,
        kind: "read",
      });
    },

    /** GET {tools_url}/wallet/balance — the client's balance per currency. */
    async walletBalance(): Promise<WalletBalance> {
      return t.request({
        method: "GET",
        base: "tools",
        path: ["wallet", "balance"],
        schema: walletBalanceResponseSchema,
        kind: "read",
      });
    },
  };
}
