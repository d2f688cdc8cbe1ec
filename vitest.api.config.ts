import { defineConfig } from "vitest/config";
import { resolve } from "./vitest.config";

// The route suite: HTTP against the built app and the sandbox, started once by global-setup.ts.
// Run with TEST_DB=pglite (default) or TEST_DB=postgres.
export default defineConfig({
  resolve,
  test: {
    include: ["tests/api/**/*.test.ts"],
    // The query plans are PostgreSQL's: that file runs in the PostgreSQL pass only.
    exclude: process.env.TEST_DB === "postgres" ? [] : ["tests/api/query-plans.test.ts"],
    globalSetup: ["tests/api/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One app and one sandbox are shared, and some tests set sandbox faults: files run one by one.
    fileParallelism: false,
  },
});
