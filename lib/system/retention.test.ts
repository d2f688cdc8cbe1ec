import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "@/tests/support/test-databases";
import type { Db } from "@/lib/platform/db/client";
import * as schema from "@/lib/platform/db/schema";
import { sweepRetention } from "./retention";

const DAY = 86_400_000;
const NOW = new Date("2026-11-22T12:00:00Z");
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const PERIODS = { callbackDays: 90, debtDays: 7, refusalDays: 30, closedAccountDays: 3650 };

describe.each(testDatabases)("sweepRetention on %s", (_name, open) => {
  let db: Db;
  let close: () => Promise<void>;
  let userId: string;

  beforeAll(async () => {
    ({ db, close } = await open());
    const [user] = await db.insert(schema.users).values({ email: `${randomUUID()}@saldo.test`, name: "Ana", passwordHash: "x" }).returning();
    userId = user!.id;
  });

  afterAll(async () => {
    await close();
  });

  const callback = (receivedAt: Date, outcome: schema.CallbackOutcome) =>
    ({ path: "/confirm-payment", rawBody: "{}", verified: true, outcome, receivedAt });

  const debt = (expiresAt: Date) => ({
    debtId: randomUUID(), userId, queryId: "q", companyCode: "AR-S-0003", companyName: "EDENOR", modalityId: "m",
    queryData: [], currency: "ARS", amountType: "CLOSED" as const, amount: 10, minAmount: 10, maxAmount: 10,
    expired: false, expiresAt,
  });

  const token = (expiresAt: Date, usedAt: Date | null = null) => ({
    userId, purpose: "password_reset" as const, tokenHash: randomUUID(), expiresAt, usedAt,
  });

  it("removes old callbacks, long-expired debts, old refusal counters, dead link tokens and long-stale stream places, and keeps the rest", async () => {
    await db.insert(schema.callbacks).values([
      callback(ago(91), "applied"),
      callback(ago(120), "unmatched"),
      callback(ago(89), "applied"),
      // Never applied (its process died): kept however old, until the reconciler applies it.
      callback(ago(200), "received"),
    ]);
    await db.insert(schema.debts).values([debt(ago(8)), debt(ago(6)), debt(new Date(NOW.getTime() + 600_000))]);
    await db.insert(schema.callbackRefusals).values([
      { hour: ago(31), path: "/confirm-payment", reason: "credentials", count: 6000, lastAt: ago(31) },
      { hour: ago(1), path: "/confirm-payment", reason: "credentials", count: 3, lastAt: ago(1) },
    ]);

    // Link tokens: gone a day after they expired, used or not.
    await db.insert(schema.authTokens).values([token(ago(2)), token(ago(1.5), ago(1.6)), token(ago(0.5), ago(0.6)), token(new Date(NOW.getTime() + 600_000))]);

    // Live-stream places a killed instance left: gone an hour after they went stale.
    const place = (slot: number, expiresAt: Date) => ({ userId, slot, stream: randomUUID(), holder: "killed", startedAt: ago(1), expiresAt });
    await db.insert(schema.liveStreamSlots).values([place(0, new Date(NOW.getTime() - 3_700_000)), place(1, new Date(NOW.getTime() - 60_000)), place(2, new Date(NOW.getTime() + 20_000))]);

    // Sessions: gone 30 days after they ended, or after their idle or absolute limit passed.
    const session = (createdAt: Date, lastSeenAt: Date, endedAt: Date | null = null) => ({ userId, version: 0, createdAt, lastSeenAt, endedAt });
    await db.insert(schema.sessions).values([
      session(ago(40), ago(40), ago(31)),
      session(ago(40), ago(40), ago(29)),
      session(ago(32), ago(31)),
      session(ago(29), ago(29)),
      session(ago(1), ago(0.01)),
    ]);

    // Data downloads: gone past their date, or a day after they were asked for when never made.
    const dataExport = (state: string, createdAt: Date, expiresAt: Date | null) => ({ userId, state, createdAt, expiresAt });
    await db.insert(schema.dataExports).values([
      dataExport("ready", ago(8), ago(1)),
      dataExport("ready", ago(2), new Date(NOW.getTime() + 600_000)),
      dataExport("failed", ago(2), null),
      dataExport("preparing", ago(0.5), null),
    ]);

    expect(await sweepRetention(db, NOW, PERIODS)).toEqual({ callbacks: 2, debts: 1, refusals: 1, tokens: 2, sessions: 2, dataExports: 2, streamPlaces: 1, closedAccounts: 0 });

    const left = await db.select().from(schema.callbacks);
    expect(left.map((c) => c.outcome).sort()).toEqual(["applied", "received"]);
    expect(await db.select().from(schema.debts)).toHaveLength(2);
    expect(await db.select().from(schema.callbackRefusals)).toHaveLength(1);
    expect(await db.select().from(schema.authTokens)).toHaveLength(2);
    expect((await db.select().from(schema.liveStreamSlots)).map((p) => p.slot).sort()).toEqual([1, 2]);
    expect(await db.select().from(schema.sessions)).toHaveLength(3);
    expect((await db.select().from(schema.dataExports)).map((e) => e.state).sort()).toEqual(["preparing", "ready"]);
    expect(await sweepRetention(db, NOW, PERIODS)).toEqual({ callbacks: 0, debts: 0, refusals: 0, tokens: 0, sessions: 0, dataExports: 0, streamPlaces: 0, closedAccounts: 0 });
  });

  it("removes a closed account's operations, complaints and row once its period is over, and no other", async () => {
    const closedUser = async (closedAt: Date | null) => {
      const [user] = await db.insert(schema.users).values({ email: `${randomUUID()}@closed.invalid`, name: "", passwordHash: "!closed", closedAt }).returning();
      const [op] = await db
        .insert(schema.operations)
        .values({ userId: user!.id, kind: "bill", idempotencyKey: randomUUID(), requestHash: "h", externalPaymentId: randomUUID(), companyCode: "AR-S-0003", companyName: "EDENOR", amount: 1500, currency: "ARS", paymentMethod: "ACCOUNT", status: "confirmed" })
        .returning();
      await db.insert(schema.complaints).values({ userId: user!.id, operationId: op!.id, reason: "WRONG_AMOUNT", note: "", dueAt: NOW });
      return user!.id;
    };
    const long = await closedUser(ago(3651));
    const lately = await closedUser(ago(3649));
    const open = await closedUser(null);
    expect((await sweepRetention(db, NOW, PERIODS)).closedAccounts).toBe(1);
    const left = (await db.select({ id: schema.users.id }).from(schema.users)).map((u) => u.id);
    expect(left).not.toContain(long);
    expect(left).toEqual(expect.arrayContaining([lately, open, userId]));
    const ops = (await db.select({ userId: schema.operations.userId }).from(schema.operations)).map((o) => o.userId);
    expect(ops).not.toContain(long);
    expect(ops).toEqual(expect.arrayContaining([lately, open]));
  });

  it("removes a backlog larger than one delete statement", async () => {
    const rows = Array.from({ length: 6_001 }, () => callback(ago(365), "duplicate"));
    for (let i = 0; i < rows.length; i += 1_000) await db.insert(schema.callbacks).values(rows.slice(i, i + 1_000));
    const removed = await sweepRetention(db, NOW, PERIODS);
    expect(removed.callbacks).toBe(6_001);
  });
});
