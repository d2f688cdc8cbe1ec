import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { databaseWithUser, testDatabases } from "@/tests/support/test-databases";
import * as schema from "@/lib/platform/db/schema";
import { applyBatch, applyCallback, applyLeftBehind } from "./apply";
import { recordReceived } from "./record";
import { CALLBACK_ROUTES, type Received } from "./schemas";

// The third step on both databases, without a provider: signed "failed" results, which settle
// through the state machine alone (no status read, no receipt).

describe.each(testDatabases)("applying recorded callbacks on %s", (_name, open) => {
  const held = databaseWithUser(open);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function topUp(status: "processing" | "failed") {
    const [op] = await held.db.insert(schema.operations).values({
      userId: held.userId, kind: "topup", idempotencyKey: randomUUID(), requestHash: "h", externalPaymentId: randomUUID(),
      companyCode: "AR-R-0001", companyName: "Claro", amount: 500, currency: "ARS", paymentMethod: "ACCOUNT", status,
    }).returning();
    return op!;
  }

  /** A signed "failed" for `op` (its own client), recorded as the handler records it, then left as a dead process leaves it. */
  async function recordedFailure(externalPaymentId: string, { ageMinutes = 10 } = {}): Promise<Received> {
    const data = { externalPaymentId, operationId: "P-1", status: "failed" as const, statusDescription: "Sin saldo" };
    const text = JSON.stringify({ ...data, externalClientId: held.userId, hash: null });
    const received = await recordReceived(held.db, "/confirmPayment", { text, tooLarge: false }, { kind: "accepted", data, proven: true });
    await held.db.update(schema.callbacks)
      .set({ receivedAt: sql`now() - make_interval(mins => ${ageMinutes})` })
      .where(eq(schema.callbacks.id, received!.id));
    return received!;
  }

  const stored = async (id: number) => (await held.db.select().from(schema.callbacks).where(eq(schema.callbacks.id, id)))[0]!;
  const operation = async (id: string) => (await held.db.select().from(schema.operations).where(eq(schema.operations.id, id)))[0]!;
  const events = (id: string) => held.db.select().from(schema.operationEvents).where(eq(schema.operationEvents.operationId, id));

  it("applies a result recorded by a process that died before applying it, once", async () => {
    const op = await topUp("processing");
    const { id } = await recordedFailure(op.externalPaymentId);
    expect(await applyLeftBehind(held.db)).toBe(1);
    expect(await stored(id)).toMatchObject({ outcome: "applied", operationId: op.id, detail: "processing → failed" });
    expect(await operation(op.id)).toMatchObject({ status: "failed", statusReason: "Sin saldo", providerOperationId: "P-1" });
    expect(await applyLeftBehind(held.db)).toBe(0);
    expect(await events(op.id)).toHaveLength(1);
  });

  it("parses a left-behind body once, and a body carried from its answer never", async () => {
    const safeParse = vi.spyOn(CALLBACK_ROUTES["/confirmPayment"].schema, "safeParse");
    const carried = await recordedFailure((await topUp("processing")).externalPaymentId, { ageMinutes: 0 });
    await applyCallback(held.db, carried);
    expect(await stored(carried.id)).toMatchObject({ outcome: "applied" });
    expect(safeParse).not.toHaveBeenCalled();

    const left = await recordedFailure((await topUp("processing")).externalPaymentId);
    await applyLeftBehind(held.db);
    expect(await stored(left.id)).toMatchObject({ outcome: "applied" });
    expect(safeParse).toHaveBeenCalledTimes(1);
  });

  it("records a repeat of the operation's final state as a duplicate, without a transition", async () => {
    const op = await topUp("failed");
    const { id } = await recordedFailure(op.externalPaymentId);
    await applyLeftBehind(held.db);
    expect(await stored(id)).toMatchObject({ outcome: "duplicate", detail: "operation already failed", operationId: op.id });
    expect(await events(op.id)).toHaveLength(0);
  });

  it("leaves a callback claimed by a live applier alone, and takes it once the claim is stale", async () => {
    const op = await topUp("processing");
    const { id } = await recordedFailure(op.externalPaymentId);
    await held.db.update(schema.callbacks).set({ claimedAt: sql`now()` }).where(eq(schema.callbacks.id, id));
    await applyLeftBehind(held.db);
    expect(await stored(id)).toMatchObject({ outcome: "received" });
    await held.db.update(schema.callbacks).set({ claimedAt: sql`now() - interval '2 minutes'` }).where(eq(schema.callbacks.id, id));
    await applyLeftBehind(held.db);
    expect(await stored(id)).toMatchObject({ outcome: "applied" });
  });

  it("applies a callback once when its queue and the reconciler take it at the same time", async () => {
    const op = await topUp("processing");
    const received = await recordedFailure(op.externalPaymentId);
    await Promise.all([applyCallback(held.db, received), applyLeftBehind(held.db), applyCallback(held.db, received)]);
    expect(await stored(received.id)).toMatchObject({ outcome: "applied" });
    expect(await events(op.id)).toHaveLength(1);
  });

  it("applies a batch as each callback alone: a payment's second result after its first, a repeat, one about another amount", async () => {
    const [a, b, done, other] = await Promise.all([topUp("processing"), topUp("processing"), topUp("failed"), topUp("processing")]);
    const first = await recordedFailure(a.externalPaymentId, { ageMinutes: 0 });
    const second = await recordedFailure(a.externalPaymentId, { ageMinutes: 0 });
    const lone = await recordedFailure(b.externalPaymentId, { ageMinutes: 0 });
    const repeat = await recordedFailure(done.externalPaymentId, { ageMinutes: 0 });
    const wrong = await recordedFailure(other.externalPaymentId, { ageMinutes: 0 });
    const mismatched = { ...wrong, data: { ...wrong.data, amount: 999 } } as Received;
    await applyBatch(held.db, [first, second, lone, repeat, mismatched]);

    expect(await stored(first.id)).toMatchObject({ outcome: "applied", detail: "processing → failed", operationId: a.id });
    expect(await stored(second.id)).toMatchObject({ outcome: "duplicate", operationId: a.id });
    expect(await stored(lone.id)).toMatchObject({ outcome: "applied", operationId: b.id });
    expect(await stored(repeat.id)).toMatchObject({ outcome: "duplicate", detail: "operation already failed", operationId: done.id });
    expect(await stored(mismatched.id)).toMatchObject({ outcome: "mismatched", operationId: other.id });
    expect(await operation(other.id)).toMatchObject({ status: "processing", flagged: true });
    expect(await events(a.id)).toHaveLength(1);
    expect(await events(done.id)).toHaveLength(0);
  });

  it("applies a batch once when two appliers take it at the same time", async () => {
    const ops = await Promise.all([topUp("processing"), topUp("processing"), topUp("processing")]);
    const batch = await Promise.all(ops.map((op) => recordedFailure(op.externalPaymentId)));
    await Promise.all([applyBatch(held.db, batch), applyLeftBehind(held.db), applyBatch(held.db, [...batch].reverse())]);
    for (const received of batch) expect(await stored(received.id)).toMatchObject({ outcome: "applied" });
    for (const op of ops) expect(await events(op.id)).toHaveLength(1);
  });

  it("records a stored body that no longer parses as malformed", async () => {
    const [row] = await held.db.insert(schema.callbacks).values({
      path: "/confirmPayment", rawBody: "{}", verified: true, outcome: "received", receivedAt: sql`now() - interval '10 minutes'`,
    }).returning();
    await applyLeftBehind(held.db);
    expect(await stored(row!.id)).toMatchObject({ outcome: "malformed", detail: "stored body no longer parses" });
  });
});
