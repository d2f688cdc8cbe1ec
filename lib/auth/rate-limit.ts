import "server-only";
import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";
import { log } from "@/lib/log";

export type Limit = { name: string; max: number; windowMs: number; message: string };

const MINUTE = 60_000;

/** Per account, only failures count: a successful sign-in clears the account's counter. */
export const SIGN_IN_PER_ACCOUNT: Limit = {
  name: "sign-in:account",
  max: 5,
  windowMs: 15 * MINUTE,
  message: "Too many wrong passwords for this account.",
};
/** Per address, every attempt counts, whichever accounts it tries. */
export const SIGN_IN_PER_ADDRESS: Limit = {
  name: "sign-in:address",
  max: 30,
  windowMs: 15 * MINUTE,
  message: "Too many sign-in attempts from your network.",
};
export const SIGN_UP_PER_ADDRESS: Limit = {
  name: "sign-up:address",
  max: 10,
  windowMs: 60 * MINUTE,
  message: "Too many new accounts from your network.",
};

/** The longest window above: rows older than this are dead and may be swept. */
const LONGEST_WINDOW_MS = 60 * MINUTE;

// Emails and addresses are hashed so the table holds no personal data and keys stay short.
const keyOf = (limit: Limit, subject: string) =>
  `${limit.name}:${createHash("sha256").update(subject).digest("base64url").slice(0, 32)}`;

/**
 * Counts one event against `limit` for `subject` and throws RATE_LIMITED (429, Retry-After) once
 * the count passes the maximum. One atomic upsert, so every instance sharing the database sees
 * the same counter; the database's clock decides when a window has expired and starts a new one.
 */
export async function consume(limit: Limit, subject: string): Promise<void> {
  const db = await getDb();
  const seconds = Math.ceil(limit.windowMs / 1000);
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${seconds}::int)`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(limit, subject), count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // Both expressions read the row as it was before this update.
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${seconds}::int) - now()))))::int`,
    });
  if (Math.random() < 0.01) void sweep();
  if (!row || row.count <= limit.max) return;
  const minutes = Math.ceil(row.retryAfter / 60);
  throw new AppError(
    "RATE_LIMITED",
    `${limit.message} Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfterSeconds: row.retryAfter },
    { "Retry-After": String(row.retryAfter) },
  );
}

/** Forgets the counter of `subject` (a successful sign-in forgives the account's failures). */
export async function reset(limit: Limit, subject: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(limit, subject)));
}

/** Drops counters whose window ended long ago; best effort, occasionally, from consume(). */
async function sweep(): Promise<void> {
  try {
    const db = await getDb();
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${2 * LONGEST_WINDOW_MS / 1000}::int)`));
  } catch (error) {
    log.warn({ err: error }, "rate limit sweep failed");
  }
}

/**
 * The client's address: the first X-Forwarded-For entry, else X-Real-IP, else "unknown".
 * These headers are only as honest as what is in front of the app: a reverse proxy there must SET
 * them to the connecting address (nginx: `proxy_set_header X-Forwarded-For $remote_addr;`), not
 * append to what the client sent, or a client can pick its own address and escape the
 * per-address limits (the per-account limit does not depend on the address).
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const real = headers.get("x-real-ip")?.trim();
  return (forwarded || real || "unknown").slice(0, 100);
}
