// Column shapes several tables share: one definition, so they cannot drift apart.
import { numeric, timestamp } from "drizzle-orm/pg-core";

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: "number" });
