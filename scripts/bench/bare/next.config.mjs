// The bare Next.js app the benchmark compares Saldo with: the same `next` package (the repo's
// node_modules), nothing else. Built and started by scripts/bench (npm run bench).
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../", import.meta.url));

/** @type {import("next").NextConfig} */
export default {
  poweredByHeader: false,
  turbopack: { root },
  outputFileTracingRoot: root,
};
