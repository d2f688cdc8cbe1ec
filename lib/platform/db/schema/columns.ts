// Column shapes several tables share: one definition, so they cannot drift apart.
import { customType, numeric, timestamp } from "drizzle-orm/pg-core";

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: "number" });

/** Bytes as PostgreSQL keeps them (bytea): a Buffer from node-postgres, a Uint8Array from PGlite. */
export const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
