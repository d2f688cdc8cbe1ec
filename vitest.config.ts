import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The unit suite: tests beside the code they test, no servers started. The process-spawning
// suites live in tests/ with their own configs (vitest.contract, .api and .chaos.config.ts).
/** How every suite resolves modules: the "@/" alias, and "server-only" as Next resolves it on the server (empty). */
export const resolve = {
  alias: {
    "@": fileURLToPath(new URL("./", import.meta.url)),
    "server-only": fileURLToPath(new URL("./tests/support/server-only.ts", import.meta.url)),
  },
};

export default defineConfig({
  resolve,
  test: {
    include: ["lib/**/*.test.ts", "components/**/*.test.ts", "sandbox/**/*.test.ts", "scripts/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Two cores: keep the pile small (some files open a fresh PostgreSQL database each).
    maxWorkers: 2,
  },
});
