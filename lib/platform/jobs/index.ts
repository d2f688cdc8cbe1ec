import "server-only";
import { env } from "@/lib/platform/env";
import { getDb } from "@/lib/platform/db/client";
import { log } from "@/lib/platform/log";
import { onShutdown } from "@/lib/platform/shutdown";
import { jobDefinition } from "./definitions";
import type { AddOptions, DeadJob, JobEngine } from "./types";

// Saldo's background jobs: `addJob` queues one, `startJobs` runs them in this process. On
// PostgreSQL (DATABASE_URL) graphile-worker runs them, on the embedded database the embedded
// runner does; both run the definitions the composition root registered (./definitions.ts).
// Each engine is loaded when first used, and only the one this database runs: graphile-worker and
// its dependencies never load on the embedded database.

const holder = globalThis as typeof globalThis & { __saldoJobs?: Promise<JobEngine> };

function engine(): Promise<JobEngine> {
  const settings = { concurrency: env.JOBS_CONCURRENCY, pollMs: env.JOBS_POLL_MS };
  const url = env.DATABASE_URL;
  holder.__saldoJobs ??= url
    ? import("./graphile").then(({ graphileEngine }) => graphileEngine(url, getDb, settings))
    : import("./embedded").then(({ embeddedEngine }) => embeddedEngine(getDb, settings));
  return holder.__saldoJobs;
}

export async function addJob(task: string, payload: unknown, options?: AddOptions): Promise<void> {
  if (!jobDefinition(task)) throw new Error(`No job is called "${task}".`);
  await (await engine()).add(task, payload, options);
}

/** Starts running jobs in this process (once); they stop before the process exits. */
export async function startJobs(): Promise<void> {
  const jobs = await engine();
  await jobs.start();
  onShutdown("jobs", () => jobs.stop());
  log.info({ engine: jobs.kind }, "jobs: running");
}

export const jobEngineKind = (): JobEngine["kind"] => (env.DATABASE_URL ? "graphile-worker" : "embedded");
export const deadJobs = async (limit = 100): Promise<DeadJob[]> => (await engine()).dead(limit);
export const retryJob = async (id: string): Promise<boolean> => (await engine()).retry(id);
