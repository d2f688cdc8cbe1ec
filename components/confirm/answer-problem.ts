import type { ApiError } from "@/lib/client/api";

/** Why an answer to a confirmation was refused, as the dialog words it; `gone` ends the dialog's asking. */
export type AnswerProblem = "wrong" | "unverified" | "limited" | "gone" | "failed";

/** The refusal of POST /api/me/confirmations/{id}, for the field it was answered with. */
export function answerProblem(error: ApiError, field: "password" | "passkey"): AnswerProblem {
  if (error.status === 404) return "gone";
  if (error.status === 429) return "limited";
  if (error.status === 400 && error.details && field in error.details) return field === "password" ? "wrong" : "unverified";
  return "failed";
}
