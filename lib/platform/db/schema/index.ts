// The one database schema, for PGlite and PostgreSQL alike, one file per concern. drizzle.config.ts
// reads this index, so migrations in drizzle/ (`npm run db:generate`) see exactly the tables the app
// does: a new file is listed here. columns.ts holds shared column shapes, not tables.
export * from "./auth";
export * from "./operations";
export * from "./bills";
export * from "./callbacks";
export * from "./catalog";
export * from "./agenda";
export * from "./jobs";
export * from "./complaints";
export * from "./push";
export * from "./reminders";
export * from "./autopay";
export * from "./float";
export * from "./trace";
export * from "./live";
export * from "./confirmations";
