import { describe, expect, it } from "vitest";
import type { Post } from "../../../lib/schemas/posts";
import { LIMITS } from "../../../lib/constants";
import {
  addTag,
  newPostForm,
  NO_SPANISH_HINT,
  postSubmitLabel,
  postToFormValues,
  QUICK_TAGS,
  removeTag,
  spanishHint,
  tagProblem,
  validatePostForm,
  type PostFormValues,
} from "./post-form";

const form = (overrides: Partial<PostFormValues>): PostFormValues => ({
  ...newPostForm(),
  title: "Picture day",
  content: "Wear the jersey and smile!",
  ...overrides,
});

describe("addTag: trimmed, deduplicated, removable", () => {
  const many = Array.from({ length: 20 }, (_, index) => `Tag ${String(index)}`);
  it.each([
    { name: "adds a typed tag", tags: [], typed: "Weather", expected: ["Weather"] },
    { name: "trims and squeezes spaces", tags: [], typed: "  Game   Update ", expected: ["Game Update"] },
    { name: "ignores an empty one", tags: ["Weather"], typed: "   ", expected: ["Weather"] },
    { name: "ignores a repeat", tags: ["Weather"], typed: "Weather", expected: ["Weather"] },
    { name: "ignores a repeat in another case", tags: ["Weather"], typed: " weather", expected: ["Weather"] },
    { name: "keeps the order", tags: ["Important"], typed: "Uniform", expected: ["Important", "Uniform"] },
    { name: "refuses over 40 characters", tags: [], typed: "x".repeat(41), expected: [] },
    { name: "refuses a 21st tag", tags: many, typed: "One more", expected: many },
  ])("$name", ({ tags, typed, expected }) => {
    expect(addTag(tags, typed)).toEqual(expected);
  });

  it("removes one tag", () => {
    expect(removeTag(["Weather", "Important"], "Weather")).toEqual(["Important"]);
  });

  it.each([
    { tags: [], typed: "x".repeat(41), expected: "A tag can be at most 40 characters" },
    { tags: many, typed: "One more", expected: "A post can have at most 20 tags" },
    { tags: [], typed: "Weather", expected: null },
    { tags: [], typed: "", expected: null },
  ])("tagProblem($typed) → $expected", ({ tags, typed, expected }) => {
    expect(tagProblem(tags, typed)).toBe(expected);
  });
});

describe("postSubmitLabel", () => {
  it.each([
    { editing: false, status: "draft" as const, expected: "Save Draft" },
    { editing: false, status: "published" as const, expected: "Publish Post" },
    { editing: true, status: "draft" as const, expected: "Update Post" },
    { editing: true, status: "published" as const, expected: "Update Post" },
  ])("editing=$editing, $status → $expected", ({ editing, status, expected }) => {
    expect(postSubmitLabel(editing, status)).toBe(expected);
  });
});

describe("validatePostForm", () => {
  it.each([
    { name: "no title", values: form({ title: " " }), errors: { title: "Title is required" } },
    {
      name: "short content",
      values: form({ content: "Too short" }),
      errors: { content: "Content must be at least 10 characters" },
    },
    {
      name: "content of spaces",
      values: form({ content: "            " }),
      errors: { content: "Content must be at least 10 characters" },
    },
    { name: "no author", values: form({ authorId: "" }), errors: { authorId: "Author ID is required" } },
    {
      name: "everything missing",
      values: form({ title: "", content: "", authorId: "" }),
      errors: {
        title: "Title is required",
        content: "Content must be at least 10 characters",
        authorId: "Author ID is required",
      },
    },
    {
      name: "a Spanish title without its text",
      values: form({ titleEs: "Día de fotos" }),
      errors: { contentEs: "Write the Spanish text too, or clear the Spanish title" },
    },
    {
      name: "a Spanish text without its title",
      values: form({ titleEs: "   ", contentEs: "Traigan la camiseta." }),
      errors: { titleEs: "Write the Spanish title too, or clear the Spanish text" },
    },
    {
      name: "a Spanish title over 200 characters",
      values: form({ titleEs: "ñ".repeat(LIMITS.title + 1), contentEs: "Traigan la camiseta." }),
      errors: { titleEs: "Too big: expected string to have <=200 characters" },
    },
    {
      name: "a half Spanish version beside an English problem",
      values: form({ title: "", contentEs: "Traigan la camiseta." }),
      errors: {
        title: "Title is required",
        titleEs: "Write the Spanish title too, or clear the Spanish text",
      },
    },
  ])("refuses $name", ({ values, errors }) => {
    const result = validatePostForm(values);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual(errors);
  });

  it("builds the body: trimmed, empty excerpt as null, the coach as author", () => {
    expect(validatePostForm(form({ title: " Picture day ", excerpt: " ", tags: ["Important"] }))).toEqual({
      ok: true,
      input: {
        title: "Picture day",
        content: "Wear the jersey and smile!",
        excerpt: null,
        status: "draft",
        authorId: "coach",
        tags: ["Important"],
        titleEs: null,
        contentEs: null,
      },
    });
  });

  it.each([
    { name: "both Spanish fields, trimmed", titleEs: " Día de fotos ", contentEs: "Traigan la camiseta. " },
    { name: "both blank, as none", titleEs: "  ", contentEs: "" },
  ])("takes $name", ({ titleEs, contentEs }) => {
    const result = validatePostForm(form({ titleEs, contentEs }));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.input.titleEs).toBe(titleEs.trim() || null);
      expect(result.input.contentEs).toBe(contentEs.trim() || null);
    }
  });
});

describe("spanishHint", () => {
  it.each([
    { titleEs: "", contentEs: "", expected: NO_SPANISH_HINT },
    { titleEs: "  ", contentEs: "\n", expected: NO_SPANISH_HINT },
    { titleEs: "Día de fotos", contentEs: "", expected: null },
    { titleEs: "", contentEs: "Traigan la camiseta.", expected: null },
    { titleEs: "Día de fotos", contentEs: "Traigan la camiseta.", expected: null },
  ])("titleEs $titleEs, contentEs $contentEs → $expected", ({ titleEs, contentEs, expected }) => {
    expect(spanishHint({ titleEs, contentEs })).toBe(expected);
  });
});

describe("postToFormValues", () => {
  const post: Post = {
    id: "p1",
    title: "Snacks",
    content: "Each game, one family brings a snack.",
    excerpt: "Each game, one family brings a snack.",
    status: "published",
    authorId: "coach",
    tags: ["Snack Schedule"],
    titleEs: null,
    contentEs: null,
    excerptEs: null,
    revision: 2,
    seasonId: "fall-2025",
    createdAt: "2025-09-02T14:00:00.000Z",
    updatedAt: "2025-09-02T14:00:00.000Z",
  };

  const spanish = {
    titleEs: "Meriendas",
    contentEs: "En cada partido, una familia trae la merienda.",
    excerptEs: "En cada partido, una familia trae la merienda.",
  };
  it.each([
    { name: "a derived excerpt shows as empty, so it keeps following the content", post, excerpt: "" },
    { name: "a written excerpt is kept", post: { ...post, excerpt: "Sign up!" }, excerpt: "Sign up!" },
  ])("$name", ({ post: record, excerpt }) => {
    expect(postToFormValues(record)).toEqual({
      title: "Snacks",
      content: record.content,
      excerpt,
      status: "published",
      authorId: "coach",
      tags: ["Snack Schedule"],
      titleEs: "",
      contentEs: "",
    });
  });

  it.each([
    { name: "no Spanish version shows as empty fields", record: post, titleEs: "", contentEs: "" },
    {
      name: "a Spanish version fills its fields",
      record: { ...post, ...spanish },
      titleEs: spanish.titleEs,
      contentEs: spanish.contentEs,
    },
  ])("$name", ({ record, titleEs, contentEs }) => {
    expect(postToFormValues(record)).toMatchObject({ titleEs, contentEs });
  });
});

it("has the eight quick-add tags", () => {
  expect(QUICK_TAGS.join(", ")).toBe(
    "Game Update, Practice Info, Weather, Equipment, Snack Schedule, Uniform, Field Info, Important",
  );
});
