/**
 * Game-day rules without words, for the parents' islands, which say them in their page's language
 * (src/ui/schedule/event-words.ts): which event is next when the nearest is called off, and which
 * snack notice a game takes. event-status.ts says them in English for the server and the coach,
 * from its own module, so a parent's page never loads those sentences.
 */
import type { Event } from "../schemas/events";
import { isOn } from "./status-badge";

type WithStatus = Pick<Event, "status">;

/**
 * What Next Event shows from the upcoming events (earliest first): the nearest, and, when that one
 * is called off, the first after it that is on (null when none is), e.g. Saturday's cancelled game
 * and then Tuesday's practice.
 */
export function nextEvents<T extends WithStatus>(
  upcoming: readonly T[],
): { nearest: T | null; nextOn: T | null } {
  const nearest = upcoming[0] ?? null;
  if (nearest === null || isOn(nearest)) return { nearest, nextOn: null };
  return { nearest, nextOn: upcoming.find(isOn) ?? null };
}

/** The two things the snack sign-up can say in place of Sign Up for a called-off game. */
export type SnackNoticeKind = "cancelled" | "reopens";

/**
 * Which snack notice a game takes, for a page that says it in its own words: `"cancelled"`, or
 * `"reopens"` for a postponed one still without a volunteer (the server refuses sign-ups until it
 * has a new date); null for a game that is on, and for a postponed one that keeps its volunteer.
 */
export function snackNoticeKind(game: Pick<Event, "status" | "snackParentId">): SnackNoticeKind | null {
  switch (game.status) {
    case "cancelled":
      return "cancelled";
    case "postponed":
      return game.snackParentId === null ? "reopens" : null;
    default:
      return null;
  }
}
