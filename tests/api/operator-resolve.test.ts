// An operator's actions on one operation: "recheck now" and a resolution with a note. Both are
// audited (source "operator", naming who); the provider's explicit word beats a person's, and a
// final state never changes (a confirmed payment can only have its flag dismissed).
import { afterEach, describe, expect, it } from "vitest";
import { expectError } from "../support/auth-helpers";
import { ApiClient, sandboxControl, signedUpUser } from "../support/api-client";
import { STATUS_READS_FAIL, operator, paidBill, sendCallback, signed, billResult } from "../support/callback-helpers";
import { NO_FAULTS, buyTopUp, getOperation, topUpBody, waitForOperation, type Operation } from "../support/payment-helpers";

type OperatorEvent = { from: string | null; to: string; source: string; detail: string | null };
type OperatorOperation = {
  id: string; status: string; flagged: boolean; flagReason: string | null; checkAttempts: number;
  notFoundSince: string | null; graceUntil: string | null; events: OperatorEvent[];
};

afterEach(async () => {
  await sandboxControl("/faults", NO_FAULTS);
});

const recheck = (client: ApiClient, id: string) => client.post(`/api/operator/operations/${id}/recheck`, {});
const resolve = (client: ApiClient, id: string, body: Record<string, unknown>) => client.post(`/api/operator/operations/${id}/resolve`, body);

async function detail(ops: ApiClient, id: string): Promise<OperatorOperation> {
  const response = await ops.get(`/api/operator/operations/${id}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.operation as OperatorOperation;
}

const operatorEvents = (op: OperatorOperation) => op.events.filter((e) => e.source === "operator");

/** A top-up whose first call got a 500: unknown, and the provider never saw it. */
async function unknownTopUp(user: ApiClient, lastDigit: number): Promise<Operation> {
  await sandboxControl("/faults", { errorRate: 1, errorPaths: ["/recharge/payment"] });
  const answer = await buyTopUp(user, topUpBody(lastDigit));
  await sandboxControl("/faults", NO_FAULTS);
  expect(answer.body.operation.status).toBe("unknown");
  return answer.body.operation as Operation;
}

describe("operator actions on an operation", () => {
  it.each(["recheck", "resolve"])("POST …/%s answers 401 without a session and 403 to a user who is not an operator", async (action) => {
    const user = await signedUpUser("not-ops-act");
    const op = (await buyTopUp(user, topUpBody(1))).body.operation as Operation;
    const path = `/api/operator/operations/${op.id}/${action}`;
    const body = { resolution: "failed", note: "checked with the provider" };
    expectError(await new ApiClient().post(path, body), 401, "UNAUTHENTICATED");
    expectError(await user.post(path, body), 403, "FORBIDDEN");
    expectError(await user.get(`/api/operator/operations/${op.id}`), 403, "FORBIDDEN");
    expect((await getOperation(user, op.id)).status).toBe("confirmed");
  });

  it("answers 404 for an operation that does not exist and 400 for a resolution without a note", async () => {
    const ops = await operator();
    expectError(await recheck(ops, "00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
    expectError(await recheck(ops, "not-an-id"), 404, "NOT_FOUND");
    const op = await unknownTopUp(await signedUpUser("res-400"), 9);
    expectError(await resolve(ops, op.id, { resolution: "failed" }), 400, "INVALID_INPUT");
    expectError(await resolve(ops, op.id, { resolution: "refunded", note: "checked with the provider" }), 400, "INVALID_INPUT");
  });

  it("rechecks now with the reconciler's own rules: a fresh 404 is not proof, and the operator's request is in the audit trail", async () => {
    const ops = await operator();
    const user = await signedUpUser("res-recheck-404");
    const op = await unknownTopUp(user, 9);
    const answer = await recheck(ops, op.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.operation).toMatchObject({ id: op.id, status: "unknown", notFoundSince: expect.any(String), graceUntil: expect.any(String) });
    const trail = await detail(ops, op.id);
    expect(operatorEvents(trail)).toEqual([
      expect.objectContaining({ from: "unknown", to: "unknown", detail: "recheck requested by ops@saldo.test" }),
    ]);
    // The owner's timeline shows status changes only.
    expect((await getOperation(user, op.id)).events!.map((e) => e.source)).not.toContain("operator");
  });

  it("rechecks now and settles an operation as soon as the provider answers again", async () => {
    const ops = await operator();
    const user = await signedUpUser("res-recheck");
    await sandboxControl("/faults", { ...STATUS_READS_FAIL, dropCallbacks: true });
    const op = (await buyTopUp(user, topUpBody(5))).body.operation as Operation;
    expect(op.status).toBe("processing");
    // Let the reconciler's back-off grow (3 s between looks here), then act right after one of its looks.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    let seen = await detail(ops, op.id);
    while (seen.checkAttempts < 5) [seen] = await Promise.all([detail(ops, op.id), pause()]);
    const attempts = seen.checkAttempts;
    while (seen.checkAttempts === attempts) [seen] = await Promise.all([detail(ops, op.id), pause()]);

    const stillFailing = await recheck(ops, op.id);
    expect(stillFailing.status).toBe(200);
    expect(stillFailing.body.operation).toMatchObject({ status: "processing", checkAttempts: attempts + 2 });
    await sandboxControl("/faults", NO_FAULTS);
    const settled = await recheck(ops, op.id);
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body.operation.status).toBe("confirmed");
    const trail = await detail(ops, op.id);
    expect(operatorEvents(trail)).toHaveLength(2);
    expect(trail.events.at(-1)).toMatchObject({ from: "processing", to: "confirmed", source: "reconciler" });
    expectError(await recheck(ops, op.id), 409, "CONFLICT");
  }, 30_000);

  it("resolves an unsettled payment as failed when the provider has no record of it, naming the operator and their note", async () => {
    const ops = await operator();
    const user = await signedUpUser("res-failed");
    const op = await unknownTopUp(user, 9);
    const note = "Provider support (ticket 4411) has no payment with this id.";
    const answer = await resolve(ops, op.id, { resolution: "failed", note });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.operation).toMatchObject({ status: "failed", flagged: false, nextCheckAt: null });

    const mine = await getOperation(user, op.id);
    expect(mine.status).toBe("failed");
    expect(mine.statusReason).toBe("Our team confirmed with the provider that this payment was not made; nothing was charged. You can try again.");
    expect(mine.statusReasonCode).toBe("RESOLVED_FAILED");
    expect(mine.events!.at(-1)).toMatchObject({ from: "unknown", to: "failed", source: "operator" });
    const event = (await detail(ops, op.id)).events.at(-1)!;
    expect(event.source).toBe("operator");
    expect(event.detail).toBe(`resolved as failed by ops@saldo.test — note: ${note} (provider's status read: not found)`);
  });

  it("refuses to call failed a payment the provider holds", async () => {
    const ops = await operator();
    const user = await signedUpUser("res-holds");
    await sandboxControl("/faults", { dropCallbacks: true });
    const op = (await buyTopUp(user, topUpBody(5))).body.operation as Operation;
    expect(op.status).toBe("processing");
    expectError(await resolve(ops, op.id, { resolution: "failed", note: "the user says it never went through" }), 409, "CONFLICT");
    const settled = await waitForOperation(user, op.id, (o) => o.status === "confirmed" || o.status === "failed");
    expect(settled.status).toBe("confirmed");
    expect(operatorEvents(await detail(ops, op.id))).toEqual([]);
  });

  it("never changes a confirmed payment: it can only have its flag dismissed, with a note, in the audit trail", async () => {
    const ops = await operator();
    const user = await signedUpUser("res-dismiss");
    await sandboxControl("/faults", STATUS_READS_FAIL);
    const op = await paidBill(user, 5);
    expect(await sendCallback("/confirm-payment", signed(billResult(op, "confirmed")))).toMatchObject({ status: 200, body: { status: "Confirm" } });
    expect(await sendCallback("/confirm-payment", signed(billResult(op, "failed")))).toMatchObject({ status: 200, body: { status: "Confirm" } });
    // Callbacks are applied right after their answer, one payment's in arrival order: wait for the second.
    await expect.poll(async () => (await detail(ops, op.id)).flagged, { timeout: 10_000 }).toBe(true);
    const flagged = await detail(ops, op.id);
    expect(flagged).toMatchObject({ status: "confirmed", flagged: true });

    expectError(await resolve(ops, op.id, { resolution: "failed", note: "the late callback said failed" }), 409, "CONFLICT");
    expectError(await resolve(ops, op.id, { resolution: "confirmed", note: "it is confirmed" }), 409, "CONFLICT");
    const note = "Provider confirmed the payment; the failed callback was their mistake.";
    const answer = await resolve(ops, op.id, { resolution: "dismiss", note });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.operation).toMatchObject({ status: "confirmed", flagged: false, flagReason: null });
    expect(operatorEvents(await detail(ops, op.id))).toEqual([
      expect.objectContaining({
        from: "confirmed",
        to: "confirmed",
        detail: `flag dismissed by ops@saldo.test — note: ${note} (the flag was: ${flagged.flagReason})`,
      }),
    ]);
    expect((await getOperation(user, op.id)).status).toBe("confirmed");
    expectError(await resolve(ops, op.id, { resolution: "dismiss", note }), 409, "CONFLICT");
  });

  it("does not dismiss the flag of an unsettled payment: it must be resolved or settled first", async () => {
    const ops = await operator();
    const op = await unknownTopUp(await signedUpUser("res-dismiss-open"), 9);
    expectError(await resolve(ops, op.id, { resolution: "dismiss", note: "looked at it" }), 409, "CONFLICT");
    expect(operatorEvents(await detail(ops, op.id))).toEqual([]);
  });
});
