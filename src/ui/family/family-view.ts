/**
 * What the family page works out from the server's answer: the weekday an event falls on in Kyle
 * (for "not available on Tuesdays"), whether a player is away that day, and what an event's card
 * says about taking answers. Pure.
 */
import type { AwayWeekday, FamilyEvent } from "../../lib/schemas/families";
import { eventWallClock } from "../../lib/domain/time";

/** The ISO weekday an event falls on in Kyle, 1 Monday … 7 Sunday, e.g. Sat 20 Sep 2025 → 6. */
export function eventWeekday(event: Pick<FamilyEvent, "date" | "endDate">): number {
  const { year, month, day } = eventWallClock(event);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The weekday `playerId` is marked away on that `event` falls on, or null. */
export function awayWeekdayOf(
  event: Pick<FamilyEvent, "date" | "endDate">,
  playerId: string,
  away: readonly AwayWeekday[],
): number | null {
  const weekday = eventWeekday(event);
  return away.some((entry) => entry.playerId === playerId && entry.weekday === weekday) ? weekday : null;
}

/**
 * What an event's card says about answers: "cancelled" and "postponed" take none (and a cancelled
 * one no note), "closed" takes only a note, "open" takes both until `lockAt`.
 */
export type AnswerWindow = "open" | "closed" | "cancelled" | "postponed";

export function answerWindow(event: Pick<FamilyEvent, "status" | "open" | "locked">): AnswerWindow {
  if (event.status === "cancelled") return "cancelled";
  if (event.open) return "open";
  if (event.status === "postponed" && !event.locked) return "postponed";
  return "closed";
}
