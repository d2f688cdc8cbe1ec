// The complaint forms as the browser checks them (no zod): the same rules as the routes' schemas in
// ./input.ts, both built from ./rules.ts (form-check.test.ts holds them side by side).
import { isOneOf, type FormCheck, type FormIssue } from "@/lib/rules/form-check";
import {
  ANSWER_MAX, COMPLAINT_ACTIONS, COMPLAINT_REASONS, NOTE_MAX, actionNeedsAnswer, cleanText, noteRequired, textProblem,
  type ComplaintAction, type ComplaintReason, type TextProblem,
} from "./rules";

export type FileComplaintInput = { reason: ComplaintReason; note: string };
export type ComplaintActionInput = { action: ComplaintAction; answer: string };

export type FileMessages = { reason: string } & Record<TextProblem, string>;
export type ActionMessages = { action: string } & Record<TextProblem, string>;

const CODE: Record<TextProblem, string> = { required: "too_small", tooLong: "too_big", invalid: "custom" };

function textIssue(path: string, value: unknown, rule: { max: number; required: boolean }, messages: Record<TextProblem, string>) {
  const cleaned = typeof value === "string" ? cleanText(value) : null;
  const problem = textProblem(cleaned, rule);
  const issue: FormIssue | null = problem ? { path, code: CODE[problem], message: messages[problem] } : null;
  return { cleaned: cleaned ?? "", issue };
}

/** A reason from the list, and a note of at most NOTE_MAX characters (required for OTHER). */
export const fileComplaintCheck =
  (messages: FileMessages): FormCheck<FileComplaintInput> =>
  ({ reason, note }) => {
    const issues: FormIssue[] = [];
    const known = isOneOf(COMPLAINT_REASONS, reason);
    if (!known) issues.push({ path: "reason", code: "invalid_value", message: messages.reason });
    const text = textIssue("note", note ?? "", { max: NOTE_MAX, required: known && noteRequired(reason) }, messages);
    if (text.issue) issues.push(text.issue);
    return { values: { reason, note: text.cleaned }, issues };
  };

/** An action, and an answer of at most ANSWER_MAX characters (required to resolve or reject). */
export const complaintActionCheck =
  (messages: ActionMessages): FormCheck<ComplaintActionInput> =>
  ({ action, answer }) => {
    const issues: FormIssue[] = [];
    const known = isOneOf(COMPLAINT_ACTIONS, action);
    if (!known) issues.push({ path: "action", code: "invalid_value", message: messages.action });
    const text = textIssue("answer", answer ?? "", { max: ANSWER_MAX, required: known && actionNeedsAnswer(action) }, messages);
    if (text.issue) issues.push(text.issue);
    return { values: { action, answer: text.cleaned }, issues };
  };
