// A form's check as the browser runs it: a plain function from the typed values to the values to
// send and the problems found, each under its field's path with a code and the words to show.
// The forms' checks are built from the rules in this folder (the same the BFF applies through its
// zod schemas), so the browser gets the rules without a schema library (components/forms).

/** One problem: `path` is the field's name ("fields.clientNumber" for a nested one). */
export type FormIssue = {
  path: string;
  /** The kind of problem, as zod names it ("too_small", "too_big", "invalid_format", "custom"…). */
  code: string;
  message: string;
};

export type FormCheck<In, Out = In> = (values: In) => { values: Out; issues: FormIssue[] };

/** A text's length rules, checked in zod's order: too short, then too long. */
export function lengthIssue(
  path: string,
  value: string,
  rule: { min?: number; max?: number; tooShort?: string; tooLong?: string },
): FormIssue | null {
  if (rule.min !== undefined && value.length < rule.min) return { path, code: "too_small", message: rule.tooShort ?? "" };
  if (rule.max !== undefined && value.length > rule.max) return { path, code: "too_big", message: rule.tooLong ?? "" };
  return null;
}

/** True when `value` is one of `choices` (a select, a radio group). */
export const isOneOf = <T extends string>(choices: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (choices as readonly string[]).includes(value);
