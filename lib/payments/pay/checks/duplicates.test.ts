import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { databaseWithUser, testDatabases } from "@/tests/support/test-databases";
import * as schema from "@/lib/platform/db/schema";
import { isDebtInFlightViolation } from "./duplicates";

describe.each(testDatabases)("operations_debt_in_flight_idx on %s", (_name, open) => {
  const held = databaseWithUser(open);

  const payment = (debtId: string, status: (typeof schema.operations.$inferInsert)["status"]) =>
    held.db.insert(schema.operations).values({
      userId: held.userId, kind: "bill", idempotencyKey: randomUUID(), requestHash: "h", externalPaymentId: randomUUID(),
      companyCode: "AR-S-0003", companyName: "EDENOR", debtId, amount: 100, currency: "ARS", paymentMethod: "ACCOUNT", status,
    });

  it("refuses a second in-flight payment of a debt, and the error is recognised as such", async () => {
    await payment("debt-a", "processing");
    const error = await payment("debt-a", "pending").then(() => null, (e: unknown) => e);
    expect(error).not.toBeNull();
    expect(isDebtInFlightViolation(error)).toBe(true);
  });

  it("lets a debt have failed and confirmed payments beside one in flight", async () => {
    await payment("debt-b", "failed");
    await payment("debt-b", "failed");
    await payment("debt-b", "confirmed");
    await expect(payment("debt-b", "unknown")).resolves.toBeDefined();
  });

  it("does not take another unique violation for it", async () => {
    const key = randomUUID();
    const row = { userId: held.userId, kind: "topup" as const, idempotencyKey: key, requestHash: "h", companyCode: "X", companyName: "X", amount: 1, currency: "ARS", paymentMethod: "ACCOUNT" as const };
    await held.db.insert(schema.operations).values({ ...row, externalPaymentId: randomUUID() });
    const error = await held.db.insert(schema.operations).values({ ...row, externalPaymentId: randomUUID() }).then(() => null, (e: unknown) => e);
    expect(error).not.toBeNull();
    expect(isDebtInFlightViolation(error)).toBe(false);
  });
});
