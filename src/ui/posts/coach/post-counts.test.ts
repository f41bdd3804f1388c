import { describe, expect, it } from "vitest";
import { postCounts } from "./post-counts";

describe("postCounts", () => {
  it.each([
    { statuses: [], expected: { published: 0, drafts: 0 } },
    { statuses: ["published", "draft", "published"] as const, expected: { published: 2, drafts: 1 } },
  ])("$statuses", ({ statuses, expected }) => {
    expect(postCounts(statuses.map((status) => ({ status })))).toEqual(expected);
  });
});
