import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { applyPostUpdate, buildPost, deriveExcerpt, EXCERPT_LENGTH } from "./posts";

const long = "Practice moves to Field 3 this week. ".repeat(10);

describe("deriveExcerpt", () => {
  it.each([
    { excerpt: "Short summary", content: long, expected: "Short summary" },
    { excerpt: "  padded  ", content: long, expected: "padded" },
    { excerpt: "", content: long, expected: long.slice(0, EXCERPT_LENGTH) },
    { excerpt: "   ", content: "  Ten chars or more  ", expected: "Ten chars or more" },
    { excerpt: null, content: "Game moved to 10 AM.", expected: "Game moved to 10 AM." },
    { excerpt: undefined, content: long, expected: long.slice(0, 150) },
    { excerpt: "", content: `${"a".repeat(149)}⚽️ kick-off`, expected: `${"a".repeat(149)}⚽` },
  ])("$excerpt → $expected", ({ excerpt, content, expected }) => {
    expect(deriveExcerpt(excerpt, content)).toBe(expected);
  });
});

describe("applyPostUpdate", () => {
  const at = DateTime.fromISO("2025-09-15T17:00:00.000Z", { zone: "utc" });
  const content = "Snacks: bring orange slices and water for fifteen.";
  const post = {
    ...buildPost(
      {
        title: "Snacks",
        content,
        excerpt: null,
        status: "draft",
        authorId: "coach",
        tags: ["Snack Schedule"],
        titleEs: null,
        contentEs: null,
      },
      "p1",
      at,
    ),
    seasonId: "fall-2025",
  };

  it.each([
    {
      case: "new content re-derives a derived excerpt",
      update: { content: "Completely new text here." },
      excerpt: "Completely new text here.",
    },
    { case: "a written excerpt replaces it", update: { excerpt: "Bring oranges" }, excerpt: "Bring oranges" },
    { case: "a cleared excerpt is derived again", update: { excerpt: null }, excerpt: content },
    { case: "a title leaves it", update: { title: "Snack list" }, excerpt: content },
  ])("$case", ({ update, excerpt }) => {
    const next = applyPostUpdate(post, update, null, at);
    expect(next.excerpt).toBe(excerpt);
    expect(next.revision).toBe(1);
    expect(next.tags).toEqual(["Snack Schedule"]);
  });

  it.each([
    { expected: null, ok: true },
    { expected: 0, ok: true },
    { expected: 1, ok: false },
  ])("If-Match revision $expected on revision 0 → ok: $ok", ({ expected, ok }) => {
    const attempt = () => applyPostUpdate(post, { title: "x" }, expected, at);
    if (ok) expect(attempt().revision).toBe(1);
    else expect(attempt).toThrow(expect.objectContaining({ status: 409 }));
  });
});
