// Complaints about a payment (lib/complaints) and their audit trail.
import { sql } from "drizzle-orm";
import { bigserial, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { operations } from "./operations";

export const complaintReason = pgEnum("complaint_reason", [
  "PAID_STILL_DUE", "CHARGED_BUT_FAILED", "CHARGED_TWICE", "WRONG_AMOUNT", "PIN_PROBLEM", "OTHER",
]);
export const complaintState = pgEnum("complaint_state", ["OPEN", "IN_REVIEW", "RESOLVED", "REJECTED"]);

/** "Tengo un problema con este pago": a user's complaint about one of their operations (lib/complaints). */
export const complaints = pgTable(
  "complaints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Shown as R-000123. */
    number: integer("number").generatedAlwaysAsIdentity().notNull().unique(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "restrict" }),
    operationId: uuid("operation_id").notNull().references(() => operations.id, { onDelete: "restrict" }),
    reason: complaintReason("reason").notNull(),
    note: text("note").notNull().default(""),
    state: complaintState("state").notNull().default("OPEN"),
    /** What the operator answered the user (resolve or reject). */
    answer: text("answer"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    /** openedAt plus the service level (lib/complaints/due-date.ts). */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    // One complaint waiting for an answer per operation; a second is a 409.
    uniqueIndex("complaints_one_open_idx").on(t.operationId).where(sql`${t.state} in ('OPEN', 'IN_REVIEW')`),
    index("complaints_operation_idx").on(t.operationId, t.openedAt),
    // The operator's queue: by state, soonest due first.
    index("complaints_queue_idx").on(t.state, t.dueAt),
  ],
);

/** Audit trail of a complaint: who did what, when, and what they wrote. */
export const complaintEvents = pgTable(
  "complaint_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    complaintId: uuid("complaint_id").notNull().references(() => complaints.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorKind: text("actor_kind").$type<"user" | "operator">().notNull(),
    actorId: uuid("actor_id").notNull(),
    /** The operator's email, or the user's name, as it was then. */
    actorName: text("actor_name").notNull(),
    action: text("action").$type<"filed" | "review" | "resolve" | "reject">().notNull(),
    fromState: complaintState("from_state"),
    toState: complaintState("to_state").notNull(),
    /** The user's note (filed) or the operator's answer. */
    text: text("text"),
  },
  (t) => [index("complaint_events_complaint_idx").on(t.complaintId, t.at)],
);
