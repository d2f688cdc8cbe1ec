// Hono glue shared by every route: the per-request context and the success envelope.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { SandboxConfig } from "./config";
import type { TokenClaims } from "./jwt";
import type { SandboxState } from "./state";
import { uuid } from "./ids";

export type SandboxEnv = {
  Variables: {
    config: SandboxConfig;
    state: SandboxState;
    mainTx: string;
    claims: TokenClaims;
    origin: string;
  };
};

export type Ctx = Context<SandboxEnv>;

/** The ids an answer is about (the client's and the provider's), so GET /_sandbox/steps can find it. */
function referencesOf(body: object): string[] {
  const b = body as Record<string, unknown>;
  const inner = typeof b.operation === "object" && b.operation !== null ? (b.operation as Record<string, unknown>) : {};
  return [b.operationId, b.externalPaymentId, b.externalRequestId, b.agendaId, inner.operationId, inner.externalPaymentId]
    .filter((v): v is string => typeof v === "string" && v !== "");
}

/**
 * Every provider response carries tx (this step) and mainTx (the whole transaction); each answer
 * is remembered with both, so a test can check the ids a client kept are the ones it was given.
 */
export function reply<T extends object>(c: Ctx, body: T, status: ContentfulStatusCode = 200) {
  const tx = uuid();
  c.get("state").rememberStep({
    at: c.get("state").clock.iso(), method: c.req.method, path: c.req.path, status, tx, mainTx: c.get("mainTx"), references: referencesOf(body),
  });
  return c.json({ ...body, tx, mainTx: c.get("mainTx") }, status);
}

/** Reads a JSON body; anything else is a malformed request (null). */
export async function jsonBody(c: Ctx): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === "object" && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export const str = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

export function bool(value: string | undefined): boolean | undefined {
  if (value === "true") return true;
  if (value === "false") return false;
  return undefined;
}
