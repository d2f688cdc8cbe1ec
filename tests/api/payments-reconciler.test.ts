// The reconciler's slower paths: a receipt that could not be read at first is read later, and a
// payment nobody can settle for 30 minutes (scaled to 18 s here) is handed to a person, still unknown.
import { afterEach, describe, expect, it } from "vitest";
import { ApiClient, sandboxControl, signedUpUser, uniqueEmail } from "../support/api-client";
import { NO_FAULTS, billBody, buyTopUp, getOperation, payBill, queryDebt, topUpBody, waitForOperation } from "../support/payment-helpers";

afterEach(async () => {
  await sandboxControl("/faults", NO_FAULTS);
});

/** The operator of the suite's app (OPERATOR_EMAILS=ops@saldo.test): signs up once, then signs in. */
async function operator(): Promise<ApiClient> {
  const client = new ApiClient();
  const credentials = { email: "ops@saldo.test", password: "correct horse battery" };
  const signUp = await client.post("/api/auth/sign-up", { ...credentials, name: "Ops" });
  if (signUp.status !== 201) expect((await client.post("/api/auth/sign-in", credentials)).status).toBe(200);
  return client;
}

type OperatorOperation = { id: string; flagged: boolean; flagReason: string | null; nextCheckAt: string | null; checkAttempts: number };

async function flaggedOperation(ops: ApiClient, id: string): Promise<OperatorOperation | undefined> {
  const response = await ops.get("/api/operator/operations?flagged=true&limit=100");
  expect(response.status).toBe(200);
  return (response.body.operations as OperatorOperation[]).find((op) => op.id === id);
}

describe("reconciler", () => {
  it("reads a confirmed operation's receipt later when the first read failed", async () => {
    const user = await signedUpUser("rec-receipt");
    await sandboxControl("/faults", { errorRate: 1, errorPaths: ["/recharge/operation"] });
    const answer = await buyTopUp(user, topUpBody(1));
    expect(answer.status).toBe(201);
    expect(answer.body.operation.status).toBe("confirmed");
    expect((await getOperation(user, answer.body.operation.id)).receipt).toBeNull();

    await sandboxControl("/faults", NO_FAULTS);
    const op = await waitForOperation(user, answer.body.operation.id, (o) => Boolean(o.receipt));
    expect(op.receipt!.ticket.length).toBeGreaterThan(0);
    expect(op.status).toBe("confirmed");
  });

  it(
    "gives up on a payment it cannot settle after 30 minutes (scaled), flags it unknown, and rechecks it slowly until the provider settles it",
    async () => {
      const ops = await operator();
      const user = await signedUpUser(uniqueEmail("rec-give-up").split("@")[0]);
      // Test value 5: accepted and confirmed, but no callback ever; and every status read gets a 500.
      const debt = await queryDebt(user, 5);
      await sandboxControl("/faults", { errorRate: 1, errorPaths: ["/services/operation"] });
      const answer = await payBill(user, billBody(debt));
      expect(answer.body.operation.status).toBe("processing");
      const id = answer.body.operation.id as string;

      const deadline = Date.now() + 35_000;
      let flagged: OperatorOperation | undefined;
      while (!(flagged = await flaggedOperation(ops, id)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(flagged, "flagged for a person").toBeDefined();
      expect(flagged!.flagReason).toMatch(/still processing after 18 s of status reads/);
      // Not dropped: rechecked on the slow schedule (RECHECK_INTERVAL_MS, 1 s in this suite).
      expect(flagged!.nextCheckAt).not.toBeNull();
      expect(flagged!.checkAttempts).toBeGreaterThanOrEqual(5);

      const op = await getOperation(user, id);
      expect(op.status).toBe("unknown");
      expect(op.statusReason).toBe("We could not confirm this payment with the provider yet; our team is looking into it.");
      expect(op.events!.map((e) => e.to)).not.toContain("failed");

      // Still checked while the provider keeps failing...
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const later = (await flaggedOperation(ops, id))!;
      expect(later.checkAttempts).toBeGreaterThan(flagged!.checkAttempts);
      // ...and settled by the provider's answer once it recovers; the reconciler's own flag goes with it.
      await sandboxControl("/faults", NO_FAULTS);
      const settled = await waitForOperation(user, id, (o) => o.status !== "unknown", 10_000);
      expect(settled.status).toBe("confirmed");
      expect(settled.events!.at(-1)).toMatchObject({ from: "unknown", to: "confirmed", source: "reconciler" });
      expect(await flaggedOperation(ops, id)).toBeUndefined();
    },
    60_000,
  );
});
