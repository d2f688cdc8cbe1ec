import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "@/tests/support/test-databases";
import type { Db } from "@/lib/platform/db/client";
import * as schema from "@/lib/platform/db/schema";
import { forgetStaleQuery } from "./debts";

const MINUTE = 60_000;
const QUERY_DATA = [{ identifierName: "clientNumber", identifierValue: "1234567891" }];

describe.each(testDatabases)("a new query of a bill on %s", (_name, open) => {
  let db: Db;
  let close: () => Promise<void>;
  let userId: string;
  let otherUserId: string;

  beforeAll(async () => {
    ({ db, close } = await open());
    const users = await db
      .insert(schema.users)
      .values([0, 1].map(() => ({ email: `${randomUUID()}@saldo.test`, name: "Ana", passwordHash: "x" })))
      .returning();
    userId = users[0]!.id;
    otherUserId = users[1]!.id;
  }, 60_000);

  afterAll(async () => {
    await close();
  });

  const debt = (owner: string, expiresAt: Date, changes: Partial<typeof schema.debts.$inferInsert> = {}) => ({
    debtId: randomUUID(), userId: owner, queryId: "q", companyCode: "AR-S-0003", companyName: "EDENOR", modalityId: "m",
    queryData: QUERY_DATA, currency: "ARS", amountType: "CLOSED" as const, amount: 10, minAmount: 10, maxAmount: 10,
    expired: false, expiresAt, ...changes,
  });

  it("replaces the copies the provider forgot, keeping fresh ones, paid ones, other bills and other users'", async () => {
    const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
    const forgotten = [debt(userId, ago(30)), debt(userId, ago(1))];
    const paid = debt(userId, ago(30));
    const kept = [
      debt(userId, new Date(Date.now() + 9 * MINUTE)),
      paid,
      debt(userId, ago(30), { queryData: [{ identifierName: "clientNumber", identifierValue: "999" }] }),
      debt(userId, ago(30), { companyCode: "AR-S-0004" }),
      debt(otherUserId, ago(30)),
    ];
    await db.insert(schema.debts).values([...forgotten, ...kept]);
    await db.insert(schema.operations).values({
      userId, kind: "bill", idempotencyKey: randomUUID(), requestHash: "h", externalPaymentId: randomUUID(),
      companyCode: "AR-S-0003", companyName: "EDENOR", debtId: paid.debtId, amount: 10, currency: "ARS",
      paymentMethod: "ACCOUNT", status: "confirmed",
    });

    await forgetStaleQuery(db, { userId, companyCode: "AR-S-0003", modalityId: "m", queryData: QUERY_DATA });

    const left = await db.select({ debtId: schema.debts.debtId }).from(schema.debts);
    expect(left.map((d) => d.debtId).sort()).toEqual(kept.map((d) => d.debtId).sort());
  });
});
