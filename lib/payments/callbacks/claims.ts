import "server-only";
import { and, asc, eq, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { callbacks } from "@/lib/platform/db/schema";
import type { Decision } from "./decide";

// A recorded callback after its answer, in the callbacks table: taken by one applier (the queue's
// right after the answer, or the reconciler's for one left behind), and its outcome written once
// decided. Two appliers may try the same callback; the claim lets one through.

/** A claim older than this was lost with its process: the callback may be taken again. */
export const CLAIM_TTL_MS = 60_000;

const unclaimed = (): SQL | undefined =>
  or(isNull(callbacks.claimedAt), lt(callbacks.claimedAt, sql`now() - make_interval(secs => ${CLAIM_TTL_MS / 1000}::int)`));

const takeable = (id: number) => and(eq(callbacks.id, id), eq(callbacks.outcome, "received"), unclaimed());

/** Takes a received callback for this applier; false when another one has it or it is done. */
export async function claim(db: Db, id: number): Promise<boolean> {
  const rows = await db.update(callbacks).set({ claimedAt: sql`now()` }).where(takeable(id)).returning({ id: callbacks.id });
  return rows.length > 0;
}

/**
 * Claims a received callback and records its outcome in one statement, for a decision known
 * before claiming (a repeat of a final state). False when another applier has it or it is done.
 */
export async function settleAtOnce(db: Db, id: number, decision: Decision): Promise<boolean> {
  const rows = await db
    .update(callbacks)
    .set({ claimedAt: sql`now()`, outcome: decision.outcome, detail: decision.detail, operationId: decision.operationId })
    .where(takeable(id))
    .returning({ id: callbacks.id });
  return rows.length > 0;
}

/** The outcome of a callback this applier claimed. */
export async function recordOutcome(db: Db, id: number, decision: Decision): Promise<void> {
  await db
    .update(callbacks)
    .set({ outcome: decision.outcome, detail: decision.detail, operationId: decision.operationId })
    .where(eq(callbacks.id, id));
}

/** What the reconciler needs of a callback left behind: its body to parse, once, and what verify.ts found. */
export type StoredCallback = { id: number; path: string; verified: boolean; rawBody: string };

/** Callbacks received longer than `olderThanMs` ago and still not applied, nor claimed by a live applier. */
export function leftBehind(db: Db, olderThanMs: number, limit: number): Promise<StoredCallback[]> {
  return leftBehindQuery(db, olderThanMs, limit);
}

/** Read from callbacks_outcome_idx (outcome, id): only the few received ones, oldest first. */
export const leftBehindQuery = (db: Db, olderThanMs: number, limit: number) =>
  db
    .select({ id: callbacks.id, path: callbacks.path, verified: callbacks.verified, rawBody: callbacks.rawBody })
    .from(callbacks)
    .where(
      and(
        eq(callbacks.outcome, "received"),
        lt(callbacks.receivedAt, sql`now() - make_interval(secs => ${Math.ceil(olderThanMs / 1000)}::int)`),
        unclaimed(),
      ),
    )
    .orderBy(asc(callbacks.id))
    .limit(limit);

const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}::bigint`), sql`, `);

/**
 * Takes, inside the caller's transaction, those of `ids` still received and unclaimed: locked
 * until it commits, so another applier skips them rather than waits, and a process that dies
 * before the commit leaves them received. The ids taken.
 */
export async function claimMany(tx: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = await tx.execute(sql`
    update callbacks set claimed_at = now()
    where id in (
      select id from callbacks
      where id in (${idList(ids)}) and outcome = 'received' and ${unclaimed()}
      order by id for update skip locked)
    returning id`);
  return new Set((result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id)));
}

const decisionRows = (decided: [number, Decision][]) =>
  sql.join(decided.map(([id, d]) => sql`(${id}::bigint, ${d.outcome}::text, ${d.detail}::text, ${d.operationId}::uuid)`), sql`, `);

/** Records the outcomes of callbacks this applier claimed, in one statement. */
export async function recordOutcomes(db: Db, decided: [number, Decision][]): Promise<void> {
  if (decided.length === 0) return;
  await db.execute(sql`
    update callbacks set outcome = v.outcome, detail = v.detail, operation_id = v.operation_id
    from (values ${decisionRows(decided)}) as v(id, outcome, detail, operation_id)
    where callbacks.id = v.id`);
}

/** settleAtOnce for several callbacks in one statement: those another applier has or that are done are left alone. */
export async function settleManyAtOnce(db: Db, decided: [number, Decision][]): Promise<void> {
  if (decided.length === 0) return;
  await db.execute(sql`
    update callbacks set claimed_at = now(), outcome = v.outcome, detail = v.detail, operation_id = v.operation_id
    from (values ${decisionRows(decided)}) as v(id, outcome, detail, operation_id)
    where callbacks.id = v.id and callbacks.outcome = 'received' and ${unclaimed()}`);
}
