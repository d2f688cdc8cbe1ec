// The agenda's forms: the name of a saved bill, and a new one's identifiers. The rules are the
// BFF's (lib/saved-accounts/input.ts: a name of at most 60 characters, "" clears it; the fields'
// rules in lib/rules/identifier.ts); messages arrive already worded in the user's language.
import type { QueryField } from "@/lib/provider/types";
import { lengthIssue, type FormCheck, type FormIssue } from "@/lib/rules/form-check";
import type { FieldProblem } from "@/lib/rules/identifier";
import { queryFormCheck } from "@/lib/payments/bills/query-input";
import { ALIAS_MAX } from "./alias";

export type RenameForm = { alias: string };
export type NewAdhesionForm = { alias: string; fields: Record<string, string> };

/** The name trimmed, and a problem when it is too long. */
const aliasOf = (alias: string, tooLong: string): [string, FormIssue | null] => {
  const trimmed = alias.trim();
  return [trimmed, lengthIssue("alias", trimmed, { max: ALIAS_MAX, tooLong })];
};

/** Renaming: the new name, or nothing to go back to the company's name. */
export const renameFormCheck =
  (messages: { aliasTooLong: string }): FormCheck<RenameForm> =>
  (values) => {
    const [alias, issue] = aliasOf(values.alias, messages.aliasTooLong);
    return { values: { alias }, issues: issue ? [issue] : [] };
  };

/** A new saved bill: the chosen modality's fields, and an optional name. */
export function newAdhesionFormCheck(
  fields: QueryField[],
  messages: { aliasTooLong: string; describe: (problem: FieldProblem, field: QueryField) => string },
): FormCheck<NewAdhesionForm> {
  const checkFields = queryFormCheck(fields, messages.describe, "fields.");
  return (values) => {
    const [alias, issue] = aliasOf(values.alias, messages.aliasTooLong);
    const checked = checkFields(values.fields);
    return { values: { alias, fields: checked.values }, issues: [...(issue ? [issue] : []), ...checked.issues] };
  };
}
