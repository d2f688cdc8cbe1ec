import "server-only";
import { env } from "@/lib/platform/env";
import { getDb } from "@/lib/platform/db/client";
import { log } from "@/lib/platform/log";
import { onShutdown } from "@/lib/platform/shutdown";
import { embeddedEngine } from "./embedded";
import { graphileEngine } from "./graphile";
import { jobDefinition } from "./definitions";
import type { AddOptions, DeadJob, JobEngine } from "./types";

// Saldo's background jobs: `addJob` queues one, `startJobs` runs them in this process. On
// PostgreSQL (DATABASE_URL) graphile-worker runs them, on the embedded database the embedded
// runner does; both run the definitions the composition root registered (./definitions.ts).

const holder = globalThis as typeof globalThis & { __saldoJobs?: JobEngine };

function engine(): JobEngine {
  const settings = { concurrency: env.JOBS_CONCURRENCY, pollMs: env.JOBS_POLL_MS };
  holder.__saldoJobs ??= env.DATABASE_URL ? graphileEngine(env.DATABASE_URL, getDb, settings) : embeddedEngine(getDb, settings);
  return holder.__saldoJobs;
}

export async function addJob(task: string, payload: unknown, options?: AddOptions): Promise<void> {
  if (!jobDefinition(task)) throw new Error(`No job is called "${task}".`);
  await engine().add(task, payload, options);
}

/** Starts running jobs in this process (once); they stop before the process exits. */
export async function startJobs(): Promise<void> {
  const jobs = engine();
  await jobs.start();
  onShutdown("jobs", () => jobs.stop());
  log.info({ engine: jobs.kind }, "jobs: running");
}

export const jobEngineKind = (): JobEngine["kind"] => engine().kind;
export const deadJobs = (limit = 100): Promise<DeadJob[]> => engine().dead(limit);
export const retryJob = (id: string): Promise<boolean> => engine().retry(id);
