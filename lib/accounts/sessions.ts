import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { databaseKind, getDb, type Db } from "@/lib/platform/db/client";
import { sessions } from "@/lib/platform/db/schema";
import { env } from "@/lib/platform/env";
import { hearingAccountChanges } from "./account-changes";
import { ABSOLUTE_MS, IDLE_MS } from "./session-policy";
import { ReadThroughMemo } from "./user-memo";

// Sessions as rows (docs/accounts.md): the cookie names one by id, and the server can end it. A
// request reads its session from a copy kept in this process where the copy is as fresh as a read
// (as users are, users.ts): every end written here forgets it, and on PostgreSQL every instance
// hears an end made by any other (account-changes.ts).

export type SessionRow = { id: string; userId: string; version: number; createdAt: number; lastSeenAt: number; endedAt: number | null };
export type EndReason = "signed_out" | "ended_by_user" | "ended_from_mail" | "password_reset" | "expired";

/** What the sessions list shows of one. */
export type SessionEntry = { id: string; userAgent: string; address: string | null; createdAt: Date; lastSeenAt: Date };

const holder = globalThis as typeof globalThis & { __saldoSessionRows?: ReadThroughMemo<SessionRow> };
const copies = (holder.__saldoSessionRows ??= new ReadThroughMemo<SessionRow>(4_000, env.DATABASE_URL ? 5_000 : 60_000));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_AGENT_MAX = 512;

const columns = {
  id: sessions.id,
  userId: sessions.userId,
  version: sessions.version,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  endedAt: sessions.endedAt,
};

type Selected = { id: string; userId: string; version: number; createdAt: Date; lastSeenAt: Date; endedAt: Date | null };
const toRow = (r: Selected): SessionRow => ({ ...r, createdAt: r.createdAt.getTime(), lastSeenAt: r.lastSeenAt.getTime(), endedAt: r.endedAt?.getTime() ?? null });

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Begins a session of the user, issued under their session `version`. With `endLink`, it also
 * makes the token of a link that ends this session (the new-device mail's), kept only as a hash.
 */
export async function beginSession(
  userId: string,
  version: number,
  from: { userAgent: string; address: string | null },
  { endLink = false } = {},
): Promise<{ id: string; endToken: string | null }> {
  const db = await getDb();
  const endToken = endLink ? randomBytes(32).toString("base64url") : null;
  const [row] = await db
    .insert(sessions)
    .values({ userId, version, userAgent: from.userAgent.slice(0, USER_AGENT_MAX), address: from.address, endTokenHash: endToken && hashOf(endToken) })
    .returning({ id: sessions.id });
  return { id: row!.id, endToken };
}

async function read(db: Db, id: string): Promise<SessionRow | null> {
  const [row] = await db.select(columns).from(sessions).where(eq(sessions.id, id)).limit(1);
  return row ? toRow(row) : null;
}

/**
 * The session with this id as a request needs it, or null. `fresh` reads the database whatever is
 * kept (a kept copy's last activity can be behind another instance's).
 */
export async function sessionById(id: string, { fresh = false } = {}): Promise<SessionRow | null> {
  // Ids come from sealed cookies, which only this app makes; anything else has no session.
  if (!UUID.test(id)) return null;
  const key = id.toLowerCase();
  const db = await getDb();
  if (fresh) {
    copies.forget(key);
    return read(db, key);
  }
  if ((await databaseKind()) === "pglite" || hearingAccountChanges("session", copies)) return copies.read(key, Date.now(), () => read(db, key));
  return read(db, key);
}

/** Records the session's activity now (the caller writes it at most every TOUCH_MS). */
export async function touchSession(id: string, now: number): Promise<void> {
  const db = await getDb();
  await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
  copies.forget(id.toLowerCase());
}

/** Ends the sessions `where` picks that are still going; answers their ids. */
async function endWhere(db: Db, where: ReturnType<typeof and>, reason: EndReason): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endedReason: reason })
    .where(and(where, isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  for (const { id } of ended) copies.forget(id);
  return ended.map((e) => e.id);
}

/** Ends one session of the user; false when it is not theirs or already ended. */
export async function endSession(userId: string, id: string, reason: EndReason): Promise<boolean> {
  if (!UUID.test(id)) return false;
  return (await endWhere(await getDb(), and(eq(sessions.userId, userId), eq(sessions.id, id.toLowerCase())), reason)).length > 0;
}

/** Ends every session of the user but `keep` (none when `keep` is null); answers how many ended. */
export async function endOtherSessions(userId: string, keep: string | null, reason: EndReason, db?: Db): Promise<number> {
  const where = keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : and(eq(sessions.userId, userId));
  return (await endWhere(db ?? (await getDb()), where, reason)).length;
}

/**
 * Ends the session a new-device mail's link names, once. Answers whose it was and whether this
 * ended it (false: it had ended already), or null for a token that names no session.
 */
export async function endSessionByToken(token: string): Promise<{ userId: string; ended: boolean } | null> {
  const db = await getDb();
  const [row] = await db.select({ id: sessions.id, userId: sessions.userId }).from(sessions).where(eq(sessions.endTokenHash, hashOf(token))).limit(1);
  if (!row) return null;
  const ended = await endWhere(db, and(eq(sessions.id, row.id)), "ended_from_mail");
  return { userId: row.userId, ended: ended.length > 0 };
}

/** The user's live sessions, the most recently used first. */
export async function liveSessionsOf(userId: string, now: number): Promise<SessionEntry[]> {
  const db = await getDb();
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, address: sessions.address, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        gt(sessions.createdAt, new Date(now - ABSOLUTE_MS)),
        gt(sessions.lastSeenAt, new Date(now - IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}
