import { describe, expect, it } from "vitest";
import { buildGroupMeBot, buildGroupMeGroup } from "../../../tests/support/builders";
import { GROUPME_BOT_PREFIX, LIMITS } from "../constants";
import { botNameFor, defaultBotId, joinGroupsWithBots, listTeamBots, pickTeamBot } from "./groupme";

const group = buildGroupMeGroup;
const bot = buildGroupMeBot;

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

describe("defaultBotId", () => {
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
});

describe("listTeamBots", () => {
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
