import "server-only";
import { cache } from "react";
import { currentUser } from "@/lib/accounts/session";
import { env } from "@/lib/platform/env";
import type { User } from "./users";

export type SessionUser = User & { isOperator: boolean };

/**
 * The signed-in user for a Server Component (reads the session, never writes the cookie). Once
 * per render: the layout and the page both ask, and share one answer (React's `cache`).
 */
export const sessionUser = cache(async (): Promise<SessionUser | null> => {
  const user = await currentUser(Date.now(), { mutate: false });
  return user && { ...user, isOperator: env.OPERATOR_EMAILS.includes(user.email) };
});
