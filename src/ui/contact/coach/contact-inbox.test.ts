import { describe, expect, it } from "vitest";
import { buildContactMessage } from "../../../../tests/support/builders";
import {
  allSelected,
  bulkDeleteOutcome,
  bulkDeleteQuestion,
  inboxSummary,
  neighbourOf,
  stillShown,
  toggled,
  withNextPage,
  withoutMessages,
  subjectOf,
  type Inbox,
} from "./contact-inbox";

const message = (id: string) => buildContactMessage({ id });
const inbox = (ids: string[], total: number, nextCursor: string | null = null): Inbox => ({
  messages: ids.map(message),
  total,
  nextCursor,
});
const ids = (shown: Inbox) => shown.messages.map((item) => item.id);

describe("withNextPage", () => {
  it.each([
    {
      case: "appends the next page, with the newest total and cursor",
      before: inbox(["a", "b"], 5, "c1"),
      next: inbox(["c", "d"], 5, "c2"),
      expected: { ids: ["a", "b", "c", "d"], total: 5, nextCursor: "c2" },
    },
    {
      case: "shows a message once when it is on both (one arrived in between)",
      before: inbox(["a", "b"], 5, "c1"),
      next: inbox(["b", "c"], 6, null),
      expected: { ids: ["a", "b", "c"], total: 6, nextCursor: null },
    },
    {
      case: "keeps what is shown when the next page is empty",
      before: inbox(["a"], 1, "c1"),
      next: inbox([], 1, null),
      expected: { ids: ["a"], total: 1, nextCursor: null },
    },
  ])("$case", ({ before, next, expected }) => {
    const after = withNextPage(before, next);
    expect({ ids: ids(after), total: after.total, nextCursor: after.nextCursor }).toEqual(expected);
  });
});

describe("withoutMessages", () => {
  it.each([
    { case: "one of them", gone: ["b"], ids: ["a", "c"], total: 9 },
    { case: "several", gone: ["a", "c"], ids: ["b"], total: 8 },
    {
      case: "one not shown (counted in the total only by the server)",
      gone: ["z"],
      ids: ["a", "b", "c"],
      total: 10,
    },
    { case: "all of them", gone: ["a", "b", "c"], ids: [], total: 7 },
  ])("$case", ({ gone, ids: expected, total }) => {
    const after = withoutMessages(inbox(["a", "b", "c"], 10, "next"), gone);
    expect(ids(after)).toEqual(expected);
    expect(after.total).toBe(total);
    expect(after.nextCursor).toBe("next");
  });

  it("never counts fewer than it shows", () => {
    expect(withoutMessages(inbox(["a", "b"], 1), ["a"]).total).toBe(1);
  });
});

describe("selection", () => {
  const shown = [message("a"), message("b"), message("c")];

  it.each([
    { selected: [], id: "a", expected: ["a"] },
    { selected: ["a"], id: "a", expected: [] },
    { selected: ["a"], id: "b", expected: ["a", "b"] },
  ])("toggling $id in $selected gives $expected", ({ selected, id, expected }) => {
    expect([...toggled(new Set(selected), id)].sort()).toEqual(expected);
  });

  it.each([
    { selected: ["a", "b", "c"], shown, expected: true },
    { selected: ["a", "b", "c", "x"], shown, expected: true },
    { selected: ["a", "c"], shown, expected: false },
    { selected: [], shown: [], expected: false },
  ])("all of $shown.length selected with $selected: $expected", ({ selected, shown: list, expected }) => {
    expect(allSelected(new Set(selected), list)).toBe(expected);
  });

  it("keeps only the selected messages still shown", () => {
    expect([...stillShown(new Set(["a", "gone", "c"]), shown)]).toEqual(["a", "c"]);
  });
});

describe("words", () => {
  it.each([
    { shown: inbox([], 0), expected: "0 messages" },
    { shown: inbox(["a"], 1), expected: "1 message" },
    { shown: inbox(["a", "b", "c"], 3), expected: "3 messages" },
    { shown: inbox(["a", "b"], 1204, "next"), expected: "2 of 1,204 messages shown" },
  ])("inboxSummary → $expected", ({ shown, expected }) => {
    expect(inboxSummary(shown)).toBe(expected);
  });

  it.each([
    { count: 1, expected: "Delete the selected message? This cannot be undone." },
    { count: 3, expected: "Delete 3 messages? This cannot be undone." },
    { count: 1200, expected: "Delete 1,200 messages? This cannot be undone." },
  ])("bulkDeleteQuestion($count)", ({ count, expected }) => {
    expect(bulkDeleteQuestion(count)).toBe(expected);
  });

  it.each([
    { deleted: 3, missing: [], expected: "3 messages deleted." },
    { deleted: 1, missing: [], expected: "1 message deleted." },
    { deleted: 2, missing: ["x"], expected: "2 messages deleted; 1 was already gone." },
    { deleted: 2, missing: ["x", "y"], expected: "2 messages deleted; 2 were already gone." },
    { deleted: 0, missing: ["x"], expected: "Nothing to delete: it was already gone." },
    { deleted: 0, missing: ["x", "y"], expected: "Nothing to delete: all 2 were already gone." },
  ])("bulkDeleteOutcome($deleted, $missing)", ({ deleted, missing, expected }) => {
    expect(bulkDeleteOutcome({ deleted, missing })).toBe(expected);
  });
});

describe("neighbourOf: where focus goes after a delete", () => {
  const shown = [message("a"), message("b"), message("c")];

  it.each([
    { id: "a", expected: "b" },
    { id: "b", expected: "c" },
    { id: "c", expected: "b" },
    { id: "gone", expected: null },
  ])("after $id: $expected", ({ id, expected }) => {
    expect(neighbourOf(shown, id)).toBe(expected);
  });

  it("is nothing when the last message goes", () => {
    expect(neighbourOf([message("a")], "a")).toBeNull();
  });
});

describe("subjectOf", () => {
  it.each([
    { subject: "Carpool", expected: "Carpool" },
    { subject: null, expected: "(no subject)" },
    { subject: "  ", expected: "(no subject)" },
  ])("$subject", ({ subject, expected }) => {
    expect(subjectOf({ subject })).toBe(expected);
  });
});
