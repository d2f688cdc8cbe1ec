// Validates the environment at build (lib/platform/env.ts names any bad variable; at start, the app's own
// import of lib/platform/env.ts does, in instrumentation.ts) and makes the embedded database's seed.
import { PHASE_PRODUCTION_SERVER } from "next/constants.js";
import process from "node:process";

/** @type {(phase: string) => Promise<import("next").NextConfig>} */
export default async function config(phase) {
  /** @type {import("next").NextConfig} */
  const base = {
    poweredByHeader: false,
    reactStrictMode: true,
    // Native or WASM packages, and pdfkit (it reads its bundled font files from its own folder),
    // must be loaded by Node, not bundled.
    serverExternalPackages: ["@electric-sql/pglite", "pg", "@node-rs/argon2", "pdfkit", "graphile-worker", "web-push"],
    // Next buffers the body of every request proxy.ts sees (pages only: server.mjs refuses a
    // broken API address before Next); none takes more than the JSON routes' own 64 KB. And Next
    // loads every route's server code when it starts unless told otherwise: some ninety routes,
    // most of the idle memory and a second of a first start, spent on pages nobody asked for yet.
    // Each loads on its first request instead (tens of milliseconds, once per process).
    experimental: { proxyClientMaxBodySize: "64kb", preloadEntriesOnStart: false },
    // `npm test` checks the types in its checks stage (`npm run typecheck`: the routes' generated
    // types and tsc over the whole tree, validator included) and tells its build so, which then
    // skips the same check. Any other build checks them itself.
    typescript: { ignoreBuildErrors: process.env.SALDO_TYPES_CHECKED === "1" },
    // Messages are compiled as the server loads them (lib/platform/i18n/compile.ts), so every
    // bundle formats them with use-intl's small formatter (lib/platform/i18n/format-message.ts),
    // without intl-messageformat's parser.
    turbopack: { resolveAlias: { "use-intl/format-message": "./lib/platform/i18n/format-message.ts" } },
  };
  // The built server reads headers from the build's manifest: it needs none of the TypeScript
  // below, whose loading would add a few hundred milliseconds to every start.
  if (phase === PHASE_PRODUCTION_SERVER) return base;

  const { createJiti } = await import("jiti");
  const jiti = createJiti(import.meta.url);
  const { env } = await jiti.import("./lib/platform/env.ts");
  const { securityHeaders, serviceWorkerHeaders } = await jiti.import("./lib/platform/http/security-headers.ts");
  return {
    ...base,
    // Pages also get a Content-Security-Policy with a per-request nonce, from proxy.ts.
    async headers() {
      return [
        { source: "/:path*", headers: securityHeaders(env.NODE_ENV === "production") },
        { source: "/sw.js", headers: serviceWorkerHeaders() },
      ];
    },
    compiler: {
      // A fresh embedded database is copied from this seed instead of being made from nothing
      // at start (lib/platform/db/seed.ts); kept in .next/cache while the migrations are unchanged.
      async runAfterProductionCompile({ projectDir }) {
        const { buildSeed } = await jiti.import("./lib/platform/db/seed.ts");
        await buildSeed(projectDir);
      },
    },
  };
}
