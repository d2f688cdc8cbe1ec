import "server-only";
import { Logger, makeWorkerUtils, parseCronItems, run, type Runner, type TaskList, type WorkerUtils } from "graphile-worker";
import pg from "pg";
import type { Db } from "@/lib/platform/db/client";
import { log } from "@/lib/platform/log";
import { jobDefinition, registeredSchedules, registeredTasks } from "./definitions";
import { PermanentJobError, runJob } from "./run-one";
import type { DeadJob, JobEngine } from "./types";

// PostgreSQL's job runner: graphile-worker, in its own schema (graphile_worker, installed and
// migrated by graphile-worker itself on start). Every instance runs a worker; a job is locked by
// one of them at a time, and a schedule's minute is taken by one (graphile-worker's known_crontabs),
// so a job runs once across instances. New jobs wake the workers through LISTEN/NOTIFY.

const SCHEMA = "graphile_worker";

/** graphile-worker's log lines, through Saldo's logger (its debug lines dropped). */
const logger = new Logger(() => (level, message, meta) => {
  if (level === "debug") return;
  const fields = { worker: meta };
  if (level === "error") log.error(fields, `jobs: ${message}`);
  else if (level === "warning") log.warn(fields, `jobs: ${message}`);
  else log.info(fields, `jobs: ${message}`);
});

export function graphileEngine(url: string, db: () => Promise<Db>, settings: { concurrency: number; pollMs: number }): JobEngine {
  // Its own small pool: a worker holds one connection for LISTEN and one per job it runs.
  const pool = new pg.Pool({ connectionString: url, max: settings.concurrency + 2, application_name: "saldo-jobs" });
  pool.on("error", (error) => log.error({ err: error }, "jobs: idle connection lost"));
  let runner: Runner | null = null;
  let utils: Promise<WorkerUtils> | null = null;

  const workerUtils = () => {
    utils ??= makeWorkerUtils({ pgPool: pool, schema: SCHEMA, logger }).then(async (made) => {
      await made.migrate();
      return made;
    });
    return utils;
  };

  const taskList: TaskList = Object.fromEntries(
    registeredTasks().map((task) => [
      task,
      async (payload, helpers) => {
        try {
          await runJob(task, payload, {
            db: await db(),
            jobId: helpers.job.id,
            attempt: helpers.job.attempts,
            maxAttempts: helpers.job.max_attempts,
          });
        } catch (error) {
          // A payload that can never run: used up at once (not retried), so it shows as dead.
          if (error instanceof PermanentJobError) {
            await helpers.withPgClient((client) =>
              client.query(`update ${SCHEMA}._private_jobs set max_attempts = attempts where id = $1`, [helpers.job.id]),
            );
          }
          throw error;
        }
      },
    ]),
  );

  return {
    kind: "graphile-worker",
    async add(task, payload, options) {
      await (await workerUtils()).addJob(task, (payload ?? {}) as object, {
        jobKey: options?.jobKey,
        runAt: options?.runAt,
        maxAttempts: options?.maxAttempts ?? jobDefinition(task)?.maxAttempts,
      });
    },
    async start() {
      if (runner) return;
      runner = await run({
        pgPool: pool,
        schema: SCHEMA,
        taskList,
        parsedCronItems: parseCronItems(registeredSchedules().map((s) => ({ task: s.task, match: s.match, identifier: s.identifier }))),
        concurrency: settings.concurrency,
        pollInterval: settings.pollMs,
        noHandleSignals: true,
        logger,
      });
    },
    async stop() {
      const stopping = runner;
      runner = null;
      await stopping?.stop();
      await (await utils?.catch(() => null))?.release();
      await pool.end();
    },
    async dead(limit) {
      await workerUtils();
      const { rows } = await pool.query<{ id: string; task_identifier: string; payload: unknown; attempts: number; last_error: string | null; updated_at: Date }>(
        `select j.id::text, t.identifier as task_identifier, j.payload, j.attempts, j.last_error, j.updated_at
           from ${SCHEMA}._private_jobs j join ${SCHEMA}._private_tasks t on t.id = j.task_id
          where j.attempts >= j.max_attempts and j.locked_at is null
          order by j.updated_at desc
          limit $1`,
        [limit],
      );
      return rows.map((r): DeadJob => ({
        id: r.id,
        task: r.task_identifier,
        payload: r.payload,
        attempts: r.attempts,
        lastError: r.last_error?.slice(0, 500) ?? null,
        failedAt: r.updated_at.toISOString(),
      }));
    },
    async retry(id) {
      if (!/^\d{1,18}$/.test(id)) return false;
      // From its first attempt again (graphile-worker's rescheduleJobs cannot set attempts to 0).
      const retried = await pool.query(
        `update ${SCHEMA}._private_jobs set attempts = 0, run_at = now(), updated_at = now()
          where id = $1 and attempts >= max_attempts and locked_at is null`,
        [id],
      );
      return retried.rowCount === 1;
    },
  };
}
