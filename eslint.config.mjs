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

// lib/ in layers: a folder imports only folders below it, so no import runs back up.
//   env, rules, i18n → provider → server → mail → auth, catalog → push → bills → operations, agenda
//   → reminders, callbacks → complaints → operator → system (boot, health, retention: the composition at the
//   top); client is the browser's.
const ABOVE = {
  rules: ["push", "provider", "server", "mail", "auth", "catalog", "bills", "operations", "agenda", "callbacks", "complaints", "reminders", "operator", "system", "client"],
  provider: ["push", "server", "mail", "auth", "catalog", "bills", "operations", "agenda", "callbacks", "complaints", "reminders", "operator", "system", "client"],
  server: ["push", "mail", "auth", "catalog", "bills", "operations", "agenda", "callbacks", "complaints", "reminders", "operator", "system", "client"],
  mail: ["push", "auth", "catalog", "bills", "operations", "agenda", "callbacks", "complaints", "reminders", "operator", "system", "client"],
  auth: ["push", "catalog", "bills", "operations", "agenda", "callbacks", "complaints", "reminders", "operator", "system", "client"],
  catalog: ["push", "auth", "bills", "operations", "agenda", "callbacks", "complaints", "reminders", "operator", "system", "client"],
  // Web Push: sends to a user's devices; the jobs and the features above it queue or call it.
  push: ["bills", "operations", "agenda", "callbacks", "complaints", "reminders", "operator", "system", "client", "jobs"],
  bills: ["operations", "agenda", "callbacks", "complaints", "reminders", "operator", "system", "client"],
  operations: ["agenda", "callbacks", "complaints", "reminders", "operator", "system", "client"],
  agenda: ["operations", "callbacks", "complaints", "reminders", "operator", "system", "client"],
  callbacks: ["agenda", "complaints", "operator", "system", "client"],
  complaints: ["operator", "system", "client"],
  // Bill reminders: read the agenda, write mail and push; the jobs and the console run them.
  reminders: ["callbacks", "complaints", "operator", "system", "client", "jobs"],
  operator: ["agenda", "system", "client"],
  client: ["system"],
};
const layerOf = (folder) => ({
  group: ABOVE[folder].flatMap((above) => [`@/lib/${above}`, `@/lib/${above}/**`]),
  message: `lib/${folder} sits below these folders: it must not import them (see the layers in eslint.config.mjs).`,
});
// Paying never reaches into reconciling (the reconciler re-sends through pay/, not the other way).
const PAY_BELOW_RECONCILE = { group: ["@/lib/operations/reconcile/**", "../reconcile/**"], message: "pay/ sits below reconcile/." };

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
    // The service worker: plain JavaScript served as it is, with a worker's globals.
    files: ["public/sw.js"],
    languageOptions: {
      sourceType: "script",
      globals: Object.fromEntries(["self", "caches", "fetch", "URL", "Request", "Response", "Promise"].map((name) => [name, "readonly"])),
    },
  },
  {
    // Route tests read response bodies of every shape; the assertions are what check them.
    files: ["tests/support/api-client.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // The production tree imports neither test code nor the sandbox.
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "proxy.ts", "instrumentation.ts", "server.mjs"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [TEST_CODE, SANDBOX_CODE] }] },
  },
  ...Object.keys(ABOVE).map((folder) => ({
    files: [`lib/${folder}/**/*.{ts,tsx}`],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [TEST_CODE, SANDBOX_CODE, layerOf(folder)] },
      ],
    },
  })),
  {
    files: ["lib/operations/pay/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [TEST_CODE, SANDBOX_CODE, layerOf("operations"), PAY_BELOW_RECONCILE] }] },
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
