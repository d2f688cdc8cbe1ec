import "server-only";
import { getIronSession, type IronSession } from "iron-session";
import { cookies } from "next/headers";
import { revokeSessions, sessionVersionOf } from "@/lib/auth/users";
import { env } from "@/lib/env";
import { sessionSecret } from "@/lib/server/secrets";
import { ABSOLUTE_MS, sessionVerdict } from "./session-policy";

export { ABSOLUTE_MS, IDLE_MS } from "./session-policy";

/** `version` is the user's session version at sign-in; a sign-out anywhere raises it. */
export type SessionData = { userId?: string; issuedAt?: number; lastSeenAt?: number; version?: number };

const production = env.NODE_ENV === "production";

export const SESSION_COOKIE = production ? "__Host-saldo_session" : "saldo_session";

async function open(): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(await cookies(), {
    password: sessionSecret(),
    cookieName: SESSION_COOKIE,
    ttl: ABSOLUTE_MS / 1000,
    cookieOptions: { httpOnly: true, sameSite: "lax", secure: production, path: "/" },
  });
}

/**
 * The signed-in user's id, or null when there is no live session: expired (idle or absolute),
 * revoked by a sign-out, or of a user who no longer exists. A dead session's cookie is cleared.
 * Server Components cannot write cookies: they pass `mutate: false` (the API calls the page
 * makes keep the session alive).
 */
export async function currentUserId(now = Date.now(), { mutate = true } = {}): Promise<string | null> {
  const session = await open();
  const verdict = sessionVerdict(session, now);
  if (verdict === "none" || !session.userId) return null;
  const current = verdict === "expired" ? null : await sessionVersionOf(session.userId);
  if (current === null || current !== session.version) {
    if (mutate) session.destroy();
    return null;
  }
  if (verdict === "touch" && mutate) {
    session.lastSeenAt = now;
    await session.save();
  }
  return session.userId;
}

/** Starts a new session for the user (a fresh cookie, never the one sent before sign-in). */
export async function startSession(userId: string, now = Date.now()): Promise<void> {
  const version = await sessionVersionOf(userId);
  if (version === null) throw new Error("startSession: no such user");
  const session = await open();
  session.destroy();
  session.userId = userId;
  session.issuedAt = now;
  session.lastSeenAt = now;
  session.version = version;
  await session.save();
}

/**
 * Signs out: clears this cookie and revokes every session of the user, on every device. A copy of
 * the cookie (stolen, or kept by another tab) stops working too; cookies alone could not do that.
 */
export async function endSession(): Promise<void> {
  const userId = await currentUserId();
  if (userId) await revokeSessions(userId);
  (await open()).destroy();
}
