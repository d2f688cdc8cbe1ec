import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseWithUser, testDatabases } from "@/tests/support/test-databases";
import * as schema from "@/lib/platform/db/schema";
import { transition, type OperationStatus, type Transition } from "./state";
import { transitionMany } from "./transitions";

// Many changes in one transaction come to what the same changes, one transition() after another,
// come to: the same outcomes, the same rows and the same audit trail.

describe.each(testDatabases)("many status changes at once on %s", (_name, open) => {
  const held = databaseWithUser(open);

  async function operation(status: OperationStatus, extra: Partial<typeof schema.operations.$inferInsert> = {}) {
    const [op] = await held.db.insert(schema.operations).values({
      userId: held.userId, kind: "topup", idempotencyKey: randomUUID(), requestHash: "h", externalPaymentId: randomUUID(),
      companyCode: "AR-R-0001", companyName: "Claro", amount: 500, currency: "ARS", paymentMethod: "ACCOUNT", status, ...extra,
    }).returning();
    return op!.id;
  }

  /** The same starting rows twice: one set for transition(), one for transitionMany(). */
  async function twins() {
    const starts: [OperationStatus, Partial<typeof schema.operations.$inferInsert>][] = [
      ["processing", {}],
      ["confirmed", {}],
      ["unknown", { flagged: true, flagReason: "reconciler: no answer yet", statusReason: "checking", statusReasonCode: "CONFIRMING" }],
      ["failed", {}],
      ["pending", {}],
    ];
    const one = await Promise.all(starts.map(([status, extra]) => operation(status, extra)));
    const many = await Promise.all(starts.map(([status, extra]) => operation(status, extra)));
    return { one, many };
  }

  /** Applied, repeated with a new id, a conflict, a stale move, a move then a second final state on one row. */
  const script = (ids: string[]): { operationId: string; transition: Transition }[] => [
    { operationId: ids[0]!, transition: { to: "confirmed", source: "callback", providerOperationId: "P-0", detail: "first" } },
    { operationId: ids[1]!, transition: { to: "confirmed", source: "callback", providerOperationId: "P-1" } },
    { operationId: ids[3]!, transition: { to: "confirmed", source: "callback" } },
    { operationId: ids[2]!, transition: { to: "confirmed", source: "callback", providerTx: "TX-2" } },
    { operationId: ids[4]!, transition: { to: "processing", source: "provider", nextCheckAt: new Date("2030-01-01T00:00:00Z") } },
    { operationId: ids[4]!, transition: { to: "failed", source: "callback", reason: "Sin saldo", reasonCode: "PROVIDER_FAILED" } },
    { operationId: ids[0]!, transition: { to: "failed", source: "callback", reason: "late" } },
  ];

  const SAME = ["status", "statusReason", "statusReasonCode", "flagged", "flagReason", "providerOperationId", "providerTx", "providerMainTx", "nextCheckAt", "notFoundSince"] as const;
  const shape = (row: typeof schema.operations.$inferSelect) => ({
    ...Object.fromEntries(SAME.map((k) => [k, row[k]])),
    settled: row.settledAt !== null,
  });

  async function rowsOf(ids: string[]) {
    const rows = await held.db.select().from(schema.operations).where(inArray(schema.operations.id, ids));
    return ids.map((id) => shape(rows.find((r) => r.id === id)!));
  }

  async function trailOf(ids: string[]) {
    return Promise.all(ids.map(async (id) => (await held.db.select().from(schema.operationEvents).where(eq(schema.operationEvents.operationId, id)))
      .map((e) => `${e.fromStatus}→${e.toStatus} ${e.source} ${e.detail ?? ""}`)));
  }

  it("comes to the outcomes, rows and audit trail of the same changes made one by one", async () => {
    const { one, many } = await twins();
    const alone = [];
    for (const change of script(one)) alone.push(await transition(held.db, change.operationId, change.transition));
    const changed: string[] = [];
    const together = await held.db.transaction((tx) => transitionMany(tx, script(many), (id) => void changed.push(id)));

    expect(together.map((r) => r.outcome)).toEqual(alone.map((r) => r.outcome));
    expect(alone.map((r) => r.outcome)).toEqual(["applied", "duplicate", "conflict", "applied", "applied", "applied", "conflict"]);
    expect(together.map((r) => shape(r.operation))).toEqual(alone.map((r) => shape(r.operation)));
    expect(await rowsOf(many)).toEqual(await rowsOf(one));
    expect(await trailOf(many)).toEqual(await trailOf(one));
    // Every row that changed is announced once, the failed one left alone (a stale move changes nothing).
    expect(changed.sort()).toEqual([many[0], many[1], many[2], many[3], many[4]].sort());
  });

  it("changes nothing when its transaction rolls back", async () => {
    const id = await operation("processing");
    await expect(held.db.transaction(async (tx) => {
      await transitionMany(tx, [{ operationId: id, transition: { to: "confirmed", source: "callback" } }], () => undefined);
      throw new Error("rolled back");
    })).rejects.toThrow("rolled back");
    expect((await rowsOf([id]))[0]).toMatchObject({ status: "processing" });
    expect((await trailOf([id]))[0]).toEqual([]);
  });
});
