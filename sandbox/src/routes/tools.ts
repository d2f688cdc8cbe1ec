// {tools_url}: exchange rates and wallet balance (docs/provider/api-spec.md §4.9).
import { Hono } from "hono";
import { reply, type SandboxEnv } from "../http";
import { exchangeRates } from "../rates";

export const tools = new Hono<SandboxEnv>();

tools.get("/exchange/rate", (c) => {
  const countryCode = c.req.query("countryCode")?.trim().toUpperCase() || undefined;
  const companyType = c.req.query("companyType")?.trim().toUpperCase() || undefined;
  return reply(c, { exchanges: exchangeRates(c.get("state").clock.now(), countryCode, companyType) });
});

tools.get("/wallet/balance", (c) => {
  const state = c.get("state");
  const wallets = state.wallets.map((w) => {
    // Payments accepted but not yet final hold their amount.
    let held = 0;
    for (const op of state.operations.values()) {
      if (op.status === "processing" && op.currency === w.currency) held += op.amount;
    }
    const factor = w.currency === "CLP" ? 1 : 100;
    const available = Math.round((w.balance - held) * factor) / factor;
    return { currency: w.currency, countryCode: w.countryCode, balance: w.balance, available };
  });
  return reply(c, { wallets });
});
