import js from "@eslint/js";
import tseslint from "typescript-eslint";

// What the app, its unit tests and the test tree may not import (the sandbox is reached over HTTP only).
const TEST_CODE = {
  group: ["@/tests", "@/tests/**", "**/tests", "**/tests/**"],
  message: "Test code lives in tests/ and stays out of the production tree.",
};
const SANDBOX_CODE = {
  group: ["@/sandbox", "@/sandbox/**", "**/sandbox", "**/sandbox/**"],
  message: "The sandbox is a separate program: start it as a process, never import its code.",
};

// lib/'s floors and the absence of import cycles are checked by dependency-cruiser
// (.dependency-cruiser.cjs, `npm run lint`), which also sees import() and type-only imports.

export default tseslint.config(
  // scripts/bench/bare is the benchmark's bare Next.js app (plain JS, built with its own config).
  { ignores: ["node_modules/", ".next/", ".data/", "test-results/", "playwright-report/", "next-env.d.ts", "scripts/bench/bare/", "bench-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // The app's own code writes through the logger (lib/platform/log.ts), never to the console: a
    // line printed there is a debugging leftover. The browser's fallback for a missing message and
    // the start-up's last word before the process exits are the two that must print.
    files: ["app/**", "components/**", "lib/**", "proxy.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "lib/platform/i18n/fallback.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["log", "info", "warn", "error", "debug", "trace"].map((property) => ({ object: "console", property, message: "Write through the logger (lib/platform/log.ts)." })),
      ],
    },
  },
  {
    // dependency-cruiser's configuration is CommonJS, run by Node.
    files: [".dependency-cruiser.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } },
  },
  {
    // The service worker: plain JavaScript served as it is, with a worker's globals.
    files: ["public/sw.js"],
    languageOptions: {
      sourceType: "script",
      globals: Object.fromEntries(["self", "caches", "fetch", "URL", "Request", "Response", "Promise"].map((name) => [name, "readonly"])),
    },
  },
  {
    // Route tests read response bodies of every shape; the assertions are what check them.
    files: ["tests/support/api-client.ts", "tests/support/second-look.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // The production tree imports neither test code nor the sandbox.
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "proxy.ts", "instrumentation.ts", "server.mjs"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [TEST_CODE, SANDBOX_CODE] }] },
  },
  {
    // Unit tests beside the code may use tests/support, and tests/ and e2e/ start the sandbox as a
    // process; none imports the sandbox's code to compute what the app must accept.
    files: ["lib/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}", "components/**/*.test.{ts,tsx}", "tests/**/*.ts", "e2e/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [SANDBOX_CODE] }] },
  },
  {
    // The sandbox is the provider seen from outside: it must not reach into the app.
    files: ["sandbox/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["@/*", "../../lib/*", "../lib/*"] }],
    },
  },
);
