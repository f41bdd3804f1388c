// @ts-check
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** luxon would cost every parent's page about 21 KB (docs/decisions/005-dates-in-the-browser.md). */
const noLuxon = {
  group: ["luxon"],
  message: "Islands format dates with src/lib/domain/time (Intl); luxon stays on the server.",
};

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
  {
    // Islands and stores run in the browser: they must never pull in server code or the raw
    // season content (which holds parents' contact details).
    files: [
      "src/islands/**",
      "src/stores/**",
      "src/pages/**/_components/**",
      "src/lib/api-client.ts",
      "src/lib/coach-api.ts",
      "src/lib/session-api.ts",
      "src/lib/admin-flags.ts",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: browserOnlyPatterns }] },
  },
  {
    // Islands every parent downloads never import the coach's code statically (a lazy
    // `import()` behind the coach's flag is fine): the dashboard's code stays on /admin.
    files: ["src/islands/*.{ts,tsx}", "src/pages/{schedule,roster,posts,contact}/_components/*.{ts,tsx}"],
    ignores: ["src/pages/*/_components/Coach*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...browserOnlyPatterns,
            {
              group: ["**/coach/**", "**/lib/coach-api", "**/stores/session", "**/stores/coach"],
              message: "Parents download this island: load coach code lazily, behind the coach's flag.",
            },
          ],
        },
      ],
    },
  },
  {
    // The date rules the islands share.
    files: ["src/lib/domain/{time,instant,schedule,month-grid,event-form}.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noLuxon] }] },
  },
  ...astro.configs.recommended,
  {
    files: ["**/*.astro"],
    languageOptions: { parserOptions: { projectService: false, project: "./tsconfig.json" } },
  },
);
