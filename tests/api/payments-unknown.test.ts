// A payment whose call said nothing certain (timeout, 5xx) is failed only on the provider's word:
// a status read's 404 is not proof while the provider may still be working on it (UNKNOWN_GRACE_MS,
// 4 s in this suite), and past that window the provider is asked again with the same
// externalPaymentId, so its own idempotency settles the question.
import { afterEach, describe, expect, it } from "vitest";
import { sandboxControl, signedUpUser, type ApiClient } from "../support/api-client";
import { operator } from "../support/callback-helpers";
import {
  NO_FAULTS, billBody, buyTopUp, getOperation, payBill, queryDebt, sandboxOperations, topUpBody, waitForOperation, type Operation,
} from "../support/payment-helpers";

const GRACE_MS = 4_000;
const CONFIRMING = "We are confirming this payment with the provider. Don't pay again yet: we will show the result here.";
const NEVER_ARRIVED = "The payment never reached the provider; nothing was charged. You can try again.";
/** Past PROVIDER_PAYMENT_TIMEOUT_MS (1.5 s in this suite): the app gives up while the sandbox still takes the payment. */
const SLOWER_THAN_THE_TIMEOUT = { latencyMs: 2_000 };

type OperatorOperation = { id: string; status: string; notFoundSince: string | null; graceUntil: string | null };
type OperatorEvent = { from: string | null; to: string; source: string; detail: string | null };

afterEach(async () => {
  await sandboxControl("/faults", NO_FAULTS);
});

async function operatorOperation(ops: ApiClient, id: string): Promise<OperatorOperation & { events: OperatorEvent[] }> {
  const response = await ops.get(`/api/operator/operations/${id}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.operation;
}

/** Polls the operator's view until the reconciler has seen a 404 for this operation. */
async function waitForNotFound(ops: ApiClient, id: string): Promise<OperatorOperation> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const op = await operatorOperation(ops, id);
    if (op.notFoundSince) return op;
    if (Date.now() > deadline) throw new Error(`no 404 seen for ${id}: ${JSON.stringify(op)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A bill (test value 5: confirmed without any callback, so only status reads can tell) paid while
 * the sandbox answers slower than the app's payment timeout and hides the payment from status
 * reads for `hiddenForMs`: the app sees an unknown outcome while the provider takes the payment.
 */
async function lateBill(name: string, hiddenForMs: number): Promise<{ user: ApiClient; id: string }> {
  const user = await signedUpUser(name);
  const debt = await queryDebt(user, 5);
  await sandboxControl("/faults", { ...SLOWER_THAN_THE_TIMEOUT, statusNotFoundForMs: hiddenForMs });
  const answer = await payBill(user, billBody(debt));
  expect(answer.body.operation.status).toBe("unknown");
  await sandboxControl("/faults", { latencyMs: 0 });
  return { user, id: answer.body.operation.id as string };
}

const isFinal = (op: Operation) => op.status === "confirmed" || op.status === "failed";

describe("a payment whose outcome is unknown", () => {
  it(
    "is not failed on a 404 status read while the provider is still taking it, and ends confirmed as the provider says",
    async () => {
      const ops = await operator();
      const { user, id } = await lateBill("unknown-late", 2_000);

      const seen = await waitForNotFound(ops, id);
      expect(Date.parse(seen.graceUntil!) - Date.parse(seen.notFoundSince!)).toBe(GRACE_MS);
      const meanwhile = await getOperation(user, id);
      expect(meanwhile.status).toBe("unknown");
      expect(meanwhile.statusReason).toBe(CONFIRMING);

      const op = await waitForOperation(user, id, isFinal);
      expect(op.status).toBe("confirmed");
      expect(op.events!.map((e) => e.to)).not.toContain("failed");
      const atProvider = await sandboxOperations(op.externalPaymentId);
      expect(atProvider.map((o) => o.status)).toEqual(["confirmed"]);
    },
    30_000,
  );

  it(
    "asks again with the same externalPaymentId once a 404 outlasts the grace window; the provider's duplicate answer keeps it open until its status shows",
    async () => {
      const ops = await operator();
      // Hidden from status reads for longer than the grace window.
      const { user, id } = await lateBill("unknown-duplicate", GRACE_MS + 5_000);

      const op = await waitForOperation(user, id, isFinal, 25_000);
      expect(op.status).toBe("confirmed");
      const trail = (await operatorOperation(ops, id)).events;
      expect(trail.map((e) => [e.from, e.to, e.source])).toEqual([
        [null, "pending", "api"],
        ["pending", "unknown", "api"],
        ["unknown", "processing", "reconciler"],
        ["processing", "confirmed", "reconciler"],
      ]);
      expect(trail[2]!.detail).toMatch(/asked again: .*SPA04649/);
      expect((await sandboxOperations(op.externalPaymentId)).map((o) => o.status)).toEqual(["confirmed"]);
    },
    40_000,
  );

  it(
    "fails as never received only when the 404 outlasts the grace window and asking again is refused",
    async () => {
      const ops = await operator();
      const user = await signedUpUser("unknown-refused");
      // Ends in 9: the provider refuses top-ups to this number (429); the first call gets a 500 instead.
      await sandboxControl("/faults", { errorRate: 1, errorPaths: ["/recharge/payment"] });
      const answer = await buyTopUp(user, topUpBody(9));
      expect(answer.body.operation.status).toBe("unknown");
      const id = answer.body.operation.id as string;
      await sandboxControl("/faults", NO_FAULTS);

      const seen = await waitForNotFound(ops, id);
      expect((await getOperation(user, id)).status).toBe("unknown");
      const op = await waitForOperation(user, id, isFinal);
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(seen.graceUntil!));
      expect(op.status).toBe("failed");
      expect(op.statusReason).toBe(NEVER_ARRIVED);
      const trail = (await operatorOperation(ops, id)).events;
      expect(trail.map((e) => [e.from, e.to, e.source])).toEqual([
        [null, "pending", "api"],
        ["pending", "unknown", "api"],
        ["unknown", "failed", "reconciler"],
      ]);
      expect(trail[2]!.detail).toMatch(/status read 404 since .*; asked again: .*RPA04680/);
      expect(await sandboxOperations(op.externalPaymentId)).toEqual([]);
    },
    30_000,
  );
});
