import { describe, expect, it } from "vitest";
import { GROUPME_BOT_PREFIX, GROUPME_MESSAGE_MAX, LIMITS } from "../constants";
import type { GroupMeGroup } from "../schemas/responses";
import {
  botNameFor,
  characterCounter,
  composePostShare,
  cutShareText,
  defaultBotId,
  groupLabel,
  groupMeFailureToast,
  groupMeLoadProblem,
  joinGroupsWithBots,
  limitMessage,
  listTeamBots,
  messageState,
  pickTeamBot,
  plainPostText,
  postShareLink,
  reconcilePicks,
  sendBlocker,
  testResultToast,
  type RequestFailure,
} from "./groupme";
import { parsePostText } from "./post-text";
import { deriveExcerpt } from "./posts";

const ORIGIN = "https://hayslightning.org";
const UUID = "0b6f2a53-6f7e-4d4c-9a51-3f1e2d9c8b7a";

const group = (overrides: Partial<GroupMeGroup> = {}): GroupMeGroup => ({
  id: "g1",
  name: "Lightning U10 Parents",
  description: null,
  members_count: 14,
  bots: [],
  ...overrides,
});
const bot = (id: string, name = `Bot ${id}`) => ({ bot_id: id, name });

describe("botNameFor", () => {
  it.each([
    { name: "Lightning U10 Parents", expected: `${GROUPME_BOT_PREFIX}Lightning U10 Parents` },
    { name: "  Parents  ", expected: `${GROUPME_BOT_PREFIX}Parents` },
    { name: "", expected: GROUPME_BOT_PREFIX.trim() },
    {
      name: "x".repeat(200),
      expected: `${GROUPME_BOT_PREFIX}${"x".repeat(LIMITS.name - GROUPME_BOT_PREFIX.length)}`,
    },
  ])("$name", ({ name, expected }) => {
    expect(botNameFor(name)).toBe(expected);
    expect(botNameFor(name).length).toBeLessThanOrEqual(LIMITS.name);
  });

  it("never halves an emoji at the cut", () => {
    const name = `${"x".repeat(LIMITS.name - GROUPME_BOT_PREFIX.length - 1)}⚡️⚡️`;
    const result = botNameFor(name);
    expect(result.length).toBeLessThanOrEqual(LIMITS.name);
    expect(result.endsWith("x")).toBe(true);
  });
});

describe("defaultBotId and reconcilePicks", () => {
  it.each([
    {
      case: "the team's bot",
      value: group({ bot: bot("b2"), bots: [bot("b1"), bot("b2")] }),
      expected: "b2",
    },
    { case: "else the first", value: group({ bots: [bot("b1"), bot("b2")] }), expected: "b1" },
    { case: "none", value: group(), expected: null },
  ])("default bot: $case", ({ value, expected }) => {
    expect(defaultBotId(value)).toBe(expected);
  });

  const lone = group({ id: "g2", bots: [bot("b3")] });
  const two = [group({ id: "g1", bots: [bot("b1"), bot("b2")] }), lone];
  it.each([
    {
      case: "nothing chosen among several",
      groups: two,
      picks: { groupId: null, botId: null },
      expected: { groupId: null, botId: null },
    },
    {
      case: "a lone group is chosen",
      groups: [lone],
      picks: { groupId: null, botId: null },
      expected: { groupId: "g2", botId: "b3" },
    },
    {
      case: "the chosen group and bot stay",
      groups: two,
      picks: { groupId: "g1", botId: "b2" },
      expected: { groupId: "g1", botId: "b2" },
    },
    {
      case: "a bot that went away falls back",
      groups: two,
      picks: { groupId: "g1", botId: "gone" },
      expected: { groupId: "g1", botId: "b1" },
    },
    {
      case: "a group that went away is forgotten",
      groups: two,
      picks: { groupId: "gone", botId: "b1" },
      expected: { groupId: null, botId: null },
    },
    {
      case: "a group without bots",
      groups: [group({ id: "g9" })],
      picks: { groupId: "g9", botId: null },
      expected: { groupId: "g9", botId: null },
    },
    {
      case: "no groups",
      groups: [],
      picks: { groupId: "g1", botId: "b1" },
      expected: { groupId: null, botId: null },
    },
  ])("picks: $case", ({ groups, picks, expected }) => {
    expect(reconcilePicks(groups, picks)).toEqual(expected);
  });
});

describe("labels", () => {
  it.each([
    { count: 14, expected: "Lightning U10 Parents (14 members)" },
    { count: 1, expected: "Lightning U10 Parents (1 member)" },
    { count: 0, expected: "Lightning U10 Parents (0 members)" },
  ])("$count members", ({ count, expected }) => {
    expect(groupLabel(group({ members_count: count }))).toBe(expected);
  });

  it("lists every bot once, with its group", () => {
    const groups = [
      group({ id: "g1", name: "Parents", bots: [bot("b1", "A"), bot("b2", "B")] }),
      group({ id: "g2", name: "Coaches", bots: [bot("b2", "B"), bot("b3", "C")] }),
      group({ id: "g3", name: "Empty" }),
    ];
    expect(listTeamBots(groups)).toEqual([
      { botId: "b1", botName: "A", groupName: "Parents" },
      { botId: "b2", botName: "B", groupName: "Parents" },
      { botId: "b3", botName: "C", groupName: "Coaches" },
    ]);
  });
});

describe("messageState", () => {
  it.each([
    {
      case: "empty",
      text: "",
      botId: "b1",
      expected: { length: 0, trimmedLength: 0, overWarn: false, canSend: false },
    },
    {
      case: "only spaces",
      text: "   \n ",
      botId: "b1",
      expected: { length: 5, trimmedLength: 0, overWarn: false, canSend: false },
    },
    {
      case: "text and a bot",
      text: "  Hi  ",
      botId: "b1",
      expected: { length: 6, trimmedLength: 2, overWarn: false, canSend: true },
    },
    {
      case: "no bot",
      text: "Hi",
      botId: null,
      expected: { length: 2, trimmedLength: 2, overWarn: false, canSend: false },
    },
    {
      case: "a blank bot id",
      text: "Hi",
      botId: " ",
      expected: { length: 2, trimmedLength: 2, overWarn: false, canSend: false },
    },
    {
      case: "800 is not yet a warning",
      text: "a".repeat(800),
      botId: "b1",
      expected: { length: 800, trimmedLength: 800, overWarn: false, canSend: true },
    },
    {
      case: "801 warns",
      text: "a".repeat(801),
      botId: "b1",
      expected: { length: 801, trimmedLength: 801, overWarn: true, canSend: true },
    },
    {
      case: "1000 can still be sent",
      text: "a".repeat(1000),
      botId: "b1",
      expected: { length: 1000, trimmedLength: 1000, overWarn: true, canSend: true },
    },
    {
      case: "over 1000 cannot",
      text: "a".repeat(1001),
      botId: "b1",
      expected: { length: 1001, trimmedLength: 1001, overWarn: true, canSend: false },
    },
  ])("$case", ({ text, botId, expected }) => {
    expect(messageState(text, botId)).toMatchObject(expected);
  });

  it.each([
    { text: "", expected: "0 / 1000" },
    { text: "a".repeat(812), expected: "812 / 1000" },
  ])("counter for $expected", ({ text, expected }) => {
    expect(characterCounter(messageState(text, null))).toBe(expected);
  });

  it.each([
    { case: "short text stays", text: "Hello", expected: "Hello" },
    { case: "1200 characters keep 1000", text: "a".repeat(1200), expected: "a".repeat(1000) },
    { case: "an emoji across the limit goes whole", text: `${"a".repeat(999)}🥅`, expected: "a".repeat(999) },
    {
      case: "an emoji ending at the limit stays",
      text: `${"a".repeat(998)}🥅b`,
      expected: `${"a".repeat(998)}🥅`,
    },
  ])("limitMessage: $case", ({ text, expected }) => {
    expect(limitMessage(text)).toBe(expected);
  });
});

describe("plainPostText", () => {
  it.each([
    { text: "**Bring water** to the game", expected: "Bring water to the game" },
    { text: "Map: https://maps.example.org/field-5", expected: "Map: https://maps.example.org/field-5" },
    { text: "See league.org for rules", expected: "See league.org for rules" },
    { text: "Rules: https://League.org", expected: "Rules: https://League.org" },
    {
      text: "The [field map](https://maps.example.org/f5) is up",
      expected: "The field map (https://maps.example.org/f5) is up",
    },
    { text: '<a href="https://league.org/x">League</a>', expected: "League (https://league.org/x)" },
    { text: "Line one\nLine two", expected: "Line one\nLine two" },
    {
      text: `Read https://example.org/${"a".repeat(80)}`,
      expected: `Read https://example.org/${"a".repeat(80)}`,
    },
    { text: "<script>alert(1)</script>", expected: "<script>alert(1)</script>" },
  ])("$text", ({ text, expected }) => {
    expect(plainPostText(parsePostText(text))).toBe(expected);
  });
});

describe("cutShareText", () => {
  it.each([
    { case: "fits", text: "Hello team", max: 20, expected: "Hello team" },
    { case: "exactly fits", text: "Hello team", max: 10, expected: "Hello team" },
    { case: "cut at the last space", text: "Hello wonderful team", max: 18, expected: "Hello wonderful…" },
    { case: "no space late enough: hard cut", text: "Supercalifragilistic", max: 10, expected: "Supercali…" },
    { case: "no room at all", text: "Hello", max: 1, expected: "" },
  ])("$case", ({ text, max, expected }) => {
    const result = cutShareText(text, max);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(max);
  });
});

describe("composePostShare", () => {
  const post = (overrides: { title?: string; content?: string; excerpt?: string; id?: string } = {}) => {
    const content = overrides.content ?? "Game day! Arrive at 8:30 with water and shin guards.";
    return {
      id: overrides.id ?? UUID,
      title: overrides.title ?? "Game Day Saturday",
      content,
      excerpt: overrides.excerpt ?? deriveExcerpt(null, content),
    };
  };
  const link = (id = UUID) => `Read more: ${ORIGIN}/posts#post-${id}`;

  it("is the title, the post's text and the link", () => {
    expect(composePostShare(post(), ORIGIN)).toBe(
      `Game Day Saturday\n\nGame day! Arrive at 8:30 with water and shin guards.\n\n${link()}`,
    );
  });

  it("uses the coach's excerpt when there is one", () => {
    expect(composePostShare(post({ excerpt: "**Arrive** at 8:30." }), ORIGIN)).toBe(
      `Game Day Saturday\n\nArrive at 8:30.\n\n${link()}`,
    );
  });

  it("shows long content as the card does: cut near 300 characters", () => {
    const content = `${"Warm up together. ".repeat(15)}\n${"b".repeat(500)}`;
    const text = composePostShare(post({ content }), ORIGIN);
    const summary = text.split("\n\n")[1] ?? "";
    expect(summary.endsWith("…")).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(302);
    expect(text.endsWith(link())).toBe(true);
  });

  it("drops the trailing slash of the origin", () => {
    expect(postShareLink(`${ORIGIN}/`, "p1")).toBe(`${ORIGIN}/posts#post-p1`);
  });

  const long = "word ".repeat(100).trim();
  it.each([
    { case: "a 500-character excerpt", value: post({ excerpt: long }), origin: ORIGIN },
    {
      case: "a 200-character title and long excerpt",
      value: post({ title: "T".repeat(200), excerpt: long }),
      origin: ORIGIN,
    },
    {
      case: "a very long site address",
      value: post({ excerpt: long }),
      origin: `https://${"a".repeat(700)}.example`,
    },
    {
      case: "a 64-character id",
      value: post({ excerpt: long, id: "i".repeat(64) }),
      origin: `https://${"a".repeat(500)}.example`,
    },
    {
      case: "emoji everywhere",
      value: post({ title: "⚽".repeat(200), excerpt: "🥅 ".repeat(250) }),
      origin: ORIGIN,
    },
  ])("never over 1000 characters and never cuts the link: $case", ({ value, origin }) => {
    const text = composePostShare(value, origin);
    expect(text.length).toBeLessThanOrEqual(GROUPME_MESSAGE_MAX);
    expect(text.endsWith(`Read more: ${postShareLink(origin, value.id)}`)).toBe(true);
    expect(text).not.toMatch(/[\uD800-\uDBFF]$|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("cuts the same way whatever the id, so a new post's preview is what goes out", () => {
    const value = post({ excerpt: long, title: "T".repeat(200) });
    const origin = `https://${"a".repeat(500)}.example`;
    const strip = (text: string) => text.slice(0, text.lastIndexOf("Read more: "));
    expect(strip(composePostShare({ ...value, id: "new" }, origin))).toBe(
      strip(composePostShare(value, origin)),
    );
  });
});

describe("groupMeFailureToast", () => {
  const failure = (overrides: Partial<RequestFailure>): RequestFailure => ({
    status: 500,
    code: "internal",
    userMessage: null,
    retryAfterSeconds: null,
    ...overrides,
  });

  it.each([
    {
      case: "send, no answer",
      action: "send" as const,
      value: null,
      expected: { title: "Error", description: "Failed to send message to GroupMe. Please try again." },
    },
    {
      case: "send, 500",
      action: "send" as const,
      value: failure({}),
      expected: { title: "Error", description: "Failed to send message to GroupMe. Please try again." },
    },
    {
      case: "send, GroupMe refused",
      action: "send" as const,
      value: failure({ status: 502, code: "upstream_failed", userMessage: "GroupMe said: Bot not found" }),
      expected: {
        title: "Error",
        description: "Failed to send message to GroupMe. GroupMe said: Bot not found. Please try again.",
      },
    },
    {
      case: "send, 429",
      action: "send" as const,
      value: failure({ status: 429, code: "rate_limited", userMessage: "Slow down", retryAfterSeconds: 30 }),
      expected: {
        title: "Error",
        description: "Failed to send message to GroupMe. GroupMe is busy: try again in 30 seconds.",
      },
    },
    {
      case: "send, 429 without a time",
      action: "send" as const,
      value: failure({ status: 429, code: "rate_limited" }),
      expected: {
        title: "Error",
        description:
          "Failed to send message to GroupMe. GroupMe is busy: please wait a minute and try again.",
      },
    },
    {
      case: "send, not configured",
      action: "send" as const,
      value: failure({ status: 503, code: "not_configured", userMessage: "Set GROUPME_ACCESS_TOKEN." }),
      expected: {
        title: "Error",
        description: "Failed to send message to GroupMe. Set GROUPME_ACCESS_TOKEN.",
      },
    },
    {
      case: "send, refused input",
      action: "send" as const,
      value: failure({ status: 400, code: "validation_failed", userMessage: "Message is required" }),
      expected: {
        title: "Error",
        description: "Failed to send message to GroupMe. Message is required. Please try again.",
      },
    },
    {
      case: "create bot, 500",
      action: "create-bot" as const,
      value: failure({}),
      expected: { title: "Error", description: "Failed to create bot. Please try again." },
    },
    {
      case: "create bot, GroupMe refused",
      action: "create-bot" as const,
      value: failure({ status: 502, code: "upstream_failed", userMessage: "GroupMe said: Group not found" }),
      expected: {
        title: "Error",
        description: "Failed to create bot. GroupMe said: Group not found. Please try again.",
      },
    },
    {
      case: "test, no answer",
      action: "test" as const,
      value: null,
      expected: {
        title: "Connection Failed",
        description: "Could not connect to GroupMe. Please check your bot configuration.",
      },
    },
    {
      case: "test, 500",
      action: "test" as const,
      value: failure({}),
      expected: {
        title: "Connection Failed",
        description: "Could not connect to GroupMe. Please check your bot configuration.",
      },
    },
    {
      case: "test, not configured",
      action: "test" as const,
      value: failure({ status: 503, code: "not_configured", userMessage: "Set GROUPME_ACCESS_TOKEN." }),
      expected: {
        title: "Connection Failed",
        description: "Could not connect to GroupMe. Set GROUPME_ACCESS_TOKEN.",
      },
    },
    {
      case: "share, 500",
      action: "share-post" as const,
      value: failure({}),
      expected: {
        title: "Error",
        description:
          "The post is saved, but it failed to send to GroupMe. You can send it from the Messages tab.",
      },
    },
    {
      case: "share, 429",
      action: "share-post" as const,
      value: failure({ status: 429, code: "rate_limited", retryAfterSeconds: 90 }),
      expected: {
        title: "Error",
        description:
          "The post is saved, but it failed to send to GroupMe. GroupMe is busy: try again in 2 minutes. You can send it from the Messages tab.",
      },
    },
    {
      case: "reminders, 500",
      action: "save-reminders" as const,
      value: failure({}),
      expected: { title: "Error", description: "Failed to save the reminder settings. Please try again." },
    },
  ])("$case", ({ action, value, expected }) => {
    expect(groupMeFailureToast(action, value)).toEqual(expected);
  });
});

describe("testResultToast", () => {
  it.each([
    { result: { success: true }, title: "Connection Successful", description: /works/, variant: "success" },
    {
      result: { success: false, error: "Invalid token" },
      title: "GroupMe Test Failed",
      description: /^Invalid token$/,
      variant: "error",
    },
    {
      result: { success: false },
      title: "GroupMe Test Failed",
      description: /^Could not connect to GroupMe bot$/,
      variant: "error",
    },
    {
      result: { success: false, error: "  " },
      title: "GroupMe Test Failed",
      description: /^Could not connect to GroupMe bot$/,
      variant: "error",
    },
  ])("$title: $result.error", ({ result, title, description, variant }) => {
    const toast = testResultToast(result);
    expect(toast.title).toBe(title);
    expect(toast.description).toMatch(description);
    expect(toast.variant).toBe(variant);
  });
});

describe("groupMeLoadProblem", () => {
  it.each([
    {
      case: "no answer",
      value: null,
      expected: { message: /Could not reach the server/, notConfigured: false },
    },
    {
      case: "not configured",
      value: {
        status: 503,
        code: "not_configured",
        userMessage: "Set GROUPME_ACCESS_TOKEN.",
        retryAfterSeconds: null,
      },
      expected: { message: /^Set GROUPME_ACCESS_TOKEN\.$/, notConfigured: true },
    },
    {
      case: "GroupMe refused",
      value: {
        status: 502,
        code: "upstream_failed",
        userMessage: "GroupMe said: unauthorized",
        retryAfterSeconds: null,
      },
      expected: {
        message: /^Could not load your GroupMe groups\. GroupMe said: unauthorized\.$/,
        notConfigured: false,
      },
    },
    {
      case: "429",
      value: { status: 429, code: "rate_limited", userMessage: null, retryAfterSeconds: 5 },
      expected: { message: /try again in 5 seconds/, notConfigured: false },
    },
    {
      case: "500",
      value: { status: 500, code: "internal", userMessage: "Something went wrong", retryAfterSeconds: null },
      expected: {
        message: /^Could not load your GroupMe groups\. Please try again\.$/,
        notConfigured: false,
      },
    },
  ])("$case", ({ value, expected }) => {
    const problem = groupMeLoadProblem(value);
    expect(problem.message).toMatch(expected.message);
    expect(problem.notConfigured).toBe(expected.notConfigured);
  });
});

it("names what else could not load", () => {
  expect(
    groupMeLoadProblem(
      { status: 500, code: "internal", userMessage: null, retryAfterSeconds: null },
      "the reminder settings",
    ).message,
  ).toBe("Could not load the reminder settings. Please try again.");
});

describe("sendBlocker", () => {
  it.each([
    { case: "ready", picks: { groupId: "g1", botId: "b1" }, text: "Hi", expected: null },
    {
      case: "no group",
      picks: { groupId: null, botId: null },
      text: "Hi",
      expected: "Choose a group to send to.",
    },
    {
      case: "no bot",
      picks: { groupId: "g1", botId: null },
      text: "Hi",
      expected: "Create a bot for this group first.",
    },
    {
      case: "no text",
      picks: { groupId: "g1", botId: "b1" },
      text: "  ",
      expected: "Type a message to send.",
    },
  ])("$case", ({ picks, text, expected }) => {
    expect(sendBlocker(picks, messageState(text, picks.botId))).toBe(expected);
  });
});

describe("pickTeamBot", () => {
  const chosen = bot("b-chosen", "Snack helper");
  const prefixed = bot("b-prefixed", "Lightning Coach - Parents");
  const other = bot("b-other", "Scoreboard");

  it.each([
    {
      name: "the reminders' bot first",
      bots: [other, prefixed, chosen],
      settings: "b-chosen",
      expected: chosen,
    },
    { name: "else a Lightning Coach bot", bots: [other, prefixed], settings: "b-chosen", expected: prefixed },
    { name: "else the first", bots: [other, chosen], settings: null, expected: other },
    { name: "none without bots", bots: [], settings: "b-chosen", expected: undefined },
  ])("$name", ({ bots, settings, expected }) => {
    expect(pickTeamBot(bots, settings)).toEqual(expected);
  });
});

describe("joinGroupsWithBots", () => {
  const groups = [
    { id: "1001", name: "Parents", description: "Fall 2025", membersCount: 24 },
    { id: "1002", name: "Coaches", description: null, membersCount: 3 },
  ];
  const bots = [
    { bot_id: "b1", name: "Scoreboard", group_id: "1001" },
    { bot_id: "b2", name: "Lightning Coach - Parents", group_id: "1001" },
    { bot_id: "b3", name: "Elsewhere", group_id: "9999" },
  ];

  it("gives each group its own bots, the team's bot, and no bot key when it has none", () => {
    expect(joinGroupsWithBots(groups, bots, null)).toEqual([
      {
        id: "1001",
        name: "Parents",
        description: "Fall 2025",
        members_count: 24,
        bot: { bot_id: "b2", name: "Lightning Coach - Parents" },
        bots: [
          { bot_id: "b1", name: "Scoreboard" },
          { bot_id: "b2", name: "Lightning Coach - Parents" },
        ],
      },
      { id: "1002", name: "Coaches", description: null, members_count: 3, bots: [] },
    ]);
  });

  it("prefers the bot the reminders use when it is in the group", () => {
    expect(joinGroupsWithBots(groups, bots, "b1")[0]?.bot).toEqual({ bot_id: "b1", name: "Scoreboard" });
    expect(joinGroupsWithBots(groups, bots, "b3")[0]?.bot).toEqual({
      bot_id: "b2",
      name: "Lightning Coach - Parents",
    });
  });
});
