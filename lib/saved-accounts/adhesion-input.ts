// The forms of "Mis cuentas", one schema each: a saved bill's name (renaming it, saving a paid
// account) and a new one's identifiers. The pages resolve with them in the user's words; the
// routes parse with them, or with the name's schema inside theirs (./input.ts), in English.
// zod/mini, so the browser loads no more of zod than it needs.
import "@/lib/platform/zod-browser";
import * as z from "zod/mini";
import { queryFieldsSchema, type DescribeProblem } from "@/lib/catalog/query-fields";
import type { QueryField } from "@/lib/provider/types";
import { ALIAS_MAX } from "./alias";

export type NameMessages = { aliasTooLong: string };

/** A saved bill's name: trimmed, at most ALIAS_MAX characters ("" clears it). */
export const aliasSchema = (tooLong: string) =>
  z.string({ error: "The name must be text." }).check(z.trim(), z.maxLength(ALIAS_MAX, tooLong));

const ALIAS_TOO_LONG = `Use at most ${ALIAS_MAX} characters for the name.`;
export const aliasInput = aliasSchema(ALIAS_TOO_LONG);

/** Renaming a saved bill, or naming a paid one to save it: the name, or "" for the company's. */
export const accountNameSchema = (messages: NameMessages) => z.object({ alias: aliasSchema(messages.aliasTooLong) });

/** POST /api/operations/{id}/account: save the paid account, with an optional nickname. */
export const saveAccountSchema = z.partial(accountNameSchema({ aliasTooLong: ALIAS_TOO_LONG }));

/** PATCH /api/agenda/adhesions/{agendaId}: rename ("" clears the name), pause or resume. */
export const adhesionUpdateSchema = z
  .extend(saveAccountSchema, { isAdhered: z.optional(z.boolean({ error: "isAdhered must be true or false." })) })
  .check(z.refine((input) => input.alias !== undefined || input.isAdhered !== undefined, "Send a new name (alias) or isAdhered."));

/** A new saved bill (POST /api/agenda/adhesions takes its fields as queryData): the modality's fields and an optional name. */
export const newAdhesionFormSchema = (fields: QueryField[], messages: NameMessages & { describe: DescribeProblem }) =>
  z.object({ alias: aliasSchema(messages.aliasTooLong), fields: queryFieldsSchema(fields, messages.describe) });

export type AccountNameForm = z.output<ReturnType<typeof accountNameSchema>>;
/** A new saved bill's form: the name and one text per field (checked, the texts come back trimmed). */
export type NewAdhesionForm = z.output<ReturnType<typeof newAdhesionFormSchema>>;
export type AdhesionUpdateInput = z.output<typeof adhesionUpdateSchema>;
