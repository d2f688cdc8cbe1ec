// Validates the environment at build and at start (lib/env.ts names any bad variable).
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url);
const { env } = await jiti.import("./lib/env.ts");
const { securityHeaders } = await jiti.import("./lib/server/http/security-headers.ts");

// Pages also get a Content-Security-Policy with a per-request nonce, from proxy.ts.

/** @type {import("next").NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native or WASM packages, and pdfkit (it reads its bundled font files from its own folder),
  // must be loaded by Node, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "@node-rs/argon2", "pdfkit"],
  // Next buffers the body of every request proxy.ts sees (pages, and API addresses holding a
  // %-escape); none of those takes more than the JSON routes' own 64 KB.
  experimental: { proxyClientMaxBodySize: "64kb" },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(env.NODE_ENV === "production") }];
  },
};

export default nextConfig;
