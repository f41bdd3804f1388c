/**
 * The coach's GroupMe data: the account's groups with their bots (reloaded on a beat while the
 * messenger is open) and the reminder settings, which name the team's bot that game-day
 * reminders and shared posts use. Shared by the messenger, the reminders panel and the post editor.
 */
import { atom, onMount } from "nanostores";
import { ApiRequestError, type RequestFailure } from "../../kit/api";
import { fetchGroupMeGroups, fetchGroupMeReminders, updateGroupMeReminders } from "./api";
import {
  groupMeFailureToast,
  groupMeLoadProblem,
  type GroupMeAction,
  type ToastText,
} from "./groupme-failures";
import type { GroupMeSettingsInput } from "../../../lib/schemas/groupme";
import type { GroupMeBot, GroupMeGroup, GroupMeReminders } from "../../../lib/schemas/groupme";
import { createLoader, LOADING } from "../../kit/load";
import { showToast } from "../../kit/toasts";

/**
 * What a failed GroupMe call tells the screen: the server's answer, or null when none came (no
 * connection). An answer that did not parse counts as a server failure.
 */
export function toFailure(error: unknown): RequestFailure | null {
  if (error instanceof ApiRequestError) return error;
  if (error instanceof TypeError) return null;
  return { status: 500, code: "internal", userMessage: null, retryAfterSeconds: null };
}

/** Whether a failure means the session ended: the session store already sends the coach to log in. */
const sessionEnded = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/** The toast for a failed GroupMe call, e.g. "Send Failed" with GroupMe's reason; null when the session ended. */
export function groupMeFailure(action: GroupMeAction, error: unknown): ToastText | null {
  return sessionEnded(error) ? null : groupMeFailureToast(action, toFailure(error));
}

/** Shows the error toast for a failed GroupMe call, unless the session ended. */
export function showGroupMeFailure(action: GroupMeAction, error: unknown): void {
  const toast = groupMeFailure(action, error);
  if (toast) showToast({ ...toast, variant: "error" });
}

export type GroupMeLoad<T> =
  | { status: "loading" }
  /** `refreshProblem`: the last reload failed; the data shown is from the one before. */
  | { status: "ready"; data: T; refreshProblem: string | null }
  | { status: "error"; message: string; notConfigured: boolean };

/**
 * A store that loads on demand, on the kit's loader: one request at a time, and a call during a
 * load gets one more load after it, so an answer that predates a change (a new bot) never has the
 * last word. A failed reload keeps the data on screen (and says so) rather than taking it away.
 */
function createGroupMeLoad<T>(fetcher: () => Promise<T>, what?: string) {
  const $store = atom<GroupMeLoad<T>>(LOADING);
  const load = createLoader<T, GroupMeLoad<T>>(fetcher, $store, {
    ready: (data) => ({ status: "ready", data, refreshProblem: null }),
    failed(error, current) {
      const problem = groupMeLoadProblem(toFailure(error), what);
      return current.status === "ready"
        ? { ...current, refreshProblem: problem.message }
        : { status: "error", ...problem };
    },
  });
  return { $store, load };
}

const groups = createGroupMeLoad(() => fetchGroupMeGroups());
const reminders = createGroupMeLoad(() => fetchGroupMeReminders(), "the reminder settings");

/** The account's groups; the messenger loads and reloads them (see `startPolling`). */
export const $groupMeGroups = groups.$store;
export const loadGroupMeGroups = groups.load;

/** The team's bot, reminders on or off, the next reminder and those sent. Loads when first shown. */
export const $groupMeReminders = reminders.$store;
export const loadGroupMeReminders = reminders.load;

onMount($groupMeReminders, () => {
  if (import.meta.env.SSR) return;
  void loadGroupMeReminders();
});

/**
 * A bot just made for a group, shown at once (the next reload confirms it), and made the
 * group's team bot if it had none.
 */
export function addGroupMeBot(groupId: string, bot: GroupMeBot): void {
  const current = $groupMeGroups.get();
  if (current.status !== "ready") return;
  const data = current.data.map((group): GroupMeGroup => {
    if (group.id !== groupId || group.bots.some((known) => known.bot_id === bot.bot_id)) return group;
    return { ...group, bot: group.bot ?? bot, bots: [...group.bots, bot] };
  });
  $groupMeGroups.set({ ...current, data });
}

/** Changes the reminder settings; throws the server's refusal, keeps the store in step on success. */
export async function saveGroupMeSettings(input: GroupMeSettingsInput): Promise<GroupMeReminders> {
  const saved = await updateGroupMeReminders(input);
  $groupMeReminders.set({ status: "ready", data: saved, refreshProblem: null });
  return saved;
}
