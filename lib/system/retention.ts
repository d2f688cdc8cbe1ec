import "server-only";
import { and, eq, lt, ne, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/platform/db/client";
import { ABSOLUTE_MS, IDLE_MS } from "@/lib/accounts/session-policy";
import { authTokens, callbackRefusals, callbacks, complaints, dataExports, debts, liveStreamSlots, operations, sessions, users } from "@/lib/platform/db/schema";
import { closedLongAgo } from "./your-data/close";
import { staleExports } from "./your-data/exports";
import { env } from "@/lib/platform/env";

// Rows that only matter for a while are removed once they stop mattering (periods in
// docs/configuration.md): callbacks after RETENTION_CALLBACK_DAYS (never one still waiting to be
// applied), debts a user looked up RETENTION_DEBT_DAYS after the provider forgot them, refusal
// counters after RETENTION_REFUSAL_DAYS, mailed link tokens a day after they expired (used or not:
// dead either way; the day keeps "used" and "expired" answers meaningful for a while), and the
// live-stream places a killed instance left, an hour after they went stale (a place taken again is
// reused, but an account that never streams again would keep them), and sessions 30 days after they
// ended or ran out (kept that long for a look back at where an account was used), and data downloads
// once past their date (or a day after they were asked for, when never made). Operations and their
// audit events are removed only with a closed account, RETENTION_CLOSED_ACCOUNT_DAYS after it
// closed: its complaints, operations (their events and provider steps with them) and its emptied
// row. The hourly `retention` job runs the sweep
// (lib/system/jobs.ts).

const DAY_MS = 86_400_000;
/** Mailed link tokens are kept this long after they expired. */
const TOKEN_DAYS = 1;
/** Sessions are kept this long after they ended, or their idle or absolute limit passed. */
const SESSION_DAYS = 30;
/** Stale live-stream places are kept this long: well past any stale window. */
const STALE_PLACE_MS = 3_600_000;
/** Deleted per statement, so a large backlog never holds long locks. */
const CHUNK = 5_000;

export type Periods = { callbackDays: number; debtDays: number; refusalDays: number; closedAccountDays: number };

const periodsFromEnv = (): Periods => ({
  callbackDays: env.RETENTION_CALLBACK_DAYS,
  debtDays: env.RETENTION_DEBT_DAYS,
  refusalDays: env.RETENTION_REFUSAL_DAYS,
  closedAccountDays: env.RETENTION_CLOSED_ACCOUNT_DAYS,
});

/**
 * One chunk of the rows of `table` that `where` selects, deleted by `key`. `= any(array(…))`
 * rather than `in (…)`: the rows are then fetched by key, never by reading the whole table.
 */
const chunkDelete = (table: PgTable, key: SQL, where: SQL): SQL =>
  sql`delete from ${table} where ${key} = any(array(select ${key} from ${table} where ${where} limit ${CHUNK}))`;

/**
 * The sweep's statements, one chunk each (callbacks by received_at, debts by expires_at: each
 * reads its own index).
 */
export function retentionStatements(now: Date, periods: Periods) {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    callbacks: chunkDelete(
      callbacks, sql`${callbacks.id}`,
      and(lt(callbacks.receivedAt, before(periods.callbackDays)), ne(callbacks.outcome, "received"))!,
    ),
    debts: chunkDelete(debts, sql`${debts.debtId}`, lt(debts.expiresAt, before(periods.debtDays))),
    tokens: chunkDelete(authTokens, sql`${authTokens.id}`, lt(authTokens.expiresAt, before(TOKEN_DAYS))),
    dataExports: chunkDelete(dataExports, sql`${dataExports.id}`, staleExports(now)),
    sessions: chunkDelete(
      sessions, sql`${sessions.id}`,
      sql`coalesce(${sessions.endedAt}, least(${sessions.lastSeenAt} + ${`${IDLE_MS} milliseconds`}::interval, ${sessions.createdAt} + ${`${ABSOLUTE_MS} milliseconds`}::interval)) < ${before(SESSION_DAYS)}`,
    ),
  };
}

/** Deletes CHUNK rows at a time with `statement` until fewer are left. */
async function deleteInChunks(db: Db, statement: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(statement);
    // node-postgres says rowCount, PGlite affectedRows.
    const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
    const count = rowCount ?? affectedRows ?? 0;
    total += count;
    if (count < CHUNK) return total;
  }
}

export async function sweepRetention(db: Db, now = new Date(), periods: Periods = periodsFromEnv()) {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const statements = retentionStatements(now, periods);
  const removed = {
    callbacks: await deleteInChunks(db, statements.callbacks),
    debts: await deleteInChunks(db, statements.debts),
    refusals: 0,
    tokens: await deleteInChunks(db, statements.tokens),
    sessions: await deleteInChunks(db, statements.sessions),
    dataExports: await deleteInChunks(db, statements.dataExports),
    streamPlaces: 0,
    closedAccounts: 0,
  };
  // At most LIVE_STREAMS_PER_USER rows per account: one statement.
  const places = await db
    .delete(liveStreamSlots)
    .where(lt(liveStreamSlots.expiresAt, new Date(now.getTime() - STALE_PLACE_MS)))
    .returning({ slot: liveStreamSlots.slot });
  removed.streamPlaces = places.length;
  // Few rows (one per hour, path and reason): one statement.
  const refusals = await db
    .delete(callbackRefusals)
    .where(lt(callbackRefusals.hour, before(periods.refusalDays)))
    .returning({ hour: callbackRefusals.hour });
  removed.refusals = refusals.length;
  removed.closedAccounts = await removeClosedAccounts(db, now, periods.closedAccountDays);
  return removed;
}

/** Closed accounts past their period, one at a time (each is a few transactions' worth of rows). */
async function removeClosedAccounts(db: Db, now: Date, days: number): Promise<number> {
  const due = await db.select({ id: users.id }).from(users).where(closedLongAgo(now, days)).limit(100);
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      await tx.delete(complaints).where(eq(complaints.userId, id));
      await tx.delete(operations).where(eq(operations.userId, id));
      await tx.delete(users).where(eq(users.id, id));
    });
  }
  return due.length;
}
