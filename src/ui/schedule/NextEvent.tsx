/**
 * Home page: the next practice, game or event, from the shared events store. When the nearest is
 * called off it says so first (badge, title, struck time, the coach's note), then names the next
 * event that is on, with its facts and directions (docs/product-rules.md#game-day-changes).
 * In the words its page hands it (`words`, `kit`) and its dates in `lang`.
 */
import type { Words } from "../../i18n/catalog";
import { fill } from "../../i18n/fill";
import type { Lang } from "../../i18n/lang";
import { nowMillis } from "../../lib/clock";
import { nextEvents } from "../../lib/domain/event-rules";
import { isOn } from "../../lib/domain/status-badge";
import { formatEventTime } from "../../lib/domain/time";
import { directionsUrl } from "./maps";
import type { Event } from "../../lib/schemas/events";
import { KitWordsProvider } from "../kit/words";
import { dayAndStartWords, dayWords } from "./event-words";
import { EventWordsProvider } from "./words";
import { $upcomingEvents, loadUpcomingEvents } from "./store";
import EventFacts from "./EventFacts";
import { StatusBadge } from "./StatusBadge";
import { StatusNote, StatusTime } from "./EventStatus";
import { useLoadable } from "../kit/hydration";

export interface NextEventProps {
  /** The page's words: an event's and the next view's. */
  words: Pick<Words<"schedule">, "event" | "next">;
  kit: Words<"kit">;
  lang: Lang;
}

type Said = Omit<NextEventProps, "kit">;

function Directions({ location, label, newTab }: { location: string | null; label: string; newTab: string }) {
  return location ? (
    <a
      href={directionsUrl(location)}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-4 link-button py-2 text-sm"
    >
      {label}
      <span className="sr-only">{newTab}</span>
    </a>
  ) : null;
}

/**
 * A called-off nearest event, then the next one that is on. Kept compact (one struck line for the
 * called-off one; the next one's day in its heading, then its time, opponent and place in one
 * line) so the card keeps its height when the coach's note fits on a line.
 */
function CalledOff({
  event,
  nextOn,
  at,
  words,
  lang,
}: Said & { event: Event; nextOn: Event | null; at: number }) {
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-wide text-navy-700 uppercase">
        <StatusBadge event={event} />
        {words.event.types[event.type]}
      </p>
      <h3 className="mt-1 text-lg font-bold text-navy-900">{event.title}</h3>
      <p className="text-sm text-slate-700">
        <StatusTime event={event}>{dayAndStartWords(event, { words: words.event, lang })}</StatusTime>
      </p>
      <StatusNote event={event} at={at} />
      <div className="mt-3 border-t border-slate-200 pt-3">
        {nextOn ? (
          <>
            <h3 className="font-bold text-navy-900">
              {fill(words.next.nextOn, { day: dayWords(nextOn, lang), title: nextOn.title })}
            </h3>
            <p className="text-sm break-words text-slate-700">
              {formatEventTime(nextOn, lang)}
              {nextOn.type === "game" && nextOn.opponent
                ? ` · ${fill(words.event.versus, { opponent: nextOn.opponent })}`
                : null}{" "}
              · {nextOn.location ?? words.event.locationTba}
            </p>
            <StatusNote event={nextOn} at={at} />
            <Directions
              location={nextOn.location}
              label={words.next.directionsNext}
              newTab={words.next.newTab}
            />
          </>
        ) : (
          <p className="text-slate-700">{words.next.nothingElse}</p>
        )}
      </div>
    </div>
  );
}

export default function NextEvent({ words, kit, lang }: NextEventProps) {
  return (
    <KitWordsProvider words={kit}>
      <EventWordsProvider speech={{ words: words.event, lang }}>
        <Next words={words} kit={kit} lang={lang} />
      </EventWordsProvider>
    </KitWordsProvider>
  );
}

function Next({ words, kit, lang }: NextEventProps) {
  const $upcoming = useLoadable($upcomingEvents);

  if ($upcoming.status === "loading") {
    // Shaped like the loaded card (type, title, date/time/place, directions button) so the sections
    // below do not move when it fills in.
    return (
      <div aria-busy="true">
        <p className="text-sm text-slate-700">{words.next.loading}</p>
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
        <p className="text-slate-700">{kit[$upcoming.problem]}</p>
        <button
          type="button"
          onClick={() => void loadUpcomingEvents()}
          className="rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
        >
          {kit.tryAgain}
        </button>
      </div>
    );
  }

  const { nearest: next, nextOn } = nextEvents($upcoming.data);
  if (!next) {
    return <p className="text-slate-700">{words.next.empty}</p>;
  }
  const at = nowMillis();
  if (!isOn(next)) return <CalledOff event={next} nextOn={nextOn} at={at} words={words} lang={lang} />;

  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-navy-700 uppercase">
        {words.event.types[next.type]}
      </p>
      <h3 className="mt-1 text-xl font-bold text-navy-900">{next.title}</h3>
      <StatusNote event={next} at={at} className="mt-1" />
      <EventFacts event={next} className="mt-3" />
      <Directions location={next.location} label={words.next.directions} newTab={words.next.newTab} />
    </div>
  );
}
