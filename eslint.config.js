import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { noImportCircles } from "./scripts/lint/importCircles.mjs";

export default tseslint.config(
  { ignores: ["build/", "public/build/", "public/api-reference/", "node_modules/", "**/.wrangler/", "playwright-report/", "test-results/", "scripts/bench/bare-remix/build/", "scripts/bench/bare-remix/public/build/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["scripts/**/*.mjs", "*.config.js"], languageOptions: { globals: globals.node } },
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/server/**", "app/load-context.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/server/*", "../server/*", "*/server/*"], message: "Route modules get server things through the load context.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // Components and helpers never import route modules (routes import them): shared types and hooks live in lib/.
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/server/*", "../server/*", "*/server/*"], message: "Route modules get server things through the load context.", allowTypeImports: true },
            { group: ["~/root", "~/routes/*"], message: "Route modules import components and lib/, not the other way round." },
          ],
        },
      ],
    },
  },
  {
    // No file imports, through any chain, one that imports it (decision 0094): each layer imports only downwards.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { meridian: { rules: { "no-import-circles": noImportCircles } } },
    rules: { "meridian/no-import-circles": "error" },
  },
);
