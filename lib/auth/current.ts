import "server-only";
import { currentUserId } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { findUserById, type User } from "./users";

export type SessionUser = User & { isOperator: boolean };

/** The signed-in user for a Server Component (reads the session, never writes the cookie). */
export async function sessionUser(): Promise<SessionUser | null> {
  const id = await currentUserId(Date.now(), { mutate: false });
  const user = id ? await findUserById(id) : null;
  return user && { ...user, isOperator: env.OPERATOR_EMAILS.includes(user.email) };
}
