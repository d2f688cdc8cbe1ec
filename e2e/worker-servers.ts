// Each Playwright worker has servers of its own, started by playwright.config.ts's webServer list
// (tests/support/e2e-servers.ts): the sandbox's faults and clock are global to it, so two workers
// sharing one would steer each other's journeys. Worker slot n (TEST_PARALLEL_INDEX, 0 to
// E2E_WORKERS - 1, kept when a worker is replaced) has its app on E2E_APP_PORT + 10n (3610 by
// default; setting it lets two checkouts run their browser suites side by side), its sandbox 1000
// above the app, and its mailbox's inbox and SMTP port 2000 and 2001 above it.

/** Two cores: two workers, each driving one Chromium against its own app. */
export const E2E_WORKERS = 2;

const BASE_PORT = Number(process.env.E2E_APP_PORT ?? 3610);

export type WorkerServers = {
  appPort: number;
  /** What the browser opens; the mails' links point there too. */
  appOrigin: string;
  sandboxUrl: string;
  /** The mail catcher's inbox (JSON API). */
  mailboxUrl: string;
};

export function serversOf(slot: number): WorkerServers {
  const appPort = BASE_PORT + 10 * slot;
  return {
    appPort,
    appOrigin: `http://localhost:${appPort}`,
    sandboxUrl: `http://127.0.0.1:${appPort + 1000}`,
    mailboxUrl: `http://127.0.0.1:${appPort + 2000}`,
  };
}

/** The servers of the worker this runs in (slot 0 in Playwright's main process). */
export const workerServers: WorkerServers = serversOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
