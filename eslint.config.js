// @ts-check
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { noLiteralText } from "./scripts/lint/english-text-rule.js";
import { uiBoundaries } from "./scripts/lint/ui-boundaries-rule.js";

/** luxon would cost every parent's page about 21 KB (docs/decisions/005-dates-in-the-browser.md). */
const noLuxon = {
  group: ["luxon"],
  message: "Browser code formats dates with src/lib/domain/time (Intl); luxon stays on the server.",
};

/** The folders of src/lib from the bottom up, after constants.ts and collections.ts. */
const LAYERS = ["schemas", "domain", "server"];

/**
 * What a folder of src/lib may not import: the layers above it, the browser code and the raw
 * season content, e.g. `above("schemas")` forbids domain/ and server/.
 * @param {string} name
 */
const above = (name) => [
  ...LAYERS.slice(LAYERS.indexOf(name) + 1).flatMap((layer) => [`**/lib/${layer}/**`, `../${layer}/*`]),
  "**/ui/**",
  "**/lib/content",
  "../content",
];

/** Tests may reach across the layers to check them. */
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];

/**
 * @param {string[]} group
 * @param {string} message
 */
const layer = (group, message) => ({ group, message });

/**
 * A block that refuses imports matching `patterns` in `files`, tests excepted.
 * @param {string[]} files
 * @param {...{ group: string[], message: string }} patterns
 * @returns {import("eslint").Linter.Config}
 */
const restrict = (files, ...patterns) => ({
  files,
  ignores: TESTS,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

const browserOnlyPatterns = [
  {
    group: ["**/lib/server/**", "**/server/*"],
    message: "Server-only code cannot run in an island.",
  },
  {
    group: ["**/lib/content", "**/content/*.json", "**/lib/site"],
    message: "Season content holds private contact details; fetch from /api.",
  },
  noLuxon,
  {
    group: ["**/lib/clock"],
    importNames: ["now"],
    message: "now() returns luxon's DateTime: an island reads nowMillis().",
  },
];

export default defineConfig(
  { ignores: ["dist/", ".astro/", ".netlify/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/consistent-type-definitions": "off",
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["src/**/*.tsx"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.configs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The layers of src/lib, lowest first (docs/architecture.md): each may import only those below it.
  restrict(
    ["src/lib/constants.ts", "src/lib/event-types.ts", "src/lib/field-alert.ts", "src/lib/collections.ts"],
    layer(
      ["zod", "zod/*", "luxon", "./*", "!./event-types.ts", "!./field-alert.ts", "../*"],
      "Plain values: no zod, nothing else of the project (the constants re-export the event types and alert levels).",
    ),
  ),
  restrict(
    ["src/lib/schemas/**"],
    layer(above("schemas"), "Schemas build on constants and collections only."),
  ),
  restrict(
    ["src/lib/domain/**"],
    layer(
      [...above("domain"), "**/clock"],
      "Rules are pure: no I/O, no clock (now is an argument), no views.",
    ),
  ),
  restrict(
    ["src/lib/server/**", "netlify/functions/**"],
    layer(["**/ui/**", "**/pages/**"], "The server never imports browser code."),
  ),
  {
    // Browser code must never pull in server code or the raw season content (which holds
    // parents' contact details).
    files: ["src/ui/**"],
    ignores: TESTS,
    rules: { "no-restricted-imports": ["error", { patterns: browserOnlyPatterns }] },
  },
  {
    // The layout of the browser code, by feature (scripts/lint/ui-boundaries.ts): the kit imports
    // no feature, parents' code reaches the coach's only through a lazy coach/entry.ts, and a
    // feature imports another only from the top of its folder.
    files: ["src/**/*.{ts,tsx,astro}"],
    ignores: TESTS,
    plugins: { ui: { rules: { boundaries: uiBoundaries } } },
    rules: { "ui/boundaries": "error" },
  },
  {
    // The rules the islands share with the server are written on Intl, not luxon.
    files: [
      "src/lib/domain/{time,local-time,instant,schedule,event-status,post-*,retry-after,calendar-links}.ts",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: [noLuxon] }] },
  },
  {
    // Every word a parent reads comes from the page's catalog (src/i18n), so the Spanish pages say
    // nothing in English: no literal prose in the parents' islands, pages and page blocks. The
    // coach's pages and folders stay English only.
    files: [
      "src/ui/**/*.{tsx,astro}",
      "src/pages/**/*.astro",
      "src/components/*.astro",
      "src/layouts/*.astro",
    ],
    ignores: [...TESTS, "src/ui/**/coach/**", "src/pages/admin*.astro", "src/pages/admin/**"],
    plugins: { i18n: { rules: { "no-literal-text": noLiteralText } } },
    rules: { "i18n/no-literal-text": "error" },
  },
  ...astro.configs.recommended,
  {
    files: ["**/*.astro"],
    languageOptions: { parserOptions: { projectService: false, project: "./tsconfig.json" } },
  },
);
