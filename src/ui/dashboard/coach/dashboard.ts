/** What the coach dashboard counts, sorts and lists (docs/product-rules.md#coach-dashboard). Pure. */
import { isOn } from "../../../lib/domain/event-status";
import type { ContactMessage, Event, Player, Post } from "../../../lib/schemas/records";
import { selectUpcoming, sortByDate } from "../../../lib/domain/schedule";

/** The dashboard lists the next 5 events, 5 newest posts and 5 newest contact messages. */
export const OVERVIEW_LIST_LENGTH = 5;

/** The next events from `at` (epoch milliseconds), earliest first, e.g. the next 5 for the Overview. */
export function nextEvents<T extends Pick<Event, "date" | "endDate">>(
  events: readonly T[],
  at: number,
  limit: number = OVERVIEW_LIST_LENGTH,
): T[] {
  return selectUpcoming(events, at).slice(0, limit);
}

/** Newest first by `createdAt`, at most `limit`, e.g. the 5 latest posts. */
export function newestFirst<T extends { createdAt: string }>(
  items: readonly T[],
  limit: number = Number.POSITIVE_INFINITY,
): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}

export interface PlayerTiles {
  total: number;
  assignedJerseys: number;
  /** Roster capacity minus players, never below 0. */
  spotsAvailable: number;
}

/** The Players tab's tiles, e.g. 11 players, 10 with a number, capacity 11 → 11, 10, 0. */
export function playerTiles(players: readonly Pick<Player, "jerseyNumber">[], capacity: number): PlayerTiles {
  return {
    total: players.length,
    assignedJerseys: players.filter((player) => player.jerseyNumber !== null).length,
    spotsAvailable: Math.max(0, capacity - players.length),
  };
}

/** Published and draft posts, e.g. `{ published: 4, drafts: 1 }`. */
export function postCounts(posts: readonly Pick<Post, "status">[]): { published: number; drafts: number } {
  const published = posts.filter((post) => post.status === "published").length;
  return { published, drafts: posts.length - published };
}

/** Games only, earliest first. */
export function gamesByDate<T extends Pick<Event, "type" | "date" | "endDate">>(events: readonly T[]): T[] {
  return sortByDate(events.filter((event) => event.type === "game"));
}

export interface SnackTiles {
  covered: number;
  needVolunteers: number;
  total: number;
}

/** The Snacks tab's tiles over every game, e.g. 8 games, 3 covered → 3, 5, 8. */
export function snackTiles(events: readonly Pick<Event, "type" | "snackParentId" | "status">[]): SnackTiles {
  const games = events.filter((event) => event.type === "game");
  const covered = games.filter((game) => game.snackParentId !== null).length;
  // A cancelled or postponed game without a volunteer needs none (it takes no sign-up).
  const needVolunteers = games.filter((game) => game.snackParentId === null && isOn(game)).length;
  return { covered, needVolunteers, total: games.length };
}

/** A list with `item` in place of the record with its id, or added when it is new. */
export function upsertById<T extends { id: string }>(items: readonly T[], item: T): T[] {
  return items.some((existing) => existing.id === item.id)
    ? items.map((existing) => (existing.id === item.id ? item : existing))
    : [...items, item];
}

/** A list without the record with this id. */
export const removeById = <T extends { id: string }>(items: readonly T[], id: string): T[] =>
  items.filter((item) => item.id !== id);

/** A contact message's subject for a heading, e.g. `"(no subject)"` when there is none. */
export const subjectOf = (message: Pick<ContactMessage, "subject">): string =>
  message.subject?.trim() ? message.subject : "(no subject)";

/** The practice generator's warning, e.g. "This replaces all 20 practices with the 20 … not touched." */
export function practiceGenerationWarning(currentPractices: number, plan: string): string {
  const practices = `${String(currentPractices)} practice${currentPractices === 1 ? "" : "s"}`;
  return `This replaces all ${practices} with the ${plan}. Games and snack sign-ups are not touched.`;
}
