import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The fast suites, in one Vitest run (`npm run test:unit`) as two projects sharing two workers:
//   unit     — tests beside the code they test, no servers started;
//   contract — lib/provider's client against the real sandbox, which each file starts as its own
//              process on a free port (`npm run test:contract` runs it alone). No build, no database.
// The suites that need the build have their own configs (vitest.api.config.ts, vitest.chaos.config.ts).
/** How every suite resolves modules: the "@/" alias, and "server-only" as Next resolves it on the server (empty). */
export const resolve = {
  alias: [
    { find: "@", replacement: fileURLToPath(new URL("./", import.meta.url)) },
    { find: "server-only", replacement: fileURLToPath(new URL("./tests/support/server-only.ts", import.meta.url)) },
    // The formatter the build gives use-intl for compiled messages (next.config.mjs); exact, as
    // the formatter it wraps sits under the same name.
    { find: /^use-intl\/format-message$/, replacement: fileURLToPath(new URL("./lib/platform/i18n/format-message.ts", import.meta.url)) },
  ],
};

export default defineConfig({
  resolve,
  test: {
    // Two cores: keep the pile small (some files open a fresh PostgreSQL database each, and each
    // contract file starts a sandbox process).
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.ts", "sandbox/**/*.test.ts", "scripts/**/*.test.ts"],
          // The migrated embedded database the tests' fresh ones start from.
          globalSetup: ["tests/support/pglite-template.ts"],
          // A worker's files share one module graph: importing the app's modules again for each
          // of a hundred files was half the project's CPU. A file that changes the environment or
          // the module graph puts them back after itself (lib/platform/http/sse.test.ts).
          isolate: false,
          // Through Vite, so the alias above reaches use-intl's own import of its formatter.
          server: { deps: { inline: ["use-intl"] } },
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve,
        test: {
          name: "contract",
          include: ["tests/contract/**/*.contract.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
