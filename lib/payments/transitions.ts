import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { operationEvents, operations } from "@/lib/platform/db/schema";
import { planTransition, resultOf, type OperationRow, type Transition, type TransitionResult } from "./state";

// Many status changes in the caller's transaction, with the statements of one: their operations
// read and locked together (in the order of their ids, so two such transactions never wait on
// each other), the one state machine (planTransition) run on each in turn, then every changed row
// written by one UPDATE and every audit event by one INSERT. What each comes to is what
// transition() would make of it, one after another in the same order.

/** The values a changed row is written with: every column a transition may change. */
const rowValues = (row: OperationRow) => sql`(
  ${row.id}::uuid, ${row.status}::operation_status, ${row.statusReason}::text, ${row.statusReasonCode}::text,
  ${row.settledAt?.toISOString() ?? null}::timestamptz, ${row.nextCheckAt?.toISOString() ?? null}::timestamptz,
  ${row.notFoundSince?.toISOString() ?? null}::timestamptz, ${row.flagged}::boolean, ${row.flagReason}::text,
  ${row.providerOperationId}::text, ${row.providerTx}::text, ${row.providerMainTx}::text, ${row.updatedAt.toISOString()}::timestamptz)`;

/**
 * Applies `changes` in order, inside `tx`; the result of each, in the same order. `changed` hears
 * of each operation that changed, once, to announce it when the transaction commits.
 */
export async function transitionMany(
  tx: Db,
  changes: { operationId: string; transition: Transition }[],
  changed: (operationId: string, userId: string) => void,
): Promise<TransitionResult[]> {
  if (changes.length === 0) return [];
  const ids = [...new Set(changes.map((c) => c.operationId))].sort();
  const locked = await tx.select().from(operations).where(inArray(operations.id, ids)).orderBy(operations.id).for("update");
  const rows = new Map(locked.map((row) => [row.id, row]));
  const written = new Map<string, OperationRow>();
  const events: (typeof operationEvents.$inferInsert)[] = [];
  const now = new Date();
  const results = changes.map(({ operationId, transition }) => {
    const current = rows.get(operationId);
    if (!current) throw new Error(`operation ${operationId} does not exist`);
    const step = planTransition(current, transition, now);
    const row = step.set ? { ...current, ...step.set } : current;
    if (step.set) {
      rows.set(operationId, row);
      written.set(operationId, row);
    }
    if (step.event) events.push(step.event);
    return resultOf(step, row);
  });
  if (written.size > 0) {
    await tx.execute(sql`
      update operations as o set
        status = v.status, status_reason = v.status_reason, status_reason_code = v.status_reason_code,
        settled_at = v.settled_at, next_check_at = v.next_check_at, not_found_since = v.not_found_since,
        flagged = v.flagged, flag_reason = v.flag_reason, provider_operation_id = v.provider_operation_id,
        provider_tx = v.provider_tx, provider_main_tx = v.provider_main_tx, updated_at = v.updated_at
      from (values ${sql.join([...written.values()].map(rowValues), sql`, `)}) as v(
        id, status, status_reason, status_reason_code, settled_at, next_check_at, not_found_since,
        flagged, flag_reason, provider_operation_id, provider_tx, provider_main_tx, updated_at)
      where o.id = v.id`);
  }
  if (events.length > 0) await tx.insert(operationEvents).values(events);
  for (const row of written.values()) changed(row.id, row.userId);
  return results;
}
