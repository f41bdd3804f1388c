import { describe, expect, it } from "vitest";
import { newestFirst } from "./newest-first";

describe("newestFirst", () => {
  const items = [
    { id: "a", createdAt: "2025-09-01T00:00:00.000Z" },
    { id: "c", createdAt: "2025-09-03T00:00:00.000Z" },
    { id: "b", createdAt: "2025-09-02T00:00:00.000Z" },
  ];
  it.each([
    { limit: undefined, expected: ["c", "b", "a"] },
    { limit: 2, expected: ["c", "b"] },
    { limit: 0, expected: [] },
  ])("limit $limit", ({ limit, expected }) => {
    expect(newestFirst(items, limit).map((item) => item.id)).toEqual(expected);
  });
});
