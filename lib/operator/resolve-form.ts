// The operator console's resolve form, as the browser checks it (no zod): the same rules as the
// route's schema in ./input.ts (resolve-form.test.ts holds them side by side).
import { isOneOf, lengthIssue, type FormCheck, type FormIssue } from "@/lib/rules/form-check";

export const RESOLUTIONS = ["confirmed", "failed", "dismiss"] as const;
export const NOTE_MIN = 5;
export const NOTE_MAX = 500;

export type ResolveOperationInput = { resolution: (typeof RESOLUTIONS)[number]; note: string };
export type ResolveMessages = { resolution: string; noteShort: string; noteLong: string };

/** A resolution, and a note of NOTE_MIN to NOTE_MAX characters once trimmed. */
export const resolveFormCheck =
  (messages: ResolveMessages): FormCheck<ResolveOperationInput> =>
  ({ resolution, note }) => {
    const issues: FormIssue[] = [];
    if (!isOneOf(RESOLUTIONS, resolution)) issues.push({ path: "resolution", code: "invalid_value", message: messages.resolution });
    const trimmed = typeof note === "string" ? note.trim() : "";
    const noteIssue =
      typeof note === "string"
        ? lengthIssue("note", trimmed, { min: NOTE_MIN, max: NOTE_MAX, tooShort: messages.noteShort, tooLong: messages.noteLong })
        : { path: "note", code: "invalid_type", message: messages.noteShort };
    if (noteIssue) issues.push(noteIssue);
    return { values: { resolution, note: trimmed }, issues };
  };
