import { z } from "zod";
import { complaintActionCheck, fileComplaintCheck, type ActionMessages, type FileMessages } from "./form-check";
import type { FormCheck } from "@/lib/rules/form-check";

/** A zod schema that answers exactly as a form's check does (one rule, both sides). */
const fromCheck = <T extends Record<string, unknown>>(check: FormCheck<T>) =>
  z
    .object({}, { error: "The body must be a JSON object." })
    .loose()
    .transform((value, ctx) => {
      const result = check(value as T);
      for (const issue of result.issues) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
      return result.values;
    });

const FILE_MESSAGES: FileMessages = {
  reason: "Choose one of the reasons.",
  required: "Tell us what happened.",
  tooLong: "Keep it under 1000 characters.",
  invalid: "The text holds characters that cannot be kept.",
};

const ACTION_MESSAGES: ActionMessages = {
  action: "The action must be review, resolve or reject.",
  required: "Write the answer the user will read.",
  tooLong: "Keep the answer under 1000 characters.",
  invalid: "The answer holds characters that cannot be kept.",
};

/** POST /api/operations/{id}/complaints. */
export const fileComplaintSchema = fromCheck(fileComplaintCheck(FILE_MESSAGES));
/** POST /api/operator/complaints/{id}. */
export const complaintActionSchema = fromCheck(complaintActionCheck(ACTION_MESSAGES));

/** GET /api/operator/complaints. */
export const operatorComplaintsQuery = z.object({ state: z.enum(["open", "closed"]).default("open") });
