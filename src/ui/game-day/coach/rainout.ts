/**
 * The dashboard's one-step rainout (docs/product-rules.md#game-day-changes): the events of the day
 * picked, the texts it starts from (the coach edits them), the request it sends, and what to ask
 * again after a part failed. Pure: the day and the site's address are passed in.
 */
import { GROUPME_MESSAGE_MAX, LIMITS } from "../../../lib/constants";
import { isOn } from "../../../lib/domain/status-badge";
import { shortDay } from "../../../lib/domain/event-status";
import { sortByDate } from "../../../lib/domain/schedule";
import { ELLIPSIS, characterCut } from "../../../lib/domain/text-cut";
import { eventWallClock, formatDateKey, formatTime, isAllDay } from "../../../lib/domain/time";
import type { Event } from "../../../lib/schemas/events";
import type { RainoutInput } from "../../../lib/schemas/game-day";
import type { RainoutResult } from "../../../lib/schemas/game-day";

/** The note every cancelled event gets unless the coach writes another. */
export const DEFAULT_RAINOUT_NOTE = "Fields closed: rain";

/** The events on a day in Kyle (`"2025-09-20"`), earliest first; a Time TBA event by its own date. */
export function eventsOnDay<T extends Pick<Event, "date" | "endDate">>(
  events: readonly T[],
  day: string,
): T[] {
  return sortByDate(events.filter((event) => formatDateKey(eventWallClock(event)) === day));
}

/** `"Sat, Sep 20"` for `"2025-09-20"`. */
export function dayLabel(day: string): string {
  const [year = 0, month = 0, date = 0] = day.split("-").map(Number);
  return shortDay({ year, month, day: date });
}

/** The coach's note as the start of a sentence, e.g. "Lightning!" → "Lightning"; "Fields closed" for none. */
const reasonOf = (note: string): string =>
  note.trim() === "" ? "Fields closed" : note.trim().replace(/[.!]+$/, "");

/** What the alert says by default, e.g. "Fields closed: rain. Everything on Sat, Sep 20 is cancelled." */
export function rainoutAlertText(day: string, note: string): string {
  const reason = reasonOf(note);
  return cut(`${reason}. Everything on ${dayLabel(day)} is cancelled.`, LIMITS.alertMessage);
}

/** One event as the GroupMe message lists it, e.g. "9:00 AM Game vs Buda Blaze". */
function eventLine(event: Event): string {
  const when = isAllDay(event) ? "" : `${formatTime(event.date)} `;
  return `${when}${event.title}`;
}

/**
 * The GroupMe message it starts from, e.g. "⚠️ Fields closed: rain. Cancelled on Sat, Sep 20: 9:00
 * AM Game vs Buda Blaze. Details: https://…/schedule". Never longer than GroupMe's 1000 characters.
 */
export function rainoutGroupMeText(
  day: string,
  note: string,
  events: readonly Event[],
  siteUrl: string,
): string {
  const reason = reasonOf(note);
  const list =
    events.length === 0 ? "" : ` Cancelled on ${dayLabel(day)}: ${events.map(eventLine).join("; ")}.`;
  const tail = ` Details: ${siteUrl}/schedule`;
  return `⚠️ ${cut(`${reason}.${list}`, GROUPME_MESSAGE_MAX - tail.length - 3)}${tail}`;
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, characterCut(text, max - ELLIPSIS.length))}${ELLIPSIS}`;
}

/** The events of the day the rainout cancels by default: those still on. */
export const eventsToCancel = (events: readonly Event[]): Event[] => events.filter(isOn);

/**
 * What to ask again after `result`: the events not cancelled, the alert if it failed, the message if
 * it was not sent; null when every part asked for was done.
 */
export function retryRequest(sent: RainoutInput, result: RainoutResult): RainoutInput | null {
  const failedIds = new Set(result.events.flatMap((outcome) => (outcome.ok ? [] : [outcome.id])));
  const retry: RainoutInput = {
    eventIds: sent.eventIds.filter((id) => failedIds.has(id)),
    statusNote: sent.statusNote,
    statusNoteEs: sent.statusNoteEs,
    alert: result.alert?.ok === false ? sent.alert : null,
    groupMe: result.groupMe?.ok === false ? sent.groupMe : null,
  };
  return retry.eventIds.length > 0 || retry.alert !== null || retry.groupMe !== null ? retry : null;
}
