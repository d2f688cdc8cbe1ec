import "server-only";
import { and, asc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { embeddedJobs, embeddedJobSchedules } from "@/lib/platform/db/schema";
import { log } from "@/lib/platform/log";
import { scheduledItems, type MinuteDigest, type ScheduledItem } from "./crontab";
import { jobDefinition, registeredSchedules } from "./definitions";
import { PermanentJobError, runJob } from "./run-one";
import { failureText, type AddOptions, type DeadJob, type JobEngine } from "./types";

// The job runner of the embedded database: one process owns PGlite, so one runner does, and a job
// is claimed with a single UPDATE. It keeps graphile-worker's rules where they matter: a job key
// replaces a waiting job and queues behind a running one, a failed run waits
// exp(min(10, attempts)) seconds, a job that used up its attempts stays as a dead letter, and
// schedules use the same crontab patterns (./crontab.ts: matched in UTC, no backfill of minutes
// missed while stopped).

const DEFAULT_ATTEMPTS = 5;
const MINUTE_MS = 60_000;

/** graphile-worker's back-off: e^min(10, attempts) seconds (2.7 s, 7.4 s, 20 s … up to ~6 h). */
export const retryDelayMs = (attempts: number): number => Math.round(Math.exp(Math.min(10, attempts)) * 1000);

/** The parts of a UTC minute a crontab pattern matches on (graphile-worker's digest). */
export const digestOf = (at: Date): MinuteDigest => ({
  min: at.getUTCMinutes(),
  hour: at.getUTCHours(),
  date: at.getUTCDate(),
  month: at.getUTCMonth() + 1,
  dow: at.getUTCDay(),
});

const maxAttemptsOf = (task: string, options?: AddOptions) =>
  options?.maxAttempts ?? jobDefinition(task)?.maxAttempts ?? DEFAULT_ATTEMPTS;

export async function addEmbeddedJob(db: Db, task: string, payload: unknown, options?: AddOptions): Promise<void> {
  const row = {
    task,
    payload: payload ?? {},
    jobKey: options?.jobKey ?? null,
    runAt: options?.runAt ?? new Date(),
    maxAttempts: maxAttemptsOf(task, options),
  };
  if (!row.jobKey) {
    await db.insert(embeddedJobs).values(row);
    return;
  }
  // graphile-worker's "replace" mode: a waiting job of the same key is replaced. A running one has
  // read a world that this add says has changed, so it finishes without its key and without
  // retries, and the new job waits its turn: an add made while its key runs is never lost.
  await db.transaction(async (tx) => {
    const replaced = await tx
      .insert(embeddedJobs)
      .values(row)
      .onConflictDoUpdate({
        target: embeddedJobs.jobKey,
        set: { task, payload: row.payload, runAt: row.runAt, maxAttempts: row.maxAttempts, attempts: 0, lastError: null, updatedAt: sql`now()` },
        setWhere: isNull(embeddedJobs.lockedAt),
      })
      .returning({ id: embeddedJobs.id });
    if (replaced.length > 0) return;
    await tx
      .update(embeddedJobs)
      .set({ jobKey: null, attempts: sql`${embeddedJobs.maxAttempts}`, updatedAt: sql`now()` })
      .where(eq(embeddedJobs.jobKey, row.jobKey!));
    await tx.insert(embeddedJobs).values(row);
  });
}

type Claimed = typeof embeddedJobs.$inferSelect;

/** Takes the next due job that has attempts left, or null. */
export async function claimJob(db: Db, now = new Date()): Promise<Claimed | null> {
  const due = db
    .select({ id: embeddedJobs.id })
    .from(embeddedJobs)
    .where(and(isNull(embeddedJobs.lockedAt), lt(embeddedJobs.attempts, embeddedJobs.maxAttempts), sql`${embeddedJobs.runAt} <= ${now}`))
    .orderBy(asc(embeddedJobs.runAt), asc(embeddedJobs.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(embeddedJobs)
    .set({ lockedAt: now, attempts: sql`${embeddedJobs.attempts} + 1`, updatedAt: now })
    .where(eq(embeddedJobs.id, sql`(${due})`))
    .returning();
  return rows[0] ?? null;
}

/** Runs one claimed job and records how it went. */
export async function runClaimed(db: Db, job: Claimed): Promise<"done" | "retry" | "dead"> {
  try {
    await runJob(job.task, job.payload, { db, jobId: String(job.id), attempt: job.attempts, maxAttempts: job.maxAttempts });
    await db.delete(embeddedJobs).where(eq(embeddedJobs.id, job.id));
    return "done";
  } catch (error) {
    const permanent = error instanceof PermanentJobError;
    const dead = permanent || job.attempts >= job.maxAttempts;
    await db
      .update(embeddedJobs)
      .set({
        lockedAt: null,
        lastError: failureText(error),
        // A run whose key went to a newer job was given its last attempt meanwhile: it stays so.
        attempts: permanent ? job.maxAttempts : sql`greatest(${embeddedJobs.attempts}, ${job.attempts})`,
        runAt: dead ? job.runAt : new Date(Date.now() + retryDelayMs(job.attempts)),
        updatedAt: sql`now()`,
      })
      .where(eq(embeddedJobs.id, job.id));
    log.warn({ task: job.task, jobId: job.id, attempt: job.attempts, err: error }, dead ? "job failed for good" : "job failed, will retry");
    return dead ? "dead" : "retry";
  }
}

/**
 * Queues the scheduled jobs due in the minute of `now`, each once: the schedule's row moves to
 * this minute in the same statement that decides, so a second look in the same minute (another
 * tick, a restart) queues nothing.
 */
export async function queueScheduled(db: Db, items: ScheduledItem[], now = new Date()): Promise<string[]> {
  const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  const digest = digestOf(minute);
  const queued: string[] = [];
  for (const item of items) {
    if (!item.match(digest)) continue;
    const taken = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(embeddedJobSchedules)
        .values({ identifier: item.identifier, lastRunAt: minute })
        .onConflictDoUpdate({
          target: embeddedJobSchedules.identifier,
          set: { lastRunAt: minute },
          setWhere: lt(embeddedJobSchedules.lastRunAt, minute),
        })
        .returning({ identifier: embeddedJobSchedules.identifier });
      if (rows.length === 0) return false;
      await addEmbeddedJob(tx as unknown as Db, item.task, { ...item.payload, _cron: { ts: minute.toISOString() } }, {
        jobKey: item.options.jobKey,
        maxAttempts: item.options.maxAttempts,
      });
      return true;
    });
    if (taken) queued.push(item.identifier);
  }
  return queued;
}

export const parsedSchedules = (): ScheduledItem[] => scheduledItems(registeredSchedules());

export async function deadEmbeddedJobs(db: Db, limit: number): Promise<DeadJob[]> {
  const rows = await db
    .select()
    .from(embeddedJobs)
    .where(and(isNull(embeddedJobs.lockedAt), gte(embeddedJobs.attempts, embeddedJobs.maxAttempts)))
    .orderBy(sql`${embeddedJobs.updatedAt} desc`)
    .limit(limit);
  return rows.map((r) => ({
    id: String(r.id),
    task: r.task,
    payload: r.payload,
    attempts: r.attempts,
    lastError: r.lastError,
    failedAt: r.updatedAt.toISOString(),
  }));
}

export async function retryEmbeddedJob(db: Db, id: string): Promise<boolean> {
  if (!/^\d{1,18}$/.test(id)) return false;
  const rows = await db
    .update(embeddedJobs)
    .set({ attempts: 0, runAt: new Date(), updatedAt: sql`now()` })
    .where(and(eq(embeddedJobs.id, Number(id)), isNull(embeddedJobs.lockedAt), gte(embeddedJobs.attempts, embeddedJobs.maxAttempts)))
    .returning({ id: embeddedJobs.id });
  return rows.length > 0;
}

/** The runner: looks for due jobs every JOBS_POLL_MS (and at once when one is added here). */
export function embeddedEngine(db: () => Promise<Db>, settings: { concurrency: number; pollMs: number }): JobEngine {
  const items = parsedSchedules();
  let timer: NodeJS.Timeout | null = null;
  let running = 0;
  let stopped = true;
  let looking: Promise<void> | null = null;
  const inFlight = new Set<Promise<unknown>>();

  const look = async () => {
    const handle = await db();
    await queueScheduled(handle, items);
    while (!stopped && running < settings.concurrency) {
      const job = await claimJob(handle);
      if (!job) break;
      running++;
      const run = runClaimed(handle, job).finally(() => {
        running--;
        inFlight.delete(run);
        nudge();
      });
      inFlight.add(run);
    }
  };
  const nudge = () => {
    if (stopped || looking) return;
    looking = look()
      .catch((error: unknown) => log.warn({ err: error }, "jobs: looking for due jobs failed"))
      .finally(() => {
        looking = null;
      });
  };

  return {
    kind: "embedded",
    async add(task, payload, options) {
      await addEmbeddedJob(await db(), task, payload, options);
      nudge();
    },
    async start() {
      if (!stopped) return;
      stopped = false;
      // One process owns the embedded database: a job still locked was running when the last
      // process stopped, and runs again (jobs are safe to repeat).
      const handle = await db();
      await handle.update(embeddedJobs).set({ lockedAt: null }).where(sql`${embeddedJobs.lockedAt} is not null`);
      timer = setInterval(nudge, settings.pollMs);
      timer.unref();
      nudge();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await looking;
      await Promise.allSettled([...inFlight]);
    },
    dead: async (limit) => deadEmbeddedJobs(await db(), limit),
    retry: async (id) => {
      const retried = await retryEmbeddedJob(await db(), id);
      if (retried) nudge();
      return retried;
    },
  };
}
