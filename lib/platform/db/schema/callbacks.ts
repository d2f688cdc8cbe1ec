// The provider's callbacks (lib/payments/callbacks): the ones that carried its credentials, and a count of the refused.
import { bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { operations } from "./operations";

/**
 * "received": stored and answered, not applied yet (the applier or, after a crash, the reconciler
 * picks it up) · "applied" / "duplicate" / "conflict" / "unmatched": what applying it did ·
 * "unconfirmed": an unsigned result the provider's status read does not show yet (left to the
 * reconciler) · "refuted": an unsigned result the status read contradicts (changes nothing) ·
 * "mismatched": its amount, company or client differs from its operation's (changes nothing, flags it) ·
 * "malformed": credentials right, body not. Refused callbacks (bad credentials or hash) are not
 * stored; they are counted in callback_refusals.
 */
export type CallbackOutcome =
  | "received" | "applied" | "duplicate" | "conflict" | "unmatched" | "unconfirmed" | "refuted" | "mismatched" | "malformed";

/** Every callback that carried the provider's credentials, raw, with what it did. */
export const callbacks = pgTable(
  "callbacks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    path: text("path").notNull(),
    rawBody: text("raw_body").notNull(),
    /** The body's HMAC hash verified: proof. Unverified results are hints checked by a status read. */
    verified: boolean("verified").notNull(),
    outcome: text("outcome").$type<CallbackOutcome>().notNull(),
    detail: text("detail"),
    externalPaymentId: text("external_payment_id"),
    providerOperationId: text("provider_operation_id"),
    status: text("status"),
    operationId: uuid("operation_id").references(() => operations.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** When an applier took a received callback; a claim older than a minute was lost with its process. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (t) => [
    index("callbacks_operation_idx").on(t.operationId),
    // The operator's lists (newest first, by payment or by outcome) and the left-behind sweep
    // (outcome 'received', oldest first) walk these in id order.
    index("callbacks_payment_idx").on(t.externalPaymentId, t.id),
    index("callbacks_outcome_idx").on(t.outcome, t.id),
    // The retention sweep's range.
    index("callbacks_received_at_idx").on(t.receivedAt),
  ],
);

/** Refused callbacks, counted per hour, path and reason instead of stored one by one. */
export const callbackRefusals = pgTable(
  "callback_refusals",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    path: text("path").notNull(),
    reason: text("reason").notNull(),
    count: integer("count").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.path, t.reason] })],
);
