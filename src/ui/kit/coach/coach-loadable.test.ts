import { describe, expect, it } from "vitest";
import { removeById, upsertById } from "./coach-loadable";

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
