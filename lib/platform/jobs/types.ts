import type { z } from "zod";
import type { Db } from "@/lib/platform/db/client";

// One definition of each job, run by either engine: graphile-worker on PostgreSQL, the embedded
// runner on PGlite (./engine.ts picks). A job may run more than once (a retry after a crash, an
// operator's retry), so every job is written to be safe to repeat: what it does once is guarded
// by the database (a unique row, an idempotency key), never by the engine alone.

export type JobContext = {
  db: Db;
  /** The engine's id of this job. */
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
};

export type JobDefinition<P = unknown> = {
  /** What the payload must be: a payload that does not parse fails the job at once, for good. */
  payload: z.ZodType<P>;
  /** Runs before the job is given up and shown in the console's dead letters (default 5). */
  maxAttempts?: number;
  run(payload: P, context: JobContext): Promise<void>;
};

/** A recurring job: a crontab pattern in UTC (minute hour date month weekday). */
export type Schedule = { task: string; match: string; identifier: string };

export type AddOptions = {
  /** At most one waiting job per key: adding again replaces the waiting one (not one running). */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
};

/** A job that used up its attempts, as the console lists it. */
export type DeadJob = {
  id: string;
  task: string;
  payload: unknown;
  attempts: number;
  lastError: string | null;
  failedAt: string;
};

export type JobEngine = {
  kind: "graphile-worker" | "embedded";
  add(task: string, payload: unknown, options?: AddOptions): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  dead(limit: number): Promise<DeadJob[]>;
  /** Runs a dead job again from its first attempt; false when no such dead job. */
  retry(id: string): Promise<boolean>;
};

/** The thrown value of a failed run, as kept: a message only, never a stack. */
export const failureText = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
