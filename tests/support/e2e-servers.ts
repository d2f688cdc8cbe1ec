// Starts the sandbox, the mailbox and the built app for one worker of the browser suite (one entry
// of playwright.config.ts's webServer list; e2e/worker-servers.ts says which ports), with a fresh
// embedded database, and keeps them running until Playwright stops it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serversOf } from "../../e2e/worker-servers";
import { startApp } from "./app-process";
import { startMailbox } from "./mailbox-process";
import { startSandbox } from "./sandbox-process";

async function main() {
  const slot = Number(process.env.E2E_SLOT ?? 0);
  const { appPort, appOrigin } = serversOf(slot);
  const dataDir = mkdtempSync(path.join(tmpdir(), `saldo-e2e-${slot}-`));
  const sandbox = await startSandbox({
    SANDBOX_PORT: String(appPort + 1000),
    SANDBOX_CALLBACK_URL: `http://127.0.0.1:${appPort}`,
    SANDBOX_CALLBACK_DELAY_MS: "1500",
    SANDBOX_SLOW_RESPONSE_MS: "4000",
  });
  const mailbox = await startMailbox({ http: appPort + 2000, smtp: appPort + 2001 });
  const app = await startApp(appPort, {
    PROVIDER_BASE_URL: sandbox.url,
    DATA_DIR: dataDir,
    // The browser contexts play a proxy's clients (e2e/fixtures.ts), each with its own X-Forwarded-For.
    TRUST_PROXY: "1",
    OPERATOR_EMAILS: "ops@saldo.test",
    RECONCILE_INTERVAL_MS: "500",
    RECONCILE_BASE_DELAY_MS: "2000",
    SMTP_URL: mailbox.smtpUrl,
    // The address the browser opens (playwright.config.ts): the mails' links point there.
    APP_URL: appOrigin,
  });
  console.info(`e2e servers of worker ${slot} ready: app ${app.url}, sandbox ${sandbox.url}, mailbox ${mailbox.url}`);
  const stop = async () => {
    await app.stop();
    await sandbox.stop();
    await mailbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
