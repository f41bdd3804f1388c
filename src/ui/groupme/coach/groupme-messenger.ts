/**
 * The GroupMe messenger's pickers and message box (docs/product-rules.md#groupme): which group and
 * bot stay chosen when the list reloads, how a group or bot is named in a picker, e.g.
 * `"Lightning U10 Parents (14 members)"`, and what the box counts and allows, e.g. `"812 / 1000"`
 * with the warning above 800. Pure.
 */
import { GROUPME_MESSAGE_MAX, GROUPME_MESSAGE_WARN } from "../../../lib/constants";
import type { GroupMeGroup } from "../../../lib/schemas/groupme";
import { defaultBotId, type TeamBot } from "../../../lib/domain/groupme";
import { characterCut } from "../../../lib/domain/text-cut";

// --- The pickers -----------------------------------------------------------------------------------

/** The messenger's picks: a group and one of its bots, either possibly not chosen yet. */
export interface MessengerPicks {
  groupId: string | null;
  botId: string | null;
}

/**
 * The picks after the group list changed (a refresh, a new bot): a group that is still there stays
 * chosen and so does its bot; a lone group is chosen for the coach; a group that went away is
 * forgotten. Never picks a group among several: sending to the wrong one cannot be undone.
 */
export function reconcilePicks(groups: readonly GroupMeGroup[], picks: MessengerPicks): MessengerPicks {
  const group =
    groups.find((candidate) => candidate.id === picks.groupId) ??
    (groups.length === 1 ? groups[0] : undefined);
  if (!group) return { groupId: null, botId: null };
  const botId = group.bots.some((bot) => bot.bot_id === picks.botId) ? picks.botId : defaultBotId(group);
  return { groupId: group.id, botId };
}

/** A group as the picker names it, e.g. `"Lightning U10 Parents (14 members)"`. */
export function groupLabel(group: Pick<GroupMeGroup, "name" | "members_count">): string {
  const count = group.members_count;
  return `${group.name} (${String(count)} ${count === 1 ? "member" : "members"})`;
}

/** A bot as a picker names it, e.g. `"Lightning Coach - Parents (in Parents)"`. */
export function teamBotLabel(bot: TeamBot): string {
  return `${bot.botName} (in ${bot.groupName})`;
}

// --- The message box ------------------------------------------------------------------------------

/** The group list reloads this often while the messenger is open. */
export const GROUPME_GROUPS_POLL_MS = 30_000;

/** What the message box shows and allows for the text typed so far. */
export interface MessageState {
  /** Characters typed, as `maxLength` counts them. */
  length: number;
  /** Characters that would be sent (the text without surrounding spaces). */
  trimmedLength: number;
  /** Characters left before the box refuses more. */
  remaining: number;
  /** Above 800: "Approaching character limit". */
  overWarn: boolean;
  /** Non-blank text of at most 1000 characters, and a bot to send it with. */
  canSend: boolean;
}

/** E.g. `messageState("  Hi  ", "bot-1")` is `{ length: 6, trimmedLength: 2, remaining: 994, overWarn: false, canSend: true }`. */
export function messageState(text: string, botId: string | null | undefined): MessageState {
  const trimmedLength = text.trim().length;
  return {
    length: text.length,
    trimmedLength,
    remaining: Math.max(0, GROUPME_MESSAGE_MAX - text.length),
    overWarn: text.length > GROUPME_MESSAGE_WARN,
    canSend: trimmedLength > 0 && trimmedLength <= GROUPME_MESSAGE_MAX && Boolean(botId?.trim()),
  };
}

/**
 * Text for the box after an edit, held to 1000 characters (UTF-16 units, as `maxLength` and the
 * server count them). The box's own `maxLength` already blocks typing and pasting past it; this
 * keeps the limit for anything that slips by (a script, an old browser), without halving an emoji.
 */
export function limitMessage(text: string): string {
  return text.slice(0, characterCut(text, GROUPME_MESSAGE_MAX));
}

/**
 * Why Send is not ready yet, to say beside the disabled button, or null when it is, e.g.
 * `"Create a bot for this group first."`.
 */
export function sendBlocker(
  picks: MessengerPicks,
  state: Pick<MessageState, "canSend" | "trimmedLength">,
): string | null {
  if (state.canSend) return null;
  if (picks.groupId === null) return "Choose a group to send to.";
  if (picks.botId === null) return "Create a bot for this group first.";
  if (state.trimmedLength === 0) return "Type a message to send.";
  return null;
}

/** The counter under the box, e.g. `"812 / 1000"`. */
export function characterCounter(state: Pick<MessageState, "length">): string {
  return `${String(state.length)} / ${String(GROUPME_MESSAGE_MAX)}`;
}
