// The callback abuse runs' shared setup: one sandbox that settles payments but never calls back
// (the tests send the callbacks themselves), and apps on their own ports and data folders with
// the operator signed up. Each file calls useAbuseSandbox() once at its top level.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { APP_SECRET_ENV, SANDBOX_SECRET_ENV } from "./secrets";
import { startApp } from "./app-process";
import { ChaosUser } from "./chaos-client";
import { freePort } from "./free-port";
import { startSandbox, type SandboxProcess } from "./sandbox-process";

export const OPERATOR = "ops@saldo.test";
const APP_ENV = {
  ...APP_SECRET_ENV,
  OPERATOR_EMAILS: OPERATOR,
  // The reconciler's first status read comes 10 min after a payment: only callbacks settle here.
  RECONCILE_BASE_DELAY_MS: "600000",
};
export const PATHS = ["/confirm-payment", "/confirmPayment", "/confirm-gift-card"] as const;
export const KB = 1024;

/** Starts the sandbox before the file's tests and stops everything after them. */
export function useAbuseSandbox() {
  const cleanup: (() => Promise<void>)[] = [];
  let sandbox: SandboxProcess | undefined;

  beforeAll(async () => {
    sandbox = await startSandbox({
      ...SANDBOX_SECRET_ENV,
    });
    cleanup.push(() => sandbox!.stop());
    await sandbox.control("/wallet", { currency: "ARS", balance: 1_000_000_000 });
    await sandbox.control("/faults", { dropCallbacks: true });
  });

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  return {
    sandbox: () => sandbox!,
    onCleanup: (step: () => Promise<void>) => cleanup.push(step),
    /** One app on its own port and data folder, with the operator signed up. */
    async startAppWith(env: Record<string, string>) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "saldo-abuse-"));
      cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const app = await startApp(await freePort(), { ...APP_ENV, PROVIDER_BASE_URL: sandbox!.url, DATA_DIR: dataDir, ...env });
      cleanup.push(() => app.stop());
      const operator = await new ChaosUser(OPERATOR).signUp(app.url);
      return { app, dataDir, operator };
    },
    /** An app started again on a data folder and port an earlier one used (after a crash). */
    async restartApp(dataDir: string, port: number, env: Record<string, string>) {
      const app = await startApp(port, { ...APP_ENV, PROVIDER_BASE_URL: sandbox!.url, DATA_DIR: dataDir, ...env });
      cleanup.push(() => app.stop());
      return app;
    },
  };
}
