// A verified callback settles its operation once: duplicates change nothing, a conflicting later
// result is recorded and flagged but never applied, a result arriving before the payment's own
// answer still finds its operation, and each path settles only its own kind of operation.
import { afterEach, describe, expect, it } from "vitest";
import { sandboxControl, signedUpUser } from "../support/api-client";
import {
  STATUS_READS_FAIL, appliedCallbacks, billResult, callbacksFor, deliver, operator, paidBill, sendCallback, signed, waitingBill,
} from "../support/callback-helpers";
import {
  NO_FAULTS, buyGiftCard, buyTopUp, getOperation, topUpBody, waitForOperation, withFaults, type Operation,
} from "../support/payment-helpers";

const CONFIRM = { status: 200, body: { status: "Confirm" } };

afterEach(async () => {
  await sandboxControl("/faults", NO_FAULTS);
});

const transitionsTo = (op: Operation, status: string) => (op.events ?? []).filter((e) => e.to === status);

describe("a verified callback", () => {
  it("changes the status exactly once when the same callback arrives 100 times at once", async () => {
    const { user, op } = await waitingBill("cb-apply");
    const body = signed(billResult(op, "confirmed"));
    const responses = await Promise.all(Array.from({ length: 100 }, () => sendCallback("/confirm-payment", body)));
    for (const response of responses) expect({ status: response.status, body: response.body }).toEqual(CONFIRM);
    await appliedCallbacks(await operator(), op.externalPaymentId, 100);

    const settled = await getOperation(user, op.id);
    expect(settled.status).toBe("confirmed");
    expect(transitionsTo(settled, "confirmed")).toHaveLength(1);
    expect(transitionsTo(settled, "confirmed")[0]).toMatchObject({ from: "processing", source: "callback" });

    const received = await callbacksFor(await operator(), op.externalPaymentId);
    expect(received).toHaveLength(100);
    expect(received.filter((c) => c.outcome === "applied")).toHaveLength(1);
    expect(received.filter((c) => c.outcome === "duplicate")).toHaveLength(99);
  });

  it("keeps the first final state: failed after confirmed is recorded as a conflict and flags the operation", async () => {
    const { user, op } = await waitingBill("cb-apply");
    await deliver("/confirm-payment", signed(billResult(op, "confirmed")));
    await deliver("/confirm-payment", signed(billResult(op, "failed")));

    const settled = await getOperation(user, op.id);
    expect(settled.status).toBe("confirmed");
    expect(transitionsTo(settled, "failed")).toHaveLength(0);

    const ops = await operator();
    const flagged = await ops.get("/api/operator/operations?flagged=true&limit=100");
    expect(flagged.status).toBe(200);
    const mine = (flagged.body.operations as { id: string }[]).find((o) => o.id === op.id);
    expect(mine).toMatchObject({ id: op.id, status: "confirmed", flagged: true, flagReason: expect.stringMatching(/failed/) });

    const received = await callbacksFor(ops, op.externalPaymentId);
    expect(received.map((c) => c.outcome)).toEqual(["conflict", "applied"]);
    expect(received[0]).toMatchObject({ verified: true, operationId: op.id, detail: expect.stringMatching(/flagged/) });
  });

  it("finds its operation when it arrives before the payment's own answer", async () => {
    const user = await signedUpUser("cb-early");
    const op = await withFaults({ ...STATUS_READS_FAIL, outOfOrderCallbacks: true }, () => paidBill(user, 1));

    const settled = await waitForOperation(user, op.id, (o) => o.status === "confirmed");
    expect(transitionsTo(settled, "confirmed")).toHaveLength(1);
    // The sandbox's own callback did it (status reads were failing): matched by externalPaymentId.
    expect(transitionsTo(settled, "confirmed")[0]?.source).toBe("callback");
    const received = await callbacksFor(await operator(), op.externalPaymentId);
    expect(received.filter((c) => c.outcome === "applied")).toHaveLength(1);
  });

  it("answers 200 to a result for a payment nobody made, and records it as unmatched", async () => {
    const stranger = { externalPaymentId: crypto.randomUUID() };
    const received = await deliver("/confirm-payment", signed(billResult(stranger, "confirmed")));
    expect(received).toMatchObject([{ outcome: "unmatched", verified: true, operationId: null }]);
  });
});

describe("callback paths and operation kinds", () => {
  const result = (op: Operation, status: string, type: string) => ({
    externalPaymentId: op.externalPaymentId, operationId: `prov-${op.id.slice(0, 8)}`, status,
    companyCode: op.companyCode, companyName: op.companyName, amount: op.amount, type,
    ...(status === "failed" ? { statusDescription: "Línea suspendida" } : {}),
  });

  it("does not let /confirmPayment settle a bill", async () => {
    const { user, op } = await waitingBill("cb-apply");
    const received = await deliver("/confirmPayment", signed(result(op, "failed", "RECHARGE")));
    expect((await getOperation(user, op.id)).status).toBe("processing");
    expect(received).toMatchObject([{ path: "/confirmPayment", outcome: "unmatched", detail: expect.stringMatching(/bill/) }]);
  });

  it("settles a top-up through /confirmPayment, and not through /confirm-payment", async () => {
    const user = await signedUpUser("cb-topup");
    // Value 5: 202 processing; its callback is dropped and status reads fail, so only ours counts.
    await sandboxControl("/faults", { ...STATUS_READS_FAIL, dropCallbacks: true });
    const bought = await buyTopUp(user, topUpBody(5));
    expect(bought.status, JSON.stringify(bought.body)).toBe(202);
    const op = bought.body.operation as Operation;
    expect(op).toMatchObject({ kind: "topup", status: "processing" });

    await deliver("/confirm-payment", signed(billResult(op, "confirmed")));
    expect((await getOperation(user, op.id)).status).toBe("processing");

    await deliver("/confirmPayment", signed(result(op, "failed", "RECHARGE")));
    const settled = await getOperation(user, op.id);
    expect(settled).toMatchObject({ status: "failed", statusReason: "Línea suspendida" });

    const received = await callbacksFor(await operator(), op.externalPaymentId);
    expect(received.map((c) => [c.path, c.outcome])).toEqual([
      ["/confirmPayment", "applied"],
      ["/confirm-payment", "unmatched"],
    ]);
  });

  it("settles a gift card through /confirm-gift-card", async () => {
    const user = await signedUpUser("cb-gift");
    // The purchase answers 500: the outcome is unknown and status reads cannot settle it.
    await sandboxControl("/faults", { errorRate: 1, errorPaths: [...STATUS_READS_FAIL.errorPaths, "/subscriptions/payment"] });
    const bought = await buyGiftCard(user);
    expect(bought.status, JSON.stringify(bought.body)).toBe(202);
    const op = bought.body.operation as Operation;
    expect(op).toMatchObject({ kind: "giftcard", status: "unknown" });

    await deliver("/confirmPayment", signed(result(op, "confirmed", "RECHARGE")));
    expect((await getOperation(user, op.id)).status).toBe("unknown");
    await deliver("/confirm-gift-card", signed(result(op, "confirmed", "SUBSCRIPTION")));
    const settled = await getOperation(user, op.id);
    expect(settled.status).toBe("confirmed");
    expect(transitionsTo(settled, "confirmed")).toMatchObject([{ from: "unknown", source: "callback" }]);
  });
});
