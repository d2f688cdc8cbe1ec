// {tools_url}: exchange rates and wallet balance (docs/provider/api-spec.md §4.9).
import { Hono } from "hono";
import { reply, type SandboxEnv } from "../http";
import { exchangeRates } from "../rates";
import { availableOf } from "../wallet";

export const tools = new Hono<SandboxEnv>();

tools.get("/exchange/rate", (c) => {
  const countryCode = c.req.query("countryCode")?.trim().toUpperCase() || undefined;
  const companyType = c.req.query("companyType")?.trim().toUpperCase() || undefined;
  return reply(c, { exchanges: exchangeRates(c.get("state").clock.now(), countryCode, companyType) });
});

tools.get("/wallet/balance", (c) => {
  const state = c.get("state");
  // Payments accepted but not yet final hold their amount.
  const wallets = state.wallets.map((w) => ({
    currency: w.currency, countryCode: w.countryCode, balance: w.balance, available: availableOf(w, state.operations.values()),
  }));
  return reply(c, { wallets });
});
