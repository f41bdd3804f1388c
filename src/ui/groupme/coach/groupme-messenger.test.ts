import { describe, expect, it } from "vitest";
import { buildGroupMeBot, buildGroupMeGroup } from "../../../../tests/support/builders";
import {
  characterCounter,
  groupLabel,
  limitMessage,
  messageState,
  reconcilePicks,
  sendBlocker,
  teamBotLabel,
} from "./groupme-messenger";

const group = buildGroupMeGroup;
const bot = buildGroupMeBot;

describe("reconcilePicks", () => {
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

  it("names a bot with the group it posts to", () => {
    expect(teamBotLabel({ botId: "b2", botName: "Lightning Coach - Parents", groupName: "Parents" })).toBe(
      "Lightning Coach - Parents (in Parents)",
    );
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
