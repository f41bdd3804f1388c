/**
 * GroupMe's groups and bots as the server lists them and the dashboard uses them
 * (docs/product-rules.md#groupme): each group joined with its bots and the team's bot picked, the
 * name a new bot gets, e.g. `"Lightning Coach - Lightning U10 Parents"`, and every bot the team may
 * post with. Pure: no requests, no clock.
 */
import { GROUPME_BOT_PREFIX, LIMITS } from "../constants";
import type { GroupMeBot, GroupMeGroup } from "../schemas/groupme";
import { characterCut } from "./text-cut";

/** A group as the server reads it from GroupMe, in the fields the site uses. */
export interface UpstreamGroup {
  id: string;
  name: string;
  description: string | null;
  membersCount: number;
}

/** A bot of the coach's account, with the group it posts to. */
export interface UpstreamBot {
  bot_id: string;
  name: string;
  group_id: string;
}

/**
 * The team's bot among a group's bots: the one reminders use (`settingsBotId`), else the first
 * whose name starts with `GROUPME_BOT_PREFIX` (made from the dashboard), else the first; undefined
 * when the group has none.
 */
export function pickTeamBot(
  bots: readonly GroupMeBot[],
  settingsBotId: string | null,
): GroupMeBot | undefined {
  return (
    bots.find((bot) => bot.bot_id === settingsBotId) ??
    bots.find((bot) => bot.name.startsWith(GROUPME_BOT_PREFIX)) ??
    bots[0]
  );
}

/**
 * Joins GroupMe's groups with the account's bots by group id, in GroupMe's order, e.g.
 * `[{ id: "1001", name: "Hays Lightning U10 Parents", description: null, members_count: 24,
 * bot: { bot_id: "b1", name: "Lightning Coach - Hays Lightning U10 Parents" }, bots: [...] }]`.
 */
export function joinGroupsWithBots(
  groups: readonly UpstreamGroup[],
  bots: readonly UpstreamBot[],
  settingsBotId: string | null,
): GroupMeGroup[] {
  return groups.map((group) => {
    const own = bots
      .filter((bot) => bot.group_id === group.id)
      .map((bot) => ({ bot_id: bot.bot_id, name: bot.name }));
    const bot = pickTeamBot(own, settingsBotId);
    return {
      id: group.id,
      name: group.name,
      description: group.description,
      members_count: Math.max(0, group.membersCount),
      ...(bot ? { bot } : {}),
      bots: own,
    };
  });
}

/**
 * The name of a bot made for a group, e.g. `botNameFor("Lightning U10 Parents")` is
 * `"Lightning Coach - Lightning U10 Parents"`, cut to the 100 characters a bot name may have
 * (UTF-16 units, as `maxLength` and the server count them), never halving a character.
 */
export function botNameFor(groupName: string): string {
  const name = `${GROUPME_BOT_PREFIX}${groupName.trim()}`;
  return name.slice(0, characterCut(name, LIMITS.name)).trim();
}

/**
 * The bot a group starts with in the bot picker: the one the server marks as the team's, else
 * its first, else none (the group needs a bot first).
 */
export function defaultBotId(group: Pick<GroupMeGroup, "bot" | "bots">): string | null {
  return group.bot?.bot_id ?? group.bots[0]?.bot_id ?? null;
}

/** A bot the team may use, with the group it posts to. */
export interface TeamBot {
  botId: string;
  botName: string;
  groupName: string;
}

/** Every bot in every group, once each, in the groups' order: who may post reminders and posts. */
export function listTeamBots(groups: readonly GroupMeGroup[]): TeamBot[] {
  const seen = new Set<string>();
  const bots: TeamBot[] = [];
  for (const group of groups) {
    for (const bot of group.bots) {
      if (seen.has(bot.bot_id)) continue;
      seen.add(bot.bot_id);
      bots.push({ botId: bot.bot_id, botName: bot.name, groupName: group.name });
    }
  }
  return bots;
}
