// The user's own lists (lib/saved-accounts): saved bill accounts and the notices Saldo gives them.
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

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
    /**
     * The account's own query fields as last sent (the modality's and the company's account
     * additional fields, lib/catalog/form-fields.ts), so "Pagar", reminders and autopay query it
     * again without asking; a bill's own fields are never kept here. Empty: only `identifier` known.
     */
    queryData: jsonb("query_data").$type<{ identifierName: string; identifierValue: string }[]>().notNull().default(sql`'[]'::jsonb`),
    nickname: text("nickname"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agendaId] })],
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
