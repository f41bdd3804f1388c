/**
 * The team calendar as a month grid (home page), drawn by the site itself from the shared events
 * store: one table per month, Sunday first, each day with its events in Kyle time. On a phone the
 * days show coloured dots and the month's events are listed below the grid; on wider screens the
 * days show the events and that list is kept for screen readers only. A cancelled or postponed
 * event wears its badge in both, its time and title struck through. In the words its page hands
 * it (`words`, `kit`), its months, weekdays, dates and times in `lang`.
 */
import { useMemo, useState } from "react";
import type { Words } from "../../i18n/catalog";
import { fill } from "../../i18n/fill";
import type { Lang } from "../../i18n/lang";
import { nowMillis } from "../../lib/clock";
import {
  buildMonthGrid,
  chicagoDate,
  shiftMonth,
  startingMonth,
  weekdayHeadings,
  type MonthDay,
  type YearMonth,
} from "./month-grid";
import { isOn } from "../../lib/domain/status-badge";
import { dateLocale, formatEventDate, formatEventTime, formatTime, isAllDay } from "../../lib/domain/time";
import type { EventType } from "../../lib/event-types";
import type { Event } from "../../lib/schemas/events";
import { KitWordsProvider } from "../kit/words";
import { EventWordsProvider } from "./words";
import { $events, loadEvents } from "./store";
import { StatusBadge } from "./StatusBadge";
import { StatusNote, StatusTime } from "./EventStatus";
import { useLoadable } from "../kit/hydration";

const TYPES: Record<EventType, { dot: string; chip: string }> = {
  practice: { dot: "bg-navy-700", chip: "border-navy-700 bg-navy-50" },
  game: { dot: "bg-bolt-500", chip: "border-bolt-500 bg-bolt-100" },
  event: { dot: "bg-emerald-600", chip: "border-emerald-600 bg-emerald-50" },
};

export interface CalendarMonthProps {
  /** The page's words: an event's and the month view's. */
  words: Pick<Words<"schedule">, "event" | "month">;
  kit: Words<"kit">;
  lang: Lang;
}

/** What the parts of the view say: the island's words and language. */
type Said = Omit<CalendarMonthProps, "kit">;

/** What a day cell says, e.g. `"vs Buda Blaze"` for a game, `"Practice"` for a practice. */
function shortTitle(event: Event, words: Said["words"]): string {
  return event.type === "game" && event.opponent
    ? fill(words.event.versus, { opponent: event.opponent })
    : event.title;
}

/** What the month's list calls an event, e.g. `"Game vs Buda Blaze"`, `"Practice"`, `"Team event: Parent Meeting"`. */
function listTitle(event: Event, words: Said["words"]): string {
  const label = words.event.types[event.type];
  if (event.type === "game" && event.opponent) return `${label} ${shortTitle(event, words)}`;
  return event.title.toLowerCase().includes(label.toLowerCase()) ? event.title : `${label}: ${event.title}`;
}

/** The start time in Kyle, e.g. `"6:30 PM"`, or `"TBA"` for a Time TBA event. */
function startTime(event: Event, { words, lang }: Said): string {
  return isAllDay(event) ? words.month.tba : formatTime(event.date, lang);
}

const CELL = "h-12 border border-slate-200 p-0.5 align-top sm:h-24 sm:p-1";
const NAV_BUTTON =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-3 text-sm font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-navy-50 disabled:cursor-not-allowed disabled:text-slate-500";

/**
 * The month's name with Previous and Next. The name is left-aligned so that swapping the loading
 * text for the month moves nothing (a centred name would shift as its width changes).
 */
function MonthNav({
  label,
  onMove,
  words,
}: {
  label: string;
  onMove: ((delta: number) => void) | null;
  words: Words<"schedule">["month"];
}) {
  return (
    <div className="flex items-center gap-2">
      <p aria-live="polite" className="flex-1 text-lg font-bold text-navy-900">
        {label}
      </p>
      <button type="button" className={NAV_BUTTON} disabled={!onMove} onClick={() => onMove?.(-1)}>
        <span aria-hidden="true">‹</span>
        <span className="sr-only sm:not-sr-only">{words.previous}</span>
        <span className="sr-only">{words.month}</span>
      </button>
      <button type="button" className={NAV_BUTTON} disabled={!onMove} onClick={() => onMove?.(1)}>
        <span className="sr-only sm:not-sr-only">{words.next}</span>
        <span className="sr-only">{words.month}</span>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

type Weekdays = ReturnType<typeof weekdayHeadings>;

function WeekdayHeadings({ weekdays }: { weekdays: Weekdays }) {
  return (
    <thead>
      <tr>
        {weekdays.map((weekday) => (
          <th
            key={weekday.long}
            scope="col"
            abbr={weekday.long}
            className="py-1 text-xs font-semibold text-slate-700"
          >
            <span aria-hidden="true" className="sm:hidden">
              {weekday.narrow}
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              {weekday.short}
            </span>
            <span className="sr-only">{weekday.long}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}

function DayCell({ day, said }: { day: MonthDay<Event>; said: Said }) {
  const { words } = said;
  if (!day.inMonth) {
    return (
      <td className={`${CELL} bg-slate-50`}>
        <span aria-hidden="true" className="text-xs text-slate-500">
          {day.day}
        </span>
      </td>
    );
  }
  return (
    <td
      className={`${CELL} ${day.isToday ? "bg-bolt-100" : "bg-white"}`}
      aria-current={day.isToday ? "date" : undefined}
      data-date={day.date}
    >
      <span
        className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold ${
          day.isToday ? "bg-navy-900 text-white" : "text-slate-800"
        }`}
      >
        {day.day}
        {day.isToday ? <span className="sr-only">{words.month.today}</span> : null}
      </span>
      {day.events.length > 0 ? (
        <ul className="mt-0.5 flex flex-wrap gap-1 sm:block sm:space-y-1">
          {day.events.map((event) => (
            <li key={event.id} className="leading-none sm:leading-tight">
              {/* Faded when called off: the list below the grid says so in words. */}
              <span
                aria-hidden="true"
                className={`inline-block size-2 rounded-full sm:hidden ${TYPES[event.type].dot} ${
                  isOn(event) ? "" : "opacity-40"
                }`}
              />
              <span
                className={`sr-only text-xs text-slate-900 sm:not-sr-only sm:block sm:rounded-sm sm:border-l-4 sm:px-1 sm:py-0.5 ${TYPES[event.type].chip}`}
              >
                <StatusBadge event={event} className="mb-0.5" />
                <span className="block font-semibold">
                  <StatusTime event={event}>{startTime(event, said)}</StatusTime>
                </span>
                {event.type === "game" ? <span className="sr-only">{words.month.game}</span> : null}
                <span className="block truncate" title={event.title}>
                  <StatusTime event={event}>{shortTitle(event, words)}</StatusTime>
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </td>
  );
}

function Legend({ words }: { words: Said["words"] }) {
  return (
    <ul aria-label={words.month.types} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {(Object.keys(TYPES) as EventType[]).map((type) => (
        <li key={type} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${TYPES[type].dot}`} />
          {words.event.types[type]}
        </li>
      ))}
    </ul>
  );
}

function MonthList({ label, events, at, said }: { label: string; events: Event[]; at: number; said: Said }) {
  const { words, lang } = said;
  return (
    <div className="mt-4 sm:sr-only">
      <h3 id="calendar-month-list" className="font-bold text-navy-900">
        {fill(words.month.eventsIn, { month: label })}
      </h3>
      {events.length === 0 ? (
        <p className="mt-1 text-slate-700">{words.month.noEvents}</p>
      ) : (
        <ul aria-labelledby="calendar-month-list" className="mt-2 divide-y divide-slate-200">
          {events.map((event) => (
            <li key={event.id} className="flex items-start gap-2 py-2 text-sm text-slate-800">
              <span
                aria-hidden="true"
                className={`mt-1.5 inline-block size-2.5 shrink-0 rounded-full ${TYPES[event.type].dot}`}
              />
              <div>
                <StatusBadge event={event} />
                <span className="block font-semibold">
                  <StatusTime event={event}>
                    {formatEventDate(event, lang)}, {formatEventTime(event, lang)}
                  </StatusTime>
                </span>
                <span className="block">{listTitle(event, words)}</span>
                <StatusNote event={event} at={at} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** An empty six-week grid: the same size as a month, so nothing moves when the events arrive. */
function GridSkeleton({ caption, weekdays }: { caption: string; weekdays: Weekdays }) {
  return (
    <table className="mt-3 w-full table-fixed border-collapse">
      <caption className="sr-only">{caption}</caption>
      <WeekdayHeadings weekdays={weekdays} />
      <tbody>
        {Array.from({ length: 6 }, (_, week) => (
          <tr key={week}>
            {Array.from({ length: 7 }, (_, weekday) => (
              <td key={weekday} className={`${CELL} bg-slate-50`} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function CalendarMonth({ words, kit, lang }: CalendarMonthProps) {
  return (
    <KitWordsProvider words={kit}>
      <EventWordsProvider speech={{ words: words.event, lang }}>
        <Calendar words={words} kit={kit} lang={lang} />
      </EventWordsProvider>
    </KitWordsProvider>
  );
}

function Calendar({ words, kit, lang }: CalendarMonthProps) {
  const $all = useLoadable($events);
  const [chosen, setChosen] = useState<YearMonth | null>(null);
  const weekdays = useMemo(() => weekdayHeadings(dateLocale(lang)), [lang]);
  const said = { words, lang };

  if ($all.status === "loading") {
    return (
      <div aria-busy="true">
        <MonthNav label={words.month.loading} onMove={null} words={words.month} />
        <GridSkeleton caption={words.month.loading} weekdays={weekdays} />
        <Legend words={words} />
      </div>
    );
  }

  if ($all.status === "error") {
    return (
      <div>
        <div role="alert" className="space-y-3">
          <p className="text-slate-700">{kit[$all.problem]}</p>
          <button
            type="button"
            onClick={() => void loadEvents()}
            className="rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
          >
            {kit.tryAgain}
          </button>
        </div>
        <GridSkeleton caption={words.month.failed} weekdays={weekdays} />
      </div>
    );
  }

  const events = $all.data;
  const at = nowMillis();
  const month = chosen ?? startingMonth(events, at);
  const grid = buildMonthGrid(month, events, chicagoDate(at), dateLocale(lang));
  const move = (delta: number) => {
    setChosen(shiftMonth(month, delta));
  };

  return (
    <div>
      <MonthNav label={grid.label} onMove={move} words={words.month} />
      {events.length === 0 ? <p className="mt-2 text-slate-700">{words.month.empty}</p> : null}
      <table className="mt-3 w-full table-fixed border-collapse">
        <caption className="sr-only">{grid.label}</caption>
        <WeekdayHeadings weekdays={weekdays} />
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => (
                <DayCell key={day.date} day={day} said={said} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Legend words={words} />
      <MonthList label={grid.label} events={grid.events} at={at} said={said} />
    </div>
  );
}
