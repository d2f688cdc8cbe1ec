// The second look before a risky move (lib/accounts/confirmations.ts): each confirmation asked for,
// and the amount above which a payment needs one.
import { index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { money } from "./columns";

export const confirmationMethod = pgEnum("confirmation_method", ["passkey", "password"]);

/**
 * A confirmation asked for one move: a payment (bound to its Idempotency-Key and what it pays),
 * turning autopay on or raising its cap, raising the amount above which payments are confirmed.
 * The server refuses the move and makes this row; the user answers it with a passkey or the
 * password; the move then spends it, once, within minutes.
 */
export const confirmations = pgTable(
  "confirmations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of what is confirmed (the move's kind, key and content): no other move matches it. */
    subject: text("subject").notNull(),
    /** What the dialog shows: the move, its amount and account, and why it is asked. */
    summary: jsonb("summary").$type<Record<string, unknown>>().notNull(),
    /** The WebAuthn challenge a passkey signs to answer it. */
    challenge: text("challenge").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Until an answer (minutes after the ask), then until it is spent (minutes after the answer). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    method: confirmationMethod("method"),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("confirmations_user_idx").on(t.userId, t.createdAt)],
);

/** Payments above this amount (in its currency) need a confirmation; absent: the currency's default. */
export const confirmThresholds = pgTable(
  "confirm_thresholds",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    amount: money("amount").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency] })],
);
