import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/platform/http/errors";

// Opaque page cursors: base64url of a small JSON position, checked with a schema on the way back
// in, so a tampered cursor is a 400 and never reaches SQL as anything but typed values.

export function encodeCursor(position: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(position), "utf8").toString("base64url");
}

export function decodeCursor<T>(schema: z.ZodType<T>, cursor: string | undefined): T | null {
  if (!cursor) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AppError("INVALID_INPUT", "That page cursor is not valid.", { cursor: ["is not valid"] });
  return parsed.data;
}

/** Where a list ordered by a numeric id, newest first, stopped. */
export const idCursor = z.object({ id: z.number().int().positive() });
