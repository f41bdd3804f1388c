/**
 * An event's date, time (or Time TBA), place (or Location TBA) and, for a game, its opponent; the
 * date and time struck through once it is called off (its badge, beside it, says why). In the
 * words of the nearest `EventWordsProvider`.
 */
import { formatEventDate, formatEventTime } from "../../lib/domain/time";
import type { Event } from "../../lib/schemas/events";
import { StatusTime } from "./EventStatus";
import { useEventWords } from "./words";

export default function EventFacts({ event, className = "" }: { event: Event; className?: string }) {
  const speech = useEventWords();
  const { words, lang } = speech;
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-700 ${className}`}>
      <dt className="font-medium">{words.date}</dt>
      <dd>
        <StatusTime event={event}>{formatEventDate(event, lang)}</StatusTime>
      </dd>
      <dt className="font-medium">{words.time}</dt>
      <dd>
        <StatusTime event={event}>{formatEventTime(event, lang)}</StatusTime>
      </dd>
      <dt className="font-medium">{words.location}</dt>
      <dd className="break-words">{event.location ?? words.locationTba}</dd>
      {event.type === "game" && event.opponent ? (
        <>
          <dt className="font-medium">{words.opponent}</dt>
          <dd>{event.opponent}</dd>
        </>
      ) : null}
    </dl>
  );
}
