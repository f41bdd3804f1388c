/**
 * The coach dashboard's data: every event, every post (drafts too), the full roster and parent
 * records, the contact messages' newest pages, the chat count, the field alert and the snack note. Each loads when a tab first shows it; saves put
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
  fetchFieldAlert,
  fetchSnackNote,
} from "./coach-api";
import { withNextPage, withoutMessages } from "../../contact/coach/contact-inbox";
import { newestFirst, removeById, upsertById } from "../../dashboard/coach/dashboard";
import { sortPlayers } from "../../roster/roster";
import { sortByDate } from "../../../lib/domain/schedule";
import type { Event, FieldAlert, Player, Post } from "../../../lib/schemas/records";
import type { ContactMessagePage } from "../../../lib/schemas/responses";
import { createLoadable, reloadInUse, type Loadable } from "../loadable";

const events = createLoadable(() => fetchCoachEvents());
const posts = createLoadable(() => fetchAllPosts());
const players = createLoadable(() => fetchCoachPlayers());
const users = createLoadable(() => fetchCoachUsers());
const contact = createLoadable(() => fetchContactMessages());
const chat = createLoadable(() => fetchChatCount());
const alert = createLoadable(async () => (await fetchFieldAlert()).alert);
const snackNote = createLoadable(async () => (await fetchSnackNote()).note);

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
/** The field alert every page shows, or null. */
export const $fieldAlert = alert.$store;
export const loadFieldAlert = alert.load;
/** After the coach posts or clears the alert: the answer shown at once. */
export const showFieldAlert = (next: FieldAlert | null) => {
  $fieldAlert.set({ status: "ready", data: next });
};

/** The team's snack note parents see where they sign up, or null. */
export const $snackNote = snackNote.$store;
export const loadSnackNote = snackNote.load;
/** After the coach saves or removes the note: the answer shown at once. */
export const showSnackNote = (note: string | null) => {
  $snackNote.set({ status: "ready", data: note });
};

/** After a restore: the dashboard data on screen reloads to show the restored records. */
export const refreshCoachData = (): Promise<void> =>
  reloadInUse([
    [$coachEvents, loadCoachEvents],
    [$coachPosts, loadCoachPosts],
    [$coachPlayers, loadCoachPlayers],
    [$coachUsers, loadCoachUsers],
    [$contactMessages, loadContactMessages],
    [$chatCount, loadChatCount],
    [$fieldAlert, loadFieldAlert],
    [$snackNote, loadSnackNote],
  ]);

/**
 * Changes loaded data in place. Data still loading is fetched once more after that load (which
 * may have started before this save), so the change is never lost.
 */
function change<T>(store: WritableAtom<Loadable<T>>, load: () => Promise<void>, next: (data: T) => T): void {
  const current = store.get();
  if (current.status === "ready") store.set({ status: "ready", data: next(current.data) });
  else if (current.status === "loading" && store.lc > 0) void load();
}

export const putEvent = (event: Event) => {
  change($coachEvents, loadCoachEvents, (list) => sortByDate(upsertById(list, event)));
};
export const dropEvent = (id: string) => {
  change($coachEvents, loadCoachEvents, (list) => removeById(list, id));
};
export const putPost = (post: Post) => {
  change($coachPosts, loadCoachPosts, (list) => newestFirst(upsertById(list, post)));
};
export const dropPost = (id: string) => {
  change($coachPosts, loadCoachPosts, (list) => removeById(list, id));
};
export const putPlayer = (player: Player) => {
  change($coachPlayers, loadCoachPlayers, (list) => sortPlayers(upsertById(list, player)));
};
export const dropPlayer = (id: string) => {
  change($coachPlayers, loadCoachPlayers, (list) => removeById(list, id));
};
/** After Show more: the next page of contact messages under those already shown. */
export const appendContactMessages = (page: ContactMessagePage) => {
  change($contactMessages, loadContactMessages, (inbox) => withNextPage(inbox, page));
};
/** After a delete: the messages gone from the inbox on screen and from its count. */
export const dropContactMessages = (ids: Iterable<string>) => {
  change($contactMessages, loadContactMessages, (inbox) => withoutMessages(inbox, ids));
};
