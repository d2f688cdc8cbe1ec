import "server-only";
import { cache } from "react";
import { currentSession } from "@/lib/accounts/session";
import { env } from "@/lib/platform/env";
import type { User } from "./users";

/** `sessionId`: the session this request is in (Perfil marks it "este dispositivo"). */
export type SessionUser = User & { isOperator: boolean; sessionId: string };

/**
 * The signed-in user for a Server Component (reads the session, never writes the cookie). Once
 * per render: the layout and the page both ask, and share one answer (React's `cache`).
 */
export const sessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await currentSession(Date.now(), { mutate: false });
  return session && { ...session.user, isOperator: env.OPERATOR_EMAILS.includes(session.user.email), sessionId: session.sessionId };
});
