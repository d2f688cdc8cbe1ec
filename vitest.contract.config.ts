import { defineConfig } from "vitest/config";
import { resolve } from "./vitest.config";

// The provider contract suite (`npm run test:contract`): lib/provider's client against the real
// sandbox, which each file starts as its own process on a free port. No build and no database.
export default defineConfig({
  resolve,
  test: {
    include: ["tests/contract/**/*.contract.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Each contract file starts its own sandbox process; two cores, so keep the pile small.
    maxWorkers: 2,
  },
});
