import { z } from "zod";
import { catalogIdSchema } from "@/lib/rules/schemas";
import { queryDataSchema } from "@/lib/catalog/input";
import { aliasInput } from "./adhesion-input";

// The forms' schemas, shared with the pages, are in ./adhesion-input.ts (zod/mini).
export { adhesionUpdateSchema, saveAccountSchema, type AdhesionUpdateInput } from "./adhesion-input";

/** "true"/"1" or "false"/"0" in a query string; absent is false. */
const flag = (name: string) =>
  z
    .enum(["true", "false", "1", "0"], { error: `${name} must be true or false.` })
    .optional()
    .transform((value) => value === "true" || value === "1");

/** GET /api/agenda/adhesions: paused reminders only with `all`, each one's notifications with `notifications`. */
export const adhesionListQuerySchema = z.object({ all: flag("all"), notifications: flag("notifications") });

/** POST /api/agenda/adhesions: a reminder for the bills found with these identifiers (checked against the modality in lib/catalog). */
export const adhesionCreateSchema = z.object({
  companyCode: catalogIdSchema("company"),
  modalityId: catalogIdSchema("way to identify your bill"),
  queryData: queryDataSchema,
  alias: z.optional(aliasInput),
});

export type AdhesionCreateInput = z.output<typeof adhesionCreateSchema>;
