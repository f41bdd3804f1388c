/**
 * Every event of the season by month (the Team Schedule): date, time range or Time
 * TBA, location, opponent, and the score with Final; a cancelled or postponed one with its badge,
 * struck time and the coach's note, a moved one with "Moved from …"; the notes in Spanish on a
 * Spanish page where the coach wrote them, else in English marked "(en inglés)". Past events stay,
 * dimmed, for the record. In the words its page hands it (`words`, `kit`) and its dates in `lang`.
 */
import { useDeferredValue } from "react";
import type { Words } from "../../i18n/catalog";
import { countWords, type CountWords } from "../../i18n/count";
import { fill } from "../../i18n/fill";
import type { Lang } from "../../i18n/lang";
import { nowMillis } from "../../lib/clock";
import { formatScore, groupByMonth, isUpcoming } from "../../lib/domain/schedule";
import { dateLocale, formatEventDate, formatEventTime } from "../../lib/domain/time";
import type { Event } from "../../lib/schemas/events";
import { EventWordsProvider } from "./words";
import { StatusBadge } from "./StatusBadge";
import { typedText } from "../../i18n/typed-lang";
import { KitWordsProvider, TypedWords } from "../kit/words";
import { StatusNote, StatusTime } from "./EventStatus";
import LoadError from "../kit/LoadError";
import LoadingRows from "../kit/LoadingRows";
import { $events, $goingCounts, loadEvents } from "./store";
import { useLoadable } from "../kit/hydration";

const TYPE_STYLES: Record<Event["type"], string> = {
  game: "bg-bolt-100 text-navy-950 ring-bolt-500",
  practice: "bg-navy-50 text-navy-900 ring-navy-100",
  event: "bg-green-50 text-green-900 ring-green-200",
};

export interface EventListProps {
  /** The page's words: an event's and the list view's, and "{count} going" (the family part's). */
  words: Pick<Words<"schedule">, "event" | "list"> & { going: CountWords };
  kit: Words<"kit">;
  lang: Lang;
}

interface EventRowProps extends Omit<EventListProps, "kit"> {
  event: Event;
  past: boolean;
  at: number;
  /** How many answered Going, for an upcoming event when the coach shows counts (none said for 0). */
  going: number | undefined;
}

function EventRow({ event, past, at, going, words, lang }: EventRowProps) {
  const typeStyle = TYPE_STYLES[event.type];
  return (
    <li className={`rounded-lg p-4 ring-1 ring-slate-200 ${past ? "bg-slate-50" : "bg-white"}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${typeStyle}`}>
          {words.event.types[event.type]}
        </span>
        <StatusBadge event={event} />
        {past ? <span className="text-xs font-medium text-slate-700">{words.list.past}</span> : null}
        {going === undefined || going === 0 ? null : (
          <span className="text-xs font-medium text-slate-700">{countWords(going, words.going, lang)}</span>
        )}
      </div>
      <h4 className="mt-1 font-semibold text-navy-900">{event.title}</h4>
      <p className="text-sm text-slate-700">
        <StatusTime event={event}>
          <span>{formatEventDate(event, lang)}</span> · <span>{formatEventTime(event, lang)}</span>
        </StatusTime>
      </p>
      <StatusNote event={event} at={at} />
      <p className="text-sm text-slate-700">{event.location ?? words.event.locationTba}</p>
      {event.type === "game" && event.opponent ? (
        <p className="text-sm text-slate-700">{fill(words.list.opponent, { opponent: event.opponent })}</p>
      ) : null}
      {event.gameScore ? (
        <p className="mt-1 text-sm font-semibold text-navy-900">
          {fill(words.event.score, { score: formatScore(event.gameScore) })}
          {event.gameScore.isFinal ? (
            <span className="ml-2 rounded bg-navy-900 px-1.5 py-0.5 text-xs text-white">
              {words.event.final}
            </span>
          ) : null}
        </p>
      ) : null}
      {event.notes ? (
        <p className="mt-1 text-sm text-slate-600">
          <TypedWords shown={typedText(lang, event.notes, event.notesEs)} />
        </p>
      ) : null}
    </li>
  );
}

export default function EventList({ words, kit, lang }: EventListProps) {
  return (
    <KitWordsProvider words={kit}>
      <EventWordsProvider speech={{ words: words.event, lang }}>
        <Events words={words} kit={kit} lang={lang} />
      </EventWordsProvider>
    </KitWordsProvider>
  );
}

function Events({ words, lang }: EventListProps) {
  // Deferred: when the events arrive, React renders the season's rows in the background, yielding to
  // the browser every few milliseconds, instead of in one task of about 70 ms on a slow phone (the
  // schedule's Total Blocking Time). The list only shows; nothing here moves the focus, so a frame
  // of lag is harmless. The sign-up beside it stays synchronous: its focus follows its rows.
  const $all = useDeferredValue(useLoadable($events));
  const $counts = useLoadable($goingCounts);
  const counts = $counts.status === "ready" ? $counts.data : null;

  if ($all.status === "loading") return <LoadingRows label={words.list.loading} rows={4} />;
  if ($all.status === "error") {
    return <LoadError problem={$all.problem} onRetry={() => void loadEvents()} />;
  }
  if ($all.data.length === 0) return <p className="text-slate-700">{words.list.empty}</p>;

  const at = nowMillis();
  return (
    <div className="space-y-6">
      {groupByMonth($all.data, dateLocale(lang)).map((month) => (
        <section key={month.key} aria-labelledby={`month-${month.key}`}>
          <h3 id={`month-${month.key}`} className="text-base font-bold text-navy-900">
            {month.label}
          </h3>
          <ul className="mt-2 space-y-2">
            {month.events.map((event) => (
              <EventRow
                key={event.id}
                event={event}
                past={!isUpcoming(event, at)}
                at={at}
                going={counts?.[event.id]?.going}
                words={words}
                lang={lang}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
