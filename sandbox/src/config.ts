// The sandbox's configuration, read once from the environment. Every variable is documented in
// sandbox/README.md; the defaults are the ones the app's own defaults expect.
import path from "node:path";

export type SandboxConfig = {
  port: number;
  host: string;
  /** Origin put in front of logo paths; defaults to the address the sandbox listens on. */
  publicUrl: string | null;
  apiKey: string;
  clientUsername: string;
  clientPassword: string;
  tokenTtlSeconds: number;
  jwtSecret: string;
  callbackUrl: string;
  callbackApiKey: string;
  callbackToken: string;
  callbackHashSecret: string | null;
  callbackDelayMs: number;
  /** Base of the back-off between callback retries (doubles each time). */
  callbackRetryBaseMs: number;
  /** How long the "slow" test value (identifier ending in 9) makes the provider wait. */
  slowResponseMs: number;
  /** Where the sandbox keeps its state across restarts; one folder per sandbox process. */
  dataDir: string;
};

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`Invalid ${name}: expected a whole number ≥ 0, got "${raw}"`);
  }
  return value;
}

export function readConfig(env: Env = process.env): SandboxConfig {
  return {
    port: integer(env, "SANDBOX_PORT", 4010),
    host: text(env, "SANDBOX_HOST", "127.0.0.1"),
    publicUrl: env.SANDBOX_PUBLIC_URL?.trim() || null,
    apiKey: text(env, "SANDBOX_API_KEY", "sandbox-api-key"),
    clientUsername: text(env, "SANDBOX_CLIENT_USERNAME", "saldo"),
    clientPassword: text(env, "SANDBOX_CLIENT_PASSWORD", "saldo-sandbox-password"),
    tokenTtlSeconds: integer(env, "SANDBOX_TOKEN_TTL_SECONDS", 14_400),
    jwtSecret: text(env, "SANDBOX_JWT_SECRET", "sandbox-jwt-secret-not-for-production"),
    callbackUrl: text(env, "SANDBOX_CALLBACK_URL", "http://127.0.0.1:3000").replace(/\/+$/, ""),
    callbackApiKey: text(env, "SANDBOX_CALLBACK_API_KEY", "sandbox-callback-key"),
    callbackToken: text(env, "SANDBOX_CALLBACK_TOKEN", "sandbox-callback-token"),
    callbackHashSecret: env.SANDBOX_CALLBACK_HASH_SECRET?.trim() || null,
    callbackDelayMs: integer(env, "SANDBOX_CALLBACK_DELAY_MS", 1500),
    callbackRetryBaseMs: integer(env, "SANDBOX_CALLBACK_RETRY_BASE_MS", 1000),
    slowResponseMs: integer(env, "SANDBOX_SLOW_RESPONSE_MS", 8000),
    // Beside the app's embedded database (DATA_DIR/pglite), so `npm start` keeps both in one place.
    dataDir: path.resolve(text(env, "SANDBOX_DATA_DIR", path.join(text(env, "DATA_DIR", ".data"), "sandbox"))),
  };
}
