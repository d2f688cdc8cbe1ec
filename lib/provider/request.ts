import "server-only";
import type { z } from "zod";
import { tryTimeoutMs } from "./budget";
import { DEFAULT_READ_BUDGET_MS, DEFAULT_RETRY, type ProviderConfig, type ProviderUrls } from "./config";
import { ProviderError } from "./errors";
import { errorBodySchema, loginResponseSchema } from "./schemas/common";
import { TokenManager } from "./token";

/**
 * read: no side effect (debt queries included), retried on timeouts, network errors and 5xx, all
 * tries within the read budget. payment: POST …/payment, longer timeout, never retried. mutation:
 * agenda writes, never retried.
 */
export type CallKind = "read" | "payment" | "mutation";

export type Query = Record<string, string | number | boolean | undefined>;

export type RequestSpec<S extends z.ZodType> = {
  method: "GET" | "POST" | "PATCH";
  base: keyof ProviderUrls;
  /** Path segments after the base URL, each encoded here. */
  path: readonly string[];
  query?: Query;
  body?: unknown;
  schema: S;
  kind: CallKind;
};

export type Transport = {
  request<S extends z.ZodType>(spec: RequestSpec<S>): Promise<z.output<S>>;
  tokens: TokenManager;
};

/** Connection errors that prove the request never left this machine. */
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ENETUNREACH", "EHOSTUNREACH"]);

export function createTransport(config: ProviderConfig): Transport {
  const fetchImpl = config.fetch ?? globalThis.fetch;
  const retry = config.retry ?? DEFAULT_RETRY;
  const readBudgetMs = config.readBudgetMs ?? DEFAULT_READ_BUDGET_MS;

  async function send<S extends z.ZodType>(
    spec: RequestSpec<S> | LoginSpec<S>,
    token: string | undefined,
    timeoutMs = spec.kind === "payment" ? config.paymentTimeoutMs : config.timeoutMs,
  ): Promise<z.output<S>> {
    const where = `${spec.method} ${spec.base}/${spec.path.join("/")}`;
    const mutation = spec.kind === "payment" || spec.kind === "mutation";
    const headers: Record<string, string> = { accept: "application/json", "x-api-key": config.apiKey };
    if (token !== undefined) headers["x-authorization-token"] = token;
    if (spec.body !== undefined) headers["content-type"] = "application/json";

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(buildUrl(config.urls[spec.base], spec.path, spec.query), {
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: AbortSignal.timeout(timeoutMs),
        cache: "no-store",
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new ProviderError({
        status: 0,
        code: timedOut ? "TIMEOUT" : "NETWORK",
        message: timedOut ? `No answer within ${timeoutMs} ms (${where})` : `Could not reach the provider (${where})`,
        mutation,
        // A failed login surfaces through the call that needed the token, which was never sent.
        maybeDelivered: spec.kind !== "login" && (timedOut || !NOT_SENT.has(causeCode(error) ?? "")),
        cause: error,
      });
    }

    const json = parseJson(text);
    const traced = tracedIds(json);
    if (!response.ok) {
      const body = errorBodySchema.safeParse(json);
      const message = body.success ? body.data.message : undefined;
      const secrets = [config.apiKey, config.password, token];
      throw new ProviderError({
        status: response.status,
        code: (body.success ? body.data.code : undefined) ?? "UNKNOWN",
        message: message ? redact(message, secrets) : `HTTP ${response.status} from the provider (${where})`,
        ...traced,
        mutation,
      });
    }

    const parsed = spec.schema.safeParse(json);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join(".") || "body"}: ${i.message}`);
      throw new ProviderError({
        status: response.status,
        code: "BAD_RESPONSE",
        message: `Unexpected answer from the provider (${where}): ${json === undefined ? "not JSON" : issues.join("; ")}`,
        ...traced,
        mutation,
      });
    }
    return parsed.data;
  }

  const tokens = new TokenManager(() =>
    send(
      {
        method: "POST",
        base: "login",
        path: ["login"],
        body: { clientUsername: config.username, password: config.password },
        schema: loginResponseSchema,
        kind: "login",
      },
      undefined,
    ),
  );

  /** One call with a token; a 401 means the call was refused unprocessed, so it is resent once. */
  async function withToken<S extends z.ZodType>(spec: RequestSpec<S>, timeoutMs?: number): Promise<z.output<S>> {
    const token = await tokens.token();
    try {
      return await send(spec, token, timeoutMs);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status !== 401) throw error;
      tokens.invalidate(token);
      return send(spec, await tokens.token(), timeoutMs);
    }
  }

  /**
   * A read's tries share one budget: each waits at most what is left of it, and a retry starts
   * only when, after its back-off, enough is left for an answer (./budget.ts). Every read has the
   * same budget, background ones too: each of those is asked again on its own schedule (the
   * reconciler, the catalogue refresh, the float reading), so giving up sooner only moves the
   * next try to its next round.
   */
  async function request<S extends z.ZodType>(spec: RequestSpec<S>): Promise<z.output<S>> {
    if (spec.kind !== "read") return withToken(spec);
    const deadline = Date.now() + readBudgetMs;
    let timeoutMs = tryTimeoutMs(readBudgetMs, config.timeoutMs, false) ?? config.timeoutMs;
    for (let attempt = 1; ; attempt++) {
      try {
        return await withToken(spec, timeoutMs);
      } catch (error) {
        if (attempt >= retry.attempts || !(error instanceof ProviderError) || !error.transient) throw error;
        const wait = backoffMs(retry.baseDelayMs, attempt);
        const next = tryTimeoutMs(deadline - Date.now() - wait, config.timeoutMs, true);
        if (next === null) throw error;
        timeoutMs = next;
        await sleep(wait);
      }
    }
  }

  return { request, tokens };
}

type LoginSpec<S extends z.ZodType> = Omit<RequestSpec<S>, "kind"> & { kind: "login" };

/** The only place that builds a provider URL. */
function buildUrl(base: string, path: readonly string[], query: Query | undefined): string {
  const url = `${base.replace(/\/+$/, "")}/${path.map(encodeURIComponent).join("/")}`;
  const params = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return params.length > 0 ? `${url}?${params.join("&")}` : url;
}

function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function tracedIds(json: unknown): { tx?: string; mainTx?: string } {
  if (typeof json !== "object" || json === null) return {};
  const { tx, mainTx } = json as Record<string, unknown>;
  return { tx: typeof tx === "string" ? tx : undefined, mainTx: typeof mainTx === "string" ? mainTx : undefined };
}

function causeCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = typeof cause === "object" && cause !== null ? (cause as { code?: unknown }).code : undefined;
  return typeof code === "string" ? code : undefined;
}

function redact(text: string, secrets: readonly (string | undefined)[]): string {
  return secrets.reduce<string>((out, secret) => (secret && secret.length >= 4 ? out.split(secret).join("[redacted]") : out), text);
}

/** Exponential back-off (base, 2×base, …) with ±25% jitter so waiting callers do not retry in step. */
function backoffMs(baseDelayMs: number, attempt: number): number {
  return baseDelayMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
