import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * One import style: local files by a relative path with their extension (it resolves the same in
 * tsx, Vite, Vitest and Node), and the one direction of imports: app/ and erp/ meet only in
 * contract/, which imports neither (docs/architecture.md).
 */
const IMPORT_STYLE = {
  regex: "^(~/|\\.{1,2}/(?!.*\\.(ts|tsx|json|css|svg)(\\?[a-z-]+)?$))",
  message: "Import a local file by its relative path with the extension, e.g. ./price.ts.",
};
const outOf = (folder, forbidden) => ({
  regex: `^(\\.\\./)+(${forbidden.join("|")})/`,
  message: `${folder}/ must not import ${forbidden.map((f) => `${f}/`).join(" or ")}: shared facts and wire schemas belong in contract/.`,
});
const restrictImports = (...patterns) => ["error", { patterns: [IMPORT_STYLE, ...patterns] }];

export default tseslint.config(
  { ignores: ["build/**", "data/**", ".tmp/**", "test-results/**", "playwright-report/**", "erp/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": restrictImports(),
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictImports(outOf("app", ["erp", "server"])) },
  },
  { files: ["erp/**/*.ts"], rules: { "no-restricted-imports": restrictImports(outOf("erp", ["app", "server"])) } },
  {
    files: ["contract/**/*.ts"],
    rules: { "no-restricted-imports": restrictImports(outOf("contract", ["app", "erp", "server"])) },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
    },
  },
);
