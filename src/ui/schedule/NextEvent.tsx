/**
 * Home page: the next practice, game or event, from the shared events store. When the nearest is
 * called off it says so first (badge, title, struck time, the coach's note), then names the next
 * event that is on, with its facts and directions (docs/product-rules.md#game-day-changes).
 */
import { nowMillis } from "../../lib/clock";
import { formatDayAndStart, nextEvents, nextOnText } from "../../lib/domain/event-status";
import { isOn } from "../../lib/domain/status-badge";
import { formatEventTime } from "../../lib/domain/time";
import { directionsUrl } from "./maps";
import { EVENT_TYPE_LABELS } from "../../lib/event-types";
import type { Event } from "../../lib/schemas/events";
import { $upcomingEvents, loadUpcomingEvents } from "./store";
import EventFacts from "./EventFacts";
import { StatusBadge } from "./StatusBadge";
import { StatusNote, StatusTime } from "./EventStatus";
import { useLoadable } from "../kit/hydration";

function Directions({ location, label }: { location: string | null; label: string }) {
  return location ? (
    <a
      href={directionsUrl(location)}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-4 link-button py-2 text-sm"
    >
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : null;
}

/**
 * A called-off nearest event, then the next one that is on. Kept compact (one struck line for the
 * called-off one; the next one's day in its heading, then its time, opponent and place in one
 * line) so the card keeps its height when the coach's note fits on a line.
 */
function CalledOff({ event, nextOn, at }: { event: Event; nextOn: Event | null; at: number }) {
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-wide text-navy-700 uppercase">
        <StatusBadge event={event} />
        {EVENT_TYPE_LABELS[event.type]}
      </p>
      <h3 className="mt-1 text-lg font-bold text-navy-900">{event.title}</h3>
      <p className="text-sm text-slate-700">
        <StatusTime event={event}>{formatDayAndStart(event)}</StatusTime>
      </p>
      <StatusNote event={event} at={at} />
      <div className="mt-3 border-t border-slate-200 pt-3">
        {nextOn ? (
          <>
            <h3 className="font-bold text-navy-900">{nextOnText(nextOn)}</h3>
            <p className="text-sm break-words text-slate-700">
              {formatEventTime(nextOn)}
              {nextOn.type === "game" && nextOn.opponent ? ` · vs ${nextOn.opponent}` : null} ·{" "}
              {nextOn.location ?? "Location TBA"}
            </p>
            <StatusNote event={nextOn} at={at} />
            <Directions location={nextOn.location} label="Directions to the next event" />
          </>
        ) : (
          <p className="text-slate-700">Nothing else is on the schedule yet. Check back soon!</p>
        )}
      </div>
    </div>
  );
}

export default function NextEvent() {
  const $upcoming = useLoadable($upcomingEvents);

  if ($upcoming.status === "loading") {
    // Shaped like the loaded card (type, title, date/time/place, directions button) so the sections
    // below do not move when it fills in.
    return (
      <div aria-busy="true">
        <p className="text-sm text-slate-700">Loading next event...</p>
        <div aria-hidden="true" className="animate-pulse">
          <div className="mt-1 h-7 w-2/3 rounded bg-slate-200" />
          <div className="mt-3 space-y-1.5">
            <div className="h-5 w-1/2 rounded bg-slate-200" />
            <div className="h-5 w-1/3 rounded bg-slate-200" />
            <div className="h-5 w-3/4 rounded bg-slate-200" />
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-5 w-1/2 rounded bg-slate-200" />
          </div>
          <div className="mt-4 h-11 w-52 rounded-lg bg-slate-200" />
        </div>
      </div>
    );
  }

  if ($upcoming.status === "error") {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-slate-700">{$upcoming.message}</p>
        <button
          type="button"
          onClick={() => void loadUpcomingEvents()}
          className="rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
        >
          Try again
        </button>
      </div>
    );
  }

  const { nearest: next, nextOn } = nextEvents($upcoming.data);
  if (!next) {
    return <p className="text-slate-700">No upcoming events right now. Check back soon!</p>;
  }
  const at = nowMillis();
  if (!isOn(next)) return <CalledOff event={next} nextOn={nextOn} at={at} />;

  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-navy-700 uppercase">
        {EVENT_TYPE_LABELS[next.type]}
      </p>
      <h3 className="mt-1 text-xl font-bold text-navy-900">{next.title}</h3>
      <StatusNote event={next} at={at} className="mt-1" />
      <EventFacts event={next} className="mt-3" />
      <Directions location={next.location} label="Directions to this event" />
    </div>
  );
}
