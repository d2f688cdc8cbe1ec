// Payments, top-ups and gift cards (lib/payments): each operation and its audit trail.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn, bigserial, boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import type { BillSummary } from "./bills";
import { money, timestamps } from "./columns";

export const operationKind = pgEnum("operation_kind", ["bill", "topup", "giftcard"]);

/**
 * pending: stored, provider not called yet · processing: accepted, result not known ·
 * unknown: the call timed out or failed in a way that says nothing (only a status read settles it)
 * · confirmed / failed: final.
 */
export const operationStatus = pgEnum("operation_status", [
  "pending", "processing", "unknown", "confirmed", "failed",
]);

export const paymentMethod = pgEnum("payment_method", ["ACCOUNT", "DEBIT", "CREDIT"]);

export const operationOrigin = pgEnum("operation_origin", ["checkout", "autopay"]);

export type OperationReceipt = {
  ticket: string[];
  additionalData: Record<string, unknown> | null;
  readAt: string;
};

type StatusColumns = { status: AnyPgColumn; receipt: AnyPgColumn };

/** In flight: the payment's outcome is not known yet. Literal values, so a partial index can match. */
export const inFlight = (t: StatusColumns) => sql`${t.status} in ('pending', 'processing', 'unknown')`;

/**
 * What the reconciler may have to look at: in flight, or confirmed without its receipt. The
 * predicate of operations_reconcile_idx, stated as is in the reconciler's query (reconciler.ts) so
 * the planner can use the partial index.
 */
export const reconcilable = (t: StatusColumns) =>
  sql`(${inFlight(t)} or (${t.status} = 'confirmed' and ${t.receipt} is null))`;

export const operations = pgTable(
  "operations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "restrict" }),
    kind: operationKind("kind").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    externalPaymentId: text("external_payment_id").notNull().unique(),
    providerOperationId: text("provider_operation_id"),
    companyCode: text("company_code").notNull(),
    companyName: text("company_name").notNull(),
    productId: text("product_id"),
    debtId: text("debt_id"),
    /** A bill's debt query, as the provider was given it (externalRequestId): traces the payment back to it. */
    externalRequestId: text("external_request_id"),
    /** A bill's period, copied from the debt when it is paid (debts are swept, receipts are kept). */
    period: text("period"),
    /** A bill's holder, masked address and fees, copied from the debt (lib/payments/bills/charges.ts). */
    billSummary: jsonb("bill_summary").$type<BillSummary>(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    paymentMethod: paymentMethod("payment_method").notNull(),
    /** Who started it: the user at a checkout, or autopay (lib/saved-accounts/autopay) for a saved account. */
    origin: operationOrigin("origin").notNull().default("checkout"),
    identifiers: jsonb("identifiers").$type<{ identifierName: string; identifierValue: string }[]>().notNull().default(sql`'[]'::jsonb`),
    status: operationStatus("status").notNull().default("pending"),
    /**
     * Why it failed, or what is known about an unknown outcome, in the provider's or our own words
     * (English): for the operator console. Users see the translated message of statusReasonCode.
     */
    statusReason: text("status_reason"),
    /** The machine-readable reason: the provider's error code ("RPA04680") or ours ("NEVER_ARRIVED"). */
    statusReasonCode: text("status_reason_code"),
    receipt: jsonb("receipt").$type<OperationReceipt>(),
    /** Gift-card PIN, AES-256-GCM: base64 of iv | tag | ciphertext. */
    pinCiphertext: text("pin_ciphertext"),
    /** When the PIN was first shown in full (the receipt's one showing); later showings are reveals, limited and audited. */
    pinShownAt: timestamp("pin_shown_at", { withTimezone: true }),
    providerTx: text("provider_tx"),
    providerMainTx: text("provider_main_tx"),
    /** Needs a person: a conflicting callback, or still unknown after the reconciler gave up. */
    flagged: boolean("flagged").notNull().default(false),
    flagReason: text("flag_reason"),
    checkAttempts: integer("check_attempts").notNull().default(0),
    /**
     * The payment request as sent to the provider, without the ids kept in their own columns: to
     * ask the provider again with the same externalPaymentId (lib/payments/reconcile/reask.ts).
     */
    providerRequest: jsonb("provider_request").$type<Record<string, unknown>>(),
    /**
     * When a status read first answered 404 after a call whose outcome was unknown. Proof that the
     * payment never arrived only once it is older than UNKNOWN_GRACE_MS; cleared by any other answer.
     */
    notFoundSince: timestamp("not_found_since", { withTimezone: true }),
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("operations_user_key_idx").on(t.userId, t.idempotencyKey),
    // A user's history, newest first, in the order it is paged (created_at, id).
    index("operations_user_created_idx").on(t.userId, t.createdAt, t.id),
    // What the reconciler may have to look at: a few hundred rows among millions (tests/api/query-plans.test.ts).
    index("operations_reconcile_idx").on(t.nextCheckAt.asc().nullsFirst(), t.createdAt).where(reconcilable(t)),
    // The operator console: every operation, the flagged ones, the ones in flight, newest first.
    index("operations_created_idx").on(t.createdAt, t.id),
    index("operations_flagged_created_idx").on(t.createdAt, t.id).where(sql`${t.flagged}`),
    index("operations_in_flight_created_idx").on(t.createdAt, t.id).where(inFlight(t)),
    // A debt's payments (a second checkout of it is refused; a debt a payment names is kept).
    index("operations_debt_idx").on(t.debtId).where(sql`${t.debtId} is not null`),
    // One payment of a debt in flight at a time, however many checkouts race (lib/payments/pay/create.ts).
    uniqueIndex("operations_debt_in_flight_idx").on(t.userId, t.debtId).where(sql`${t.debtId} is not null and ${inFlight(t)}`),
  ],
);

/** Audit trail: every status change of an operation, and what caused it. */
export const operationEvents = pgTable(
  "operation_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    operationId: uuid("operation_id").notNull().references(() => operations.id, { onDelete: "cascade" }),
    fromStatus: operationStatus("from_status"),
    toStatus: operationStatus("to_status").notNull(),
    /**
     * "operator": a person's recheck or resolution from the console; detail names them and their note.
     * "owner": the user's own audited act that changes no status (a gift-card PIN shown).
     */
    source: text("source").$type<"api" | "provider" | "callback" | "reconciler" | "operator" | "owner">().notNull(),
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("operation_events_operation_idx").on(t.operationId)],
);
