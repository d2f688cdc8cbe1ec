import "server-only";
import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { AppError } from "@/lib/platform/http/errors";
import { getDb } from "@/lib/platform/db/client";
import { rateLimits } from "@/lib/platform/db/schema";
import { env } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";
import { UNKNOWN_ADDRESS, clientAddressOf } from "./client-address";

export type Limit = { name: string; max: number; windowMs: number; message: string };

const MINUTE = 60_000;

const defineLimit = (name: string, max: number, minutes: number, message: string): Limit => ({ name, max, windowMs: minutes * MINUTE, message });

// Sign-in: every limit below counts failed sign-ins only (an attempt is counted before the password
// check, so parallel guesses cannot slip past, and given back when it succeeds). The "Sign-in
// limits" table in docs/accounts.md explains how they fit together.

/** One address (an IPv6 /64), whatever accounts it tries, from devices not known to them. */
export const SIGN_IN_PER_ADDRESS = defineLimit("sign-in:address", 30, 15, "Too many failed sign-ins from your network.");

/** One account from one address: slows down the attacker's address, not the owner's. */
export const SIGN_IN_PER_ACCOUNT_ADDRESS = defineLimit(
  "sign-in:account-address", 5, 15, "Too many wrong passwords for this account from your network.",
);

/** One account from every device it does not know, across addresses: a ceiling on spread guessing. */
export const SIGN_IN_PER_ACCOUNT = defineLimit(
  "sign-in:account", 20, 15, "Too many failed sign-ins to this account from new devices; a device you signed in on before still can.",
);

/** One account on one device that signed in to it before: its own budget, untouched by the above. */
export const SIGN_IN_PER_KNOWN_DEVICE = defineLimit("sign-in:device", 5, 15, "Too many wrong passwords for this account on this device.");

/** Every sign-up attempt counts: each costs a password hash and may farm accounts. */
export const SIGN_UP_PER_ADDRESS = defineLimit("sign-up:address", 10, 60, "Too many new accounts from your network.");

// Mailed links (lib/accounts/recovery.ts): every request counts, whether or not the account exists.

/** Password reset mails asked from one address (an IPv6 /64), whatever the emails. */
export const RESET_PER_ADDRESS = defineLimit("reset:address", 10, 60, "Too many password reset requests from your network.");

/** Password reset mails asked for one email (as typed): the inbox is not flooded. */
export const RESET_PER_EMAIL = defineLimit("reset:email", 3, 60, "Too many password reset requests for this email.");

/** Links tried from one address (a reset confirmed, an email verified): each costs work, a reset a hash. */
export const LINK_PER_ADDRESS = defineLimit("link:address", 20, 15, "Too many attempts from your network.");

/** "Descargar mis datos" asked by one user: each is a job that reads all their rows. */
export const DATA_EXPORT_PER_USER = defineLimit("data-export:user", 3, 60, "Too many data downloads asked. Try again in an hour.");

/** Password changes from Perfil: each checks the current password and hashes the new one. */
export const PASSWORD_CHANGE_PER_USER = defineLimit("password-change:user", 5, 15, "Too many password changes. Try again later.");

/** Attempts to close an account: each checks the password. */
export const CLOSE_PER_USER = defineLimit("close:user", 5, 15, "Too many attempts to close the account. Try again later.");

/** Wrong answers to a confirmation before a risky move (lib/accounts/confirmations.ts); a right one gives its count back. */
export const CONFIRM_PER_USER = defineLimit("confirm:user", 10, 15, "Too many wrong confirmations. Try again later.");

/** Verification mails a signed-in user asks again. */
export const VERIFY_RESEND_PER_USER = defineLimit("verify-resend:user", 3, 60, "Too many verification emails asked.");

/** The longest window above: rows older than this are dead and may be swept. */
const LONGEST_WINDOW_MS = 60 * MINUTE;

// Emails and addresses are hashed so the table holds no personal data and keys stay short.
const keyOf = (limit: Limit, subject: string) =>
  `${limit.name}:${createHash("sha256").update(subject).digest("base64url").slice(0, 32)}`;

export type Charge = { limit: Limit; subject: string };

/**
 * Counts one attempt against each limit in turn; throws RATE_LIMITED (429, Retry-After) at the
 * first whose count passes its maximum, after giving back what this attempt took, so a refused
 * attempt costs nothing and cannot lengthen anyone's lock. Each count is one atomic upsert, so
 * every instance sharing the database sees the same counter, and of N simultaneous attempts at
 * most `max` get through; the database's clock decides when a window has expired.
 */
export async function consumeAll(charges: Charge[]): Promise<void> {
  const taken: Charge[] = [];
  for (const charge of charges) {
    const row = await increment(charge);
    taken.push(charge);
    if (row.count > charge.limit.max) {
      await Promise.all(taken.map(refund));
      const minutes = Math.ceil(row.retryAfter / 60);
      throw new AppError(
        "RATE_LIMITED",
        `${charge.limit.message} Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        { retryAfterSeconds: row.retryAfter },
        { "Retry-After": String(row.retryAfter) },
      );
    }
  }
}

export const consume = (limit: Limit, subject: string) => consumeAll([{ limit, subject }]);

async function increment({ limit, subject }: Charge): Promise<{ count: number; retryAfter: number }> {
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
  return row ?? { count: 0, retryAfter: 1 };
}

/** Gives one attempt back (a success is not a failure); best effort, never below zero. */
export async function refund({ limit, subject }: Charge): Promise<void> {
  try {
    const db = await getDb();
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, keyOf(limit, subject)));
  } catch (error) {
    log.warn({ err: error }, "rate limit refund failed");
  }
}

/** Forgets the counter of `subject` (a right password forgives the failures of its own pair or device). */
export async function reset({ limit, subject }: Charge): Promise<void> {
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

type WithPeerHeader = typeof globalThis & { __saldoPeerHeader?: string };
let warnedNoPeer = false;

/**
 * The client's address: the connection's, which server.mjs stamps on every request in a private
 * header it names in a global, or, behind TRUST_PROXY trusted proxies, the one the outermost of
 * them saw (see client-address.ts). Started without server.mjs, the app cannot know any address:
 * every request is then "unknown", one shared bucket, rather than whatever a client claims.
 */
export function clientAddress(headers: Headers): string {
  const header = (globalThis as WithPeerHeader).__saldoPeerHeader;
  if (!header) {
    if (!warnedNoPeer) log.error("started without server.mjs: client addresses are unknown and all clients share one rate-limit bucket");
    warnedNoPeer = true;
    return UNKNOWN_ADDRESS;
  }
  return clientAddressOf(headers.get(header), headers.get("x-forwarded-for"), env.TRUST_PROXY);
}
