// Runs before routing on pages and the JSON API. Two cheap jobs, nothing else (authorisation is
// checked in every handler):
// - a page address whose %-escapes do not decode, or that holds control characters, is answered
//   400 in the error shape here (Next's router would fail on a broken escape with a bare 500);
// - every page gets a Content-Security-Policy with a fresh nonce (Next.js's documented pattern:
//   Next reads the nonce from the request's policy and puts it on the scripts it renders);
// - every page learns its own address (`x-saldo-path`), so a signed-out visitor is sent to
//   `/sign-in?next=<that page>` (lib/accounts/sign-in-redirect.ts).
import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce } from "@/lib/platform/http/security-headers";
import { urlProblem } from "@/lib/platform/http/url-check.mjs";
import { env } from "@/lib/platform/env";
import { PATH_HEADER } from "@/lib/accounts/next-path";

const isPrefetch = (request: NextRequest) =>
  request.headers.has("next-router-prefetch") || request.headers.get("purpose") === "prefetch";

export function proxy(request: NextRequest) {
  const problem = urlProblem(request.nextUrl);
  if (problem) return NextResponse.json({ error: { code: "INVALID_INPUT", message: problem } }, { status: 400 });
  const { pathname } = request.nextUrl;
  if (pathname === "/api" || pathname.startsWith("/api/") || isPrefetch(request)) return NextResponse.next();

  const nonce = newNonce();
  const policy = contentSecurityPolicy(nonce, env.NODE_ENV === "development");
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  headers.set(PATH_HEADER, `${pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  matcher: [
    // Pages: not the JSON API, not static files, not the provider's callback paths, not the service
    // worker (its policy is its own, next.config.mjs).
    // (A broken address on the JSON API is refused by server.mjs before Next reads anything: Next
    // buffers the body of every request the proxy sees, so API requests must never come this way.)
    "/((?!api/|api$|_next/static|_next/image|favicon.ico|sw.js|confirm-payment|confirmPayment|confirm-gift-card).*)",
  ],
};
