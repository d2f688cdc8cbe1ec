// What happens to a bill payment after the answer: the callback confirms or fails it, and the
// reconciler settles what no callback or answer settled (sandbox test values 1, 4, 5 and 9).
import { describe, expect, it } from "vitest";
import { signedUpUser } from "../support/api-client";
import { billBody, payBill, queryDebt, sandboxOperations, waitForOperation, withFaults } from "../support/payment-helpers";

describe("bill payment outcomes", () => {
  it("answers 202 processing, then the callback confirms it and the receipt's ticket lines are stored", async () => {
    const user = await signedUpUser("bill-ok");
    const debt = await queryDebt(user, 1);
    const answer = await payBill(user, billBody(debt));
    expect(answer.status).toBe(202);
    expect(answer.body.operation).toMatchObject({
      kind: "bill", status: "processing", companyCode: "AR-S-0003", amount: debt.amount, paymentMethod: "ACCOUNT",
    });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(answer.body)).toEqual(["operation"]);
    expect(answer.body.operation).not.toHaveProperty("receipt");

    const op = await waitForOperation(user, answer.body.operation.id, (o) => o.status === "confirmed" && Boolean(o.receipt));
    expect(op.receipt!.ticket.length).toBeGreaterThan(3);
    expect(op.receipt!.ticket.join("\n")).toContain("COMPROBANTE DE PAGO");
    expect(op.receipt!.ticket.join("\n")).toContain("EDENOR");
    expect(op.receipt!.readAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The detail names each identifier with the company's own label for it.
    expect(op.identifiers).toEqual([expect.objectContaining({ identifierName: "clientNumber", label: "Número de cliente" })]);
    expect(op.events!.map((e) => [e.from, e.to])).toEqual([[null, "pending"], ["pending", "processing"], ["processing", "confirmed"]]);
    expect(op.events!.at(-1)!.source).toBe("callback");
  });

  it("fails it with the provider's reason when the callback says failed (value 4)", async () => {
    const user = await signedUpUser("bill-fail");
    const debt = await queryDebt(user, 4);
    const answer = await payBill(user, billBody(debt));
    expect(answer.status).toBe(202);
    const op = await waitForOperation(user, answer.body.operation.id, (o) => o.status !== "processing");
    expect(op.status).toBe("failed");
    expect(op.statusReason).toBeTruthy();
    expect(op.receipt).toBeNull();
  });

  it("settles a payment whose callback never comes through the reconciler's status read (value 5)", async () => {
    const user = await signedUpUser("bill-lost");
    const debt = await queryDebt(user, 5);
    const answer = await payBill(user, billBody(debt));
    expect(answer.status).toBe(202);
    const op = await waitForOperation(user, answer.body.operation.id, (o) => o.status === "confirmed" && Boolean(o.receipt));
    expect(op.events!.at(-1)).toMatchObject({ from: "processing", to: "confirmed", source: "reconciler" });
    expect(op.receipt!.ticket.length).toBeGreaterThan(0);
  });

  it("answers 202 unknown when the provider is slower than the payment timeout, then settles it confirmed (value 9)", async () => {
    const user = await signedUpUser("bill-slow");
    const debt = await queryDebt(user, 9);
    // Without its callback (which would beat the timeout), only a status read can settle it.
    const op = await withFaults({ dropCallbacks: true }, async () => {
      const started = Date.now();
      const answer = await payBill(user, billBody(debt));
      // The payment timeout is 1.5 s; the sandbox takes 3 s.
      expect(Date.now() - started).toBeLessThan(2_900);
      expect(answer.status).toBe(202);
      expect(answer.body.operation.status).toBe("unknown");
      expect(answer.body.operation.statusReason).toBe("We could not confirm the payment yet; we are checking with the provider.");
      return waitForOperation(user, answer.body.operation.id, (o) => o.status === "confirmed" && Boolean(o.receipt));
    });
    expect(op.events!.map((e) => [e.from, e.to, e.source])).toEqual([
      [null, "pending", "api"],
      ["pending", "unknown", "api"],
      ["unknown", "confirmed", "reconciler"],
    ]);
    expect(await sandboxOperations(op.externalPaymentId)).toHaveLength(1);
  });

  it("takes a callback that arrives before the slow payment's own answer, and the late timeout changes nothing (value 9)", async () => {
    const user = await signedUpUser("bill-early");
    const debt = await queryDebt(user, 9);
    const answer = await payBill(user, billBody(debt));
    // The callback (after 150 ms) confirmed it while the call was still waiting for its answer.
    expect(answer.status).toBe(201);
    expect(answer.body.operation.status).toBe("confirmed");
    const op = await waitForOperation(user, answer.body.operation.id, (o) => Boolean(o.receipt));
    expect(op.events!.map((e) => [e.from, e.to, e.source])).toEqual([
      [null, "pending", "api"],
      ["pending", "confirmed", "callback"],
    ]);
  });
});
