import "server-only";
import type { NextRequest } from "next/server";
import { env } from "@/lib/platform/env";
import { AppError } from "@/lib/platform/http/errors";
import { route, type Params } from "@/lib/platform/http/route";
import { NO_STORE } from "@/lib/platform/http/cache";
import { currentSession } from "./session";
import type { User } from "./users";

async function signedIn(): Promise<{ user: User; sessionId: string }> {
  const session = await currentSession();
  if (!session) throw new AppError("UNAUTHENTICATED", "Sign in to continue.");
  return session;
}

/**
 * A route for signed-in users: 401 without a live session. What it answers is about one person, so
 * it is never stored anywhere (`no-store`) unless the handler says otherwise, as the catalogue does.
 */
export function withSession<P extends Params = Params>(
  handler: (request: NextRequest, context: { user: User; sessionId: string; params: P }) => Promise<Response>,
) {
  return route<P>(async (request, params) => {
    const response = await handler(request, { ...(await signedIn()), params });
    if (!response.headers.has("cache-control")) response.headers.set("cache-control", NO_STORE["cache-control"]);
    return response;
  });
}

export const isOperator = (user: User) => env.OPERATOR_EMAILS.includes(user.email);

/** A route for operators (OPERATOR_EMAILS): 401 without a session, 403 for everyone else. */
export function withOperator<P extends Params = Params>(
  handler: (request: NextRequest, context: { user: User; params: P }) => Promise<Response>,
) {
  return withSession<P>(async (request, context) => {
    if (!isOperator(context.user)) throw new AppError("FORBIDDEN", "Only operators can see this.");
    return handler(request, context);
  });
}
