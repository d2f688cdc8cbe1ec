// Bills (lib/payments/bills): the debts the provider showed a user, and which biller a barcode names.
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { money } from "./columns";

/** A fee the provider lists in a debt's details, charged on top of the bill ("commission"). */
export type BillFee = { name: string; amount: number };

/**
 * Whose bill it is and what it costs besides its amount, as the debt query said: shown on the
 * review and kept with the payment for its receipt. The address is stored masked only.
 */
export type BillSummary = { holderName: string | null; holderAddress: string | null; fees: BillFee[] };

/** Debts as the provider showed them to a user, so a payment is checked before the provider is called. */
export const debts = pgTable(
  "debts",
  {
    debtId: text("debt_id").primaryKey(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    queryId: text("query_id").notNull(),
    /** Our id of the query that showed it, as the provider was given it (tracing). */
    externalRequestId: text("external_request_id"),
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
    /** The holder, the masked address and the fees (BillSummary), copied to the payment's operation. */
    summary: jsonb("summary").$type<BillSummary>(),
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
