/**
 * What the calendar feed says about an event, in the feed's language (English at `/calendar.ics`,
 * Spanish at `/es/calendar.ics`): its name, its kind, what changed and what the coach typed. The
 * words are the catalogs' (`calendarFeed`, and the schedule's `event` part for the kind, the badge
 * and "Moved from …"), so the feed and the pages say them alike. Pure: `at` is epoch milliseconds.
 */
import type { Words } from "../../i18n/catalog";
import { fill } from "../../i18n/fill";
import type { Lang } from "../../i18n/lang";
import { typedText } from "../../i18n/typed-lang";
import { CATALOGS } from "../../i18n/words";
import { EVENT_TYPE_LABELS } from "../event-types";
import type { Event } from "../schemas/events";
import { formatDay } from "./day-words";
import { isUpcoming } from "./schedule";
import { dateLocale, eventWallClock, formatTime, isAllDay } from "./time";

/** The words one feed speaks, e.g. `feedWords("es").feed.cancelled` is "CANCELADO: {summary}". */
export interface FeedWords {
  lang: Lang;
  feed: Words<"calendarFeed">;
  event: Words<"schedule">["event"];
  /** Follows English the coach typed in a Spanish feed: "(en inglés)". */
  inEnglish: string;
}

/** The words of the feed in `lang`. */
export function feedWords(lang: Lang): FeedWords {
  const words = CATALOGS[lang];
  return { lang, feed: words.calendarFeed, event: words.schedule.event, inEnglish: words.kit.inEnglish };
}

/**
 * What the coach typed, as the feed's language shows it: the English in the English feed; in the
 * Spanish feed the Spanish version, or the English followed by "(en inglés)", e.g.
 * `typedInFeed("Bring water", null, feedWords("es"))` is `"Bring water (en inglés)"`. Null when the
 * coach wrote nothing (an empty English text with a Spanish one gives the Spanish in Spanish).
 */
export function typedInFeed(
  english: string | null,
  spanish: string | null | undefined,
  words: FeedWords,
): string | null {
  if (!english) return words.lang === "es" && spanish ? spanish : null;
  const chosen = typedText(words.lang, english, spanish);
  return chosen.inEnglish ? `${chosen.text} ${words.inEnglish}` : chosen.text;
}

/**
 * An event's title in the feed: the coach's, as typed, except that in the Spanish feed a title
 * which is just its kind's English name (the practices' "Practice") is said in Spanish: "Práctica".
 */
export function eventTitle(event: Pick<Event, "title" | "type">, words: FeedWords): string {
  if (words.lang === "en") return event.title;
  const isKindName = event.title.trim().toLowerCase() === EVENT_TYPE_LABELS[event.type].toLowerCase();
  return isKindName ? words.event.types[event.type] : event.title;
}

/**
 * What a calendar shows as the event's name, with the team's short name in front so it stands out
 * in a family calendar: `"Lightning vs Buda Blaze"`, `"Lightning: Practice"`, `"CANCELLED:
 * Lightning vs Buda Blaze"`; in Spanish `"Lightning: Partido vs Buda Blaze"`, `"Lightning:
 * Práctica"`, `"APLAZADO: Lightning: Partido vs Buda Blaze"`.
 */
export function summaryWords(
  event: Pick<Event, "type" | "opponent" | "title" | "status">,
  shortName: string,
  words: FeedWords,
): string {
  const name =
    event.type === "game" && event.opponent
      ? fill(words.feed.game, { team: shortName, opponent: event.opponent })
      : `${shortName}: ${eventTitle(event, words)}`;
  return event.status === "scheduled" ? name : fill(words.feed[event.status], { summary: name });
}

/** The first line of a called-off event: `"Cancelled: Fields closed: rain"`, `"Aplazado"`; null for one that is on. */
export function statusLine(
  event: Pick<Event, "status" | "statusNote" | "statusNoteEs">,
  words: FeedWords,
): string | null {
  const note = typedInFeed(event.statusNote, event.statusNoteEs, words);
  if (event.status === "scheduled") return note;
  const badge = words.event.statuses[event.status];
  return note === null ? badge : `${badge}: ${note}`;
}

/**
 * "Moved from Sat, Sep 27, 9:00 AM" ("Fecha anterior: sáb, 27 de sept, 9:00 a.m.") for an event the
 * coach moved, until it has passed at `at`; null for one that never moved or is over.
 */
export function movedFromLine(
  event: Pick<Event, "date" | "endDate" | "previousDate" | "previousEndDate">,
  at: number,
  words: FeedWords,
): string | null {
  if (event.previousDate === null || !isUpcoming(event, at)) return null;
  const before = { date: event.previousDate, endDate: event.previousEndDate };
  const day = formatDay(eventWallClock(before), "weekdayMonthDay", dateLocale(words.lang));
  const when = isAllDay(before)
    ? fill(words.event.dayTimeTba, { day })
    : fill(words.event.dayAndTime, { day, time: formatTime(before.date, words.lang) });
  return fill(words.event.movedFrom, { when });
}
