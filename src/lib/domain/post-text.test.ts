import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { a, b, br, links, shown, t } from "../../../tests/support/post-tokens";
import { parsePostText } from "./post-text";
import { ELLIPSIS } from "./text-cut";

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
