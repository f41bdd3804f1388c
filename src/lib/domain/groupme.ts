/**
 * GroupMe's rules (docs/product-rules.md#groupme): groups as the dashboard lists them,
 * each with its bots and the team's bot picked; bot names; whether a message may go out; the text
 * a published post sends; and what each failure says. Pure: no requests, no clock.
 */
import {
  ELLIPSIS,
  GROUPME_BOT_PREFIX,
  GROUPME_MESSAGE_MAX,
  GROUPME_MESSAGE_WARN,
  LIMITS,
} from "../constants";
import type { Post } from "../schemas/records";
import type { GroupMeBot, GroupMeGroup, GroupMeTestResult } from "../schemas/responses";
import { characterCut, previewTokens } from "./post-preview";
import { postAnchor } from "./posts";
import { toSafeHref } from "./post-links";
import type { PostInline, PostToken } from "./post-text";
import { formatWait } from "./retry-after";

// --- Groups as the server lists them ----------------------------------------------------------------

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

// --- The messenger's picks -------------------------------------------------------------------------

/** Cuts `text` to at most `max` UTF-16 units (what `maxLength` and the server count), never halving a character. */
function cutAt(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, characterCut(text, max));
}

/**
 * The name of a bot made for a group, e.g. `botNameFor("Lightning U10 Parents")` is
 * `"Lightning Coach - Lightning U10 Parents"`, cut to the 100 characters a bot name may have.
 */
export function botNameFor(groupName: string): string {
  return cutAt(`${GROUPME_BOT_PREFIX}${groupName.trim()}`, LIMITS.name).trim();
}

/**
 * The bot a group starts with in the bot picker: the one the server marks as the team's, else
 * its first, else none (the group needs a bot first).
 */
export function defaultBotId(group: Pick<GroupMeGroup, "bot" | "bots">): string | null {
  return group.bot?.bot_id ?? group.bots[0]?.bot_id ?? null;
}

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
 * Text for the box after an edit, held to 1000 characters. The box's own `maxLength` already
 * blocks typing and pasting past it; this keeps the limit for anything that slips by (a script,
 * an old browser), without halving an emoji.
 */
export function limitMessage(text: string): string {
  return cutAt(text, GROUPME_MESSAGE_MAX);
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

// --- Sharing a post ---------------------------------------------------------------------------------

/** The longest post id (`IdSchema`): the room a shared post keeps for its link, whatever its id. */
const ID_ROOM = 64;
const LINK_LABEL = "Read more: ";
const SEPARATOR = "\n\n";

/** Where parents read a post, e.g. `"https://hayslightning.org/posts#post-abc"`; `/posts` opens that card. */
export function postShareLink(siteOrigin: string, postId: string): string {
  return `${siteOrigin.replace(/\/+$/, "")}/posts#${postAnchor(encodeURIComponent(postId))}`;
}

/**
 * A link as plain text: an address typed as one stays as typed (GroupMe makes it a link); a long
 * address shown cut gets its whole href back; words the coach linked keep their address after them.
 */
function plainLink(link: Extract<PostInline, { type: "link" }>): string {
  if (toSafeHref(link.text) === link.href) return link.text;
  if (link.text.endsWith(ELLIPSIS) && link.href.includes(link.text.slice(0, -ELLIPSIS.length)))
    return link.href;
  return `${link.text} (${link.href})`;
}

function plainInline(token: PostInline): string {
  return token.type === "text" ? token.text : plainLink(token);
}

/**
 * Post text as GroupMe shows it, which is plain text: bold loses its stars, a link keeps its
 * address (after its words when the coach gave some), e.g. `**Bring water** [map](maps.org)` is
 * `"Bring water map (https://maps.org/)"`, and `league.org` stays `"league.org"`.
 */
export function plainPostText(tokens: readonly PostToken[]): string {
  return tokens
    .map((token) => {
      if (token.type === "break") return "\n";
      if (token.type === "bold") return token.children.map(plainInline).join("");
      return plainInline(token);
    })
    .join("")
    .trim();
}

/**
 * Cuts plain text to at most `max` characters, ellipsis included: at the last space in the final
 * 30 % when there is one, so no word or address is cut in two.
 */
export function cutShareText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < ELLIPSIS.length + 1) return "";
  const hard = cutAt(text, max - ELLIPSIS.length);
  const floor = Math.ceil(hard.length * 0.7);
  let cut = hard.length;
  for (let index = hard.length; index >= floor; index -= 1) {
    if (/\s/.test(text[index] ?? "")) {
      cut = index;
      break;
    }
  }
  const kept = text.slice(0, cut).trimEnd();
  return kept === "" ? "" : `${kept}${ELLIPSIS}`;
}

/** The summary a shared post carries: the coach's excerpt, or the content as a collapsed card shows it. */
function shareSummary(post: Pick<Post, "content" | "excerpt">): string {
  return plainPostText(previewTokens(post));
}

/**
 * The GroupMe message for a published post: its title, its summary (the excerpt, or the first
 * 300 characters as the post's card shows them) and a link to it on /posts, at most 1000
 * characters. A long summary is cut, never the link; the room kept for the link is the same for
 * every post id, so the text a new post's preview shows is the text that goes out.
 */
export function composePostShare(
  post: Pick<Post, "id" | "title" | "content" | "excerpt">,
  siteOrigin: string,
): string {
  const link = `${LINK_LABEL}${postShareLink(siteOrigin, post.id)}`;
  const linkRoom = Math.max(
    link.length,
    `${LINK_LABEL}${postShareLink(siteOrigin, "x".repeat(ID_ROOM))}`.length,
  );
  const room = GROUPME_MESSAGE_MAX - linkRoom - SEPARATOR.length;
  const title = cutShareText(post.title.trim(), room);
  const summaryRoom = room - title.length - SEPARATOR.length;
  const summary = summaryRoom > 0 ? cutShareText(shareSummary(post), summaryRoom) : "";
  return [title, summary, link].filter((part) => part !== "").join(SEPARATOR);
}

// --- What failures say ------------------------------------------------------------------------------

/** What a failed request tells the screen: an `ApiRequestError`, or null when no answer came. */
export interface RequestFailure {
  status: number;
  code: string | null;
  userMessage: string | null;
  retryAfterSeconds: number | null;
}

export interface ToastText {
  title: string;
  description: string;
}

/** What the coach was doing when it failed. */
export type GroupMeAction = "send" | "create-bot" | "test" | "save-reminders" | "share-post";

const FAILED: Record<GroupMeAction, { title: string; lead: string; retry: string }> = {
  send: { title: "Error", lead: "Failed to send message to GroupMe.", retry: "Please try again." },
  "create-bot": { title: "Error", lead: "Failed to create bot.", retry: "Please try again." },
  test: {
    title: "Connection Failed",
    lead: "Could not connect to GroupMe.",
    retry: "Please check your bot configuration.",
  },
  "save-reminders": {
    title: "Error",
    lead: "Failed to save the reminder settings.",
    retry: "Please try again.",
  },
  "share-post": {
    title: "Error",
    lead: "The post is saved, but it failed to send to GroupMe.",
    retry: "You can send it from the Messages tab.",
  },
};

/** Ends the server's words with a full stop, e.g. `"GroupMe said: unauthorized."`. */
function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * Why it failed, in words the coach can act on, or null when there is nothing to add. The
 * server's message for GroupMe's refusals already says who spoke ("GroupMe said: …").
 */
function failureDetail(failure: RequestFailure): { detail: string; retry: boolean } | null {
  if (failure.status === 429) {
    const seconds = failure.retryAfterSeconds;
    return {
      detail:
        seconds === null
          ? "GroupMe is busy: please wait a minute and try again."
          : `GroupMe is busy: try again in ${formatWait(seconds)}.`,
      retry: false,
    };
  }
  if (failure.status === 401) return { detail: "Your session has ended. Please log in again.", retry: false };
  if (!failure.userMessage) return null;
  if (failure.code === "not_configured") return { detail: sentence(failure.userMessage), retry: false };
  if (failure.code === "upstream_failed" || [400, 404, 409].includes(failure.status)) {
    return { detail: sentence(failure.userMessage), retry: true };
  }
  return null;
}

/**
 * The toast for a failed GroupMe call, e.g. for a failed send
 * `{ title: "Error", description: "Failed to send message to GroupMe. Please try again." }`, with
 * the server's reason when it gave one (GroupMe's own words, the missing setting, the wait after
 * a 429).
 */
export function groupMeFailureToast(action: GroupMeAction, failure: RequestFailure | null): ToastText {
  const { title, lead, retry } = FAILED[action];
  const reason = failure ? failureDetail(failure) : null;
  const share = action === "share-post";
  const parts = [lead, reason?.detail, !reason || reason.retry || share ? retry : undefined];
  return { title, description: parts.filter((part) => part !== undefined).join(" ") };
}

/** The toast for `POST /api/groupme/test`'s answer: Connection Successful or GroupMe Test Failed. */
export function testResultToast(result: GroupMeTestResult): ToastText & { variant: "success" | "error" } {
  return result.success
    ? {
        title: "Connection Successful",
        description: "GroupMe answered: the bot configuration works.",
        variant: "success",
      }
    : {
        title: "GroupMe Test Failed",
        // GroupMe's words when it gave any; an empty error says nothing.
        description: result.error?.trim() ? result.error.trim() : "Could not connect to GroupMe bot",
        variant: "error",
      };
}

/**
 * What a GroupMe screen says when its data cannot load, e.g. `"Could not load your GroupMe
 * groups. GroupMe said: Unauthorized"`, and whether the server lacks its GroupMe setting (then
 * the server's own message, which names it).
 */
export function groupMeLoadProblem(
  failure: RequestFailure | null,
  what = "your GroupMe groups",
): { message: string; notConfigured: boolean } {
  if (failure === null) {
    return {
      message: "Could not reach the server. Check your connection and try again.",
      notConfigured: false,
    };
  }
  if (failure.code === "not_configured") {
    return {
      message: failure.userMessage ?? "GroupMe is not configured on the server.",
      notConfigured: true,
    };
  }
  const reason = failureDetail(failure);
  return {
    message: [`Could not load ${what}.`, reason?.detail ?? "Please try again."].join(" "),
    notConfigured: false,
  };
}
