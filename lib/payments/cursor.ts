import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { operations } from "@/lib/platform/db/schema";

// The list's cursor is the id of the last operation shown, wrapped so pages treat it as opaque
// (and so the format can change without breaking a saved link in a way that looks valid).

const PREFIX = "op1:";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

export function encodeCursor(operationId: string): string {
  return Buffer.from(`${PREFIX}${operationId}`, "utf8").toString("base64url");
}

/** The operation id inside a cursor; null when it is not one of ours. */
export function decodeCursor(cursor: string): string | null {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  if (!text.startsWith(PREFIX)) return null;
  const id = text.slice(PREFIX.length);
  return isUuid(id) ? id.toLowerCase() : null;
}

/**
 * Rows after the anchor operation in newest-first order, compared row against row in the
 * database so timestamps keep their full precision.
 */
export const olderThan = (anchorId: string): SQL =>
  sql`(${operations.createdAt}, ${operations.id}) < (select o.created_at, o.id from operations o where o.id = ${anchorId})`;

/** One page out of `limit + 1` rows, and the cursor of the next page when there is one. */
export function pageOf<T>(rows: T[], limit: number, idOf: (row: T) => string): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(idOf(last)) : null };
}
