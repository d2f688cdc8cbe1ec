import "server-only";
import { log } from "@/lib/platform/log";
import { jobDefinition } from "./definitions";
import type { JobContext } from "./types";

/** Thrown for a job that can never succeed (unknown task, payload that does not parse). */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}

/** Runs one job as both engines do: the payload checked against its definition, then run. */
export async function runJob(task: string, payload: unknown, context: JobContext): Promise<void> {
  const definition = jobDefinition(task);
  if (!definition) throw new PermanentJobError(`No job is called "${task}".`);
  const parsed = definition.payload.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError(`The payload of "${task}" does not fit: ${parsed.error.issues.map((i) => i.path.join(".") || "_").join(", ")}.`);
  const started = performance.now();
  await definition.run(parsed.data, context);
  log.debug({ task, jobId: context.jobId, attempt: context.attempt, ms: Math.round(performance.now() - started) }, "job done");
}
