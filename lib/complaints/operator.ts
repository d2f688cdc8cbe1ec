import "server-only";
import { asc, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { User } from "@/lib/accounts/users";
import { notifyUser } from "@/lib/notifications/in-app";
import { isUuid } from "@/lib/payments/cursor";
import { AppError } from "@/lib/platform/http/errors";
import { getDb } from "@/lib/platform/db/client";
import { complaintEvents, complaints, operations, users } from "@/lib/platform/db/schema";
import { log } from "@/lib/platform/log";
import type { ComplaintActionInput } from "./input";
import { OPEN_STATES, actionNeedsAnswer, nextState } from "./rules";
import { COMPLAINT_UPDATED, complaintNotice } from "./store";
import { toComplaintView, type ComplaintView } from "./view";

export type QueueComplaint = ComplaintView & {
  owner: { email: string; name: string };
  operation: { id: string; kind: string; companyName: string; amount: number; currency: string; status: string; createdAt: string };
};

export type ComplaintEventView = {
  at: string;
  actorKind: "user" | "operator";
  actorName: string;
  action: string;
  fromState: string | null;
  toState: string;
  text: string | null;
};

const QUEUE_MAX = 100;

const queueSelect = { complaint: complaints, email: users.email, name: users.name, op: operations };

function toQueueView(row: { complaint: typeof complaints.$inferSelect; email: string; name: string; op: typeof operations.$inferSelect }): QueueComplaint {
  const { op } = row;
  return {
    ...toComplaintView(row.complaint),
    owner: { email: row.email, name: row.name },
    operation: {
      id: op.id, kind: op.kind, companyName: op.companyName, amount: op.amount, currency: op.currency, status: op.status,
      createdAt: op.createdAt.toISOString(),
    },
  };
}

/**
 * The operator's queue: complaints waiting for an answer, soonest due first (so the overdue lead),
 * read from complaints_queue_idx; or the latest answered ones. At most QUEUE_MAX.
 */
export async function complaintQueue(state: "open" | "closed"): Promise<QueueComplaint[]> {
  const db = await getDb();
  const base = db
    .select(queueSelect)
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .innerJoin(operations, eq(operations.id, complaints.operationId));
  const rows =
    state === "open"
      ? await base.where(inArray(complaints.state, [...OPEN_STATES])).orderBy(asc(complaints.dueAt), asc(complaints.number)).limit(QUEUE_MAX)
      : await base.where(notInArray(complaints.state, [...OPEN_STATES])).orderBy(desc(complaints.closedAt), desc(complaints.number)).limit(QUEUE_MAX);
  return rows.map(toQueueView);
}

const notFound = () => new AppError("NOT_FOUND", "We could not find that complaint.");

/** One complaint with its owner, its operation and its audit trail (operators only). */
export async function complaintForOperator(id: string): Promise<QueueComplaint & { events: ComplaintEventView[] }> {
  if (!isUuid(id)) throw notFound();
  const db = await getDb();
  const [row] = await db
    .select(queueSelect)
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .innerJoin(operations, eq(operations.id, complaints.operationId))
    .where(eq(complaints.id, id.toLowerCase()));
  if (!row) throw notFound();
  const events = await db
    .select()
    .from(complaintEvents)
    .where(eq(complaintEvents.complaintId, row.complaint.id))
    .orderBy(asc(complaintEvents.at), asc(complaintEvents.id));
  return {
    ...toQueueView(row),
    events: events.map((e) => ({
      at: e.at.toISOString(), actorKind: e.actorKind, actorName: e.actorName, action: e.action, fromState: e.fromState, toState: e.toState, text: e.text,
    })),
  };
}

/**
 * An operator takes a complaint into review, or answers it (resolve, reject). Under a row lock,
 * with its audit event and the user's notice, in one transaction; an action the state does not
 * allow (closed is final, review only once) is a 409.
 */
export async function actOnComplaint(operator: User, id: string, input: ComplaintActionInput): Promise<ComplaintView> {
  if (!isUuid(id)) throw notFound();
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(complaints).where(eq(complaints.id, id.toLowerCase())).for("update");
    if (!current) throw notFound();
    const to = nextState(current.state, input.action);
    if (!to) throw new AppError("CONFLICT", `This complaint is ${current.state}: it cannot be ${input.action}ed now.`, { state: current.state });
    const now = new Date();
    const answer = actionNeedsAnswer(input.action) ? input.answer : null;
    const [updated] = await tx
      .update(complaints)
      .set({ state: to, updatedAt: now, ...(answer !== null ? { answer, closedAt: now } : {}) })
      .where(eq(complaints.id, current.id))
      .returning();
    if (!updated) throw notFound();
    await tx.insert(complaintEvents).values({
      complaintId: current.id, at: now, actorKind: "operator", actorId: operator.id, actorName: operator.email,
      action: input.action, fromState: current.state, toState: to, text: answer ?? (input.answer || null),
    });
    await notifyUser(tx, { userId: current.userId, kind: COMPLAINT_UPDATED, subjectId: current.id, data: { ...complaintNotice(current.number, to, current.operationId), ...(answer !== null ? { answer } : {}) } });
    return updated;
  });
  log.info({ complaintId: row.id, operator: operator.id, action: input.action, state: row.state }, "operator acted on a complaint");
  return toComplaintView(row);
}
