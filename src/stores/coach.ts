/**
 * The coach dashboard's data: every event, every post (drafts too), the full roster and parent
 * records, contact messages and the chat count. Each loads when a tab first shows it; saves put
 * the server's answer in place so the screen follows without a reload.
 */
import type { WritableAtom } from "nanostores";
import {
  fetchAllPosts,
  fetchChatCount,
  fetchCoachEvents,
  fetchCoachPlayers,
  fetchCoachUsers,
  fetchContactMessages,
} from "../lib/coach-api";
import { newestFirst, removeById, sortRoster, upsertById } from "../lib/domain/dashboard";
import { sortByDate } from "../lib/domain/schedule";
import type { Event, Player, Post } from "../lib/schemas";
import { createLoadable, type Loadable } from "./loadable";

const events = createLoadable(() => fetchCoachEvents());
const posts = createLoadable(() => fetchAllPosts());
const players = createLoadable(() => fetchCoachPlayers());
const users = createLoadable(() => fetchCoachUsers());
const contact = createLoadable(() => fetchContactMessages());
const chat = createLoadable(() => fetchChatCount());

export const $coachEvents = events.$store;
export const loadCoachEvents = events.load;
export const $coachPosts = posts.$store;
export const loadCoachPosts = posts.load;
export const $coachPlayers = players.$store;
export const loadCoachPlayers = players.load;
export const $coachUsers = users.$store;
export const loadCoachUsers = users.load;
export const $contactMessages = contact.$store;
export const loadContactMessages = contact.load;
export const $chatCount = chat.$store;
export const loadChatCount = chat.load;

/** Changes loaded data in place; data still loading (or failed) is left for its load to bring. */
function change<T>(store: WritableAtom<Loadable<T>>, next: (data: T) => T): void {
  const current = store.get();
  if (current.status === "ready") store.set({ status: "ready", data: next(current.data) });
}

export const putEvent = (event: Event) => {
  change($coachEvents, (list) => sortByDate(upsertById(list, event)));
};
export const dropEvent = (id: string) => {
  change($coachEvents, (list) => removeById(list, id));
};
export const putPost = (post: Post) => {
  change($coachPosts, (list) => newestFirst(upsertById(list, post)));
};
export const dropPost = (id: string) => {
  change($coachPosts, (list) => removeById(list, id));
};
export const putPlayer = (player: Player) => {
  change($coachPlayers, (list) => sortRoster(upsertById(list, player)));
};
export const dropPlayer = (id: string) => {
  change($coachPlayers, (list) => removeById(list, id));
};
