import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en";
import { fieldIssueText } from "../../i18n/field-issues";
import { ContactInputSchema } from "./contact";
import { EventInputSchema, EventUpdateSchema, GameScoreInputSchema } from "./events";
import { PlayerInputSchema } from "./players";
import { PostInputSchema } from "./posts";
import { SnackSignupInputSchema } from "./snacks";

type Schema = {
  safeParse: (input: unknown) => {
    success: boolean;
    data?: unknown;
    error?: { issues: { message: string }[] };
  };
};

const accepts: [string, Schema, unknown, unknown][] = [
  [
    "an event with defaults",
    EventInputSchema,
    { title: " Scrimmage ", date: "2025-09-20T14:00:00.000Z" },
    {
      title: "Scrimmage",
      type: "practice",
      date: "2025-09-20T14:00:00.000Z",
      endDate: null,
      location: null,
      opponent: null,
      notes: null,
    },
  ],
  [
    "an edit that clears the volunteer",
    EventUpdateSchema,
    { title: "G", date: "2025-09-20T14:00:00.000Z", snackParentId: null },
    { snackParentId: null },
  ],
  [
    "a sign-up, trimmed, phone absent",
    SnackSignupInputSchema,
    { parentName: " Ana ", parentEmail: " ana@example.com " },
    { parentName: "Ana", parentEmail: "ana@example.com", parentPhone: null },
  ],
  [
    "a score",
    GameScoreInputSchema,
    { eventId: "game-2025-09-20", homeScore: 3, awayScore: 0 },
    { isFinal: false, notes: null },
  ],
  [
    "a post: tags trimmed and deduplicated, empty excerpt as null",
    PostInputSchema,
    {
      title: "Hi",
      content: "Ten chars!!",
      excerpt: "",
      authorId: "coach",
      tags: [" Weather ", "Weather", "Important"],
    },
    { status: "draft", excerpt: null, tags: ["Weather", "Important"] },
  ],
  [
    "a player: empty optional fields become null",
    PlayerInputSchema,
    { firstName: "Mia", lastName: "", parentId: "  " },
    { firstName: "Mia", lastName: null, jerseyNumber: null, position: null, parentId: null },
  ],
  [
    "a contact message",
    ContactInputSchema,
    { name: "Sam", email: "sam@example.com", message: "Hello coach!" },
    { subject: null },
  ],
];

const rejects: [string, Schema, unknown, RegExp][] = [
  [
    "an event without a title",
    EventInputSchema,
    { title: " ", date: "2025-09-20T14:00:00.000Z" },
    /Title is required/,
  ],
  ["an event without a date", EventInputSchema, { title: "X", date: "" }, /Date is required/],
  [
    "an event with a local time",
    EventInputSchema,
    { title: "X", date: "2025-09-20T09:00:00-05:00" },
    /Date must be a UTC time/,
  ],
  [
    "an unknown event type",
    EventInputSchema,
    { title: "X", type: "party", date: "2025-09-20T14:00:00.000Z" },
    /Invalid option/,
  ],
  [
    "setting a volunteer by edit",
    EventUpdateSchema,
    { title: "X", date: "2025-09-20T14:00:00.000Z", snackParentId: "u1" },
    /Invalid input/,
  ],
  [
    "a sign-up without a name",
    SnackSignupInputSchema,
    { parentName: "", parentEmail: "a@b.co" },
    /Please fill in your name/,
  ],
  [
    "a sign-up with a bad email",
    SnackSignupInputSchema,
    { parentName: "A", parentEmail: "nope" },
    /valid email/,
  ],
  ["a negative score", GameScoreInputSchema, { eventId: "g", homeScore: -1, awayScore: 0 }, />=0/],
  [
    "a fractional score",
    GameScoreInputSchema,
    { eventId: "g", homeScore: 1.5, awayScore: 0 },
    /expected int/,
  ],
  [
    "short post content",
    PostInputSchema,
    { title: "T", content: "too short", authorId: "c" },
    /at least 10 characters/,
  ],
  [
    "a post without an author",
    PostInputSchema,
    { title: "T", content: "long enough text", authorId: "" },
    /Author ID is required/,
  ],
  [
    "21 tags",
    PostInputSchema,
    {
      title: "T",
      content: "long enough text",
      authorId: "c",
      tags: Array.from({ length: 21 }, (_, i) => `t${String(i)}`),
    },
    /<=20/,
  ],
  ["a player without a first name", PlayerInputSchema, { firstName: "" }, /First name is required/],
  ["jersey 0", PlayerInputSchema, { firstName: "A", jerseyNumber: 0 }, /between 1 and 99/],
  ["jersey 100", PlayerInputSchema, { firstName: "A", jerseyNumber: 100 }, /between 1 and 99/],
  ["an unknown position", PlayerInputSchema, { firstName: "A", position: "Striker" }, /Invalid option/],
  [
    "a short contact message",
    ContactInputSchema,
    { name: "A", email: "a@b.co", message: "hi" },
    /at least 10 characters long/,
  ],
  [
    "a contact without a name",
    ContactInputSchema,
    { name: "", email: "a@b.co", message: "long enough" },
    /Name is required/,
  ],
  ["an unknown field", PlayerInputSchema, { firstName: "A", isAdmin: true }, /Unrecognized key/],
];

describe("request bodies", () => {
  it.each(accepts)("accepts %s", (_name, schema, input, expected) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject(expected as object);
  });

  it.each(rejects)("rejects %s", (_name, schema, input, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.map((issue) => fieldIssueText(issue.message, en.kit.fields)).join("; "),
    ).toMatch(message);
  });
});

describe("event edits", () => {
  it.each([
    { edit: { title: "Game vs Buda Blaze (moved)" }, stored: { title: "Game vs Buda Blaze (moved)" } },
    { edit: { location: "", notes: null }, stored: { location: null, notes: null } },
    { edit: { snackParentId: null }, stored: { snackParentId: null } },
    { edit: {}, stored: {} },
  ])("changes only what $edit names", ({ edit, stored }) => {
    expect(EventUpdateSchema.parse(edit)).toEqual(stored);
  });
});
