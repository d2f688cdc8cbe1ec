import "server-only";
import type { User } from "@/lib/accounts/users";
import { addJob, deadJobs, jobEngineKind, retryJob } from "@/lib/platform/jobs";
import type { ScheduledTask } from "@/lib/operator/scheduled-tasks";
import type { DeadJob } from "@/lib/platform/jobs/types";
import { AppError } from "@/lib/platform/http/errors";
import { log } from "@/lib/platform/log";

export type DeadJobsView = { engine: "graphile-worker" | "embedded"; dead: DeadJob[] };

/** The jobs that used up their attempts (the console's dead letters), newest first. */
export async function listDeadJobs(): Promise<DeadJobsView> {
  return { engine: jobEngineKind(), dead: await deadJobs(100) };
}

/** An operator runs a dead job again, from its first attempt (logged with who asked). */
export async function retryDeadJob(operator: User, id: string): Promise<void> {
  if (!(await retryJob(id))) throw new AppError("NOT_FOUND", "No dead job has this id (it may have been retried already).");
  log.info({ jobId: id, operator: operator.id }, "operator retried a dead job");
}

/** An operator runs a scheduled job now instead of at its next time (logged with who asked). */
export async function runScheduledJob(operator: User, task: ScheduledTask): Promise<void> {
  await addJob(task, {});
  log.info({ task, operator: operator.id }, "operator ran a scheduled job");
}
