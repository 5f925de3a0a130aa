import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import layers from "./eslint/layers.js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "public/build/", "public/build-development/", "public/build-test/", "node_modules/", "data/", "test-results/", "tests/.tmp/", "db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // The house's layers (DESIGN.md, Layout; eslint/layers.js): routes → features → services/lib/db.
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts", "jobs/**/*.ts", "server/**/*.ts"],
    plugins: { house: layers },
    rules: { "house/layers": "error" },
  },
  {
    // app/lib, app/content and the UI primitives are shared with the browser: no I/O, no Node modules.
    files: ["app/lib/**/*.ts", "app/content/**/*.ts", "app/components/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["node:*"], message: "Shared code stays pure: no I/O." }] }],
    },
  },
);
