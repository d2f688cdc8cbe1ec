// A sandbox and an app of a file's own, on a database of the run's kind, for files that change
// what the shared servers must not: the app's settings, or the sandbox itself (restarted).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, inject } from "vitest";
import { ApiClient } from "../../support/api-client";
import { startApp, type AppProcess } from "../../support/app-process";
import { PASSWORD } from "../../support/auth-helpers";
import { freePort } from "../../support/free-port";
import { freshPostgres } from "../../support/postgres";
import { startSandbox, type SandboxProcess } from "../../support/sandbox-process";

export type OwnServers = {
  sandbox: SandboxProcess;
  app: AppProcess;
  /** A new user of this app, signed in. */
  signUp(email: string): Promise<ApiClient>;
  stop(): Promise<void>;
};

export async function ownServers(label: string, env: { sandbox: Record<string, string>; app: Record<string, string> }): Promise<OwnServers> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `saldo-${label}-`));
  const database = inject("dbKind") === "postgres" ? await freshPostgres(label) : null;
  const sandbox = await startSandbox({ SANDBOX_CALLBACK_URL: `http://127.0.0.1:${port}`, ...env.sandbox });
  const app = await startApp(port, {
    PROVIDER_BASE_URL: sandbox.url,
    DATA_DIR: dataDir,
    OPERATOR_EMAILS: "ops@saldo.test",
    TRUST_PROXY: "1",
    ...env.app,
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  return {
    sandbox,
    app,
    async signUp(email) {
      const client = new ApiClient(app.url);
      const response = await client.post("/api/auth/sign-up", { email, password: PASSWORD, name: "Ana Pérez" });
      expect(response.status).toBe(201);
      return client;
    },
    async stop() {
      await app.stop();
      await sandbox.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
