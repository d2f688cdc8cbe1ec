import "server-only";
import type { NextRequest } from "next/server";
import { AppError, toErrorResponse } from "./errors";
import { urlProblem } from "./url-check.mjs";

export { readJson } from "./body";

export type Params = Record<string, string | string[] | undefined>;
export type NextContext<P> = { params: Promise<P> };

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
