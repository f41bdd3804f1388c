/**
 * Game-day reminders to the parents' GroupMe group: when each goes out (6:00 PM in Kyle the evening
 * before the game), which are due at an instant, and the text. Pure: now is passed in. The text
 * names the snack volunteer by name only, never an email or phone: the group is not the coach.
 */
import { DateTime } from "luxon";
import { GROUPME_MESSAGE_MAX } from "../constants";
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

function snackSentence(game: Event, snack: SnackStatus, siteUrl: string): string {
  if (!snack.covered) {
    return `We still need a snack volunteer: sign up at ${siteUrl}/schedule#snack-${game.id}`;
  }
  // Kept whole: the public form of a name ends with its initial's period ("Jane D.").
  const name = snack.name === null ? "" : snack.name.replace(/\s+/g, " ").trim();
  return name === "" ? "Snacks are covered, thank you!" : `Snacks: ${name} is bringing them, thank you!`;
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

/**
 * The reminder as the group reads it, e.g. "⚽ Game tomorrow: Sat, Nov 1 at 10:00 AM vs Driftwood
 * Dragons at Hays Youth Sports Complex. Snacks: Jane D. is bringing them, thank you!", or with "We
 * still need a snack volunteer: sign up at <site>/schedule#snack-<id>". "today" when `at` (the
 * moment it is sent, the evening before unless a run was missed) is the game's day. A Time TBA game
 * says its time is to be announced, a game without a place that the field is. Never longer than
 * GroupMe's 1000 characters: a very long place is cut first. The team's snack note, when there is
 * one, follows the snack sentence ("Snack note: Nut-free team."). The volunteer is named as the
 * public sees them: `snack.name` is the short form ("Jane D.").
 */
export function reminderText(
  game: Event,
  snack: SnackStatus,
  siteUrl: string,
  at: string = reminderSendAt(game),
  snackNote: string | null = null,
): string {
  const day = gameDay(game);
  const sentOn = DateTime.fromISO(at, { zone: TEAM_ZONE });
  const when = sentOn.hasSame(day, "day") ? "today" : "tomorrow";
  const time = isAllDay(game) ? " (time to be announced)" : ` at ${formatTime(game.date)}`;
  const opponent = game.opponent === null ? "" : oneLine(game.opponent);
  const versus = opponent === "" ? "" : ` vs ${opponent}`;
  const note = snackNote === null ? "" : oneLine(snackNote);
  const snackPart = ` ${snackSentence(game, snack, siteUrl)}${note === "" ? "" : ` Snack note: ${note}.`}`;
  const compose = (place: string) =>
    `⚽ Game ${when}: ${day.toFormat("ccc, LLL d")}${time}${versus}${place}.${snackPart}`;

  const location = game.location === null ? "" : oneLine(game.location);
  if (location === "") return cut(compose(" (field to be announced)"), GROUPME_MESSAGE_MAX);
  const full = compose(` at ${location}`);
  if (full.length <= GROUPME_MESSAGE_MAX) return full;
  const room = GROUPME_MESSAGE_MAX - compose(" at ").length;
  return cut(room > 1 ? compose(` at ${cut(location, room)}`) : compose(""), GROUPME_MESSAGE_MAX);
}

/** A game's reminder as the dashboard previews it: when it goes out and its text at that moment. */
export function buildReminder(
  game: Event,
  snack: SnackStatus,
  siteUrl: string,
  snackNote: string | null = null,
): GameReminder {
  const sendAt = reminderSendAt(game);
  return { eventId: game.id, sendAt, text: reminderText(game, snack, siteUrl, sendAt, snackNote) };
}
