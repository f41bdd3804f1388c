import { describe, expect, it } from "vitest";
import seedPosts from "../../../content/posts.json";
import { canExpand, PREVIEW_LENGTH, previewCut, previewPost } from "./post-preview";
import { deriveExcerpt } from "./posts";

const a = (count: number) => "a".repeat(count);
const b = (count: number) => "b".repeat(count);

describe("previewCut", () => {
  it.each([
    { case: "300 characters fit", content: a(300), expected: null },
    { case: "an empty post fits", content: "", expected: null },
    { case: "301 characters without a break are cut at 300", content: a(301), expected: 300 },
    { case: "a line break at 250", content: `${a(250)}\n${b(100)}`, expected: 250 },
    { case: "a Windows line break at 250", content: `${a(250)}\r\n${b(100)}`, expected: 250 },
    { case: "a line break at 210 (70 %)", content: `${a(210)}\n${b(100)}`, expected: 210 },
    { case: "a line break at 209 is too early", content: `${a(209)}\n${b(100)}`, expected: 300 },
    { case: "a sentence end at 260", content: `${a(259)}. ${b(100)}`, expected: 260 },
    { case: "a question at 260", content: `${a(259)}? ${b(100)}`, expected: 260 },
    { case: "an exclamation then a line break", content: `${a(259)}!\n${b(100)}`, expected: 260 },
    { case: "a sentence end as character 300", content: `${a(299)}. more`, expected: 300 },
    { case: "a sentence end as character 301 is too late", content: `${a(300)}. more`, expected: 300 },
    { case: "a sentence end as character 209 is too early", content: `${a(208)}. ${b(200)}`, expected: 300 },
    { case: "the last of two breaks wins", content: `${a(220)}. ${b(50)}\n${b(100)}`, expected: 272 },
    { case: "a dot inside a word is no sentence end", content: `${a(250)}.org ${b(100)}`, expected: 300 },
    { case: "a decimal is no sentence end", content: `${a(250)} 3.5 ${b(100)}`, expected: 300 },
  ])("$case → $expected", ({ content, expected }) => {
    expect(previewCut(content)).toBe(expected);
  });

  it.each([
    { case: "emoji count as one character", content: "🥅".repeat(301), expected: 600 },
    { case: "an emoji at character 300 is kept whole", content: `${a(299)}🥅${b(10)}`, expected: 301 },
    { case: "an emoji as character 301 is left out whole", content: `${a(300)}🥅${b(10)}`, expected: 300 },
    {
      case: "a family emoji across the cut is left out whole",
      content: `${a(298)}👨‍👩‍👧${b(10)}`,
      expected: 298,
    },
    { case: "a flag across the cut is left out whole", content: `${a(299)}🇺🇸${b(10)}`, expected: 299 },
    {
      case: "an accent across the cut stays with its letter",
      content: `${a(299)}e\u0301${b(10)}`,
      expected: 299,
    },
  ])("$case", ({ content, expected }) => {
    const cut = previewCut(content);
    expect(cut).toBe(expected);
    // Never inside a surrogate pair: the kept text re-encodes to itself.
    const kept = content.slice(0, cut ?? content.length);
    expect(encodeURIComponent(kept)).toBeTypeOf("string");
  });
});

describe("previewPost", () => {
  const long = `${a(250)}. ${b(100)}`;
  const short = "Practice moves to Field 3 this Thursday.";

  it.each([
    {
      case: "a written excerpt",
      content: long,
      excerpt: "Field change",
      expected: { kind: "excerpt", excerpt: "Field change" },
    },
    {
      case: "a written excerpt of a short post",
      content: short,
      excerpt: "Field 3",
      expected: { kind: "excerpt", excerpt: "Field 3" },
    },
    { case: "an excerpt equal to the content", content: short, excerpt: short, expected: { kind: "full" } },
    {
      case: "an excerpt equal but for spaces",
      content: `${short}\n`,
      excerpt: ` ${short} `,
      expected: { kind: "full" },
    },
    { case: "no excerpt, short", content: short, excerpt: "", expected: { kind: "full" } },
    { case: "a blank excerpt, short", content: short, excerpt: "   ", expected: { kind: "full" } },
    { case: "no excerpt, long", content: long, excerpt: "", expected: { kind: "cut", cutAt: 251 } },
    {
      case: "the server's derived excerpt, long",
      content: long,
      excerpt: deriveExcerpt(null, long),
      expected: { kind: "cut", cutAt: 251 },
    },
    {
      case: "the server's derived excerpt, 200 characters",
      content: a(200),
      excerpt: deriveExcerpt(null, a(200)),
      expected: { kind: "full" },
    },
    {
      case: "the server's derived excerpt, 300 characters",
      content: a(PREVIEW_LENGTH),
      excerpt: deriveExcerpt(null, a(PREVIEW_LENGTH)),
      expected: { kind: "full" },
    },
  ])("$case", ({ content, excerpt, expected }) => {
    const preview = previewPost({ content, excerpt });
    expect(preview).toEqual(expected);
    expect(canExpand(preview)).toBe(expected.kind !== "full");
  });

  it.each([
    { id: "post-welcome-fall-2025", kind: "excerpt" },
    { id: "post-snack-schedule", kind: "cut" },
    { id: "post-jersey-pickup", kind: "excerpt" },
    { id: "post-first-game-day", kind: "excerpt" },
  ])("seeded $id shows as $kind", ({ id, kind }) => {
    const post = seedPosts.find((candidate) => candidate.id === id);
    if (!post) throw new Error(`No seeded post ${id}`);
    const preview = previewPost({
      content: post.content,
      excerpt: deriveExcerpt(post.excerpt, post.content),
    });
    expect(preview.kind).toBe(kind);
    if (preview.kind === "cut") {
      expect(post.content.slice(0, preview.cutAt).trimEnd()).toMatch(/sports drinks\.$/);
    }
  });
});
