/**
 * An event's date, time (or Time TBA), place (or Location TBA) and, for a game, its opponent; the
 * date and time struck through once it is called off (its badge, beside it, says why).
 */
import { formatEventDate, formatEventTime } from "../../lib/domain/time";
import type { Event } from "../../lib/schemas/events";
import { StatusTime } from "./EventStatus";

export default function EventFacts({ event, className = "" }: { event: Event; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-700 ${className}`}>
      <dt className="font-medium">Date</dt>
      <dd>
        <StatusTime event={event}>{formatEventDate(event)}</StatusTime>
      </dd>
      <dt className="font-medium">Time</dt>
      <dd>
        <StatusTime event={event}>{formatEventTime(event)}</StatusTime>
      </dd>
      <dt className="font-medium">Location</dt>
      <dd className="break-words">{event.location ?? "Location TBA"}</dd>
      {event.type === "game" && event.opponent ? (
        <>
          <dt className="font-medium">Opponent</dt>
          <dd>{event.opponent}</dd>
        </>
      ) : null}
    </dl>
  );
}
