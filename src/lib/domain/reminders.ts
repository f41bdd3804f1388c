/**
 * Game-day reminders to the parents' GroupMe group: when each goes out (6:00 PM in Kyle the evening
 * before the game), which are due at an instant, and the text. Pure: now is passed in. The text
 * names the snack volunteer by name only, never an email or phone: the group is not the coach.
 */
import { DateTime } from "luxon";
import { GROUPME_MESSAGE_MAX, type GroupMeLanguages } from "../constants";
import { fill } from "../../i18n/fill";
import { INTL_LOCALE, pathIn, type Lang } from "../../i18n/lang";
import { formatDay } from "./day-words";
import { coachText, GROUPME_WORDS, HALVES_SEPARATOR, halvesOf, joinHalves } from "./groupme-message";
import { cutShareText } from "./post-share";
import type { Event } from "../schemas/events";
import type { GameReminder } from "../schemas/groupme";
import { isOn } from "./status-badge";
import { hasStarted } from "./events";
import { sortByDate, type SnackStatus } from "./schedule";
import { ELLIPSIS } from "./text-cut";
import { localToUtc } from "./local-time";
import { eventWallClock, formatTime, isAllDay, TEAM_ZONE } from "./time";

/** The wall-clock time in Kyle at which a reminder goes out, the evening before the game. */
export const REMINDER_TIME = "18:00";

/** The game's day in Kyle at midnight; a Time TBA game's day is its stored (UTC) date. */
function gameDay(game: Pick<Event, "date" | "endDate">): DateTime {
  const { year, month, day } = eventWallClock(game);
  return DateTime.fromObject({ year, month, day }, { zone: TEAM_ZONE, locale: "en-US" });
}

/**
 * When a game's reminder goes out, e.g. `"2025-10-31T23:00:00.000Z"` (6 PM CDT) for Saturday 1 Nov
 * 2025 and `"2025-11-08T00:00:00.000Z"` (6 PM CST) for Saturday 8 Nov.
 */
export function reminderSendAt(game: Pick<Event, "date" | "endDate">): string {
  const eve = gameDay(game).minus({ days: 1 });
  return localToUtc(eve.toFormat("yyyy-MM-dd"), REMINDER_TIME);
}

/**
 * What a reminder is claimed under: the game and the start it was for, e.g.
 * `"game-2025-11-01@2025-11-01T15:00:00.000Z"`. A game moved after its reminder went out has a new
 * claim, so the group is reminded once more, of the new date; moved back, it is not reminded again.
 */
export const reminderClaim = (game: Pick<Event, "id" | "date">): string => `${game.id}@${game.date}`;

/** A game that is on (never a cancelled or postponed one) and whose reminder for its start is not claimed. */
const awaitsReminder = (event: Event, claimed: ReadonlySet<string>) =>
  event.type === "game" && isOn(event) && !claimed.has(reminderClaim(event));

/** Games on and not started at `now` whose reminder is not in `claimed` (sent or being sent), earliest first. */
function pendingGames(events: readonly Event[], now: DateTime, claimed: ReadonlySet<string>): Event[] {
  return sortByDate(events.filter((event) => awaitsReminder(event, claimed) && !hasStarted(event, now)));
}

/**
 * Games whose reminder is due at `now`: the evening before has come, the game is on and has not
 * started, and no reminder for it at its start is in `claimed` (`reminderClaim`s sent or being
 * sent). Earliest first.
 */
export function dueReminders(events: readonly Event[], now: DateTime, claimed: ReadonlySet<string>): Event[] {
  return pendingGames(events, now, claimed).filter(
    (event) => Date.parse(reminderSendAt(event)) <= now.toMillis(),
  );
}

/** The game whose reminder goes out next: the first game on and not started whose reminder is not claimed; null when none. */
export function nextReminderGame(
  events: readonly Event[],
  now: DateTime,
  claimed: ReadonlySet<string>,
): Event | null {
  return pendingGames(events, now, claimed)[0] ?? null;
}

/** One line of free text from the store: whitespace runs become one space, no trailing full stop. */
const oneLine = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s.]+$/, "");

/** The coach's notes as one sentence on one line, e.g. "Bring water" → "Bring water."; "Wow!" stays. */
function sentence(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line === "" || /[.!?…]$/.test(line) ? line : `${line}.`;
}

function snackSentence(game: Event, snack: SnackStatus, siteUrl: string, lang: Lang): string {
  const words = GROUPME_WORDS[lang].reminder;
  if (!snack.covered) {
    return fill(words.needVolunteer, { link: `${siteUrl}${pathIn("/schedule", lang)}#snack-${game.id}` });
  }
  // Kept whole: the public form of a name ends with its initial's period ("Jane D.").
  const name = snack.name === null ? "" : snack.name.replace(/\s+/g, " ").trim();
  return name === "" ? words.covered : fill(words.bringing, { name });
}

/** Cuts `text` to `max` UTF-16 units at a code point boundary, ending with "…". */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = 0;
  for (const codePoint of text) {
    if (kept + codePoint.length > max - ELLIPSIS.length) break;
    kept += codePoint.length;
  }
  return `${text.slice(0, kept)}${ELLIPSIS}`;
}

/** What the reminder says besides the game: the team's snack note, and the languages it goes out in. */
export interface ReminderTexts {
  /** The team's snack note and its Spanish version, if any. */
  snackNote?: string | null;
  snackNoteEs?: string | null;
  /** English (the default), Spanish, or both as one message, English first. */
  languages?: GroupMeLanguages;
  /**
   * The families' answers by count, "9 of 11 coming" (`comingCount` in availability.ts); null or
   * absent while nobody has answered. Never a name.
   */
  coming?: { going: number; total: number } | null;
}

/** Room a cut note keeps at least; with less, the note is left out and only the link says there is more. */
const SHORTEST_CUT_NOTE = 24;

/** One language's half of a reminder, put together from its place, its notes (maybe cut) and whether it links to the rest. */
interface ReminderHalf {
  /** The place as the sentence names it, e.g. " at Rio Vista Fields", or " (field to be announced)". */
  place: string;
  /** The place's words around a name, e.g. " at Rio Vista Fields" for "Rio Vista Fields". */
  placeOf: (name: string) => string;
  /** The place's own text, one line; empty when there is none. */
  location: string;
  /** What the coach wrote, each possibly empty: the game's notes, and the team's snack note as its sentence. */
  notes: [string, string];
  compose: (place: string, notes: readonly string[], more: boolean) => string;
}

function reminderHalf(
  game: Event,
  snack: SnackStatus,
  siteUrl: string,
  sentOn: DateTime,
  texts: Required<ReminderTexts>,
  lang: Lang,
): ReminderHalf {
  const words = GROUPME_WORDS[lang].reminder;
  const day = gameDay(game);
  const when = sentOn.hasSame(day, "day") ? words.today : words.tomorrow;
  const time = isAllDay(game) ? words.timeTba : fill(words.time, { time: formatTime(game.date, lang) });
  const opponent = game.opponent === null ? "" : oneLine(game.opponent);
  const versus = opponent === "" ? "" : fill(words.versus, { opponent });
  const dayWords = formatDay(
    { year: day.year, month: day.month, day: day.day },
    "weekdayMonthDay",
    INTL_LOCALE[lang],
  );
  const note = oneLine(coachText(lang, texts.languages, texts.snackNote, texts.snackNoteEs));
  const snackPart = snackSentence(game, snack, siteUrl, lang);
  const coming = texts.coming === null ? "" : fill(words.coming, texts.coming);
  const more = fill(words.more, { link: `${siteUrl}${pathIn("/schedule", lang)}` });
  const location = game.location === null ? "" : oneLine(game.location);
  return {
    place: location === "" ? words.placeTba : fill(words.place, { place: location }),
    placeOf: (place) => fill(words.place, { place }),
    location,
    notes: [
      sentence(coachText(lang, texts.languages, game.notes, game.notesEs)),
      note === "" ? "" : fill(words.snackNote, { note }),
    ],
    compose: (place, [gameNotes = "", snackNote = ""], withMore) =>
      [
        fill(words.game, { when, day: dayWords, time, versus, place }),
        coming,
        gameNotes,
        snackPart,
        snackNote,
        withMore ? more : "",
      ]
        .filter((part) => part !== "")
        .join(" "),
  };
}

/** `room` shared among wants, the smallest served first, none given more than it wants, e.g. (10, [3, 20]) → [3, 7]. */
function shareRoom(room: number, wants: readonly number[]): number[] {
  const shares = wants.map(() => 0);
  let left = Math.max(0, room);
  const order = wants.map((_, index) => index).sort((a, b) => (wants[a] ?? 0) - (wants[b] ?? 0));
  order.forEach((index, served) => {
    const share = Math.min(wants[index] ?? 0, Math.floor(left / (order.length - served)));
    shares[index] = share;
    left -= share;
  });
  return shares;
}

/**
 * The reminder as the group reads it, e.g. "⚽ Game tomorrow: Sat, Nov 1 at 10:00 AM vs Driftwood
 * Dragons at Hays Youth Sports Complex. Arrive 30 minutes early. Snacks: Jane D. is bringing them,
 * thank you!", or with "We still need a snack volunteer: sign up at <site>/schedule#snack-<id>".
 * "today" when `at` (the moment it is sent, the evening before unless a run was missed) is the
 * game's day. A Time TBA game says its time is to be announced, a game without a place that the
 * field is. The game's notes follow the place; the team's snack note, when there is one, follows the
 * snack sentence ("Snack note: Nut-free team."). With families' answers, the count follows the
 * game ("9 of 11 coming."). The volunteer is named as the public sees them:
 * `snack.name` is the short form ("Jane D.").
 *
 * In Spanish it says the same from the Spanish catalog, with the Spanish versions of the notes
 * (else the English) and links to /es/schedule; in both languages it is ONE message, English
 * first, and a note without a Spanish version is said once, in English. Nobody reviews it before it
 * goes out, so it never fails for its length: past GroupMe's 1000 characters the notes are cut
 * with "…" and followed by a link to the schedule ("More: <site>/schedule"), and only when even
 * that does not fit is a very long place cut too.
 */
export function reminderText(
  game: Event,
  snack: SnackStatus,
  siteUrl: string,
  at: string = reminderSendAt(game),
  texts: ReminderTexts = {},
): string {
  const all: Required<ReminderTexts> = {
    snackNote: texts.snackNote ?? null,
    snackNoteEs: texts.snackNoteEs ?? null,
    languages: texts.languages ?? "en",
    coming: texts.coming ?? null,
  };
  const sentOn = DateTime.fromISO(at, { zone: TEAM_ZONE });
  const halves = halvesOf(all.languages).map((lang) => reminderHalf(game, snack, siteUrl, sentOn, all, lang));

  const whole = joinHalves(halves.map((half) => half.compose(half.place, half.notes, false)));
  if (whole.length <= GROUPME_MESSAGE_MAX) return whole;

  // The notes give way first: cut to the room the rest leaves, each half then linking to the schedule.
  const separators = HALVES_SEPARATOR.length * (halves.length - 1);
  const linked = halves.map((half) => half.notes.some((note) => note !== ""));
  const fixed = halves.reduce(
    (sum, half, index) => sum + half.compose(half.place, [], linked[index] ?? false).length,
    separators,
  );
  const notes = halves.flatMap((half) => half.notes);
  const shares = shareRoom(
    GROUPME_MESSAGE_MAX - fixed,
    notes.map((note) => (note === "" ? 0 : note.length + 1)),
  );
  const cutNotes = notes.map((note, index) => {
    const room = (shares[index] ?? 0) - 1;
    if (room >= note.length) return note;
    return room >= SHORTEST_CUT_NOTE ? cutShareText(note, room) : "";
  });
  const notesCut = joinHalves(
    halves.map((half, index) => {
      const kept = cutNotes.slice(index * 2, index * 2 + 2);
      return half.compose(half.place, kept, kept.join("") !== half.notes.join(""));
    }),
  );
  if (notesCut.length <= GROUPME_MESSAGE_MAX) return notesCut;

  // Only a very long place, opponent or name is left: each half keeps to its share, the place cut first.
  const budget = Math.floor((GROUPME_MESSAGE_MAX - separators) / halves.length);
  return joinHalves(
    halves.map((half, index) => {
      const more = linked[index] ?? false;
      const full = half.compose(half.place, [], more);
      if (full.length <= budget || half.location === "") return cut(full, budget);
      const room = budget - half.compose(half.placeOf(""), [], more).length;
      const place = room > 1 ? half.placeOf(cut(half.location, room)) : "";
      return cut(half.compose(place, [], more), budget);
    }),
  );
}

/** A game's reminder as the dashboard previews it: when it goes out and its text at that moment. */
export function buildReminder(
  game: Event,
  snack: SnackStatus,
  siteUrl: string,
  texts: ReminderTexts = {},
): GameReminder {
  const sendAt = reminderSendAt(game);
  return { eventId: game.id, sendAt, text: reminderText(game, snack, siteUrl, sendAt, texts) };
}
