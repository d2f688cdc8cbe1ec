// The reconciler's slower paths: a receipt that could not be read at first is read later, and a
// payment nobody can settle for 30 minutes (scaled to 18 s here) is handed to a person, still unknown.
import { afterEach, describe, expect, it } from "vitest";
import { ApiClient, sandboxControl, signedUpUser, uniqueEmail } from "./client";
import { NO_FAULTS, billBody, buyTopUp, getOperation, payBill, queryDebt, topUpBody, waitForOperation } from "./helpers/payments";

afterEach(async () => {
  await sandboxControl("/faults", NO_FAULTS);
});

/** The operator of the suite's app (ADMIN_EMAILS=ops@saldo.test): signs up once, then signs in. */
async function operator(): Promise<ApiClient> {
  const client = new ApiClient();
  const credentials = { email: "ops@saldo.test", password: "correct horse battery" };
  const signUp = await client.post("/api/auth/sign-up", { ...credentials, name: "Ops" });
  if (signUp.status !== 201) expect((await client.post("/api/auth/sign-in", credentials)).status).toBe(200);
  return client;
}

type AdminOperation = { id: string; flagged: boolean; flagReason: string | null; nextCheckAt: string | null; checkAttempts: number };

async function flaggedOperation(ops: ApiClient, id: string): Promise<AdminOperation | undefined> {
  const response = await ops.get("/api/admin/operations?flagged=true&limit=100");
  expect(response.status).toBe(200);
  return (response.body.operations as AdminOperation[]).find((op) => op.id === id);
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
    "gives up on a payment it cannot settle after 30 minutes (scaled), flags it and keeps it unknown",
    async () => {
      const ops = await operator();
      const user = await signedUpUser(uniqueEmail("rec-give-up").split("@")[0]);
      const debt = await queryDebt(user, 1);
      // The payment gets a 500 and every status read too: nothing can tell what happened.
      await sandboxControl("/faults", { errorRate: 1, errorPaths: ["/services/payment", "/services/operation"] });
      const answer = await payBill(user, billBody(debt));
      expect(answer.body.operation.status).toBe("unknown");
      const id = answer.body.operation.id as string;

      const deadline = Date.now() + 35_000;
      let flagged: AdminOperation | undefined;
      while (!(flagged = await flaggedOperation(ops, id)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(flagged, "flagged for a person").toBeDefined();
      expect(flagged!.flagReason).toMatch(/still unknown/);
      expect(flagged!.nextCheckAt).toBeNull();
      expect(flagged!.checkAttempts).toBeGreaterThanOrEqual(5);

      const op = await getOperation(user, id);
      expect(op.status).toBe("unknown");
      expect(op.statusReason).toBe("We could not confirm this payment with the provider yet; our team is looking into it.");
      expect(op.events!.map((e) => e.to)).not.toContain("failed");

      // Once it is a person's, the reconciler leaves it alone, even when the provider answers again.
      await sandboxControl("/faults", NO_FAULTS);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await getOperation(user, id)).status).toBe("unknown");
      expect((await flaggedOperation(ops, id))!.checkAttempts).toBe(flagged!.checkAttempts);
    },
    60_000,
  );
});
