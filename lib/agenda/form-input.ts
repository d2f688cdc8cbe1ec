// The agenda's forms: the name of a saved bill, and a new one's identifiers. The rules are the
// BFF's (lib/validations/agenda.ts: a name of at most 60 characters, "" clears it; the fields'
// rules in lib/rules/identifier.ts); messages arrive already worded in the user's language.
import { z } from "zod";
import type { QueryField } from "@/lib/provider/types";
import type { FieldProblem } from "@/lib/rules/identifier";
import { ALIAS_MAX } from "./input";
import { queryFormSchema } from "@/lib/bills/query-input";

const aliasSchema = (tooLong: string) => z.string().trim().max(ALIAS_MAX, tooLong);

/** Renaming: the new name, or nothing to go back to the company's name. */
export const renameFormSchema = (messages: { aliasTooLong: string }) => z.object({ alias: aliasSchema(messages.aliasTooLong) });

/** A new saved bill: the chosen modality's fields, and an optional name. */
export function newAdhesionFormSchema(
  fields: QueryField[],
  messages: { aliasTooLong: string; describe: (problem: FieldProblem, field: QueryField) => string },
) {
  return z.object({ alias: aliasSchema(messages.aliasTooLong), fields: queryFormSchema(fields, messages.describe) });
}

export type RenameForm = z.input<ReturnType<typeof renameFormSchema>>;
export type NewAdhesionForm = z.input<ReturnType<typeof newAdhesionFormSchema>>;
