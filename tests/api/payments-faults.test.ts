// A payment the provider may or may not have received is never guessed: it stays unknown until a
// status read by externalPaymentId says what happened. And an expired token costs one re-login.
import { afterEach, describe, expect, it } from "vitest";
import { sandboxControl, signedUpUser } from "../support/api-client";
import {
  EDENOR, NO_FAULTS, billBody, buyTopUp, testNumber, type Debt, getOperation, payBill, queryDebt, sandboxOperations, topUpBody, waitForOperation, withFaults,
} from "../support/payment-helpers";

afterEach(async () => {
  await sandboxControl("/faults", NO_FAULTS);
});

describe("payments when the provider fails", () => {
  it("leaves a payment answered with a 500 unknown, then, once the 404 outlasts the grace window, asks again with the same externalPaymentId and the provider pays it once", async () => {
    const user = await signedUpUser("fault-500");
    const debt = await queryDebt(user, 1);
    const answer = await withFaults({ errorRate: 1, errorPaths: ["/services/payment"] }, () => payBill(user, billBody(debt)));
    expect(answer.status).toBe(202);
    expect(answer.body.operation.status).toBe("unknown");
    expect(answer.body.operation.statusReason).toBe("We could not confirm the payment yet; we are checking with the provider.");
    expect(answer.body.operation.statusReasonCode).toBe("CHECKING");

    const op = await waitForOperation(user, answer.body.operation.id, (o) => o.status === "confirmed" || o.status === "failed");
    expect(op.status).toBe("confirmed");
    expect(op.events!.map((e) => [e.from, e.to])).toEqual([
      [null, "pending"],
      ["pending", "unknown"],
      ["unknown", "processing"],
      ["processing", "confirmed"],
    ]);
    expect(op.events![2]!.source).toBe("reconciler");
    expect((await sandboxOperations(op.externalPaymentId)).map((o) => o.status)).toEqual(["confirmed"]);
  });

  it("fails a bill as never received when its debt id expired before the provider could be asked again, and lets the user pay again with a new key", async () => {
    const user = await signedUpUser("fault-again");
    const number = testNumber(1);
    const sameBill = async () => {
      const response = await user.post("/api/bills/debts", { ...EDENOR, queryData: [{ identifierName: "clientNumber", identifierValue: number }] });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.debts[0] as Debt;
    };
    const debt = await sameBill();
    const lost = await withFaults({ errorRate: 1, errorPaths: ["/services/payment"] }, () => payBill(user, billBody(debt)));
    expect(lost.body.operation.status).toBe("unknown");
    // Debt ids live 10 minutes at the provider: past that, asking again meets 404 SPA04345.
    await sandboxControl("/clock/advance", { seconds: 11 * 60 });
    const failed = await waitForOperation(user, lost.body.operation.id, (o) => o.status !== "unknown");
    expect(failed.status).toBe("failed");
    expect(failed.statusReason).toBe("The payment never reached the provider; nothing was charged. You can try again.");
    expect(failed.statusReasonCode).toBe("NEVER_ARRIVED");
    expect(await sandboxOperations(failed.externalPaymentId)).toEqual([]);

    // The same bill, queried again (a new debt id): payable, since nothing was charged.
    const again = await payBill(user, billBody(await sameBill()));
    expect(again.status).toBe(202);
    await waitForOperation(user, again.body.operation.id, (o) => o.status === "confirmed");
  });

  it("re-logs in once when the provider's token expired, however many calls need it at once", async () => {
    const user = await signedUpUser("fault-token");
    // Warm up: the app holds a token and the catalogue entry, so the calls below only pay.
    expect((await buyTopUp(user, topUpBody(1))).status).toBe(201);

    await sandboxControl("/tokens/expire", {});
    const before = await sandboxControl<{ logins: number }>("/stats");
    const answers = await Promise.all(Array.from({ length: 5 }, () => buyTopUp(user, topUpBody(1))));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const after = await sandboxControl<{ logins: number }>("/stats");
    expect(after.logins - before.logins).toBe(1);
    for (const answer of answers) expect((await getOperation(user, answer.body.operation.id)).status).toBe("confirmed");
  });

  it("shares that one re-login between the reconciler's status reads and the routes' calls", async () => {
    const user = await signedUpUser("fault-token-shared");
    expect((await buyTopUp(user, topUpBody(1))).status).toBe(201);
    const debt = await queryDebt(user, 1);
    await withFaults({ dropCallbacks: true }, async () => {
      // No callback: the reconciler reads this one by status a moment after it is answered.
      const bill = await payBill(user, billBody(debt));
      expect(bill.body.operation.status).toBe("processing");
      await sandboxControl("/tokens/expire", {});
      const before = await sandboxControl<{ logins: number }>("/stats");
      const answers = await Promise.all(Array.from({ length: 5 }, () => buyTopUp(user, topUpBody(1))));
      for (const answer of answers) expect(answer.status).toBe(201);
      const op = await waitForOperation(user, bill.body.operation.id, (o) => o.status === "confirmed");
      expect(op.events!.at(-1)!.source).toBe("reconciler");
      const after = await sandboxControl<{ logins: number }>("/stats");
      expect(after.logins - before.logins).toBe(1);
    });
  });
});
