import { describe, expect, it } from "vitest";
import { firstIssuePerField } from "./form-errors";

describe("firstIssuePerField", () => {
  it.each([
    { name: "none", issues: [], expected: {} },
    {
      name: "one per field, the first wins",
      issues: [
        { path: ["title"], message: "Title is required" },
        { path: ["title"], message: "Too long" },
        { path: ["content"], message: "Content must be at least 10 characters" },
      ],
      expected: { title: "Title is required", content: "Content must be at least 10 characters" },
    },
    {
      name: "a nested path counts for its field",
      issues: [{ path: ["tags", 2], message: "Too long" }],
      expected: { tags: "Too long" },
    },
    { name: "unknown fields are left out", issues: [{ path: ["website"], message: "No" }], expected: {} },
    { name: "a form-wide issue is left out", issues: [{ path: [], message: "No" }], expected: {} },
  ])("$name", ({ issues, expected }) => {
    expect(firstIssuePerField(issues, ["title", "content", "tags"])).toEqual(expected);
  });

  it.each([
    {
      name: "a row's input by its path",
      issues: [{ path: ["equipment", 1, "detail"], message: "Required" }],
      expected: { "equipment.1.detail": "Required" },
    },
    {
      name: "a row the form does not show goes on its list",
      issues: [{ path: ["equipment", 7, "detail"], message: "Required" }],
      expected: { equipment: "Required" },
    },
    {
      name: "a key's own parts only, not a longer name",
      issues: [{ path: ["coach", "emails"], message: "No" }],
      expected: {},
    },
  ])("rows of keyed inputs: $name", ({ issues, expected }) => {
    expect(firstIssuePerField(issues, ["coach.email", "equipment.1.detail", "equipment"])).toEqual(expected);
  });
});
