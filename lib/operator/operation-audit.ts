import "server-only";
import { asc, eq } from "drizzle-orm";
import type { User } from "@/lib/accounts/users";
import { AppError } from "@/lib/platform/http/errors";
import { getDb, type Db } from "@/lib/platform/db/client";
import { operationEvents, operations, users } from "@/lib/platform/db/schema";
import { isUuid } from "@/lib/payments/cursor";
import type { OperationRow } from "@/lib/payments/state";
import { stepsOf, type ProviderStepView } from "@/lib/payments/trace";
import { toOperatorView, type OperatorOperationView } from "./operations";

/** Any user's operation, for an operator; a malformed id is simply not found. */
export async function anyOperation(db: Db, id: string): Promise<OperationRow> {
  const [row] = isUuid(id) ? await db.select().from(operations).where(eq(operations.id, id.toLowerCase())) : [];
  if (!row) throw new AppError("NOT_FOUND", "We could not find that operation.");
  return row;
}

export async function operatorViewOf(db: Db, id: string): Promise<OperatorOperationView> {
  const [row] = await db
    .select({ op: operations, email: users.email })
    .from(operations)
    .innerJoin(users, eq(users.id, operations.userId))
    .where(eq(operations.id, id));
  if (!row) throw new AppError("NOT_FOUND", "We could not find that operation.");
  return toOperatorView(row.op, row.email);
}

/** What an operator did, in the operation's audit trail: who, and in their words. */
export const operatorDetail = (operator: User, action: string, note?: string) =>
  `${action} by ${operator.email}${note ? ` — note: ${note}` : ""}`;

/** An audit event that changes no status (a recheck asked for, a flag dismissed). */
export async function auditOnly(db: Db, op: OperationRow, detail: string): Promise<void> {
  await db.insert(operationEvents).values({ operationId: op.id, fromStatus: op.status, toStatus: op.status, source: "operator", detail });
}

export type OperatorOperationEvent = { from: string | null; to: string; source: string; detail: string | null; at: string };

export type OperatorOperationDetail = OperatorOperationView & {
  events: OperatorOperationEvent[];
  /** A bill's debt query, as the provider was given it. */
  externalRequestId: string | null;
  /** Its steps at the provider with their tx/mainTx: the debt query, the payment calls, the status reads. */
  steps: ProviderStepView[];
};

/** One operation with its whole audit trail and its steps at the provider (never shown to its owner). */
export async function operatorOperationDetail(id: string): Promise<OperatorOperationDetail> {
  const db = await getDb();
  const op = await anyOperation(db, id);
  const events = await db
    .select()
    .from(operationEvents)
    .where(eq(operationEvents.operationId, op.id))
    .orderBy(asc(operationEvents.createdAt), asc(operationEvents.id));
  return {
    ...(await operatorViewOf(db, op.id)),
    externalRequestId: op.externalRequestId,
    steps: await stepsOf(db, op),
    events: events.map((e) => ({ from: e.fromStatus, to: e.toStatus, source: e.source, detail: e.detail, at: e.createdAt.toISOString() })),
  };
}
