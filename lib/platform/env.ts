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

const days = z
  .string()
  .regex(/^\d+$/, "must be a whole number of days")
  .transform(Number)
  .pipe(z.number().int().min(1, "must be at least 1").max(3650, "must be at most 3650"));

/** Durations that can be long (hours, days): up to 30 days. */
const duration = z
  .string()
  .regex(/^\d+$/, "must be a whole number of milliseconds")
  .transform(Number)
  .pipe(z.number().int().min(1, "must be at least 1").max(2_592_000_000, "must be at most 2592000000 (30 days)"));

/** Amounts per currency, "ARS:1000000,MXN:50000" (up to two decimals), as { ARS: 1000000, MXN: 50000 }. */
const currencyAmounts = (fallback: string) =>
  z.string().default(fallback).transform((list, ctx) => {
    const amounts: Record<string, number> = {};
    for (const item of list.split(",").map((i) => i.trim()).filter(Boolean)) {
      const match = /^([A-Za-z]{3})\s*:\s*(\d+(?:\.\d{1,2})?)$/.exec(item);
      if (!match) {
        ctx.issues.push({ code: "custom", message: 'must be a list like "ARS:1000000,MXN:50000"', input: list });
        return z.NEVER;
      }
      amounts[match[1]!.toUpperCase()] = Number(match[2]);
    }
    return amounts;
  });

const emails = z
  .string()
  .default("")
  .transform((list) => list.split(",").map((e) => e.trim().toLowerCase()).filter(Boolean));

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
  PROVIDER_READ_BUDGET_MS: milliseconds.default(12_000), // a read's whole wait, its retries included

  // Credentials the provider's result callbacks must carry: the sandbox's defaults in sandbox mode,
  // required otherwise (the sandbox's are public). With a hash secret, a callback proves itself;
  // without one it is a hint that a status read must confirm.
  CALLBACK_API_KEY: z.string().optional(),
  CALLBACK_TOKEN: z.string().optional(),
  CALLBACK_HASH_SECRET: z.string().optional(),

  // Secrets of the app itself. Unset in sandbox mode: generated once and kept in DATA_DIR.
  SESSION_SECRET: z.string().min(32, "must have at least 32 characters").optional(),
  PIN_ENCRYPTION_KEY: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, "must be 32 bytes as 64 hex digits or base64")
    .optional(),

  // Web Push (VAPID, RFC 8292): the key pair push services check our messages against, and who to
  // contact about them. Unset in sandbox mode: a pair is generated once and kept in DATA_DIR.
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, "must be a P-256 public key, 65 bytes as base64url").optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key, 32 bytes as base64url").optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:.+@.+|https:\/\/.+)$/, "must be a mailto: or https: URL").optional(),

  DATA_DIR: z.string().default(".data"),
  // PostgreSQL's shared_buffers in the embedded database, in MB (most of its memory; see docs/database.md).
  EMBEDDED_DB_BUFFERS_MB: z
    .string()
    .regex(/^\d+$/, "must be a whole number of megabytes")
    .transform(Number)
    .pipe(z.number().int().min(1, "must be at least 1").max(1024, "must be at most 1024"))
    .default(16),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  // The provider's float per currency: at or below its level it is low and operators are warned
  // (console, /api/health, one email per crossing); a currency not listed, only with nothing left.
  FLOAT_WARNING_LEVELS: currencyAmounts("ARS:1000000,MXN:50000,CLP:2000000,COP:10000000,PEN:10000,USD:2000"),
  // Who may use the operator console. ADMIN_EMAILS, its old name, still works (with a notice).
  OPERATOR_EMAILS: emails,
  ADMIN_EMAILS: emails,
  // Hosts (name or name:port) the logo proxy may fetch from besides the provider's own, e.g. its
  // CDN; public addresses only.
  LOGO_HOSTS: z
    .string()
    .default("")
    .transform((list) => list.split(",").map((h) => h.trim().toLowerCase()).filter(Boolean)),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  // The address the app listens on (server.mjs): 0.0.0.0 or :: for every interface. Unset, it is
  // 127.0.0.1 in sandbox mode (its demo account's password is public) and every interface otherwise.
  HOST: z.string().max(255, "must be an address or a host name").optional(),
  // How the server writes its log: JSON lines, or one readable line per entry for a terminal.
  // Unset, readable when its output is a terminal (npm start passes on its own), JSON otherwise.
  LOG_FORMAT: z.enum(["json", "pretty"], { error: 'must be "json" or "pretty"' }).optional(),
  // How many reverse proxies in front of the app append the address they received a request from
  // to X-Forwarded-For. 0: clients connect to the app directly and the header is ignored.
  TRUST_PROXY: z
    .string()
    .regex(/^\d+$/, "must be the number of trusted proxy hops (0 when clients connect directly)")
    .transform(Number)
    .pipe(z.number().int().max(10, "must be at most 10"))
    .default(0),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),

  // Tuning, mostly for tests: how often the reconciler wakes up, and the first wait of its back-off.
  RECONCILE_INTERVAL_MS: milliseconds.default(5_000),
  RECONCILE_BASE_DELAY_MS: milliseconds.default(30_000),
  CATALOG_CACHE_TTL_MS: milliseconds.default(300_000),
  // How old the catalogue snapshot (company search, categories, top-up carriers) may grow before
  // an instance reads the provider's lists again.
  CATALOG_REFRESH_MS: duration.default(300_000),

  // Background jobs (lib/platform/jobs): how many run at once in a process, and how often the embedded
  // runner looks for due jobs (graphile-worker is woken by LISTEN/NOTIFY and polls as a fallback).
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  JOBS_POLL_MS: milliseconds.default(2_000),

  // Retention of transient rows (audit events of operations are kept for good).
  RETENTION_CALLBACK_DAYS: days.default(90),
  RETENTION_DEBT_DAYS: days.default(7),
  RETENTION_REFUSAL_DAYS: days.default(30),
  /** A closed account's operations, receipts and complaints are kept this long, then removed. */
  RETENTION_CLOSED_ACCOUNT_DAYS: days.default(3650),

  // A status read's 404 after a payment call that said nothing (timeout, 5xx) is proof that the
  // payment never arrived only once it has lasted this long: longer than any plausible provider delay.
  UNKNOWN_GRACE_MS: duration.default(900_000),
  // What the reconciler gave up on (after 30 min) is checked again this often, for this long.
  RECHECK_INTERVAL_MS: duration.default(3_600_000),
  RECHECK_FOR_MS: duration.default(604_800_000),

  // Live status (Server-Sent Events): a comment line this often keeps proxies from closing an idle
  // stream; after the longest life a stream ends and the page opens a new one.
  LIVE_HEARTBEAT_MS: milliseconds.default(15_000),
  LIVE_STREAM_MAX_MS: milliseconds.default(300_000),
  // How many streams one account may hold open at once, on every instance together (beyond: 429),
  // and how long the place of a stream whose instance stopped renewing it (killed) still counts.
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(12),
  LIVE_STREAM_STALE_MS: milliseconds.default(30_000),

  // Email (lib/notifications/mail): the SMTP server mail goes through, who it is from, and the public origin the
  // links in a mail point at. In sandbox mode the first and last default to the local mailbox
  // (sandbox/mail) and this app; against a real provider both are required (password reset needs them).
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().max(200, "must be at most 200 characters").default("Saldo <no-reply@saldo.test>"),
  APP_URL: url.optional(),
});

type Parsed = z.output<typeof schema>;

/** The parsed configuration: every provider URL is filled in, derived or overridden. */
export type Env = Omit<Parsed, "CALLBACK_API_KEY" | "CALLBACK_TOKEN" | "ADMIN_EMAILS" | "SMTP_URL" | "APP_URL"> & {
  /** "" when unset against a real provider: then the app refuses to start (assertMailSettings). */
  SMTP_URL: string;
  APP_URL: string;
  /** "" when unset against a real provider: then nothing matches it, and the app refuses to start. */
  CALLBACK_API_KEY: string;
  CALLBACK_TOKEN: string;
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

  const { ADMIN_EMAILS, ...parsed } = result.data;
  const base = parsed.PROVIDER_BASE_URL;
  const login = parsed.PROVIDER_LOGIN_URL ?? `${base}/auth`;
  const sandbox = isLoopback(login);
  return {
    ...parsed,
    OPERATOR_EMAILS: [...new Set([...parsed.OPERATOR_EMAILS, ...ADMIN_EMAILS])],
    CALLBACK_API_KEY: parsed.CALLBACK_API_KEY ?? (sandbox ? "sandbox-callback-key" : ""),
    CALLBACK_TOKEN: parsed.CALLBACK_TOKEN ?? (sandbox ? "sandbox-callback-token" : ""),
    SMTP_URL: parsed.SMTP_URL ?? (sandbox ? "smtp://127.0.0.1:2525" : ""),
    APP_URL: parsed.APP_URL ?? (sandbox ? `http://localhost:${parsed.PORT}` : ""),
    PROVIDER_LOGIN_URL: login,
    PROVIDER_COMPANIES_URL: parsed.PROVIDER_COMPANIES_URL ?? `${base}/companies`,
    PROVIDER_SERVICES_URL: parsed.PROVIDER_SERVICES_URL ?? `${base}/services`,
    PROVIDER_RECHARGE_URL: parsed.PROVIDER_RECHARGE_URL ?? `${base}/recharge`,
    PROVIDER_SUBSCRIPTIONS_URL: parsed.PROVIDER_SUBSCRIPTIONS_URL ?? `${base}/subscriptions`,
    PROVIDER_AGENDA_URL: parsed.PROVIDER_AGENDA_URL ?? `${base}/agenda`,
    PROVIDER_TOOLS_URL: parsed.PROVIDER_TOOLS_URL ?? `${base}/tools`,
  };
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
const isLoopback = (url: string) => LOOPBACK.has(new URL(url).hostname);

export const env: Env = parseEnv(process.env);

/** Names still read under an old name: the notice to give at start, or null. */
export function renamedVariablesNotice(source: Record<string, string | undefined> = process.env): string | null {
  return source.ADMIN_EMAILS?.trim()
    ? "ADMIN_EMAILS is now called OPERATOR_EMAILS; the old name still works, but rename it."
    : null;
}

/** Sandbox mode: the provider is a simulator on this machine, so development defaults are safe. */
export const sandboxMode = (e: Env = env): boolean => isLoopback(e.PROVIDER_LOGIN_URL);
