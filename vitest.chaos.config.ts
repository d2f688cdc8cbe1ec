import { defineConfig } from "vitest/config";
import { resolve } from "./vitest.config";

// The chaos and abuse suite (`npm run test:chaos`): each file starts the real servers it needs
// (app instances, sandbox, a fresh PostgreSQL database) and attacks them, one file at a time.
// Two projects, by what a file asserts (`--project faults` or `--project load` runs one):
//   faults — what must hold however busy the machine is: no 5xx or leak for any bad input, no
//            payment lost or paid twice through faults and a crash. `npm test` runs these beside
//            another suite, as a busy machine is one more fault.
//   load   — figures measured under a load made on purpose (callback throughput and latency,
//            memory during a flood): they need the machine to themselves.
const shared = { testTimeout: 240_000, hookTimeout: 120_000, fileParallelism: false };

export default defineConfig({
  resolve,
  test: {
    // One file at a time across both projects too.
    fileParallelism: false,
    maxWorkers: 1,
    projects: [
      { resolve, test: { ...shared, name: "faults", include: ["tests/chaos/fuzz.test.ts", "tests/chaos/payments.test.ts", "tests/chaos/callback-crash.test.ts"] } },
      { resolve, test: { ...shared, name: "load", include: ["tests/chaos/callback-load.test.ts", "tests/chaos/callback-flood.test.ts"] } },
    ],
  },
});
