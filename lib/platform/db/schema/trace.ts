// Tracing (lib/payments/trace.ts): every step Saldo took at the provider, with the provider's own
// ids of it (tx, mainTx), so an operator can follow an operation or a complaint to the provider;
// and the saved accounts whose automatic-debit flag at the provider disagrees with Saldo's.
import { bigserial, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { operations } from "./operations";

/**
 * debt_query: POST {services}/debts · payment: POST {base}/payment (first send or asked again) ·
 * status_read: GET {base}/operation/… · adhesion: POST /adhesions/register or PATCH /adhesions.
 */
export type ProviderStepKind = "debt_query" | "payment" | "status_read" | "adhesion";

/** One call to the provider and what it answered: kept for support, never read to decide anything. */
export const providerSteps = pgTable(
  "provider_steps",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The operation the step was about (payments, status reads); null for queries and adhesions. */
    operationId: uuid("operation_id").references(() => operations.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ProviderStepKind>().notNull(),
    /** Our id the provider was given: externalRequestId (query), externalPaymentId, or the agendaId. */
    reference: text("reference").notNull(),
    /** The provider's id in its answer: the query's or the payment's operationId. */
    providerId: text("provider_id"),
    /** "ok", or the provider's error code ("SDE04342"), or ours ("TIMEOUT", "NOT_FOUND"). */
    outcome: text("outcome").notNull(),
    tx: text("tx"),
    mainTx: text("main_tx"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("provider_steps_operation_idx").on(t.operationId),
    // A bill's debt query, found from its operation by the externalRequestId both keep.
    index("provider_steps_reference_idx").on(t.reference),
    // The retention sweep's range.
    index("provider_steps_at_idx").on(t.at),
  ],
);

/**
 * A saved account whose adhesion at the provider says isAutomaticDebit other than Saldo's autopay
 * setting: one row per account while they disagree, for the operator. Users see Saldo's state only.
 */
export const adhesionMismatches = pgTable(
  "adhesion_mismatches",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    agendaId: text("agenda_id").notNull(),
    companyCode: text("company_code").notNull(),
    providerAutomaticDebit: boolean("provider_automatic_debit").notNull(),
    saldoAutomaticDebit: boolean("saldo_automatic_debit").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agendaId] })],
);
