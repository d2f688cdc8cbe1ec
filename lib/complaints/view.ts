import type { complaints } from "@/lib/platform/db/schema";
import { complaintNumber, type ComplaintReason, type ComplaintState } from "./rules";

export type ComplaintRow = typeof complaints.$inferSelect;

/** A complaint as its owner and the operator read it. */
export type ComplaintView = {
  id: string;
  number: string;
  operationId: string;
  reason: ComplaintReason;
  note: string;
  state: ComplaintState;
  answer: string | null;
  openedAt: string;
  dueAt: string;
  updatedAt: string;
  closedAt: string | null;
};

export const toComplaintView = (row: ComplaintRow): ComplaintView => ({
  id: row.id,
  number: complaintNumber(row.number),
  operationId: row.operationId,
  reason: row.reason,
  note: row.note,
  state: row.state,
  answer: row.answer,
  openedAt: row.openedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});
