// Validates the environment at build and at start (lib/env.ts names any bad variable).
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url);
await jiti.import("./lib/env.ts");

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/** @type {import("next").NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native or WASM packages that must be loaded by Node, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "@node-rs/argon2"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
