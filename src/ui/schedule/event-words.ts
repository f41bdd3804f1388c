/**
 * What an event says on a parent's page, in that page's words: the badge of a called-off event,
 * its day and start, "Moved from …", the next event that is on, and the snack notice. The rules
 * are the shared ones (lib/domain/event-status.ts, which the server and the calendar feed speak in
 * English); the words are the catalog's `schedule` part the page handed its island. Pure.
 */
import type { Words } from "../../i18n/catalog";
import { fill } from "../../i18n/fill";
import type { Lang } from "../../i18n/lang";
import { formatDay } from "../../lib/domain/day-words";
import { snackNoticeKind } from "../../lib/domain/event-rules";
import { isUpcoming } from "../../lib/domain/schedule";
import { dateLocale, eventWallClock, formatTime, isAllDay } from "../../lib/domain/time";
import type { Event } from "../../lib/schemas/events";

/** The words of an event wherever it shows, e.g. `words.types.game` is "Game" or "Partido". */
export type EventWords = Words<"schedule">["event"];

/** An event's words and the language its dates are written in. */
export interface EventSpeech {
  words: EventWords;
  lang: Lang;
}

type Times = Pick<Event, "date" | "endDate">;

/** The badge of a called-off event, e.g. "Cancelled" or "Aplazado"; null for one that is on. */
export function badgeWords(event: Pick<Event, "status">, words: EventWords): string | null {
  return event.status === "scheduled" ? null : words.statuses[event.status];
}

/** An event's day in Kyle, e.g. "Sat, Sep 27" or "sáb, 27 sept". */
export const dayWords = (times: Times, lang: Lang): string =>
  formatDay(eventWallClock(times), "weekdayMonthDay", dateLocale(lang));

/**
 * An event's day and start in Kyle, e.g. "Sat, Sep 27, 9:00 AM", "sáb, 27 sept, 9:00 a.m.", or
 * "Sat, Sep 27 (time TBA)" for a Time TBA one.
 */
export function dayAndStartWords(times: Times, { words, lang }: EventSpeech): string {
  const day = dayWords(times, lang);
  return isAllDay(times)
    ? fill(words.dayTimeTba, { day })
    : fill(words.dayAndTime, { day, time: formatTime(times.date, lang) });
}

/**
 * "Moved from Sat, Sep 27, 9:00 AM" for an event the coach moved, until it has passed at `at`
 * (epoch milliseconds); null for one that never moved or is over.
 */
export function movedFromWords(
  event: Times & Pick<Event, "previousDate" | "previousEndDate">,
  at: number,
  speech: EventSpeech,
): string | null {
  if (event.previousDate === null || !isUpcoming(event, at)) return null;
  const when = dayAndStartWords({ date: event.previousDate, endDate: event.previousEndDate }, speech);
  return fill(speech.words.movedFrom, { when });
}

/**
 * What the snack sign-up says in place of Sign Up for a called-off game, e.g. "No snacks needed:
 * cancelled"; null when it takes sign-ups (or keeps its volunteer).
 */
export function snackNoticeWords(
  game: Pick<Event, "status" | "snackParentId">,
  words: EventWords,
): string | null {
  const kind = snackNoticeKind(game);
  if (kind === null) return null;
  return kind === "cancelled" ? words.noSnacksCancelled : words.signupReopens;
}
