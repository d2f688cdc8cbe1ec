import "server-only";
import { sealData, unsealData } from "iron-session";
import { cookies, headers } from "next/headers";
import { findUserWithSessionVersion, sessionVersionOf, type User } from "@/lib/accounts/users";
import { env } from "@/lib/platform/env";
import { sessionSecret } from "@/lib/platform/secrets";
import { ABSOLUTE_MS, sessionVerdict } from "./session-policy";
import { SealMemo, sealExpiry } from "./seal-memo";
import { beginSession, endSession as endSessionRow, sessionById, touchSession, type EndReason, type SessionRow } from "./sessions";

export { ABSOLUTE_MS, IDLE_MS } from "./session-policy";

/** What the cookie holds: the session's id and the user's session version it was issued under. */
export type SessionData = { sid?: string; version?: number };

const production = env.NODE_ENV === "production";

export const SESSION_COOKIE = production ? "__Host-saldo_session" : "saldo_session";

/** The seal's own lifetime; the session's idle and absolute limits are its row's (sessions.ts). */
const TTL_SECONDS = ABSOLUTE_MS / 1000;
// As iron-session sets it: the browser drops the cookie a minute before the seal expires.
const COOKIE_OPTIONS = { httpOnly: true, sameSite: "lax", secure: production, path: "/", maxAge: TTL_SECONDS - 60 } as const;

type CookieStore = Awaited<ReturnType<typeof cookies>>;

// Per process (Next.js may load this module more than once): the plaintext of cookies that
// unsealed lately. A browser sends one cookie for hours, so most requests skip the decryption (Web
// Crypto, about a sixth of a signed-in request's CPU). ~0.3 KB an entry.
const holder = globalThis as typeof globalThis & { __saldoOpenedSeals?: SealMemo<Readonly<SessionData>> };
const opened = (holder.__saldoOpenedSeals ??= new SealMemo(4_000, 10 * 60_000));

let password: string | undefined;
const passwordOf = () => (password ??= sessionSecret());

/** What the cookie holds; {} for anything that does not unseal (forged, expired, another key). */
async function open(sealed: string, now: number): Promise<Readonly<SessionData>> {
  const known = opened.get(sealed, now);
  if (known) return known;
  let data: SessionData;
  try {
    data = await unsealData<SessionData>(sealed, { password: passwordOf(), ttl: TTL_SECONDS });
  } catch {
    return {};
  }
  if (typeof data.sid === "string") opened.set(sealed, Object.freeze({ sid: data.sid, version: data.version }), now, sealExpiry(sealed));
  return data;
}

const clear = (store: CookieStore) => store.set(SESSION_COOKIE, "", { ...COOKIE_OPTIONS, maxAge: 0 });

/** The session row the cookie names, while it is live at `now` (ending it when its time is up). */
async function liveRow(data: Readonly<SessionData>, now: number): Promise<SessionRow | null> {
  if (!data.sid || !Number.isInteger(data.version)) return null;
  let row = await sessionById(data.sid);
  let verdict = row ? sessionVerdict({ issuedAt: row.createdAt, lastSeenAt: row.lastSeenAt }, now) : "none";
  // A kept copy's last activity can be behind another instance's: time is up only on a fresh read.
  if (row && verdict === "expired") {
    row = await sessionById(data.sid, { fresh: true });
    verdict = row ? sessionVerdict({ issuedAt: row.createdAt, lastSeenAt: row.lastSeenAt }, now) : "none";
    if (row && verdict === "expired") await endSessionRow(row.userId, row.id, "expired");
  }
  if (!row || row.endedAt !== null || row.version !== data.version || (verdict !== "live" && verdict !== "touch")) return null;
  if (verdict === "touch") await touchSession(row.id, now);
  return row;
}

/** The signed-in user and the session they are in, or null (see currentUser). */
export async function currentSession(now = Date.now(), { mutate = true } = {}): Promise<{ user: User; sessionId: string } | null> {
  const store = await cookies();
  const sealed = store.get(SESSION_COOKIE)?.value;
  if (!sealed) return null;
  const row = await liveRow(await open(sealed, now), now);
  const found = row && (await findUserWithSessionVersion(row.userId));
  if (!row || !found || found.sessionVersion !== row.version) {
    if (mutate) clear(store);
    return null;
  }
  const { id, email, name, country, createdAt } = found;
  return { user: { id, email, name, country, createdAt }, sessionId: row.id };
}

/**
 * The signed-in user, or null when there is no live session: expired (idle or absolute), ended
 * (signed out, ended from another device or from a mail, or all of them by a password reset), or
 * of a user who no longer exists. Two reads, of copies kept as fresh as a read (sessions.ts,
 * users.ts), so an end anywhere counts from the next request on every instance. Activity is
 * written to the session's row every few minutes. A dead session's cookie is cleared; Server
 * Components cannot write cookies: they pass `mutate: false`.
 */
export async function currentUser(now = Date.now(), options: { mutate?: boolean } = {}): Promise<User | null> {
  return (await currentSession(now, options))?.user ?? null;
}

/**
 * Starts a new session for the user (a fresh cookie, never the one sent before sign-in). With
 * `endLink`, answers the token of a link that ends it (for the new-device mail).
 */
export async function startSession(userId: string, address: string | null, { endLink = false } = {}): Promise<{ id: string; endToken: string | null }> {
  const version = await sessionVersionOf(userId);
  if (version === null) throw new Error("startSession: no such user");
  const userAgent = (await headers()).get("user-agent") ?? "";
  const begun = await beginSession(userId, version, { userAgent, address }, { endLink });
  const sealed = await sealData({ sid: begun.id, version } satisfies SessionData, { password: passwordOf(), ttl: TTL_SECONDS });
  (await cookies()).set(SESSION_COOKIE, sealed, COOKIE_OPTIONS);
  return begun;
}

/** Signs out here: ends this session (other devices stay signed in) and clears its cookie. */
export async function endSession(reason: EndReason = "signed_out"): Promise<void> {
  const session = await currentSession();
  if (session) await endSessionRow(session.user.id, session.sessionId, reason);
  clear(await cookies());
}

/** Clears this browser's session cookie (its session was ended another way, e.g. the account closed). */
export async function clearSessionCookie(): Promise<void> {
  clear(await cookies());
}
