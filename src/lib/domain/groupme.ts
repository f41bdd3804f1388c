/** GroupMe groups as the dashboard lists them: each with its bots and the team's bot picked. Pure. */
import { GROUPME_BOT_PREFIX, type GroupMeBot, type GroupMeGroup } from "../schemas";

interface Group {
  id: string;
  name: string;
  description: string | null;
  membersCount: number;
}

interface Bot {
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
  groups: readonly Group[],
  bots: readonly Bot[],
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
