import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // Next resolves "server-only" to an empty module on the server; outside Next we do the same.
      "server-only": fileURLToPath(new URL("./e2e/support/server-only.ts", import.meta.url)),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "sandbox/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Each contract file starts its own sandbox process; two cores, so keep the pile small.
    maxWorkers: 2,
  },
});
