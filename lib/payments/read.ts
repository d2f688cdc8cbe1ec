import "server-only";
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { AppError } from "@/lib/platform/http/errors";
import { decryptPin } from "@/lib/payments/pin";
import { maskPin } from "@/lib/payments/pin-mask";
import { log } from "@/lib/platform/log";
import { getDb, type Db } from "@/lib/platform/db/client";
import { operationEvents, operations } from "@/lib/platform/db/schema";
import type { OperationListQuery } from "@/lib/payments/input";
import { decodeCursor, isUuid, olderThan, pageOf } from "./cursor";
import { identifierLabels } from "./identifier-labels";
import type { OperationRow } from "./state";
import { toOperationView, type OperationView } from "./view";

export type OperationEventView = { from: string | null; to: string; source: string; at: string };
export type OperationDetail = Omit<OperationView, "identifiers"> & {
  /** Each identifier with the company's label for it, when the catalogue has one. */
  identifiers: (OperationView["identifiers"][number] & { label: string | null })[];
  events: OperationEventView[];
  /**
   * A gift card's PIN as the page may hold it: masked with its last four, and whether its one full
   * showing has happened. The PIN itself only ever comes from POST /api/operations/{id}/pin.
   */
  pin: { masked: string | null; shown: boolean } | null;
};

/** The operation as its receipt shows it: plus the holder's name and the saved account's nickname. */
export type OperationReceiptDetail = OperationDetail & { holder: string; nickname: string | null };

const notFound = () => new AppError("NOT_FOUND", "We could not find that operation.");

export const ownOperationQuery = (db: Db, userId: string, id: string) =>
  db.select().from(operations).where(and(eq(operations.id, id), eq(operations.userId, userId)));

/** The user's own operation; anything else (another user's, a malformed id) is simply not found. */
export async function ownOperation(userId: string, id: string): Promise<OperationRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await ownOperationQuery(await getDb(), userId, id.toLowerCase());
  if (!row) throw notFound();
  return row;
}

/** A user's history page: read from operations_user_created_idx (user_id, created_at, id) in order. */
export const historyQuery = (db: Db, where: SQL[], limit: number) =>
  db
    .select()
    .from(operations)
    .where(and(...where))
    .orderBy(desc(operations.createdAt), desc(operations.id))
    .limit(limit + 1);

/** The timeline of one of the user's operations, oldest first. */
async function ownEvents(userId: string, id: string) {
  return ownEventsQuery(await getDb(), userId, id).then((rows) => rows.map((r) => r.event));
}

export const ownEventsQuery = (db: Db, userId: string, id: string) =>
  db
    .select({ event: operationEvents })
    .from(operationEvents)
    .innerJoin(operations, eq(operations.id, operationEvents.operationId))
    .where(and(eq(operationEvents.operationId, id), eq(operations.userId, userId)))
    .orderBy(asc(operationEvents.createdAt), asc(operationEvents.id));

/** The user's operations, newest first, a page at a time. */
export async function listOperations(
  userId: string,
  query: OperationListQuery,
): Promise<{ operations: OperationView[]; nextCursor: string | null }> {
  const db = await getDb();
  const where: SQL[] = [eq(operations.userId, userId)];
  if (query.kind) where.push(eq(operations.kind, query.kind));
  if (query.status === "in-progress") where.push(inArray(operations.status, ["pending", "processing", "unknown"]));
  else if (query.status) where.push(eq(operations.status, query.status));
  if (query.cursor !== undefined) {
    const after = decodeCursor(query.cursor);
    const [anchor] = after
      ? await db.select({ id: operations.id }).from(operations).where(and(eq(operations.id, after), eq(operations.userId, userId)))
      : [];
    if (!anchor) throw new AppError("INVALID_INPUT", "This page link is no longer valid. Start from the first page.", { cursor: ["not valid"] });
    where.push(olderThan(anchor.id));
  }
  const rows = await historyQuery(db, where, query.limit);
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => row.id);
  return { operations: page.map((row) => toOperationView(row)), nextCursor };
}

/** One operation with its receipt (once known) and its timeline. */
export async function operationDetail(userId: string, id: string): Promise<OperationDetail> {
  // The timeline after the operation, never beside it: read side by side (two connections), the
  // operation could show a state whose event the timeline does not have yet. Read after it, the
  // timeline holds at least every event up to that state (a change and its event commit together).
  const row = await ownOperation(userId, id);
  const events = await ownEvents(userId, row.id);
  const labels = await identifierLabels(row);
  const view = toOperationView(row, true);
  return {
    ...view,
    pin: row.pinCiphertext ? { masked: maskedPin(row.pinCiphertext), shown: row.pinShownAt !== null } : null,
    identifiers: view.identifiers.map((i) => ({ ...i, label: labels[i.identifierName] ?? null })),
    // The event's detail stays in the audit trail: it may hold the provider's internal wording.
    // Status changes only: an operator's recheck or dismissed flag is for the audit trail.
    events: events
      .filter((e) => e.fromStatus !== e.toStatus)
      .map((e) => ({ from: e.fromStatus, to: e.toStatus, source: e.source, at: e.createdAt.toISOString() })),
  };
}

/** The stored PIN masked; null when it cannot be read (another key), which the reveal then reports. */
function maskedPin(ciphertext: string): string | null {
  try {
    return maskPin(decryptPin(ciphertext));
  } catch (error) {
    log.error({ err: error }, "a stored gift-card PIN could not be decrypted");
    return null;
  }
}
