import { ApiError } from "@/lib/client/api";

export type LinkProblem = "invalid" | "expired" | "used";

/** Why the server refused a mailed link (details.token: [problem]), or null for any other refusal. */
export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const problem = (error.details?.token as unknown[] | undefined)?.[0];
  return problem === "invalid" || problem === "expired" || problem === "used" ? problem : null;
}
