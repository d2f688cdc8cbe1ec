// The one database schema, for PGlite and PostgreSQL alike. Migrations in drizzle/ are generated
// from this file with `npm run db:generate`.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn, bigserial, boolean, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from "drizzle-orm/pg-core";

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

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: "number" });

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased and trimmed. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  /** Whose catalogue the user sees (lib/rules/country.ts): "AR", "MX", "CL", "CO" or "PE". */
  country: text("country").notNull().default("AR"),
  /** Sessions carry the version they were issued under; sign-out increments it, revoking them all. */
  sessionVersion: integer("session_version").notNull().default(0),
  /** When the user proved they read mail at this address (a verification or reset link); null until then. */
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  ...timestamps,
});

export const authTokenPurpose = pgEnum("auth_token_purpose", ["password_reset", "email_verification"]);

/**
 * Single-use tokens mailed to a user (lib/auth/tokens.ts). Only the SHA-256 of a token is kept, so
 * a copy of this table opens nothing; a token is spent by setting used_at, once.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    purpose: authTokenPurpose("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("auth_tokens_hash_idx").on(t.tokenHash),
    // Asking again voids the user's older unused tokens of that purpose.
    index("auth_tokens_user_idx").on(t.userId, t.purpose).where(sql`${t.usedAt} is null`),
  ],
);

/** Debts as the provider showed them to a user, so a payment is checked before the provider is called. */
export const debts = pgTable(
  "debts",
  {
    debtId: text("debt_id").primaryKey(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    queryId: text("query_id").notNull(),
    companyCode: text("company_code").notNull(),
    companyName: text("company_name").notNull(),
    modalityId: text("modality_id").notNull(),
    queryData: jsonb("query_data").$type<{ identifierName: string; identifierValue: string }[]>().notNull(),
    currency: text("currency").notNull(),
    amountType: text("amount_type").$type<"OPEN" | "CLOSED">().notNull(),
    amount: money("amount"),
    minAmount: money("min_amount").notNull(),
    maxAmount: money("max_amount").notNull(),
    expired: boolean("expired").notNull(),
    expirationDate: text("expiration_date"),
    /** What the bill is for, as the provider words it ("Factura 2026-11"): the receipt's period. */
    concept: text("concept"),
    /** The provider forgets debt ids after a while; so do we. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("debts_user_idx").on(t.userId),
    // The retention sweep's range.
    index("debts_expires_idx").on(t.expiresAt),
  ],
);

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
    /** A bill's period, copied from the debt when it is paid (debts are swept, receipts are kept). */
    period: text("period"),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    paymentMethod: paymentMethod("payment_method").notNull(),
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
    providerTx: text("provider_tx"),
    providerMainTx: text("provider_main_tx"),
    /** Needs a person: a conflicting callback, or still unknown after the reconciler gave up. */
    flagged: boolean("flagged").notNull().default(false),
    flagReason: text("flag_reason"),
    checkAttempts: integer("check_attempts").notNull().default(0),
    /**
     * The payment request as sent to the provider, without the ids kept in their own columns: to
     * ask the provider again with the same externalPaymentId (lib/operations/reconcile/reask.ts).
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
    // One payment of a debt in flight at a time, however many checkouts race (lib/operations/pay/create.ts).
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
    /** "operator": a person's recheck or resolution from the console; detail names them and their note. */
    source: text("source").$type<"api" | "provider" | "callback" | "reconciler" | "operator">().notNull(),
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("operation_events_operation_idx").on(t.operationId)],
);

/**
 * "received": stored and answered, not applied yet (the applier or, after a crash, the reconciler
 * picks it up) · "applied" / "duplicate" / "conflict" / "unmatched": what applying it did ·
 * "unconfirmed": an unsigned result the provider's status read does not show yet (left to the
 * reconciler) · "refuted": an unsigned result the status read contradicts (changes nothing) ·
 * "malformed": credentials right, body not. Refused callbacks (bad credentials or hash) are not
 * stored; they are counted in callback_refusals.
 */
export type CallbackOutcome =
  | "received" | "applied" | "duplicate" | "conflict" | "unmatched" | "unconfirmed" | "refuted" | "malformed";

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

/** Fixed-window counters for rate limits, shared by every instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/** Leases: which instance runs a singleton job (the reconciler) until when. */
export const leases = pgTable("leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * The catalogue lists as last read from the provider (lib/catalog/snapshot), one row per list and
 * format ("services@1"): company search, categories and paging answer from them, on every
 * instance. `version` is a hash of `data`, so an instance reloads a list only when it changed.
 */
export const catalogSnapshots = pgTable("catalog_snapshots", {
  name: text("name").primaryKey(),
  version: text("version").notNull(),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull().defaultNow(),
  /** The list as JSON text, kept exactly as written. */
  data: text("data").notNull(),
});

/**
 * "Mis cuentas": the bill accounts the user chose to save. The provider also creates a reminder by
 * itself after every confirmed payment; only the ones listed here are the user's saved accounts.
 * The nickname mirrors the provider's alias so lists (history, home) need no provider call.
 */
export const savedAccounts = pgTable(
  "saved_accounts",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The provider's `{externalClientId}#{modalityId}#{identifier}`. */
    agendaId: text("agenda_id").notNull(),
    companyCode: text("company_code").notNull(),
    modalityId: text("modality_id").notNull(),
    identifier: text("identifier").notNull(),
    nickname: text("nickname"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agendaId] })],
);

/**
 * Which company a bill barcode belongs to, by its first digits (lib/rules/barcode-prefixes.ts),
 * learned from every debt query a barcode modality answered: the latest one wins. Shared by all
 * users: a prefix names a biller, nobody's bill.
 */
export const barcodePrefixes = pgTable("barcode_prefixes", {
  prefix: text("prefix").primaryKey(),
  companyCode: text("company_code").notNull(),
  modalityId: text("modality_id").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The embedded database's job queue (lib/jobs/embedded.ts): the same jobs graphile-worker runs on
 * PostgreSQL, where this table stays empty. A job is deleted once done; one that used up its
 * attempts stays, unlocked, as a dead letter until an operator runs it again.
 */
export const embeddedJobs = pgTable(
  "embedded_jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    task: text("task").notNull(),
    payload: jsonb("payload").notNull(),
    jobKey: text("job_key"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    lastError: text("last_error"),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("embedded_jobs_key_idx").on(t.jobKey),
    // The runner's question: the next due job that has attempts left.
    index("embedded_jobs_due_idx").on(t.runAt).where(sql`${t.lockedAt} is null and ${t.attempts} < ${t.maxAttempts}`),
  ],
);

/** The embedded runner's recurring jobs: the last minute each one was queued for. */
export const embeddedJobSchedules = pgTable("embedded_job_schedules", {
  identifier: text("identifier").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
});

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

/**
 * Notices Saldo itself gives a user (the provider's bill notices are read from the provider):
 * `kind` says what happened ("COMPLAINT_UPDATED"), `subjectId` what it is about, `data` the
 * details a page needs to word it. Unread until a page showed it.
 */
export const userNotifications = pgTable(
  "user_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    subjectId: uuid("subject_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("user_notifications_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * Web Push subscriptions, one per device (browser profile) a user turned notifications on in
 * (lib/push). The endpoint is the push service's address for that device: unique, so a device that
 * signs in to another account moves its subscription there. Deleted when the user turns
 * notifications off or the push service answers 404/410 (the device unsubscribed or expired).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    /** The device's P-256 public key and 16-byte auth secret, base64url, as the browser gave them. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The language the device used when it subscribed: what its notifications are written in. */
    locale: text("locale").notNull().default("es"),
    /** The browser's User-Agent, cut short: which device this is, for the user and the operator. */
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    /** The push service's last refusal other than 404/410 (status and text), cleared by a success. */
    lastError: text("last_error"),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/** What reminders a user wants and when (lib/reminders): email and push each on or off, quiet hours. */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  email: boolean("email").notNull().default(true),
  push: boolean("push").notNull().default(true),
  /** "HH:MM" in Buenos Aires time; start == end means no quiet hours. The window may cross midnight. */
  quietStart: text("quiet_start").notNull().default("22:00"),
  quietEnd: text("quiet_end").notNull().default("08:00"),
  /** The language the user last saved these in: what reminder mails are written in. */
  locale: text("locale").notNull().default("es"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One reminder per bill and due date: the unique key is what makes a second scan find it there. */
export const reminders = pgTable(
  "reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The provider's agendaId (or companyCode#identifier for a due date Saldo found itself). */
    billKey: text("bill_key").notNull(),
    companyCode: text("company_code").notNull(),
    /** The provider's name of the company, as the reminder words it. */
    companyName: text("company_name").notNull(),
    agendaId: text("agenda_id"),
    identifier: text("identifier"),
    nickname: text("nickname"),
    dueDate: text("due_date").notNull(),
    dueEstimated: boolean("due_estimated").notNull().default(false),
    amount: money("amount"),
    currency: text("currency"),
    /** The checkout link (a path): "Pagar ahora". */
    payPath: text("pay_path").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("reminders_user_bill_due_uq").on(t.userId, t.billKey, t.dueDate)],
);

export const reminderChannel = pgEnum("reminder_channel", ["email", "push", "in_app"]);
export const reminderDeliveryState = pgEnum("reminder_delivery_state", ["queued", "sent", "skipped"]);

/** One row per reminder and channel: inserting it decides who delivers (insert-or-nothing). */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    reminderId: uuid("reminder_id").notNull().references(() => reminders.id, { onDelete: "cascade" }),
    channel: reminderChannel("channel").notNull(),
    state: reminderDeliveryState("state").notNull(),
    /** When it was (or will be) handed over: later than created when quiet hours held it back. */
    sendAt: timestamp("send_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reminderId, t.channel] })],
);
