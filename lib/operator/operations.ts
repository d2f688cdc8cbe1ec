import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/lib/platform/db/client";
import { inFlight, operations, users } from "@/lib/platform/db/schema";
import { toOperationView, type OperationView } from "@/lib/payments/view";
import type { OperatorOperationsQuery } from "@/lib/operator/input";
import { AppError } from "@/lib/platform/http/errors";
import { decodeCursor, olderThan, pageOf } from "@/lib/payments/cursor";
import { graceUntil } from "@/lib/payments/reconcile/reask";
import type { OperationRow } from "@/lib/payments/state";

/** An operation as an operator sees it: whose it is, and where reconciliation stands. */
export type OperatorOperationView = OperationView & {
  owner: { id: string; email: string };
  providerOperationId: string | null;
  flagged: boolean;
  flagReason: string | null;
  checkAttempts: number;
  nextCheckAt: string | null;
  /** Since when status reads answer 404, and until when that is not proof yet (the grace window). */
  notFoundSince: string | null;
  graceUntil: string | null;
};

/** One operation as the console shows it. */
export function toOperatorView(op: OperationRow, email: string): OperatorOperationView {
  return {
    ...toOperationView(op, true),
    owner: { id: op.userId, email },
    providerOperationId: op.providerOperationId,
    flagged: op.flagged,
    flagReason: op.flagReason,
    checkAttempts: op.checkAttempts,
    nextCheckAt: op.nextCheckAt?.toISOString() ?? null,
    notFoundSince: op.notFoundSince?.toISOString() ?? null,
    graceUntil: graceUntil(op)?.toISOString() ?? null,
  };
}

/**
 * Every user's operations, newest first, filtered by status and flag, one page at a time. The
 * filters are written as the predicates of the partial indexes (db/schema/operations.ts) they should read.
 */
export function allOperationsQuery(db: Db, query: OperatorOperationsQuery) {
  const where: SQL[] = [];
  if (query.status === "waiting") where.push(inFlight(operations));
  else if (query.status) where.push(eq(operations.status, query.status));
  if (query.flagged !== undefined) where.push(query.flagged ? sql`${operations.flagged}` : sql`not ${operations.flagged}`);
  if (query.cursor !== undefined) {
    // The same cursor as the users' list: the last operation shown.
    const after = decodeCursor(query.cursor);
    if (!after) throw new AppError("INVALID_INPUT", "That page cursor is not valid.", { cursor: ["is not valid"] });
    where.push(olderThan(after));
  }

  return db
    .select({ op: operations, email: users.email })
    .from(operations)
    .innerJoin(users, eq(users.id, operations.userId))
    .where(and(...where))
    .orderBy(desc(operations.createdAt), desc(operations.id))
    .limit(query.limit + 1);
}

export async function listAllOperations(query: OperatorOperationsQuery) {
  const rows = await allOperationsQuery(await getDb(), query);

  const { page, nextCursor } = pageOf(rows, query.limit, (row) => row.op.id);
  return {
    operations: page.map(({ op, email }) => toOperatorView(op, email)),
    nextCursor,
  };
}
