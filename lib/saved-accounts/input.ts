import { z } from "zod";
import { catalogIdSchema } from "@/lib/rules/schemas";
import { queryDataSchema } from "@/lib/catalog/input";
import { ALIAS_MAX } from "./alias";

/** A saved bill's name: at most this long ("" clears it); the agenda's forms take the same (./alias.ts). */
export { ALIAS_MAX };

const aliasSchema = z.string({ error: "The name must be text." }).trim().max(ALIAS_MAX, `Use at most ${ALIAS_MAX} characters for the name.`);

/** "true"/"1" or "false"/"0" in a query string; absent is false. */
const flag = (name: string) =>
  z
    .enum(["true", "false", "1", "0"], { error: `${name} must be true or false.` })
    .optional()
    .transform((value) => value === "true" || value === "1");

/** GET /api/agenda/adhesions: paused reminders only with `all`, each one's notifications with `notifications`. */
export const adhesionListQuerySchema = z.object({ all: flag("all"), notifications: flag("notifications") });

/** POST /api/agenda/adhesions: a reminder for the bills found with these identifiers. */
export const adhesionCreateSchema = z.object({
  companyCode: catalogIdSchema("company"),
  modalityId: catalogIdSchema("way to identify your bill"),
  queryData: queryDataSchema,
  alias: aliasSchema.optional(),
});

/** PATCH /api/agenda/adhesions/{agendaId}: rename ("" clears the name), pause or resume. */
export const adhesionUpdateSchema = z
  .object({
    alias: aliasSchema.optional(),
    isAdhered: z.boolean({ error: "isAdhered must be true or false." }).optional(),
  })
  .refine((input) => input.alias !== undefined || input.isAdhered !== undefined, "Send a new name (alias) or isAdhered.");

export type AdhesionCreateInput = z.output<typeof adhesionCreateSchema>;
export type AdhesionUpdateInput = z.output<typeof adhesionUpdateSchema>;

/** POST /api/operations/{id}/account: save the paid account, with an optional nickname. */
export const saveAccountSchema = z.object({ alias: aliasSchema.optional() });
