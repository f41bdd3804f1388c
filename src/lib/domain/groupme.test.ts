import { describe, expect, it } from "vitest";
import { joinGroupsWithBots, pickTeamBot } from "./groupme";

const bot = (bot_id: string, name: string) => ({ bot_id, name });

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
