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
  await publishChanges(db, [{ o: operationId, u: userId }]);
}

/** PostgreSQL's limit on a payload is 8,000 bytes; a notice takes about 80. */
const PAYLOAD_BYTES = 7_000;

/**
 * Announces several changes made in one transaction with as few notifications as their size
 * allows, usually one: every notifying commit takes a lock global to the database, so one per
 * batch, not one per operation, is what lets several instances share it.
 */
export async function publishChanges(db: Db, notices: LiveNotice[]): Promise<void> {
  const unique = [...new Map(notices.map((n) => [`${n.o}:${n.u}`, n])).values()];
  const payloads: string[] = [];
  let group: LiveNotice[] = [];
  for (const notice of unique) {
    if (group.length > 0 && JSON.stringify([...group, notice]).length > PAYLOAD_BYTES) {
      payloads.push(JSON.stringify(group));
      group = [];
    }
    group.push(notice);
  }
  if (group.length > 0) payloads.push(JSON.stringify(group.length === 1 ? group[0] : group));
  for (const payload of payloads) await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

const isNotice = (value: unknown): value is LiveNotice =>
  typeof value === "object" && value !== null && typeof (value as LiveNotice).o === "string" && typeof (value as LiveNotice).u === "string";

/** The notices a payload carries (one, or a batch's list); none when it is not ours. */
export function parseNotices(payload: string | undefined): LiveNotice[] {
  try {
    const value: unknown = JSON.parse(payload ?? "");
    const list = Array.isArray(value) ? value : [value];
    return list.filter(isNotice).map(({ o, u }) => ({ o, u }));
  } catch {
    return [];
  }
}
