// Starts the sandbox and the built app for the browser suite (Playwright's webServer), each on a
// fixed port, with a fresh embedded database, and keeps them running until Playwright stops it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startApp } from "./app-process";
import { startMailbox } from "./mailbox-process";
import { startSandbox } from "./sandbox-process";

// E2E_APP_PORT lets two checkouts run their browser suites side by side (playwright.config.ts reads it too).
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 3610);
export const E2E_SANDBOX_PORT = E2E_APP_PORT + 1000;
/** The mail catcher's inbox (tests/e2e read mails from its JSON API) and its SMTP port. */
export const E2E_MAILBOX_PORT = E2E_APP_PORT + 2000;
export const E2E_MAILBOX_SMTP_PORT = E2E_APP_PORT + 2001;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "saldo-e2e-"));
  const sandbox = await startSandbox({
    SANDBOX_PORT: String(E2E_SANDBOX_PORT),
    SANDBOX_CALLBACK_URL: `http://127.0.0.1:${E2E_APP_PORT}`,
    SANDBOX_CALLBACK_DELAY_MS: "1500",
    SANDBOX_SLOW_RESPONSE_MS: "4000",
  });
  const mailbox = await startMailbox({ http: E2E_MAILBOX_PORT, smtp: E2E_MAILBOX_SMTP_PORT });
  const app = await startApp(E2E_APP_PORT, {
    PROVIDER_BASE_URL: sandbox.url,
    DATA_DIR: dataDir,
    // The browser contexts play a proxy's clients (tests/e2e/fixtures.ts), each with its own X-Forwarded-For.
    TRUST_PROXY: "1",
    OPERATOR_EMAILS: "ops@saldo.test",
    RECONCILE_INTERVAL_MS: "500",
    RECONCILE_BASE_DELAY_MS: "2000",
    SMTP_URL: mailbox.smtpUrl,
    // The address the browser opens (playwright.config.ts): the mails' links point there.
    APP_URL: `http://localhost:${E2E_APP_PORT}`,
  });
  console.info(`e2e servers ready: app ${app.url}, sandbox ${sandbox.url}`);
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
