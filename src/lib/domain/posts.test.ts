import { describe, expect, it } from "vitest";
import { deriveExcerpt, EXCERPT_LENGTH } from "./posts";

const long = "Practice moves to Field 3 this week. ".repeat(10);

describe("deriveExcerpt", () => {
  it.each([
    { excerpt: "Short summary", content: long, expected: "Short summary" },
    { excerpt: "  padded  ", content: long, expected: "padded" },
    { excerpt: "", content: long, expected: long.slice(0, EXCERPT_LENGTH) },
    { excerpt: "   ", content: "  Ten chars or more  ", expected: "Ten chars or more" },
    { excerpt: null, content: "Game moved to 10 AM.", expected: "Game moved to 10 AM." },
    { excerpt: undefined, content: long, expected: long.slice(0, 150) },
  ])("$excerpt → $expected", ({ excerpt, content, expected }) => {
    expect(deriveExcerpt(excerpt, content)).toBe(expected);
  });
});
