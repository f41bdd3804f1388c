import { describe, expect, it } from "vitest";
import { GROUPME_MESSAGE_MAX } from "../constants";
import {
  composePostShare,
  composePostShareIn,
  cutShareText,
  plainPostText,
  postShareLink,
} from "./post-share";
import { parsePostText } from "./post-text";
import { deriveExcerpt } from "./posts";

const ORIGIN = "https://hayslightning.org";
const UUID = "0b6f2a53-6f7e-4d4c-9a51-3f1e2d9c8b7a";

describe("plainPostText", () => {
  it.each([
    { text: "**Bring water** to the game", expected: "Bring water to the game" },
    { text: "Map: https://maps.example.org/field-5", expected: "Map: https://maps.example.org/field-5" },
    { text: "See league.org for rules", expected: "See league.org for rules" },
    { text: "Rules: https://League.org", expected: "Rules: https://League.org" },
    {
      text: "The [field map](https://maps.example.org/f5) is up",
      expected: "The field map (https://maps.example.org/f5) is up",
    },
    { text: '<a href="https://league.org/x">League</a>', expected: "League (https://league.org/x)" },
    { text: "Line one\nLine two", expected: "Line one\nLine two" },
    {
      text: `Read https://example.org/${"a".repeat(80)}`,
      expected: `Read https://example.org/${"a".repeat(80)}`,
    },
    { text: "<script>alert(1)</script>", expected: "<script>alert(1)</script>" },
  ])("$text", ({ text, expected }) => {
    expect(plainPostText(parsePostText(text))).toBe(expected);
  });
});

describe("cutShareText", () => {
  it.each([
    { case: "fits", text: "Hello team", max: 20, expected: "Hello team" },
    { case: "exactly fits", text: "Hello team", max: 10, expected: "Hello team" },
    { case: "cut at the last space", text: "Hello wonderful team", max: 18, expected: "Hello wonderful…" },
    { case: "no space late enough: hard cut", text: "Supercalifragilistic", max: 10, expected: "Supercali…" },
    { case: "no room at all", text: "Hello", max: 1, expected: "" },
  ])("$case", ({ text, max, expected }) => {
    const result = cutShareText(text, max);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(max);
  });
});

describe("composePostShare", () => {
  const post = (overrides: { title?: string; content?: string; excerpt?: string; id?: string } = {}) => {
    const content = overrides.content ?? "Game day! Arrive at 8:30 with water and shin guards.";
    return {
      id: overrides.id ?? UUID,
      title: overrides.title ?? "Game Day Saturday",
      content,
      excerpt: overrides.excerpt ?? deriveExcerpt(null, content),
    };
  };
  const link = (id = UUID) => `Read more: ${ORIGIN}/posts#post-${id}`;

  it("is the title, the post's text and the link", () => {
    expect(composePostShare(post(), ORIGIN)).toBe(
      `Game Day Saturday\n\nGame day! Arrive at 8:30 with water and shin guards.\n\n${link()}`,
    );
  });

  it("uses the coach's excerpt when there is one", () => {
    expect(composePostShare(post({ excerpt: "**Arrive** at 8:30." }), ORIGIN)).toBe(
      `Game Day Saturday\n\nArrive at 8:30.\n\n${link()}`,
    );
  });

  it("shows long content as the card does: cut near 300 characters", () => {
    const content = `${"Warm up together. ".repeat(15)}\n${"b".repeat(500)}`;
    const text = composePostShare(post({ content }), ORIGIN);
    const summary = text.split("\n\n")[1] ?? "";
    expect(summary.endsWith("…")).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(302);
    expect(text.endsWith(link())).toBe(true);
  });

  it("drops the trailing slash of the origin", () => {
    expect(postShareLink(`${ORIGIN}/`, "p1")).toBe(`${ORIGIN}/posts#post-p1`);
  });

  const long = "word ".repeat(100).trim();
  it.each([
    { case: "a 500-character excerpt", value: post({ excerpt: long }), origin: ORIGIN },
    {
      case: "a 200-character title and long excerpt",
      value: post({ title: "T".repeat(200), excerpt: long }),
      origin: ORIGIN,
    },
    {
      case: "a very long site address",
      value: post({ excerpt: long }),
      origin: `https://${"a".repeat(700)}.example`,
    },
    {
      case: "a 64-character id",
      value: post({ excerpt: long, id: "i".repeat(64) }),
      origin: `https://${"a".repeat(500)}.example`,
    },
    {
      case: "emoji everywhere",
      value: post({ title: "⚽".repeat(200), excerpt: "🥅 ".repeat(250) }),
      origin: ORIGIN,
    },
  ])("never over 1000 characters and never cuts the link: $case", ({ value, origin }) => {
    const text = composePostShare(value, origin);
    expect(text.length).toBeLessThanOrEqual(GROUPME_MESSAGE_MAX);
    expect(text.endsWith(`Read more: ${postShareLink(origin, value.id)}`)).toBe(true);
    expect(text).not.toMatch(/[\uD800-\uDBFF]$|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("cuts the same way whatever the id, so a new post's preview is what goes out", () => {
    const value = post({ excerpt: long, title: "T".repeat(200) });
    const origin = `https://${"a".repeat(500)}.example`;
    const strip = (text: string) => text.slice(0, text.lastIndexOf("Read more: "));
    expect(strip(composePostShare({ ...value, id: "new" }, origin))).toBe(
      strip(composePostShare(value, origin)),
    );
  });
});

describe("composePostShareIn: a shared post in the team's languages", () => {
  const english = {
    id: UUID,
    title: "Game Day Saturday",
    content: "Arrive at 8:30 with water.",
    excerpt: "Arrive at 8:30 with water.",
  };
  const spanish = {
    titleEs: "Día de partido el sábado",
    contentEs: "Llegue a las 8:30 con agua.",
    excerptEs: "Llegue a las 8:30 con agua.",
  };
  const EN = `Game Day Saturday\n\nArrive at 8:30 with water.\n\nRead more: ${ORIGIN}/posts#post-${UUID}`;
  const ES = `Día de partido el sábado\n\nLlegue a las 8:30 con agua.\n\nLeer más: ${ORIGIN}/es/posts#post-${UUID}`;

  it.each([
    { case: "English", post: { ...english, ...spanish }, send: "en" as const, text: EN },
    {
      case: "Spanish, from its Spanish version",
      post: { ...english, ...spanish },
      send: "es" as const,
      text: ES,
    },
    {
      case: "Spanish without a version: the English, with the Spanish page's link",
      post: english,
      send: "es" as const,
      text: `Game Day Saturday\n\nArrive at 8:30 with water.\n\nLeer más: ${ORIGIN}/es/posts#post-${UUID}`,
    },
    {
      case: "both: one message, English first",
      post: { ...english, ...spanish },
      send: "both" as const,
      text: `${EN}\n\n${ES}`,
    },
    {
      case: "both without a Spanish version: said once, then the Spanish page's link",
      post: { ...english, titleEs: null, contentEs: null, excerptEs: null },
      send: "both" as const,
      text: `${EN}\n\nLeer más: ${ORIGIN}/es/posts#post-${UUID}`,
    },
  ])("$case", ({ post, send, text }) => {
    expect(composePostShareIn(post, ORIGIN, send)).toEqual({ text, shortened: false });
  });

  it("shortens both summaries, never a link, when the longest post does not fit whole twice", () => {
    const post = {
      id: "i".repeat(64),
      title: "T".repeat(200),
      content: "x",
      excerpt: "word ".repeat(100).trim(),
      titleEs: "Á".repeat(200),
      contentEs: "y",
      excerptEs: "palabra ".repeat(62).trim(),
    };
    const { text, shortened } = composePostShareIn(post, ORIGIN, "both");
    expect(shortened).toBe(true);
    expect(text.length).toBeLessThanOrEqual(GROUPME_MESSAGE_MAX);
    expect(text).toContain(`Read more: ${postShareLink(ORIGIN, post.id)}\n\n`);
    expect(text.endsWith(`Leer más: ${postShareLink(ORIGIN, post.id, "es")}`)).toBe(true);
    // One language alone keeps its summary whole.
    expect(composePostShareIn(post, ORIGIN, "es").text).toContain("palabra ".repeat(62).trim());
  });
});
