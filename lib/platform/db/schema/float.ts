// The provider's float as last read (lib/payments/float), shared by every instance.
import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { money } from "./columns";

/**
 * The provider's wallet per currency as last read, whichever instance read it: payments are
 * checked against `available`, and `low` says it is at or below its warning level. `warnedAt`
 * remembers that the operators were told of the current crossing below the level (one email per
 * crossing, across instances); it is cleared when the float recovers, so the next crossing warns
 * again.
 */
export const providerFloat = pgTable("provider_float", {
  currency: text("currency").primaryKey(),
  countryCode: text("country_code"),
  balance: money("balance").notNull(),
  available: money("available").notNull(),
  /** When the provider answered this reading; an older reading never overwrites a newer one. */
  readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  low: boolean("low").notNull().default(false),
  warnedAt: timestamp("warned_at", { withTimezone: true }),
});
