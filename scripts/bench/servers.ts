// The servers the benchmark measures: the provider sandbox, Saldo built and started as `npm start`
// starts it (`node server.mjs`) on PostgreSQL or on a fresh embedded data folder, and the bare
// Next.js app (`next start`). Every one listens on 127.0.0.1 on a free port.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { BARE_DIR, NEXT_BIN } from "./build";
import { firstOk, freePort, launch, onCleanup, type Proc } from "./procs";

/** Secrets of this run, distinct from the defaults, shared by the sandbox and the apps. */
const SECRETS = {
  apiKey: "bench-provider-key",
  password: "bench-provider-password",
  callbackKey: "bench-callback-key",
  callbackToken: "bench-callback-token",
  hashSecret: "bench-callback-hash-secret",
};
export const CALLBACK_HEADERS = { "x-api-key": SECRETS.callbackKey, "x-authorization-token": SECRETS.callbackToken };

export type Server = { name: string; url: string; proc: Proc; startMs: number };
export type Sandbox = Server & { control<T>(path: string, body?: unknown): Promise<T>; providerHeaders(): Promise<Record<string, string>> };

export async function startSandbox(): Promise<Sandbox> {
  const port = await freePort();
  const dataDir = tempDir("sandbox");
  const started = performance.now();
  const proc = launch("sandbox", process.execPath, ["--import", "tsx", "sandbox/src/server.ts"], {
    SANDBOX_DATA_DIR: dataDir,
    SANDBOX_PORT: String(port),
    SANDBOX_HOST: "127.0.0.1",
    SANDBOX_API_KEY: SECRETS.apiKey,
    SANDBOX_CLIENT_PASSWORD: SECRETS.password,
    SANDBOX_CALLBACK_API_KEY: SECRETS.callbackKey,
    SANDBOX_CALLBACK_TOKEN: SECRETS.callbackToken,
    SANDBOX_CALLBACK_HASH_SECRET: SECRETS.hashSecret,
    SANDBOX_CALLBACK_DELAY_MS: "100",
  });
  const url = `http://127.0.0.1:${port}`;
  const startMs = await firstOk(`${url}/_sandbox/health`, proc, started, 30_000);
  async function control<T>(p: string, body?: unknown): Promise<T> {
    const response = await fetch(`${url}/_sandbox${p}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sandbox control ${p}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
  let token: string | undefined;
  async function providerHeaders() {
    if (!token) {
      const response = await fetch(`${url}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": SECRETS.apiKey },
        body: JSON.stringify({ clientUsername: "saldo", password: SECRETS.password }),
      });
      token = ((await response.json()) as { accessToken: string }).accessToken;
    }
    return { "content-type": "application/json", "x-api-key": SECRETS.apiKey, "x-authorization-token": token };
  }
  // The benchmark sends the provider's callbacks itself; the sandbox only records them.
  await control("/faults", { dropCallbacks: true });
  await control("/wallet", { currency: "ARS", balance: 1_000_000_000 });
  return { name: "sandbox", url, proc, startMs, control, providerHeaders };
}

/** The app's environment against this sandbox, as a deployment with its own secrets would set it. */
export function saldoEnv(sandbox: Sandbox): Record<string, string> {
  return {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PROVIDER_BASE_URL: sandbox.url,
    PROVIDER_API_KEY: SECRETS.apiKey,
    PROVIDER_PASSWORD: SECRETS.password,
    CALLBACK_API_KEY: SECRETS.callbackKey,
    CALLBACK_TOKEN: SECRETS.callbackToken,
    CALLBACK_HASH_SECRET: SECRETS.hashSecret,
    SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789",
    PIN_ENCRYPTION_KEY: "8f1c2b3a4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8",
    // Each bench user on its own address (X-Forwarded-For), so sign-up limits do not mix them.
    TRUST_PROXY: "1",
    OPERATOR_EMAILS: "ops@saldo.test",
    // Only the benchmark's callbacks settle payments: the reconciler's first status read is 10 min away.
    RECONCILE_BASE_DELAY_MS: "600000",
  };
}

export function tempDir(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `saldo-bench-${label}-`));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const ADMIN_URL = "postgres://postgres@127.0.0.1:5432/test";

/** A fresh PostgreSQL database on the machine's server, dropped when the benchmark ends. */
export async function freshDatabase(): Promise<string> {
  const name = `saldo_bench_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  onCleanup(async () => {
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Saldo as `npm start` runs it after its build: `node server.mjs -p PORT`, ready when `readyPath` answers 200. */
export async function startSaldo(name: string, env: Record<string, string>, readyPath = "/api/health"): Promise<Server> {
  const port = await freePort();
  const started = performance.now();
  const proc = launch(name, process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], env);
  const url = `http://127.0.0.1:${port}`;
  const startMs = await firstOk(`${url}${readyPath}`, proc, started, 120_000);
  return { name, url, proc, startMs };
}

/** A fresh database with the bare app's one table: callbacks stored as they arrive. */
export async function bareDatabase(): Promise<string> {
  const url = await freshDatabase();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("create table bench_callbacks (id bigserial primary key, body text not null, received_at timestamptz not null default now())");
  await client.end();
  return url;
}

/** The bare app as `next start` serves it, ready at its first 200 of `/`. */
export async function startBare(sandbox: Sandbox | null, databaseUrl?: string): Promise<Server> {
  const port = await freePort();
  const started = performance.now();
  const proc = launch("bare", process.execPath, [NEXT_BIN, "start", BARE_DIR, "-p", String(port), "-H", "127.0.0.1"], {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
    ...(sandbox ? { BENCH_SANDBOX_URL: sandbox.url, BENCH_SANDBOX_API_KEY: SECRETS.apiKey, BENCH_SANDBOX_PASSWORD: SECRETS.password } : {}),
  });
  const url = `http://127.0.0.1:${port}`;
  const startMs = await firstOk(`${url}/`, proc, started, 60_000);
  return { name: "bare", url, proc, startMs };
}
