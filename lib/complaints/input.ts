// The complaint forms' schemas, one per form, built from ./rules.ts: the pages' forms resolve with
// them in the user's words, the routes parse with them in English. zod/mini, so the browser loads
// no more of zod than these need.
import "@/lib/platform/zod-browser";
import * as z from "zod/mini";
import {
  ANSWER_MAX, COMPLAINT_ACTIONS, COMPLAINT_REASONS, NOTE_MAX, actionNeedsAnswer, cleanText, noteRequired,
  type TextProblem,
} from "./rules";

export type FileMessages = { reason: string } & Record<TextProblem, string>;
export type ActionMessages = { action: string } & Record<TextProblem, string>;

const BODY = "The body must be a JSON object.";

/**
 * A free text as it is kept (./rules.ts `cleanText`: one line, trimmed), of at most `max`
 * characters; left out, it is "". Whether it may be empty depends on the other field (`required`).
 */
const text = (max: number, messages: Record<TextProblem, string>) =>
  z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string({ error: messages.invalid }))),
      z.transform((value, ctx) => {
        const cleaned = cleanText(value ?? "");
        if (cleaned === null) ctx.issues.push({ code: "custom", message: messages.invalid, input: value });
        return cleaned ?? "";
      }),
    ),
    z.string().check(z.maxLength(max, messages.tooLong)),
  );

/** The text under `field` is required when `needed` says so of the form. */
const required = <T extends Record<string, unknown>>(field: keyof T & string, needed: (form: T) => boolean, message: string) =>
  z.superRefine<T>((form, ctx) => {
    if (form[field] === "" && needed(form)) ctx.addIssue({ code: "custom", path: [field], message, input: form[field] });
  });

/** A reason from the list, and a note of at most NOTE_MAX characters (required for OTHER). */
export const fileComplaintFormSchema = (messages: FileMessages) =>
  z
    .object({ reason: z.enum(COMPLAINT_REASONS, { error: messages.reason }), note: text(NOTE_MAX, messages) }, { error: BODY })
    .check(required("note", (form) => noteRequired(form.reason), messages.required));

/** An action, and an answer of at most ANSWER_MAX characters (required to resolve or reject). */
export const complaintActionFormSchema = (messages: ActionMessages) =>
  z
    .object({ action: z.enum(COMPLAINT_ACTIONS, { error: messages.action }), answer: text(ANSWER_MAX, messages) }, { error: BODY })
    .check(required("answer", (form) => actionNeedsAnswer(form.action), messages.required));

/** POST /api/operations/{id}/complaints. */
export const fileComplaintSchema = fileComplaintFormSchema({
  reason: "Choose one of the reasons.",
  required: "Tell us what happened.",
  tooLong: "Keep it under 1000 characters.",
  invalid: "The text holds characters that cannot be kept.",
});

/** POST /api/operator/complaints/{id}. */
export const complaintActionSchema = complaintActionFormSchema({
  action: "The action must be review, resolve or reject.",
  required: "Write the answer the user will read.",
  tooLong: "Keep the answer under 1000 characters.",
  invalid: "The answer holds characters that cannot be kept.",
});

export type FileComplaintForm = z.input<typeof fileComplaintSchema>;
export type FileComplaintInput = z.output<typeof fileComplaintSchema>;
export type ComplaintActionForm = z.input<typeof complaintActionSchema>;
export type ComplaintActionInput = z.output<typeof complaintActionSchema>;

/** GET /api/operator/complaints. */
export const operatorComplaintsQuery = z.object({ state: z._default(z.enum(["open", "closed"]), "open") });
