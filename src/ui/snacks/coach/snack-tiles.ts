/** The Snacks tab's games and tiles (docs/product-rules.md#coach-dashboard). Pure. */
import { isOn } from "../../../lib/domain/status-badge";
import { sortByDate } from "../../../lib/domain/schedule";
import type { Event } from "../../../lib/schemas/events";

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
