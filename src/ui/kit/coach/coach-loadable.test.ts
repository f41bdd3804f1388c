import { describe, expect, it } from "vitest";
import { newestFirst, removeById, upsertById } from "./coach-loadable";

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

describe("upsertById and removeById", () => {
  const items = [
    { id: "a", v: 1 },
    { id: "b", v: 2 },
  ];
  it.each([
    {
      name: "replaces in place",
      item: { id: "a", v: 9 },
      expected: [
        { id: "a", v: 9 },
        { id: "b", v: 2 },
      ],
    },
    { name: "appends a new one", item: { id: "c", v: 3 }, expected: [...items, { id: "c", v: 3 }] },
  ])("$name", ({ item, expected }) => {
    expect(upsertById(items, item)).toEqual(expected);
  });

  it("removes", () => {
    expect(removeById(items, "a")).toEqual([{ id: "b", v: 2 }]);
    expect(removeById(items, "zz")).toEqual(items);
  });
});
