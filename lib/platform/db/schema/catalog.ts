// The provider's catalogue as last read (lib/catalog/snapshot), shared by every instance.
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
