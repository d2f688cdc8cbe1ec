// Bill reminders (lib/saved-accounts/reminders): what a user wants, one reminder per bill and due date, one delivery per channel.
import { boolean, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { money } from "./columns";

/** What reminders a user wants and when (lib/saved-accounts/reminders): email and push each on or off, quiet hours. */
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
