import { describe, expect, it } from "vitest";
import { filterPosts, listTags } from "./post-filter";

type TestPost = {
  id: string;
  title: string;
  content: string;
  tags: string[];
  status: "draft" | "published";
  titleEs?: string | null;
  contentEs?: string | null;
};

function buildPost(overrides: Partial<TestPost> & Pick<TestPost, "id">): TestPost {
  return { title: "Title", content: "Some content here.", tags: [], status: "published", ...overrides };
}

const posts = [
  buildPost({
    id: "welcome",
    title: "Welcome to the Season!",
    content: "Practices start Tuesday.",
    tags: ["Important"],
  }),
  buildPost({
    id: "snacks",
    title: "Game Day Snack Schedule",
    content: "Bring ORANGE slices.",
    tags: ["Snack Schedule"],
    titleEs: "Calendario de meriendas",
    contentEs: "Traigan rodajas de NARANJA.",
  }),
  buildPost({
    id: "jerseys",
    title: "Jersey Pickup",
    content: "Jerseys at practice.",
    tags: ["Uniform", "Equipment"],
  }),
  buildPost({
    id: "draft",
    title: "Weather",
    content: "Lightning rules.",
    tags: ["Weather", "Important"],
    status: "draft",
  }),
];

describe("filterPosts", () => {
  it.each([
    { query: "", tag: "", expected: ["welcome", "snacks", "jerseys", "draft"] },
    { query: "   ", tag: "", expected: ["welcome", "snacks", "jerseys", "draft"] },
    { query: "snack", tag: "", expected: ["snacks"] },
    { query: "SNACK", tag: "", expected: ["snacks"] },
    { query: "orange", tag: "", expected: ["snacks"] },
    { query: "  practice ", tag: "", expected: ["welcome", "jerseys"] },
    { query: "zzz-nothing", tag: "", expected: [] },
    { query: "meriendas", tag: "", expected: ["snacks"] },
    { query: "naranja", tag: "", expected: ["snacks"] },
    { query: "", tag: "Important", expected: ["welcome", "draft"] },
    { query: "", tag: "important", expected: [] },
    { query: "", tag: "Equipment", expected: ["jerseys"] },
    { query: "practice", tag: "Uniform", expected: ["jerseys"] },
    { query: "snack", tag: "Uniform", expected: [] },
    { query: "", tag: "No such tag", expected: [] },
  ])("query $query, tag $tag → $expected", ({ query, tag, expected }) => {
    expect(filterPosts(posts, { query, tag }).map((post) => post.id)).toEqual(expected);
  });
});

describe("listTags", () => {
  it.each([
    {
      case: "all published posts",
      input: posts,
      expected: ["Equipment", "Important", "Snack Schedule", "Uniform"],
    },
    { case: "no posts", input: [], expected: [] },
    { case: "drafts only", input: posts.slice(3), expected: [] },
    {
      case: "duplicates and case",
      input: [
        buildPost({ id: "x", tags: ["b", "B", "a", "b"] }),
        buildPost({ id: "y", tags: ["a", "Field Info"] }),
      ],
      expected: ["a", "b", "B", "Field Info"],
    },
  ])("$case → $expected", ({ input, expected }) => {
    expect(listTags(input)).toEqual(expected);
  });
});
