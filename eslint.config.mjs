import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["node_modules/", ".next/", ".data/", "test-results/", "playwright-report/", "next-env.d.ts"] },
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
    // Route tests read response bodies of every shape; the assertions are what check them.
    files: ["tests/support/api-client.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // The sandbox is the provider seen from outside: it must not reach into the app.
    files: ["sandbox/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["@/*", "../../lib/*", "../lib/*"] }],
    },
  },
);
