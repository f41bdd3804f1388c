/**
 * The badge of a cancelled or postponed event, wherever an event or a past game appears: its word,
 * never colour alone. A leaf module (EventStatus.tsx holds the other game-day changes), so a page
 * that draws only the badge, such as a past season's, loads nothing else of the schedule.
 */
import type { Event } from "../../lib/schemas/events";
import { useEventWords } from "./words";

/**
 * "× CANCELLED" (red) or "→ POSTPONED" (amber), e.g. beside an event's type or above its title. The
 * icon is a character every phone's fonts have, hidden from screen readers: it costs a fraction of
 * an SVG's bytes on pages close to their JavaScript budget. In the words of the nearest
 * `EventWordsProvider` ("× CANCELADO").
 */
export function StatusBadge({ event, className = "" }: { event: Pick<Event, "status">; className?: string }) {
  const { statuses } = useEventWords().words;
  // Not `badgeWords` (event-words.ts): a past season's page would load all the schedule's words.
  if (event.status === "scheduled") return null;
  const label = statuses[event.status];
  const cancelled = event.status === "cancelled";
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold uppercase ${
        cancelled ? "bg-red-700 text-white" : "bg-amber-100 text-amber-950"
      } ${className}`}
    >
      <span aria-hidden="true">{cancelled ? "× " : "→ "}</span>
      {label}
    </span>
  );
}
