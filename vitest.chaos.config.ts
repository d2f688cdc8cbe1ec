import { defineConfig } from "vitest/config";
import { resolve } from "./vitest.config";

// The chaos and abuse suite (`npm run test:chaos`): each file starts the real servers it needs
// (app instances, sandbox, a fresh PostgreSQL database) and attacks them. Files run one by one:
// they load the machine on purpose.
export default defineConfig({
  resolve,
  test: {
    include: ["tests/chaos/**/*.test.ts"],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
