// A result callback is compared with the operation it names: one whose amount, company or client
// (externalClientId) differs is not about the payment Saldo made. Signed or not, it changes
// nothing and flags the operation for a person; one that agrees settles it as before.
import { afterEach, describe, expect, it } from "vitest";
import { sandboxControl } from "../support/api-client";
import { billResult, callbacksFor, deliver, operator, signed, waitingBill } from "../support/callback-helpers";
import { NO_FAULTS, getOperation } from "../support/payment-helpers";

afterEach(async () => {
  await sandboxControl("/faults", NO_FAULTS);
});

describe("a callback that differs from its operation", () => {
  it.each([
    ["amount", (op: { amount: number }) => ({ amount: op.amount + 1 })],
    ["companyCode", () => ({ companyCode: "AR-S-0035" })],
    ["externalClientId", () => ({ externalClientId: "someone-else" })],
  ] as const)("changes nothing and flags the operation when its %s differs", async (field, change) => {
    const { user, op } = await waitingBill("cb-cross");
    const before = await getOperation(user, op.id);
    const received = await deliver("/confirm-payment", signed(billResult(op, "confirmed", change(op))));
    expect(received).toMatchObject([{ outcome: "mismatched", verified: true, operationId: op.id, detail: expect.stringContaining(field) }]);

    const after = await getOperation(user, op.id);
    expect({ status: after.status, events: after.events }).toEqual({ status: before.status, events: before.events });
    const ops = await operator();
    const seen = (await ops.get(`/api/operator/operations/${op.id}`)).body.operation;
    expect(seen).toMatchObject({ status: "processing", flagged: true, flagReason: expect.stringContaining(field) });
  });

  it("lets one that agrees in amount, company and client settle the operation", async () => {
    const { user, op } = await waitingBill("cb-cross-ok");
    const me = (await user.get("/api/me")).body.user.id as string;
    await deliver("/confirm-payment", signed(billResult(op, "confirmed", { companyCode: op.companyCode, amount: String(op.amount), externalClientId: me })));
    expect((await getOperation(user, op.id)).status).toBe("confirmed");
    const [applied] = await callbacksFor(await operator(), op.externalPaymentId);
    expect(applied).toMatchObject({ outcome: "applied" });
  });
});
