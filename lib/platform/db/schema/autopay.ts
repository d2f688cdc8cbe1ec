// Autopay (lib/saved-accounts/autopay): the switch per saved account, and one charge per bill it pays.
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { money, timestamps } from "./columns";
import { operations } from "./operations";

/** Autopay of one saved account (docs/reminders-and-autopay.md): off until turned on with a cap. */
export const autopaySettings = pgTable(
  "autopay_settings",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    agendaId: text("agenda_id").notNull(),
    enabled: boolean("enabled").notNull().default(false),
    /** No bill above this is paid automatically: it becomes a reminder instead. */
    capAmount: money("cap_amount").notNull(),
    currency: text("currency").notNull(),
    /** How many days before each charge the notice goes out. */
    noticeDays: integer("notice_days").notNull().default(3),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.agendaId] })],
);

export const autopayChargeState = pgEnum("autopay_charge_state", [
  "scheduled", "charging", "paid", "failed", "skipped", "cancelled", "over_cap", "already_paid",
]);

/**
 * One bill of an autopay account: planned once (user, account, due date), noticed, then charged
 * through the normal payment path with the Idempotency-Key `autopay:{id}`, so however many runs
 * reach it, one payment is made.
 */
export const autopayCharges = pgTable(
  "autopay_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    agendaId: text("agenda_id").notNull(),
    companyCode: text("company_code").notNull(),
    companyName: text("company_name").notNull(),
    identifier: text("identifier").notNull(),
    /** YYYY-MM-DD, as the provider's notice gives it. */
    dueDate: text("due_date").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    /** The cap when the bill was planned: what the notice promised. */
    capAmount: money("cap_amount").notNull(),
    state: autopayChargeState("state").notNull(),
    noticeAt: timestamp("notice_at", { withTimezone: true }).notNull(),
    noticeSentAt: timestamp("notice_sent_at", { withTimezone: true }),
    chargeAt: timestamp("charge_at", { withTimezone: true }).notNull(),
    operationId: uuid("operation_id").references(() => operations.id, { onDelete: "set null" }),
    /** Why it ended as it did, machine-readable (the page words it). */
    reasonCode: text("reason_code"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("autopay_charges_bill_uq").on(t.userId, t.agendaId, t.dueDate),
    index("autopay_charges_user_idx").on(t.userId, t.createdAt),
  ],
);
