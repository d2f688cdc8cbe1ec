import { defineConfig } from "vitest/config";
import { resolve } from "./vitest.config";

// The route suite: HTTP against the built app and the sandbox. tests/api/global-setup.ts starts
// one set of servers (database, sandbox, mailbox, app) per worker, so files run side by side and
// still never share a sandbox (its faults and clock are global). Two projects, one run:
//   postgres — every route file, on a fresh PostgreSQL database per worker;
//   pglite   — the files below again, on the embedded database.
// `vitest run -c vitest.api.config.ts --project postgres` runs one of them.

/**
 * The route files that run on the embedded database too: what works differently there, and the
 * money paths. docs/testing.md ("Which route files run on both databases") says why each is here.
 */
export const EMBEDDED_DATABASE_FILES = [
  // Money: every payment kind, its outcomes, duplicates, faults, unknown outcomes, the reconciler.
  "tests/api/payments-*.test.ts",
  // Callbacks: recorded and applied one at a time on the embedded database (four at once on PostgreSQL).
  "tests/api/callbacks*.test.ts",
  // A bill's debts are stored without a transaction on the embedded database.
  "tests/api/debts.test.ts",
  // The embedded job runner instead of graphile-worker: its engine, reminders' scan → mail and push
  // jobs, and autopay's instance killed mid-charge and started again on its own data folder.
  "tests/api/jobs.test.ts",
  "tests/api/reminders.test.ts",
  "tests/api/autopay.test.ts",
  // No LISTEN/NOTIFY: live status is announced in process. The streams one account may hold are
  // counted in the embedded database, and its one process killed and started again frees them.
  "tests/api/live-status.test.ts",
  "tests/api/live-status-limit.test.ts",
  // The user memo (the embedded database only): sign-out, sessions ended elsewhere, a reset
  // password and a changed profile are seen at the next request.
  "tests/api/auth.test.ts",
  "tests/api/password-reset.test.ts",
  "tests/api/profile.test.ts",
  // Sessions as rows, kept in process: listed, ended one or all others, ended from a mail's link.
  "tests/api/sessions.test.ts",
  // A data download: bytes kept in the embedded database, made by the embedded job runner.
  "tests/api/data-export.test.ts",
  // The database made from the build's seed copy, reported ready.
  "tests/api/health.test.ts",
];

/** PostgreSQL's own: the query plans are read with EXPLAIN on a PostgreSQL server. */
const POSTGRES_ONLY = ["tests/api/query-plans.test.ts"];

const shared = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ["tests/api/global-setup.ts"],
};

export default defineConfig({
  resolve,
  test: {
    // Two cores: two files at a time, each against its worker's own servers.
    maxWorkers: 2,
    projects: [
      { resolve, test: { ...shared, name: "postgres", include: ["tests/api/**/*.test.ts"] } },
      { resolve, test: { ...shared, name: "pglite", include: EMBEDDED_DATABASE_FILES, exclude: POSTGRES_ONLY } },
    ],
  },
});
