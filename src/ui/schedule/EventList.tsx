/**
 * Every event of the season by month (the Team Schedule): date, time range or Time
 * TBA, location, opponent, and the score with Final; a cancelled or postponed one with its badge,
 * struck time and the coach's note, a moved one with "Moved from …". Past events stay, dimmed,
 * for the record.
 */
import { useDeferredValue } from "react";
import { nowMillis } from "../../lib/clock";
import { formatScore, groupByMonth, isUpcoming } from "../../lib/domain/schedule";
import { formatEventDate, formatEventTime } from "../../lib/domain/time";
import { EVENT_TYPE_LABELS } from "../../lib/event-types";
import type { Event } from "../../lib/schemas/events";
import { StatusBadge } from "./StatusBadge";
import { StatusNote, StatusTime } from "./EventStatus";
import LoadError from "../kit/LoadError";
import LoadingRows from "../kit/LoadingRows";
import { $events, loadEvents } from "./store";
import { useLoadable } from "../kit/hydration";

const TYPE_STYLES: Record<Event["type"], string> = {
  game: "bg-bolt-100 text-navy-950 ring-bolt-500",
  practice: "bg-navy-50 text-navy-900 ring-navy-100",
  event: "bg-green-50 text-green-900 ring-green-200",
};

function EventRow({ event, past, at }: { event: Event; past: boolean; at: number }) {
  const typeStyle = TYPE_STYLES[event.type];
  return (
    <li className={`rounded-lg p-4 ring-1 ring-slate-200 ${past ? "bg-slate-50" : "bg-white"}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${typeStyle}`}>
          {EVENT_TYPE_LABELS[event.type]}
        </span>
        <StatusBadge event={event} />
        {past ? <span className="text-xs font-medium text-slate-700">Past</span> : null}
      </div>
      <h4 className="mt-1 font-semibold text-navy-900">{event.title}</h4>
      <p className="text-sm text-slate-700">
        <StatusTime event={event}>
          <span>{formatEventDate(event)}</span> · <span>{formatEventTime(event)}</span>
        </StatusTime>
      </p>
      <StatusNote event={event} at={at} />
      <p className="text-sm text-slate-700">{event.location ?? "Location TBA"}</p>
      {event.type === "game" && event.opponent ? (
        <p className="text-sm text-slate-700">Opponent: {event.opponent}</p>
      ) : null}
      {event.gameScore ? (
        <p className="mt-1 text-sm font-semibold text-navy-900">
          Score: {formatScore(event.gameScore)}
          {event.gameScore.isFinal ? (
            <span className="ml-2 rounded bg-navy-900 px-1.5 py-0.5 text-xs text-white">Final</span>
          ) : null}
        </p>
      ) : null}
      {event.notes ? <p className="mt-1 text-sm text-slate-600">{event.notes}</p> : null}
    </li>
  );
}

export default function EventList() {
  // Deferred: when the events arrive, React renders the season's rows in the background, yielding to
  // the browser every few milliseconds, instead of in one task of about 70 ms on a slow phone (the
  // schedule's Total Blocking Time). The list only shows; nothing here moves the focus, so a frame
  // of lag is harmless. The sign-up beside it stays synchronous: its focus follows its rows.
  const $all = useDeferredValue(useLoadable($events));

  if ($all.status === "loading") return <LoadingRows label="Loading schedule..." rows={4} />;
  if ($all.status === "error") return <LoadError message={$all.message} onRetry={() => void loadEvents()} />;
  if ($all.data.length === 0) {
    return <p className="text-slate-700">No events scheduled yet. Check back soon!</p>;
  }

  const at = nowMillis();
  return (
    <div className="space-y-6">
      {groupByMonth($all.data).map((month) => (
        <section key={month.key} aria-labelledby={`month-${month.key}`}>
          <h3 id={`month-${month.key}`} className="text-base font-bold text-navy-900">
            {month.label}
          </h3>
          <ul className="mt-2 space-y-2">
            {month.events.map((event) => (
              <EventRow key={event.id} event={event} past={!isUpcoming(event, at)} at={at} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
