// Background work: the embedded database's job queue and schedules (lib/platform/jobs), and the leases that
// keep a singleton job (the reconciler, the catalogue refresh) on one instance at a time.
import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Leases: which instance runs a singleton job (the reconciler) until when. */
export const leases = pgTable("leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * The embedded database's job queue (lib/platform/jobs/embedded.ts): the same jobs graphile-worker runs on
 * PostgreSQL, where this table stays empty. A job is deleted once done; one that used up its
 * attempts stays, unlocked, as a dead letter until an operator runs it again.
 */
export const embeddedJobs = pgTable(
  "embedded_jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    task: text("task").notNull(),
    payload: jsonb("payload").notNull(),
    jobKey: text("job_key"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    lastError: text("last_error"),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("embedded_jobs_key_idx").on(t.jobKey),
    // The runner's question: the next due job that has attempts left.
    index("embedded_jobs_due_idx").on(t.runAt).where(sql`${t.lockedAt} is null and ${t.attempts} < ${t.maxAttempts}`),
  ],
);

/** The embedded runner's recurring jobs: the last minute each one was queued for. */
export const embeddedJobSchedules = pgTable("embedded_job_schedules", {
  identifier: text("identifier").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
});
