import "server-only";
import { and, asc, eq, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { callbacks, type CallbackOutcome } from "@/lib/platform/db/schema";
import { truncate, type RawBody } from "@/lib/platform/http/raw-body";
import { visible } from "@/lib/platform/http/text";
import type { CallbackPath } from "./schemas";
import type { Verdict } from "./verify";

// The callbacks table, and only it: a callback is recorded once when it arrives, claimed by one
// applier, and its outcome recorded once it has been settled.

/** A claim older than this was lost with its process: the callback may be taken again. */
export const CLAIM_TTL_MS = 60_000;

export type CallbackRow = typeof callbacks.$inferSelect;

/** What settling a callback came to, as recorded. */
export type Decision = { outcome: CallbackOutcome; detail: string; operationId: string | null; flag?: string };

type Malformed = Extract<Verdict, { kind: "malformed" }>;
type Accepted = Extract<Verdict, { kind: "accepted" }>;

/** The provider's credentials on a body we cannot use: kept (printable, cut short) for the operator. */
export async function recordMalformed(db: Db, path: CallbackPath, body: RawBody, verdict: Malformed): Promise<void> {
  await db.insert(callbacks).values({
    path, rawBody: visible(truncate(body.text)), verified: verdict.proven, outcome: "malformed", detail: verdict.detail,
    externalPaymentId: verdict.externalPaymentId,
  });
}

/** A result to apply, stored as received (the exact bytes) before it is answered. */
export async function recordReceived(db: Db, path: CallbackPath, body: RawBody, { data, proven }: Accepted): Promise<number | null> {
  const [stored] = await db
    .insert(callbacks)
    .values({
      path, rawBody: body.text, verified: proven, outcome: "received",
      externalPaymentId: data.externalPaymentId, providerOperationId: data.operationId ?? null, status: data.status,
    })
    .returning({ id: callbacks.id });
  return stored?.id ?? null;
}

const unclaimed = (): SQL | undefined =>
  or(isNull(callbacks.claimedAt), lt(callbacks.claimedAt, sql`now() - make_interval(secs => ${CLAIM_TTL_MS / 1000}::int)`));

/** Takes a received callback for this process; null when another applier has it or it is done. */
export async function claim(db: Db, id: number): Promise<CallbackRow | null> {
  const [row] = await db
    .update(callbacks)
    .set({ claimedAt: sql`now()` })
    .where(and(eq(callbacks.id, id), eq(callbacks.outcome, "received"), unclaimed()))
    .returning();
  return row ?? null;
}

/**
 * Claims a received callback and records its outcome in one statement, for a decision known
 * before claiming (a repeat of a final state). False when another applier has it or it is done.
 */
export async function settleAtOnce(db: Db, id: number, decision: Decision): Promise<boolean> {
  const rows = await db
    .update(callbacks)
    .set({ claimedAt: sql`now()`, outcome: decision.outcome, detail: decision.detail, operationId: decision.operationId })
    .where(and(eq(callbacks.id, id), eq(callbacks.outcome, "received"), unclaimed()))
    .returning({ id: callbacks.id });
  return rows.length > 0;
}

export async function recordOutcome(db: Db, id: number, decision: Decision): Promise<void> {
  await db
    .update(callbacks)
    .set({ outcome: decision.outcome, detail: decision.detail, operationId: decision.operationId })
    .where(eq(callbacks.id, id));
}

/** Callbacks received longer than `olderThanMs` ago and still not applied, nor claimed by a live applier. */
export async function leftBehind(db: Db, olderThanMs: number, limit: number): Promise<number[]> {
  const rows = await leftBehindQuery(db, olderThanMs, limit);
  return rows.map((r) => r.id);
}

/** Read from callbacks_outcome_idx (outcome, id): only the few received ones, oldest first. */
export const leftBehindQuery = (db: Db, olderThanMs: number, limit: number) =>
  db
    .select({ id: callbacks.id })
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
