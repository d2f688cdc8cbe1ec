import "server-only";
import type { NextRequest } from "next/server";
import { currentUserId } from "@/lib/auth/session";
import { findUserById, type User } from "@/lib/accounts/users";
import { env } from "@/lib/env";
import { AppError, toErrorResponse } from "./errors";
import { urlProblem } from "./url-check";

export { readJson } from "./body";

type Params = Record<string, string | string[] | undefined>;
type NextContext<P> = { params: Promise<P> };

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** Mutations are accepted only from our own pages: the Origin must be this app's. */
function assertSameOrigin(request: NextRequest): void {
  if (SAFE.has(request.method)) return;
  const origin = request.headers.get("origin");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  let ok = false;
  if (origin && host) {
    try {
      ok = new URL(origin).host === host;
    } catch {
      ok = false;
    }
  }
  if (!ok) throw new AppError("CROSS_SITE_REQUEST", "This request did not come from Saldo's pages.");
}

/** Route segments and the query string never carry a broken escape or a control character into a handler. */
function assertCleanUrl(request: NextRequest): void {
  const problem = urlProblem(request.nextUrl);
  if (problem) throw new AppError("INVALID_INPUT", problem);
}

/** Any route: the only try/catch, the Origin check on mutations, clean input, and awaited params. */
export function route<P extends Params = Params>(
  handler: (request: NextRequest, params: P) => Promise<Response>,
) {
  return async (request: NextRequest, context: NextContext<P>): Promise<Response> => {
    try {
      assertSameOrigin(request);
      assertCleanUrl(request);
      return await handler(request, await context.params);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

async function signedInUser(): Promise<User> {
  const userId = await currentUserId();
  const user = userId ? await findUserById(userId) : null;
  if (!user) throw new AppError("UNAUTHENTICATED", "Sign in to continue.");
  return user;
}

/** A route for signed-in users: 401 without a live session. */
export function withSession<P extends Params = Params>(
  handler: (request: NextRequest, context: { user: User; params: P }) => Promise<Response>,
) {
  return route<P>(async (request, params) => handler(request, { user: await signedInUser(), params }));
}

export const isAdmin = (user: User) => env.ADMIN_EMAILS.includes(user.email);

/** A route for operators (ADMIN_EMAILS): 401 without a session, 403 for everyone else. */
export function withAdmin<P extends Params = Params>(
  handler: (request: NextRequest, context: { user: User; params: P }) => Promise<Response>,
) {
  return withSession<P>(async (request, context) => {
    if (!isAdmin(context.user)) throw new AppError("FORBIDDEN", "Only operators can see this.");
    return handler(request, context);
  });
}
