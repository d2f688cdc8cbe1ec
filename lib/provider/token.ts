import "server-only";

/** A token is replaced this long before its `exp`, so no call carries one that expires in flight. */
export const REFRESH_MARGIN_MS = 5 * 60_000;
/** The spec's token lifetime, assumed when the JWT's `exp` cannot be read. */
export const DEFAULT_TOKEN_TTL_MS = 4 * 60 * 60_000;

/** The `exp` claim (seconds since the epoch) of a JWT, without verifying it; null if unreadable. */
export function decodeJwtExp(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
    const json: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    if (typeof json !== "object" || json === null || !("exp" in json)) return null;
    const exp = json.exp;
    return typeof exp === "number" && Number.isFinite(exp) && exp > 0 ? exp : null;
  } catch {
    return null;
  }
}

/** When a token expires (ms since the epoch): its `exp`, or the spec's 4 h after issue. */
export function tokenExpiresAt(token: string, issuedAtMs: number): number {
  const exp = decodeJwtExp(token);
  return exp === null ? issuedAtMs + DEFAULT_TOKEN_TTL_MS : exp * 1000;
}

/** Whether a token expiring at `expiresAtMs` may still be used at `nowMs`. */
export function isTokenFresh(expiresAtMs: number, nowMs: number, marginMs = REFRESH_MARGIN_MS): boolean {
  return nowMs < expiresAtMs - marginMs;
}

export type Session = { token: string; expiresAt: number; tx?: string; mainTx?: string };
export type LoginResult = { accessToken: string; tx?: string; mainTx?: string };

/**
 * Holds the access token: logs in lazily, reuses the token until the refresh window, and lets only
 * one login run at a time however many calls wait for it. A failed login rejects every waiter and
 * the next call tries again.
 */
export class TokenManager {
  #current: Session | undefined;
  #pending: Promise<Session> | undefined;

  constructor(
    private readonly login: () => Promise<LoginResult>,
    private readonly now: () => number = Date.now,
  ) {}

  /** A usable token, logging in first if there is none. */
  async token(): Promise<string> {
    const current = this.#current;
    if (current && isTokenFresh(current.expiresAt, this.now())) return current.token;
    return (await this.refresh()).token;
  }

  /** Logs in now, or joins the login already running. */
  refresh(): Promise<Session> {
    this.#pending ??= this.#login().finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  /** Forgets `token` after the provider refused it, unless another call already replaced it. */
  invalidate(token: string): void {
    if (this.#current?.token === token) this.#current = undefined;
  }

  async #login(): Promise<Session> {
    const issuedAt = this.now();
    const result = await this.login();
    const session: Session = {
      token: result.accessToken,
      expiresAt: tokenExpiresAt(result.accessToken, issuedAt),
      tx: result.tx,
      mainTx: result.mainTx,
    };
    this.#current = session;
    return session;
  }
}
