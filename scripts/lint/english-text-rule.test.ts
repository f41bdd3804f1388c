/**
 * The rule reports prose typed into JSX text and into the attributes a reader meets, in .tsx and
 * in .astro templates, and lets through what is not prose: names, numbers, punctuation, words
 * from props and attributes nobody reads.
 */
import path from "node:path";
import { RuleTester } from "eslint";
import * as astroParser from "astro-eslint-parser";
import { describe, expect, it } from "vitest";
import { isProse, noLiteralText } from "./english-text-rule.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** An .astro file, by its full path, as ESLint gives it to the parser. */
const PAGE = path.resolve(import.meta.dirname, "../../src/pages/Page.astro");

const jsx = {
  languageOptions: {
    ecmaVersion: 2025,
    sourceType: "module",
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
} as const;

describe("isProse", () => {
  it.each([
    ["Try again", true],
    ["No, gracias", true],
    ["  Loading schedule...  ", true],
    ["Hide", false],
    ["U10", false],
    ["·", false],
    [" | ", false],
    ["9-10", false],
    ["a b", false],
  ])("%j → %s", (text, expected) => {
    expect(isProse(text)).toBe(expected);
  });
});

new RuleTester(jsx).run("i18n/no-literal-text in an island", noLiteralText, {
  valid: [
    { code: "const a = <p>{words.loading}</p>;" },
    { code: "const a = <p>{team.name} · {season.label}</p>;" },
    { code: "const a = <button aria-label={words.close}>×</button>;" },
    { code: 'const a = <span aria-hidden="true">|</span>;' },
    { code: 'const a = <a className="mt-6 link-button rounded px-2" href="/es/">{words.home}</a>;' },
    { code: 'const a = <img alt="" src="/favicon.svg" />;' },
    { code: "const a = <p title={`${count} games`}>{count}</p>;" },
    { code: "const a = <Field label={words.name} />;" },
  ],
  invalid: [
    { code: "const a = <p>Loading schedule...</p>;", errors: 1 },
    { code: "const a = <p>{count} games left this season</p>;", errors: 1 },
    { code: 'const a = <button aria-label="Close notification">×</button>;', errors: 1 },
    { code: 'const a = <input placeholder={"Your name here"} />;', errors: 1 },
    { code: "const a = <img alt={`Team photo`} src={src} />;", errors: 1 },
    { code: 'const a = <Field label="Phone number" description="We never share it" />;', errors: 2 },
  ],
});

new RuleTester({ languageOptions: { parser: astroParser, ecmaVersion: 2025, sourceType: "module" } }).run(
  "i18n/no-literal-text in an Astro template",
  noLiteralText,
  {
    valid: [
      { filename: PAGE, code: '---\nconst words = { title: "x" };\n---\n<h1>{words.title}</h1>\n' },
      {
        filename: PAGE,
        code: '<BaseLayout title={words.title} noindex><span aria-hidden="true">|</span></BaseLayout>\n',
      },
    ],
    invalid: [
      { filename: PAGE, code: "<h1>404 Page Not Found</h1>\n", errors: 1 },
      { filename: PAGE, code: '<BaseLayout title="Team Information"><p>Hi</p></BaseLayout>\n', errors: 1 },
    ],
  },
);
