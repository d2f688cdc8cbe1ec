// The one place that reads process.env. No "server-only" here: next.config.mjs imports this file,
// but client code must never import it (it holds the provider's secrets).
import { z } from "zod";

const url = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((value) => value.replace(/\/+$/, ""));

const milliseconds = z
  .string()
  .regex(/^\d+$/, "must be a whole number of milliseconds")
  .transform(Number)
  .pipe(z.number().int().min(1, "must be at least 1").max(600_000, "must be at most 600000"));

/** Every variable the app reads. Add new ones here; defaults apply when a variable is unset or "". */
const schema = z.object({
  PROVIDER_BASE_URL: url.default("http://127.0.0.1:4010"),
  // Each of these overrides the URL derived from PROVIDER_BASE_URL.
  PROVIDER_LOGIN_URL: url.optional(),
  PROVIDER_COMPANIES_URL: url.optional(),
  PROVIDER_SERVICES_URL: url.optional(),
  PROVIDER_RECHARGE_URL: url.optional(),
  PROVIDER_SUBSCRIPTIONS_URL: url.optional(),
  PROVIDER_AGENDA_URL: url.optional(),
  PROVIDER_TOOLS_URL: url.optional(),
  PROVIDER_API_KEY: z.string().default("sandbox-api-key"),
  PROVIDER_USERNAME: z.string().default("saldo"),
  PROVIDER_PASSWORD: z.string().default("saldo-sandbox-password"),
  PROVIDER_TIMEOUT_MS: milliseconds.default(10_000),
  PROVIDER_PAYMENT_TIMEOUT_MS: milliseconds.default(20_000),

  // Credentials the provider's result callbacks must carry.
  CALLBACK_API_KEY: z.string().default("sandbox-callback-key"),
  CALLBACK_TOKEN: z.string().default("sandbox-callback-token"),
  CALLBACK_HASH_SECRET: z.string().optional(),

  // Secrets of the app itself. Unset in sandbox mode: generated once and kept in DATA_DIR.
  SESSION_SECRET: z.string().min(32, "must have at least 32 characters").optional(),
  PIN_ENCRYPTION_KEY: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, "must be 32 bytes as 64 hex digits or base64")
    .optional(),

  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((list) => list.split(",").map((e) => e.trim().toLowerCase()).filter(Boolean)),
  // Hosts (name or name:port) the logo proxy may fetch from besides the provider's own, e.g. its
  // CDN; public addresses only.
  LOGO_HOSTS: z
    .string()
    .default("")
    .transform((list) => list.split(",").map((h) => h.trim().toLowerCase()).filter(Boolean)),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),

  // Tuning, mostly for tests: how often the reconciler wakes up, and the first wait of its back-off.
  RECONCILE_INTERVAL_MS: milliseconds.default(5_000),
  RECONCILE_BASE_DELAY_MS: milliseconds.default(30_000),
  CATALOG_CACHE_TTL_MS: milliseconds.default(300_000),
});

type Parsed = z.output<typeof schema>;

/** The parsed configuration: every provider URL is filled in, derived or overridden. */
export type Env = Parsed & {
  PROVIDER_LOGIN_URL: string;
  PROVIDER_COMPANIES_URL: string;
  PROVIDER_SERVICES_URL: string;
  PROVIDER_RECHARGE_URL: string;
  PROVIDER_SUBSCRIPTIONS_URL: string;
  PROVIDER_AGENDA_URL: string;
  PROVIDER_TOOLS_URL: string;
};

/** Validates a set of variables; pure, so tests can pass their own. Throws naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const present: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = source[key];
    if (value !== undefined && value.trim() !== "") present[key] = value;
  }

  const result = schema.safeParse(present);
  if (!result.success) {
    // Values are left out on purpose: some of them are secrets.
    const problems = result.error.issues.map((issue) => `${String(issue.path[0] ?? "?")} ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }

  const parsed = result.data;
  const base = parsed.PROVIDER_BASE_URL;
  return {
    ...parsed,
    PROVIDER_LOGIN_URL: parsed.PROVIDER_LOGIN_URL ?? `${base}/auth`,
    PROVIDER_COMPANIES_URL: parsed.PROVIDER_COMPANIES_URL ?? `${base}/companies`,
    PROVIDER_SERVICES_URL: parsed.PROVIDER_SERVICES_URL ?? `${base}/services`,
    PROVIDER_RECHARGE_URL: parsed.PROVIDER_RECHARGE_URL ?? `${base}/recharge`,
    PROVIDER_SUBSCRIPTIONS_URL: parsed.PROVIDER_SUBSCRIPTIONS_URL ?? `${base}/subscriptions`,
    PROVIDER_AGENDA_URL: parsed.PROVIDER_AGENDA_URL ?? `${base}/agenda`,
    PROVIDER_TOOLS_URL: parsed.PROVIDER_TOOLS_URL ?? `${base}/tools`,
  };
}

export const env: Env = parseEnv(process.env);

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Sandbox mode: the provider is a simulator on this machine, so development defaults are safe. */
export const sandboxMode = (e: Env = env): boolean => LOOPBACK.has(new URL(e.PROVIDER_LOGIN_URL).hostname);
