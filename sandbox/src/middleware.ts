// Cross-cutting provider behaviour: the request context, injected faults, and the header rules of
// docs/provider/api-spec.md §4 (x-api-key everywhere, x-authorization-token everywhere but login).
import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { SandboxConfig } from "./config";
import { fault } from "./errors";
import { latencyFor, shouldInjectError } from "./faults";
import type { SandboxEnv } from "./http";
import { uuid } from "./ids";
import { verifyJwt } from "./jwt";
import type { SandboxState } from "./state";

type Middleware = MiddlewareHandler<SandboxEnv>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Compares secrets in constant time, whatever their lengths. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

export function context(config: SandboxConfig, state: SandboxState): Middleware {
  return async (c, next) => {
    c.set("config", config);
    c.set("state", state);
    c.set("mainTx", c.req.header("x-main-tx") ?? uuid());
    c.set("origin", config.publicUrl ?? new URL(c.req.url).origin);
    await next();
    // Nothing is acknowledged that a restart could forget: whatever a request changed is on disk
    // before its answer leaves. A read changes nothing a provider keeps, but may show a change the
    // sandbox made on its own (a payment settling when due) whose write is still under way: it
    // leaves once that write is done.
    if (c.req.method !== "GET" && c.req.method !== "HEAD") await state.persist();
    else await state.written();
  };
}

export const injectFaults: Middleware = async (c, next) => {
  const state = c.get("state");
  state.stats.requests += 1;
  // Counted by method and the first two path segments ("GET /services/operation"), so a test can
  // tell one kind of traffic from another.
  const route = `${c.req.method} /${c.req.path.split("/").slice(1, 3).join("/")}`;
  state.stats.byRoute[route] = (state.stats.byRoute[route] ?? 0) + 1;
  const latencyMs = latencyFor(state.faults, c.req.path);
  if (latencyMs > 0) await sleep(latencyMs);
  if (shouldInjectError(state.faults, c.req.path, Math.random())) {
    throw fault(500, "XCX05060", "Internal error (injected by the sandbox)");
  }
  await next();
};

export const requireApiKey: Middleware = async (c, next) => {
  if (!sameSecret(c.req.header("x-api-key"), c.get("config").apiKey)) {
    throw fault(403, "XAU04030", "Forbidden: missing or invalid x-api-key");
  }
  await next();
};

export const requireToken: Middleware = async (c, next) => {
  const token = c.req.header("x-authorization-token");
  if (!token) throw fault(401, "XAU04010", "Unauthorized: missing x-authorization-token");
  const state = c.get("state");
  const claims = verifyJwt(token, c.get("config").jwtSecret);
  if (!claims || !state.issuedTokens.has(claims.jti)) {
    throw fault(401, "XAU04011", "Unauthorized: invalid token");
  }
  if (claims.exp * 1000 <= state.clock.now() || state.revokedTokens.has(claims.jti)) {
    throw fault(401, "XAU04012", "Unauthorized: token expired");
  }
  c.set("claims", claims);
  await next();
};
