import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_WORKERS, serversOf, workerServers } from "./e2e/worker-servers";

// Browser journeys in Debian's Chromium against the built app and the real sandbox. Each worker
// has servers of its own (e2e/worker-servers.ts); this file is read again in each worker, where
// baseURL is that worker's app.
const DEBIAN_CHROMIUM = "/usr/lib/chromium/chromium";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/playwright",
  // Files are spread over the workers; a file's tests run in order in one worker.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: workerServers.appOrigin,
    locale: "es-AR",
    timezoneId: "America/Argentina/Buenos_Aires",
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's binary itself, not its /usr/bin/chromium launcher: the launcher adds flags for a
      // desktop (GPU rasterization, which headless does in software at a cost, and extensions).
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : "/usr/bin/chromium"),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => ({
    command: "node --import tsx tests/support/e2e-servers.ts",
    env: { E2E_SLOT: String(slot) },
    url: `${serversOf(slot).appOrigin}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
  })),
});
