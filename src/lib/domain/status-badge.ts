/**
 * Whether an event goes ahead, and the badge a called-off one wears (docs/product-rules.md#game-day-changes).
 * A leaf of event-status.ts: the badge is drawn on pages that need none of the other rules, such as
 * a past season's.
 */
import { EVENT_STATUS_LABELS } from "../event-types";
import type { Event } from "../schemas/events";

type WithStatus = Pick<Event, "status">;

/** Whether the event goes ahead: not cancelled, not postponed. */
export const isOn = (event: WithStatus): boolean => event.status === "scheduled";

/** The badge of a called-off event, e.g. `"Cancelled"`, or null for one that is on. */
export function statusBadge(event: WithStatus): string | null {
  return isOn(event) ? null : EVENT_STATUS_LABELS[event.status];
}
