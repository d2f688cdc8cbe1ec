import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_WORKERS, serversOf, workerServers } from "./e2e/worker-servers";

// Browser journeys in Debian's Chromium against the built app and the real sandbox. Each worker
// has servers of its own (e2e/worker-servers.ts); this file is read again in each worker, where
// baseURL is that worker's app.
//
// Two of Debian's Chromium builds, from one source: the headless shell (package
// chromium-headless-shell, Playwright's own choice for headless runs) drives the journeys at about
// two thirds of the full browser's CPU; the full browser drives the files that need what only it
// has (push messages shown as notifications, the notification permission, a camera).
// CHROMIUM_PATH and CHROMIUM_SHELL_PATH override them.
const DEBIAN_CHROMIUM = "/usr/lib/chromium/chromium";
const DEBIAN_HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const FULL_BROWSER_FILES = ["**/pwa.spec.ts", "**/scan-camera.spec.ts"];

/** Debian's binary itself, not its /usr/bin launcher: the launcher adds flags for a desktop (GPU rasterization, done in software at a cost, and extensions). */
const launchOptions = (executablePath: string) => ({
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});
const fullBrowser = process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : "/usr/bin/chromium");
const headlessShell = process.env.CHROMIUM_SHELL_PATH ?? DEBIAN_HEADLESS_SHELL;

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
    // No trace by default: recording one for every test, to keep only a failed test's, took about
    // a sixth of the suite's time. A failed test keeps a screenshot of the page as it failed;
    // `npx playwright test --trace retain-on-failure FILE` records traces when a failure needs one.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "journeys", testIgnore: FULL_BROWSER_FILES, use: { launchOptions: launchOptions(headlessShell) } },
    { name: "full-browser", testMatch: FULL_BROWSER_FILES, use: { launchOptions: launchOptions(fullBrowser) } },
  ],
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
