// An invalid environment stops the start, naming the variable. Against a real provider the app
// refuses to start without the secrets that have no safe default, naming them: it never falls back
// to the sandbox's public callback credentials.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startApp } from "../support/app-process";
import { freePort } from "../support/free-port";
import { TEST_SECRETS } from "../support/secrets";

/** Starts the app against a provider that is not on this machine (not sandbox mode) with every
 * setting it then needs but those in `missing`; nothing is ever sent there, as the start stops first. */
async function startWithout(missing: string[]): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "saldo-startup-"));
  const settings: Record<string, string> = {
    SESSION_SECRET: TEST_SECRETS.sessionSecret,
    PIN_ENCRYPTION_KEY: TEST_SECRETS.pinKey,
    CALLBACK_API_KEY: "callback-key",
    CALLBACK_TOKEN: "callback-token",
    VAPID_PUBLIC_KEY: TEST_SECRETS.vapidPublicKey,
    VAPID_PRIVATE_KEY: TEST_SECRETS.vapidPrivateKey,
    VAPID_SUBJECT: "mailto:push@saldo.test",
    SMTP_URL: "smtp://mail.invalid:25",
    APP_URL: "https://saldo.invalid",
  };
  for (const name of missing) settings[name] = "";
  try {
    const app = await startApp(await freePort(), { PROVIDER_BASE_URL: "https://provider.invalid", ...settings, DATA_DIR: dataDir });
    await app.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("starting against a real provider", () => {
  it("refuses to start without CALLBACK_API_KEY and CALLBACK_TOKEN, naming them", async () => {
    await expect(startWithout(["CALLBACK_API_KEY", "CALLBACK_TOKEN"])).rejects.toThrow(/CALLBACK_API_KEY, CALLBACK_TOKEN are required/);
  });

  it("refuses to start without the Web Push keys and subject, naming them", async () => {
    await expect(startWithout(["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"])).rejects.toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT are required/,
    );
  });

  it("refuses to start without SMTP_URL and APP_URL (password reset needs them), naming them", async () => {
    await expect(startWithout(["SMTP_URL", "APP_URL"])).rejects.toThrow(/SMTP_URL, APP_URL are required/);
  });
});

describe("starting with an invalid variable", () => {
  it("stops, naming the variable, instead of serving", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "saldo-startup-"));
    try {
      const started = startApp(await freePort(), { EMBEDDED_DB_BUFFERS_MB: "lots", DATA_DIR: dataDir });
      await expect(started).rejects.toThrow(/app exited with 1[\s\S]*EMBEDDED_DB_BUFFERS_MB must be a whole number of megabytes/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
