/**
 * The dashboard's one-step rainout (docs/product-rules.md#game-day-changes): the events of the day
 * picked, the texts it starts from (the coach edits them), the request it sends, and what to ask
 * again after a part failed. Pure: the day and the site's address are passed in.
 */
import { GROUPME_MESSAGE_MAX, LIMITS, type AlertLevel, type GroupMeLanguages } from "../../../lib/constants";
import { ALERT_LEVEL_LABELS } from "../../../lib/field-alert";
import { alert as spanishAlertWords } from "../../../i18n/es/alert";
import { fill } from "../../../i18n/fill";
import { INTL_LOCALE, pathIn, type Lang } from "../../../i18n/lang";
import { formatDay } from "../../../lib/domain/day-words";
import { GROUPME_WORDS, HALVES_SEPARATOR } from "../../../lib/domain/groupme-message";
import { isOn } from "../../../lib/domain/status-badge";
import { sortByDate } from "../../../lib/domain/schedule";
import { ELLIPSIS, characterCut } from "../../../lib/domain/text-cut";
import { eventWallClock, formatDateKey, formatTime, isAllDay } from "../../../lib/domain/time";
import type { Event } from "../../../lib/schemas/events";
import type { RainoutInput } from "../../../lib/schemas/game-day";
import type { RainoutResult } from "../../../lib/schemas/game-day";
import { withoutLabel } from "../../../lib/domain/alert-label";

/** The note every cancelled event gets unless the coach writes another, in each language. */
export const DEFAULT_RAINOUT_NOTE = GROUPME_WORDS.en.rainout.note;
export const DEFAULT_RAINOUT_NOTE_ES = GROUPME_WORDS.es.rainout.note;

/** The alert's level labels as the bar shows them, in each language. */
const LEVEL_LABELS: Readonly<Record<Lang, Readonly<Record<AlertLevel, string>>>> = {
  en: ALERT_LEVEL_LABELS,
  es: spanishAlertWords.levels,
};

/** The events on a day in Kyle (`"2025-09-20"`), earliest first; a Time TBA event by its own date. */
export function eventsOnDay<T extends Pick<Event, "date" | "endDate">>(
  events: readonly T[],
  day: string,
): T[] {
  return sortByDate(events.filter((event) => formatDateKey(eventWallClock(event)) === day));
}

/** `"Sat, Sep 20"` for `"2025-09-20"`, `"sáb, 20 de sept"` in Spanish. */
export function dayLabel(day: string, lang: Lang = "en"): string {
  const [year = 0, month = 0, date = 0] = day.split("-").map(Number);
  return formatDay({ year, month, day: date }, "weekdayMonthDay", INTL_LOCALE[lang]);
}

/** The coach's note as the start of a sentence, e.g. "Lightning!" → "Lightning"; "Fields closed" for none. */
const reasonOf = (note: string, lang: Lang): string =>
  note.trim() === "" ? GROUPME_WORDS[lang].rainout.noReason : note.trim().replace(/[.!]+$/, "");

/**
 * What the alert says by default, e.g. "Rain. Everything on Sat, Sep 20 is cancelled." for the note
 * "Fields closed: rain": the bar already shows the level's label ("Fields closed"), so the alert
 * never starts with it (docs/product-rules.md#field-status-alert).
 */
export function rainoutAlertText(
  day: string,
  note: string,
  lang: Lang = "en",
  level: AlertLevel = "closed",
): string {
  const words = GROUPME_WORDS[lang].rainout;
  const reason = withoutLabel(reasonOf(note, lang), LEVEL_LABELS[lang][level]);
  const label = dayLabel(day, lang);
  const text =
    reason === "" ? fill(words.alertNoReason, { day: label }) : fill(words.alert, { reason, day: label });
  return cut(text, LIMITS.alertMessage);
}

/** One event as the GroupMe message lists it, e.g. "9:00 AM Game vs Buda Blaze". */
function eventLine(event: Event, lang: Lang): string {
  const when = isAllDay(event) ? "" : `${formatTime(event.date, lang)} `;
  return `${when}${event.title}`;
}

/**
 * The GroupMe message it starts from in one language, e.g. "⚠️ Fields closed: rain. Cancelled on
 * Sat, Sep 20: 9:00 AM Game vs Buda Blaze. Details: https://…/schedule" (the Spanish links to
 * /es/schedule). Never longer than `max`, GroupMe's 1000 characters unless said: the list is cut,
 * never the link.
 */
export function rainoutGroupMeText(
  day: string,
  note: string,
  events: readonly Event[],
  siteUrl: string,
  lang: Lang = "en",
  max: number = GROUPME_MESSAGE_MAX,
): string {
  const words = GROUPME_WORDS[lang].rainout;
  const cancelled =
    events.length === 0
      ? ""
      : fill(words.cancelled, {
          day: dayLabel(day, lang),
          events: events.map((event) => eventLine(event, lang)).join("; "),
        });
  const link = `${siteUrl}${pathIn("/schedule", lang)}`;
  const what = `${reasonOf(note, lang)}.${cancelled}`;
  // The reason and the list are cut to what the frame and the link leave, never the link.
  const frame = fill(words.message, { what: "", link }).length;
  return fill(words.message, { what: cut(what, max - frame), link });
}

/** The notes a rainout starts from in each language, e.g. `{ en: "Fields closed: rain", es: "Canchas cerradas: lluvia" }`. */
export type RainoutNotes = Readonly<Record<Lang, string>>;

/**
 * The GroupMe message it starts from in each language the team writes in: with both, each half
 * keeps to half of the 1000 characters when the two would not fit together, so the prefilled
 * message always fits as one.
 */
export function rainoutGroupMeTexts(
  day: string,
  notes: RainoutNotes,
  events: readonly Event[],
  siteUrl: string,
  languages: GroupMeLanguages,
): Record<Lang, string> {
  const whole = (lang: Lang, max?: number) =>
    rainoutGroupMeText(day, notes[lang], events, siteUrl, lang, max);
  const texts = { en: whole("en"), es: whole("es") };
  if (
    languages !== "both" ||
    texts.en.length + HALVES_SEPARATOR.length + texts.es.length <= GROUPME_MESSAGE_MAX
  )
    return texts;
  const half = Math.floor((GROUPME_MESSAGE_MAX - HALVES_SEPARATOR.length) / 2);
  return { en: whole("en", half), es: whole("es", half) };
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
