import "server-only";
import { sealData, unsealData } from "iron-session";
import { cookies } from "next/headers";
import { findUserWithSessionVersion, revokeSessions, sessionVersionOf, type User } from "@/lib/accounts/users";
import { env } from "@/lib/platform/env";
import { sessionSecret } from "@/lib/platform/secrets";
import { ABSOLUTE_MS, TOUCH_MS, sessionVerdict } from "./session-policy";
import { SealMemo, sealExpiry } from "./seal-memo";

export { ABSOLUTE_MS, IDLE_MS } from "./session-policy";

/** `version` is the user's session version at sign-in; a sign-out anywhere raises it. */
export type SessionData = { userId?: string; issuedAt?: number; lastSeenAt?: number; version?: number };

const production = env.NODE_ENV === "production";

export const SESSION_COOKIE = production ? "__Host-saldo_session" : "saldo_session";

/** The seal's own lifetime; the session's idle and absolute limits are checked on every request. */
const TTL_SECONDS = ABSOLUTE_MS / 1000;
// As iron-session sets it: the browser drops the cookie a minute before the seal expires.
const COOKIE_OPTIONS = { httpOnly: true, sameSite: "lax", secure: production, path: "/", maxAge: TTL_SECONDS - 60 } as const;

type CookieStore = Awaited<ReturnType<typeof cookies>>;

// Per process (Next.js may load this module more than once): the plaintext of cookies that
// unsealed lately, and the cookie a touched one was replaced with. A browser sends one cookie for
// minutes on end, so most requests skip the decryption (Web Crypto, about a sixth of a signed-in
// request's CPU), and requests still carrying the cookie a touch replaced (sent before the
// browser took the new one, or by a client that never does) get that same replacement back for
// TOUCH_MS instead of a new seal each. ~0.5 KB an entry.
type Memos = { opened: SealMemo<Readonly<SessionData>>; touched: SealMemo<Promise<string>> };
const holder = globalThis as typeof globalThis & { __saldoSessionMemos?: Memos };
const memos = (holder.__saldoSessionMemos ??= {
  opened: new SealMemo(4_000, 10 * 60_000),
  touched: new SealMemo(1_000, TOUCH_MS),
});

let password: string | undefined;
const passwordOf = () => (password ??= sessionSecret());

/** What the cookie holds; {} for anything that does not unseal (forged, expired, another key). */
async function open(sealed: string, now: number): Promise<Readonly<SessionData>> {
  const known = memos.opened.get(sealed, now);
  if (known) return known;
  let data: SessionData;
  try {
    data = await unsealData<SessionData>(sealed, { password: passwordOf(), ttl: TTL_SECONDS });
  } catch {
    return {};
  }
  if (typeof data.userId === "string") remember(sealed, data, now);
  return data;
}

function remember(sealed: string, data: SessionData, now: number): void {
  memos.opened.set(sealed, Object.freeze({ ...data }), now, sealExpiry(sealed));
}

async function seal(data: SessionData, now: number): Promise<string> {
  const sealed = await sealData(data, { password: passwordOf(), ttl: TTL_SECONDS });
  remember(sealed, data, now);
  return sealed;
}

/** The cookie that replaces `sealed` with its activity recorded at `now` (one seal per TOUCH_MS). */
function touched(sealed: string, session: Readonly<SessionData>, now: number): Promise<string> {
  const known = memos.touched.get(sealed, now);
  if (known) return known;
  const replacement = seal({ ...session, lastSeenAt: now }, now);
  memos.touched.set(sealed, replacement, now);
  replacement.catch(() => memos.touched.delete(sealed));
  return replacement;
}

const clear = (store: CookieStore) => store.set(SESSION_COOKIE, "", { ...COOKIE_OPTIONS, maxAge: 0 });

/**
 * The signed-in user, or null when there is no live session: expired (idle or absolute), revoked
 * by a sign-out, or of a user who no longer exists. One database read (the user with the session
 * version it must match), so a sign-out anywhere counts from the next request on every instance.
 * A dead session's cookie is cleared. Server Components cannot write cookies: they pass
 * `mutate: false` (the API calls the page makes keep the session alive).
 */
export async function currentUser(now = Date.now(), { mutate = true } = {}): Promise<User | null> {
  const store = await cookies();
  const sealed = store.get(SESSION_COOKIE)?.value;
  if (!sealed) return null;
  const session = await open(sealed, now);
  const verdict = sessionVerdict(session, now);
  if (verdict === "none" || !session.userId) return null;
  const found = verdict === "expired" ? null : await findUserWithSessionVersion(session.userId);
  if (!found || found.sessionVersion !== session.version) {
    if (mutate) clear(store);
    return null;
  }
  if (verdict === "touch" && mutate) store.set(SESSION_COOKIE, await touched(sealed, session, now), COOKIE_OPTIONS);
  const { id, email, name, country, createdAt } = found;
  return { id, email, name, country, createdAt };
}

/** Starts a new session for the user (a fresh cookie, never the one sent before sign-in). */
export async function startSession(userId: string, now = Date.now()): Promise<void> {
  const version = await sessionVersionOf(userId);
  if (version === null) throw new Error("startSession: no such user");
  const sealed = await seal({ userId, issuedAt: now, lastSeenAt: now, version }, now);
  (await cookies()).set(SESSION_COOKIE, sealed, COOKIE_OPTIONS);
}

/**
 * Signs out: clears this cookie and revokes every session of the user, on every device. A copy of
 * the cookie (stolen, or kept by another tab) stops working too; cookies alone could not do that.
 */
export async function endSession(): Promise<void> {
  const user = await currentUser();
  if (user) await revokeSessions(user.id);
  clear(await cookies());
}
