// POST /api/operator/operations/{id}/resolve, and the console's form: one schema, with the
// console's messages in the operator's language or the route's in English. zod/mini, so the
// browser loads no more of zod than it needs.
import "@/lib/platform/zod-browser";
import * as z from "zod/mini";
import { NOTE_MAX, NOTE_MIN, RESOLUTIONS } from "./resolutions";

export type ResolveMessages = { resolution: string; noteShort: string; noteLong: string };

/**
 * An unsettled operation is resolved as confirmed or failed; a settled one can only have its flag
 * dismissed (final states never change). The note says what was checked, trimmed.
 */
export const resolveFormSchema = (messages: ResolveMessages) =>
  z.object({
    resolution: z.enum(RESOLUTIONS, { error: messages.resolution }),
    note: z.string({ error: messages.noteShort }).check(z.trim(), z.minLength(NOTE_MIN, messages.noteShort), z.maxLength(NOTE_MAX, messages.noteLong)),
  });

export const resolveOperationSchema = resolveFormSchema({
  resolution: "Choose a resolution.",
  noteShort: `Say what you checked (at least ${NOTE_MIN} characters).`,
  noteLong: `Keep the note under ${NOTE_MAX} characters.`,
});

export type ResolveOperationInput = z.output<typeof resolveOperationSchema>;
