import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { User } from "@/lib/accounts/users";
import { notifyUser } from "@/lib/notifications/in-app";
import { isUuid } from "@/lib/payments/cursor";
import { ownOperationQuery } from "@/lib/payments/read";
import { AppError } from "@/lib/platform/http/errors";
import { getDb } from "@/lib/platform/db/client";
import { complaintEvents, complaints } from "@/lib/platform/db/schema";
import { log } from "@/lib/platform/log";
import { complaintDueAt } from "./due-date";
import type { FileComplaintInput } from "./input";
import { reasonsFor } from "./rules";
import { toComplaintView, type ComplaintView } from "./view";

/** What every complaint notice is: its state changed (filed included); the page words it from `data`. */
export const COMPLAINT_UPDATED = "COMPLAINT_UPDATED";

const operationNotFound = () => new AppError("NOT_FOUND", "We could not find that operation.");

async function ownOperation(user: User, operationId: string) {
  if (!isUuid(operationId)) throw operationNotFound();
  const [op] = await ownOperationQuery(await getDb(), user.id, operationId.toLowerCase());
  if (!op) throw operationNotFound();
  return op;
}

/** The complaints about one of the user's operations, newest first; anyone else's operation is not found. */
export async function complaintsOfOperation(user: User, operationId: string): Promise<ComplaintView[]> {
  const op = await ownOperation(user, operationId);
  const db = await getDb();
  const rows = await db.select().from(complaints).where(eq(complaints.operationId, op.id)).orderBy(desc(complaints.openedAt));
  return rows.map(toComplaintView);
}

/** One of the user's complaints; anyone else's is not found. */
export async function ownComplaint(user: User, id: string): Promise<ComplaintView> {
  const db = await getDb();
  const [row] = isUuid(id)
    ? await db.select().from(complaints).where(and(eq(complaints.id, id.toLowerCase()), eq(complaints.userId, user.id)))
    : [];
  if (!row) throw new AppError("NOT_FOUND", "We could not find that complaint.");
  return toComplaintView(row);
}

/**
 * Files a complaint about one of the user's operations: numbered, due after the service level, with
 * its audit event and the user's notice in one transaction. One open complaint per operation
 * (complaints_one_open_idx): a second, even at the same instant, is a 409.
 */
export async function fileComplaint(user: User, operationId: string, input: FileComplaintInput): Promise<ComplaintView> {
  const op = await ownOperation(user, operationId);
  if (!reasonsFor(op.kind).includes(input.reason)) {
    throw new AppError("INVALID_INPUT", "That reason does not apply to this operation.", { reason: ["That reason does not apply to this operation."] });
  }
  const db = await getDb();
  const openedAt = new Date();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(complaints)
      .values({ userId: user.id, operationId: op.id, reason: input.reason, note: input.note, openedAt, updatedAt: openedAt, dueAt: complaintDueAt(openedAt) })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return null;
    await tx.insert(complaintEvents).values({
      complaintId: inserted.id, at: openedAt, actorKind: "user", actorId: user.id, actorName: user.name,
      action: "filed", fromState: null, toState: "OPEN", text: input.note || null,
    });
    await notifyUser(tx, { userId: user.id, kind: COMPLAINT_UPDATED, subjectId: inserted.id, data: complaintNotice(inserted.number, "OPEN", op.id) });
    return inserted;
  });
  if (!row) throw new AppError("CONFLICT", "This operation already has a complaint waiting for an answer.");
  log.info({ complaintId: row.id, operationId: op.id, reason: row.reason }, "complaint filed");
  return toComplaintView(row);
}

/** What a complaint notice carries for the page to word it. */
export const complaintNotice = (number: number, state: string, operationId: string) => ({ number, state, operationId });
