/** What the coach dashboard counts, sorts and lists (docs/product-rules.md#coach-dashboard). Pure. */
import type { Event } from "../../../lib/schemas/events";
import { selectUpcoming } from "../../../lib/domain/schedule";

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
