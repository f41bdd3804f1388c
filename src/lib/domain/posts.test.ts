import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { applyPostUpdate, buildPost, deriveExcerpt, EXCERPT_LENGTH, spanishVersionIssue } from "./posts";

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

describe("the Spanish version: both or neither", () => {
  const at = DateTime.fromISO("2025-09-15T17:00:00.000Z", { zone: "utc" });
  const input = {
    title: "Picture day",
    content: "Wear the jersey and smile for the team photo.",
    excerpt: null,
    status: "published" as const,
    authorId: "coach",
    tags: [],
  };
  const titleEs = "Día de fotos";
  const contentEs = "Traigan la camiseta y sonrían para la foto del equipo.";
  const missingTitle = {
    path: ["titleEs"],
    message: "Write the Spanish title too, or clear the Spanish text",
  };
  const missingText = {
    path: ["contentEs"],
    message: "Write the Spanish text too, or clear the Spanish title",
  };

  it.each([
    { case: "both", titleEs, contentEs, issue: null },
    { case: "neither", titleEs: null, contentEs: null, issue: null },
    { case: "a title alone", titleEs, contentEs: null, issue: missingText },
    { case: "a text alone", titleEs: null, contentEs, issue: missingTitle },
  ])("spanishVersionIssue: $case", ({ titleEs: title, contentEs: content, issue }) => {
    expect(spanishVersionIssue(title, content)).toEqual(issue);
  });

  it("stores both with an excerpt of the Spanish text", () => {
    expect(buildPost({ ...input, titleEs, contentEs }, "p1", at)).toMatchObject({
      titleEs,
      contentEs,
      excerptEs: contentEs,
    });
  });

  it("refuses a half version with 400 on the missing field", () => {
    expect(() => buildPost({ ...input, titleEs, contentEs: null }, "p1", at)).toThrow(
      expect.objectContaining({ status: 400, issues: [missingText] }),
    );
  });

  const stored = { ...buildPost({ ...input, titleEs, contentEs }, "p1", at), seasonId: "fall-2025" };
  it.each([
    {
      case: "an edit naming neither keeps them",
      update: { title: "Photos" },
      expected: { titleEs, contentEs },
    },
    {
      case: "a new Spanish text follows in its excerpt",
      update: { contentEs: "Nuevo texto en español." },
      expected: { titleEs, contentEs: "Nuevo texto en español.", excerptEs: "Nuevo texto en español." },
    },
    {
      case: "clearing both removes the version",
      update: { titleEs: null, contentEs: null },
      expected: { titleEs: null, contentEs: null, excerptEs: null },
    },
  ])("$case", ({ update, expected }) => {
    expect(applyPostUpdate(stored, update, null, at)).toMatchObject(expected);
  });

  it("refuses clearing one half of a stored version", () => {
    expect(() => applyPostUpdate(stored, { titleEs: null }, null, at)).toThrow(
      expect.objectContaining({ status: 400, issues: [missingTitle] }),
    );
  });
});
