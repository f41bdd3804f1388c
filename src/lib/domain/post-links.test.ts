/**
 * Links as a reader meets them: found by `parsePostText`, which asks `linkAt` wherever one may
 * start, and checked by `toSafeHref`.
 */
import { describe, expect, it } from "vitest";
import { a, links, shown, t } from "../../../tests/support/post-tokens";
import { shortenLinkText, toSafeHref } from "./post-links";
import { parsePostText } from "./post-text";
import { ELLIPSIS } from "./text-cut";

describe("parsePostText: plain URLs", () => {
  it.each([
    {
      input: "Status: https://www.example.org/league/field-status",
      expected: [
        t("Status: "),
        a("https://www.example.org/league/field-status", "https://www.example.org/league/field-status"),
      ],
    },
    {
      input: "Visit www.example.org/x.",
      expected: [t("Visit "), a("https://www.example.org/x", "www.example.org/x"), t(".")],
    },
    {
      input: "See league.org, then call.",
      expected: [t("See "), a("https://league.org/", "league.org"), t(", then call.")],
    },
    { input: "LEAGUE.ORG", expected: [a("https://league.org/", "LEAGUE.ORG")] },
    {
      input: "(see https://x.org/a)",
      expected: [t("(see "), a("https://x.org/a", "https://x.org/a"), t(")")],
    },
    {
      input: "(see https://x.org/a).",
      expected: [t("(see "), a("https://x.org/a", "https://x.org/a"), t(").")],
    },
    {
      input: "https://en.wikipedia.org/wiki/Foo_(bar)",
      expected: [a("https://en.wikipedia.org/wiki/Foo_(bar)", "https://en.wikipedia.org/wiki/Foo_(bar)")],
    },
    {
      input: "Is it https://x.org/?q=1&b=2!?",
      expected: [t("Is it "), a("https://x.org/?q=1&b=2", "https://x.org/?q=1&b=2"), t("!?")],
    },
    { input: "HTTPS://EXAMPLE.ORG/A", expected: [a("https://example.org/A", "HTTPS://EXAMPLE.ORG/A")] },
    { input: "http://x.org:8080/p", expected: [a("http://x.org:8080/p", "http://x.org:8080/p")] },
    {
      input: 'Go to "https://x.org" now',
      expected: [t('Go to "'), a("https://x.org/", "https://x.org"), t('" now')],
    },
    {
      input: "https://a.org https://b.org",
      expected: [a("https://a.org/", "https://a.org"), t(" "), a("https://b.org/", "https://b.org")],
    },
    { input: "https://coach@evil.example/x", expected: [t("https://coach@evil.example/x")] },
  ])("$input", ({ input, expected }) => {
    expect(parsePostText(input)).toEqual(expected);
  });
});

describe("parsePostText: markdown and HTML links", () => {
  it.each([
    {
      input: "[League site](https://www.example.org/league)",
      expected: [a("https://www.example.org/league", "League site")],
    },
    { input: "[Fields](league.org/fields)", expected: [a("https://league.org/fields", "Fields")] },
    { input: "[Fields](www.example.org)", expected: [a("https://www.example.org/", "Fields")] },
    {
      input: "[Map](https://x.org/Field_(West)).",
      expected: [a("https://x.org/Field_(West)", "Map"), t(".")],
    },
    { input: "[ ](https://x.org)", expected: [a("https://x.org/", "https://x.org")] },
    { input: '<a href="https://x.org">League</a>', expected: [a("https://x.org/", "League")] },
    { input: "<A HREF='league.org'>League</A >", expected: [a("https://league.org/", "League")] },
    { input: "<a href=https://x.org/p>P</a>", expected: [a("https://x.org/p", "P")] },
    {
      input: '<a target="_blank" href="https://x.org" rel="opener">X</a>',
      expected: [a("https://x.org/", "X")],
    },
    { input: '<a href="https://x.org"></a>', expected: [a("https://x.org/", "https://x.org")] },
    {
      input: 'Read <a href="https://x.org">this</a> and [that](https://y.org).',
      expected: [t("Read "), a("https://x.org/", "this"), t(" and "), a("https://y.org/", "that"), t(".")],
    },
  ])("$input", ({ input, expected }) => {
    expect(parsePostText(input)).toEqual(expected);
  });
});

describe("parsePostText: attribute injection never reaches an attribute", () => {
  it.each([
    {
      input: '[x](https://a.com" onmouseover="alert(1))',
      expected: [t("[x]("), a("https://a.com/", "https://a.com"), t('" onmouseover="alert(1))')],
    },
    {
      input: '<a href="https://a.com" onclick="alert(1)">x</a>',
      expected: [a("https://a.com/", "x")],
    },
    {
      input: '<a href="https://a.com"onmouseover="alert(1)">x</a>',
      expected: [a("https://a.com/", "x")],
    },
    {
      input: "<a href='https://a.com/\"onclick=\"alert(1)'>x</a>",
      expected: [t("<a href='"), a("https://a.com/", "https://a.com/"), t('"onclick="alert(1)\'>x</a>')],
    },
    {
      input: 'https://a.com/"onmouseover="alert(1)',
      expected: [a("https://a.com/", "https://a.com/"), t('"onmouseover="alert(1)')],
    },
  ])("$input", ({ input, expected }) => {
    expect(parsePostText(input)).toEqual(expected);
  });
});

const HOSTILE_URLS = [
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "JAVASCRIPT:alert(document.cookie)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "jav&#x09;ascript:alert(1)",
  "&#106;avascript:alert(1)",
  "javascript&colon;alert(1)",
  "javascript://x.org/%0Aalert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "DATA:text/html,hi",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "file:///etc/passwd",
  "//evil.example/x",
  "http:evil.example",
  "https:\\\\evil.example",
];

const LINK_FORMS = [
  { form: "plain", write: (url: string) => `Click ${url} now` },
  { form: "markdown", write: (url: string) => `[Click me](${url})` },
  { form: "html, double quotes", write: (url: string) => `<a href="${url}">Click me</a>` },
  { form: "html, single quotes", write: (url: string) => `<a href='${url}'>Click me</a>` },
  { form: "html, unquoted", write: (url: string) => `<a href=${url}>Click me</a>` },
];

describe.each(LINK_FORMS)("a hostile address written as $form", ({ write }) => {
  it.each(HOSTILE_URLS)("%s is not a link and shows as typed", (url) => {
    const input = write(url);
    const tokens = parsePostText(input);
    expect(links(tokens)).toEqual([]);
    expect(shown(tokens)).toBe(input);
  });
});

describe("toSafeHref", () => {
  it.each([
    { raw: "https://x.org", expected: "https://x.org/" },
    { raw: "  http://x.org/a b", expected: null },
    { raw: "league.org", expected: "https://league.org/" },
    { raw: "www.example.org/x?y=1#z", expected: "https://www.example.org/x?y=1#z" },
    { raw: "league.org:8443/x", expected: "https://league.org:8443/x" },
    { raw: "localhost", expected: null },
    { raw: "192.168.0.1", expected: null },
    { raw: "https://", expected: null },
    { raw: "https:///x.org", expected: null },
    { raw: "https://user:pw@x.org", expected: null },
    { raw: "mailto:coach@example.com", expected: null },
    { raw: "", expected: null },
    ...HOSTILE_URLS.map((raw) => ({ raw, expected: null })),
  ])("$raw → $expected", ({ raw, expected }) => {
    expect(toSafeHref(raw)).toBe(expected);
  });
});

describe("link text longer than 50 characters", () => {
  const long = "https://www.example.org/league/fields/field-5-west/status-today";

  it.each([
    { text: "x".repeat(50), expected: "x".repeat(50) },
    { text: "x".repeat(51), expected: `${"x".repeat(47)}${ELLIPSIS}` },
    { text: long, expected: `${long.slice(0, 47)}${ELLIPSIS}` },
    { text: "⚽".repeat(60), expected: `${"⚽".repeat(47)}${ELLIPSIS}` },
    { text: "🥅".repeat(60), expected: `${"🥅".repeat(47)}${ELLIPSIS}` },
  ])("$text → $expected", ({ text, expected }) => {
    expect(shortenLinkText(text)).toBe(expected);
  });

  it.each([
    { form: "plain", input: long, text: `${long.slice(0, 47)}${ELLIPSIS}` },
    {
      form: "markdown",
      input: `[${"Read ".repeat(12)}](${long})`,
      text: `${"Read ".repeat(9)}Re${ELLIPSIS}`,
    },
    { form: "html", input: `<a href="${long}">${long}</a>`, text: `${long.slice(0, 47)}${ELLIPSIS}` },
  ])("is shortened in the $form form, the address kept whole", ({ input, text }) => {
    expect(links(parsePostText(input))).toEqual([{ href: long, text }]);
  });
});
