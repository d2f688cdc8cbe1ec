// The provider client's reads share one time budget: against a provider slower than a try's
// timeout, the client gives up within the budget and starts no try that cannot fit in it.
import { describe, expect, it } from "vitest";
import { clientNumber, queryDebts } from "../support/contract-bill-helpers";
import { providerFailure, useSandbox } from "../support/contract-fixture";

const debtQueries = async (control: <T>(path: string) => Promise<T>) =>
  (await control<{ byRoute: Record<string, number> }>("/stats/routes")).byRoute["POST /services/debts"] ?? 0;

describe("a read's time budget", () => {
  const ctx = useSandbox();

  it("stops retrying a debt query when no further try fits the budget", async () => {
    // Tries of 1 s in a 2.5 s budget: the second has 1.5 s, the third would have 0.5 s, too little.
    const client = ctx.newClient({ timeoutMs: 1000, readBudgetMs: 2500 });
    await ctx.sandbox.control("/faults", { latencyMs: 4000, latencyPaths: ["/services/debts"] });
    await client.catalog.getCompany("AR-S-0003"); // logs in, outside the measured read

    const started = Date.now();
    const error = await providerFailure(queryDebts(client, clientNumber(1)));
    const tookMs = Date.now() - started;

    expect(error.code).toBe("TIMEOUT");
    expect(tookMs).toBeLessThan(2500 + 300);
    expect(await debtQueries(ctx.sandbox.control)).toBe(2);
  });

  it("still retries a quick failure as often as the policy says, each try cut to what is left", async () => {
    // The budget (2.5 s) is shorter than a try's timeout (5 s): every try waits what is left of it.
    const client = ctx.newClient({ readBudgetMs: 2500 });
    await ctx.sandbox.control("/faults", { errorRate: 1, errorPaths: ["/services/debts"] });
    const error = await providerFailure(queryDebts(client, clientNumber(1)));
    expect(error.status).toBe(500);
    expect(await debtQueries(ctx.sandbox.control)).toBe(3);
  });
});
