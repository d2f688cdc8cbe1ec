// Apps of their own for the catalogue snapshot tests: each on its own sandbox and database (of
// the run's kind), so faults and renamed companies touch nothing else.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { ApiClient, uniqueEmail } from "../../support/api-client";
import { startApp, type AppProcess } from "../../support/app-process";
import { freshPostgres } from "../../support/postgres";
import { startSandbox, type SandboxProcess } from "../../support/sandbox-process";
import { APP_SECRET_ENV, SANDBOX_SECRET_ENV } from "../../support/secrets";

type Snapshot = { companies: number; version: string; refreshedAt: string } | null;
export type CatalogHealth = { services: Snapshot; topUps: Snapshot };

export type Started = { app: AppProcess; stop(): Promise<void> };

export const ownSandbox = (appPort: number): Promise<SandboxProcess> =>
  startSandbox({ SANDBOX_CALLBACK_URL: `http://127.0.0.1:${appPort}`, ...SANDBOX_SECRET_ENV });

/** A database for one or more apps: a fresh PostgreSQL one, or (PGlite) nothing shared. */
export async function ownDatabase(): Promise<{ url: string | null; drop(): Promise<void> }> {
  if (inject("dbKind") !== "postgres") return { url: null, drop: async () => undefined };
  return freshPostgres("catalog");
}

export async function ownApp(port: number, sandbox: SandboxProcess, databaseUrl: string | null, env: Record<string, string>): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "saldo-catalog-"));
  const app = await startApp(port, {
    PROVIDER_BASE_URL: sandbox.url,
    ...APP_SECRET_ENV,
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  return {
    app,
    async stop() {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function catalogHealth(baseUrl: string): Promise<CatalogHealth> {
  const response = await fetch(`${baseUrl}/api/health`);
  return ((await response.json()) as { catalog: CatalogHealth }).catalog;
}

/** Polls until `check` holds (or fails after `ms`), returning its last value. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The app answers from a snapshot of both lists. */
export const snapshotReady = (baseUrl: string) =>
  eventually(() => catalogHealth(baseUrl), (c) => c.services !== null && c.topUps !== null);

export async function signedUpOn(baseUrl: string): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  const response = await client.post("/api/auth/sign-up", { email: uniqueEmail("catalog"), password: "correct horse battery", name: "Ana Pérez" });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  return client;
}

/** How many times the sandbox was asked for a route ("GET /companies/services"), failed or not. */
export async function routeCount(sandbox: SandboxProcess, route: string): Promise<number> {
  const { byRoute } = await sandbox.control<{ byRoute: Record<string, number> }>("/stats/routes");
  return byRoute[route] ?? 0;
}

export const codesOf = (body: { companies: { companyCode: string }[] }) => body.companies.map((c) => c.companyCode);
