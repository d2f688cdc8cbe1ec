import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";

/** The channel every instance listens on (lib/platform/db/listen.ts). */
export const LIVE_CHANNEL = "saldo_operation_changes";

/** What a notice carries: ids only. A listener reads the row again; nothing else travels. */
export type LiveNotice = { o: string; u: string };

/**
 * Announces that an operation changed. Run inside the change's transaction, the notice goes out
 * only when it commits (and never for one rolled back); outside one, at once. The same statement
 * on PostgreSQL and on the embedded database.
 */
export async function publishChange(db: Db, operationId: string, userId: string): Promise<void> {
  const notice: LiveNotice = { o: operationId, u: userId };
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** A notice's payload, or null when it is not one of ours. */
export function parseNotice(payload: string | undefined): LiveNotice | null {
  try {
    const value = JSON.parse(payload ?? "") as Partial<LiveNotice>;
    return typeof value.o === "string" && typeof value.u === "string" ? { o: value.o, u: value.u } : null;
  } catch {
    return null;
  }
}
