// A debt query a person waits on has a time budget (PROVIDER_READ_BUDGET_MS, 12 s): against a
// provider that does not answer, the person gets the error within it, not after three full
// timeouts (10 s each here, as by default) and their back-offs.
import { afterEach, expect, it } from "vitest";
import { sandboxControl, signedUpUser } from "../support/api-client";
import { EDENOR, NO_FAULTS, testNumber } from "../support/payment-helpers";

afterEach(async () => {
  await sandboxControl("/faults", { ...NO_FAULTS, latencyPaths: [] });
});

const debtQueries = async () =>
  (await sandboxControl<{ byRoute: Record<string, number> }>("/stats/routes")).byRoute["POST /services/debts"] ?? 0;

it("answers a debt query to a provider that does not answer within the budget, with no retry that cannot fit", async () => {
  const user = await signedUpUser("slow-provider");
  // Debt queries answer after 20 s, longer than a try's 10 s timeout; nothing else is slowed.
  await sandboxControl("/faults", { latencyMs: 20_000, latencyPaths: ["/services/debts"] });
  const before = await debtQueries();

  const started = Date.now();
  const response = await user.post("/api/bills/debts", {
    ...EDENOR,
    queryData: [{ identifierName: "clientNumber", identifierValue: testNumber(1) }],
  });
  const waitedMs = Date.now() - started;

  expect(response.status, JSON.stringify(response.body)).toBe(504);
  expect(response.body.error.code).toBe("PROVIDER_TIMEOUT");
  expect(waitedMs).toBeLessThan(14_000);
  // The first try took 10 s of the 12: a second one could not have had the 2 s a retry needs.
  expect((await debtQueries()) - before).toBe(1);
}, 40_000);
