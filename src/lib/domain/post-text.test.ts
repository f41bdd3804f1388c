import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ELLIPSIS,
  parsePostText,
  shortenLinkText,
  toSafeHref,
  type PostInline,
  type PostToken,
} from "./post-text";

const t = (text: string): PostInline => ({ type: "text", text });
const a = (href: string, text: string): PostInline => ({ type: "link", href, text });
const b = (...children: PostInline[]): PostToken => ({ type: "bold", children });
const br: PostToken = { type: "break" };

function links(tokens: PostToken[]): { href: string; text: string }[] {
  return tokens.flatMap((token) => {
    if (token.type === "link") return [{ href: token.href, text: token.text }];
    if (token.type === "bold") return links(token.children);
    return [];
  });
}

/** What a reader sees, links as their text and breaks as newlines. */
function shown(tokens: PostToken[]): string {
  return tokens
    .map((token) => {
      if (token.type === "break") return "\n";
      if (token.type === "bold") return shown(token.children);
      return token.text;
    })
    .join("");
}

describe("parsePostText: text stays text", () => {
  it.each([
    { input: "<script>alert(1)</script>" },
    { input: "<img src=x onerror=alert(1)>" },
    { input: "Tom & Jerry &amp; &lt;b&gt; <b>not bold</b>" },
    { input: '"><svg onload=alert(1)>' },
    { input: "e.g. 6.30 p.m. Mr.Smith file.txt U10.Fall a.m." },
    { input: "coach@example.com and jane.doe@example.org" },
    { input: "league.organization and www.example" },
    { input: "http:// and https:// alone" },
    { input: "ftp://files.example.org/x" },
    { input: "[no link](not a url) [](https) [x]()" },
    { input: "<a>plain</a> <a href>x</a> <a href=>y</a> <a href='' >z</a>" },
  ])("$input", ({ input }) => {
    expect(parsePostText(input)).toEqual([t(input)]);
  });

  it("is empty for empty text", () => {
    expect(parsePostText("")).toEqual([]);
  });
});

describe("parsePostText: bold", () => {
  it.each([
    { input: "**Arrive by 8:30**", expected: [b(t("Arrive by 8:30"))] },
    { input: "Please **arrive early** today", expected: [t("Please "), b(t("arrive early")), t(" today")] },
    { input: "**unclosed", expected: [t("**unclosed")] },
    { input: "closed**", expected: [t("closed**")] },
    { input: "****", expected: [t("****")] },
    { input: "**a**b**", expected: [b(t("a")), t("b**")] },
    { input: "**a **b** c**", expected: [b(t("a ")), t("b"), b(t(" c"))] },
    { input: "***x***", expected: [b(t("*x")), t("*")] },
    { input: "**one\ntwo**", expected: [t("**one"), br, t("two**")] },
    {
      input: "**See https://x.org/a**",
      expected: [b(t("See "), a("https://x.org/a", "https://x.org/a"))],
    },
    { input: "**[League](https://x.org)**", expected: [b(a("https://x.org/", "League"))] },
    { input: "[**x**](https://x.org)", expected: [a("https://x.org/", "**x**")] },
  ])("$input", ({ input, expected }) => {
    expect(parsePostText(input)).toEqual(expected);
  });
});

describe("parsePostText: line breaks", () => {
  it.each([
    { input: "a\nb", expected: [t("a"), br, t("b")] },
    { input: "a\r\nb", expected: [t("a"), br, t("b")] },
    { input: "a\rb", expected: [t("a"), br, t("b")] },
    { input: "a\n\nb", expected: [t("a"), br, br, t("b")] },
    { input: "\n", expected: [br] },
    { input: "end\n", expected: [t("end"), br] },
  ])("$input", ({ input, expected }) => {
    expect(parsePostText(input)).toEqual(expected);
  });
});

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

describe("parsePostText with cutAt (a collapsed preview)", () => {
  it.each([
    {
      case: "cut inside bold keeps it bold",
      input: "Hello **bold text** end",
      cutAt: 10,
      expected: [t("Hello "), b(t("bo")), t(ELLIPSIS)],
    },
    {
      case: "a link crossing the cut is left out whole",
      input: "Go to https://www.example.org/league now",
      cutAt: 20,
      expected: [t(`Go to${ELLIPSIS}`)],
    },
    {
      case: "a link before the cut stays",
      input: "See https://x.org today and tomorrow",
      cutAt: 23,
      expected: [t("See "), a("https://x.org/", "https://x.org"), t(` today${ELLIPSIS}`)],
    },
    {
      case: "a sentence end gets a space before the ellipsis",
      input: "One. Two.",
      cutAt: 4,
      expected: [t(`One. ${ELLIPSIS}`)],
    },
    {
      case: "a cut at a line break drops it",
      input: "First line\n\nSecond",
      cutAt: 10,
      expected: [t(`First line${ELLIPSIS}`)],
    },
    {
      case: "a cut after line breaks drops them and the spaces",
      input: "First  \n\nSecond",
      cutAt: 9,
      expected: [t(`First${ELLIPSIS}`)],
    },
    {
      case: "a cut at the end changes nothing",
      input: "Short text.",
      cutAt: 11,
      expected: [t("Short text.")],
    },
  ])("$case", ({ input, cutAt, expected }) => {
    expect(parsePostText(input, { cutAt })).toEqual(expected);
  });
});

describe("parsePostText on any input", () => {
  const fragments = fc.constantFrom(
    "**",
    "*",
    "[",
    "]",
    "(",
    ")",
    "](",
    "<a href=",
    '"',
    "'",
    ">",
    "</a>",
    "<",
    "javascript:",
    "data:",
    "https://",
    "http://",
    "www.",
    ".org",
    "league",
    "&#x09;",
    "&amp;",
    " ",
    "\n",
    "\r\n",
    ".",
    "x",
    "⚽",
    "🥅",
  );
  const postText = fc.array(fragments, { maxLength: 40 }).map((parts) => parts.join(""));

  it("links only to http(s), keeps breaks out of text, and loses no character outside links", () => {
    fc.assert(
      fc.property(postText, (input) => {
        const tokens = parsePostText(input);
        for (const { href } of links(tokens)) {
          expect(["http:", "https:"]).toContain(new URL(href).protocol);
        }
        const texts = tokens.flatMap((token) => (token.type === "bold" ? token.children : [token]));
        for (const token of texts) {
          if (token.type === "text") expect(token.text).not.toMatch(/[\r\n]/);
        }
        if (links(tokens).length === 0) {
          const unstarred = (text: string) => text.replace(/[\r\n*]/g, "");
          expect(unstarred(shown(tokens))).toBe(unstarred(input));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("cut anywhere, keeps only whole links of the full text and ends with the ellipsis", () => {
    fc.assert(
      fc.property(postText, fc.nat(), (input, seed) => {
        const characters = Array.from(input);
        fc.pre(characters.length > 0);
        const cutAt = characters.slice(0, seed % characters.length).join("").length;
        const full = links(parsePostText(input));
        const cut = parsePostText(input, { cutAt });
        for (const found of links(cut)) expect(full).toContainEqual(found);
        expect(shown(cut).endsWith(ELLIPSIS)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe("parsePostText stays fast on hostile 20,000-character text", () => {
  it.each([
    { case: "stars", input: "*".repeat(20_000) },
    { case: "bold openers", input: "**a".repeat(6_667) },
    { case: "brackets", input: "[".repeat(20_000) },
    { case: "open markdown links", input: "[a](".repeat(5_000) },
    { case: "an endless markdown address", input: `[a](${"b".repeat(20_000)}` },
    { case: "open anchors", input: '<a href="'.repeat(2_222) },
    { case: "anchors without a close", input: "<a ".repeat(6_667) },
    { case: "attributes", input: `<a ${"x=1 ".repeat(5_000)}` },
    { case: "dotted labels", input: "a.".repeat(10_000) },
    { case: "spaced labels", input: " a.a".repeat(5_000) },
    { case: "www", input: "www.".repeat(5_000) },
    { case: "schemes", input: "https://".repeat(2_500) },
    { case: "parentheses", input: "(".repeat(20_000) },
    { case: "closing parentheses", input: `https://x.org/${")".repeat(20_000)}` },
    { case: "trailing dots", input: `https://x.org/${".".repeat(20_000)}` },
    { case: "one word", input: "x".repeat(20_000) },
    { case: "line breaks", input: "\n".repeat(20_000) },
    { case: "mixed", input: "**[<a href='https://x.org'>".repeat(800) },
  ])("$case", ({ input }) => {
    expect(Array.isArray(parsePostText(input))).toBe(true);
    expect(Array.isArray(parsePostText(input, { cutAt: 300 }))).toBe(true);
  });
});
