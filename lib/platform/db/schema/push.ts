// Web Push (lib/notifications/push): the devices a user turned notifications on in.
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * Web Push subscriptions, one per device (browser profile) a user turned notifications on in
 * (lib/notifications/push). The endpoint is the push service's address for that device: unique, so a device that
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
