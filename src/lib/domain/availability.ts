/**
 * Family answers (docs/product-rules.md#family-answers), pure: when an event's answers lock, which
 * answers an event takes now, "to confirm" after a move, "not on <weekday>s", a player's answer as
 * the family and the coach see it, the headcount's tally and the public counts, the families a nudge
 * counts and the game-eve reminder's "9 of 11 coming". Instants are epoch milliseconds.
 */
import type { AvailabilityAnswer, AnswerSource } from "../constants";
import type { Event } from "../schemas/events";
import type { AvailabilityRecord, AwayWeekday, HeadcountCounts, PublicCounts } from "../schemas/families";
import { isUpcoming } from "./schedule";
import { eventWallClock, isAllDay } from "./time";

const HOUR_MS = 60 * 60 * 1000;

type Timed = Pick<Event, "date" | "endDate">;

/**
 * When an event's answers lock: kick-off less the coach's cut-off, e.g. 7:00 AM for a 9:00 AM game
 * with `cutoffHours` 2. A Time TBA event has no kick-off: its answers lock at the start of its day.
 */
export function lockAt(event: Timed, cutoffHours: number): string {
  return new Date(Date.parse(event.date) - cutoffHours * HOUR_MS).toISOString();
}

/**
 * Whether an event is over at `at`: its end has passed (its start, when it has no end); a Time TBA
 * event once its day is over in Kyle. Answers and notes are taken until then, the family page and
 * the headcount list it until then.
 */
export function isOver(event: Timed, at: number): boolean {
  if (isAllDay(event)) return !isUpcoming(event, at);
  return Date.parse(event.endDate ?? event.date) <= at;
}

/** Why an event refuses what a family sends, by the `api` sentence that says so. */
export type AnswerRefusal = "answersCancelled" | "answersPostponed" | "answersLocked" | "answersOver";

/**
 * Why `event` takes no answer (or, with `noteOnly`, no note) from a family at `at`, or null when it
 * does. A cancelled event takes nothing; a postponed one no answer until it has a new date (which
 * puts it back on); after the lock no answer, but a note still ("running late") until it is over.
 *
 *   answerRefusal(game, at9am, 0, false)  // "answersLocked" for a 9:00 AM kick-off
 *   answerRefusal(game, at9am, 0, true)   // null: "running late" still reaches the coach
 */
export function answerRefusal(
  event: Pick<Event, "date" | "endDate" | "status">,
  at: number,
  cutoffHours: number,
  noteOnly: boolean,
): AnswerRefusal | null {
  if (event.status === "cancelled") return "answersCancelled";
  if (isOver(event, at)) return "answersOver";
  if (noteOnly) return null;
  if (event.status === "postponed") return "answersPostponed";
  if (Date.parse(lockAt(event, cutoffHours)) <= at) return "answersLocked";
  return null;
}

/** ISO weekday of an event's day in Kyle: 1 Monday … 7 Sunday (a Time TBA event's by its date). */
export function eventWeekday(event: Timed): number {
  const { year, month, day } = eventWallClock(event);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * A player's answer for an event as everyone who may see it sees it: what was answered (the family
 * or the coach), else `"not-going"` with `away` when "not on <weekday>s" covers the event, else
 * none; `toConfirm` when the answer was given for another start than the event's.
 */
export interface PlayerAnswer {
  answer: AvailabilityAnswer | null;
  toConfirm: boolean;
  away: boolean;
  note: string | null;
  by: AnswerSource | null;
}

/** The answer of `record` (or none) for `playerId` at `event`, with the family's away weekdays. */
export function playerAnswer(
  event: Pick<Event, "date" | "endDate">,
  playerId: string,
  record: Pick<AvailabilityRecord, "answer" | "note" | "by" | "eventDate"> | null,
  awayWeekdays: readonly AwayWeekday[],
): PlayerAnswer {
  const note = record?.note ?? null;
  if (record !== null && record.answer !== null) {
    return {
      answer: record.answer,
      toConfirm: record.eventDate !== event.date,
      away: false,
      note,
      by: record.by,
    };
  }
  const weekday = eventWeekday(event);
  const away = awayWeekdays.some((entry) => entry.playerId === playerId && entry.weekday === weekday);
  return { answer: away ? "not-going" : null, toConfirm: false, away, note, by: null };
}

/**
 * The coach's tally of one event, one count per player: "7 going · 1 maybe · 2 out · 1 to confirm ·
 * 1 no answer". An answer to confirm counts there alone; "not on <weekday>s" counts as out.
 */
export function tally(answers: readonly PlayerAnswer[]): HeadcountCounts {
  const counts: HeadcountCounts = { going: 0, maybe: 0, notGoing: 0, toConfirm: 0, noAnswer: 0 };
  for (const { answer, toConfirm } of answers) {
    if (answer === null) counts.noAnswer++;
    else if (toConfirm) counts.toConfirm++;
    else if (answer === "going") counts.going++;
    else if (answer === "maybe") counts.maybe++;
    else counts.notGoing++;
  }
  return counts;
}

/** What public pages may show of a tally: three counts, never a name, a note or who has not answered. */
export const publicCounts = ({ going, maybe, notGoing }: HeadcountCounts): PublicCounts => ({
  going,
  maybe,
  notGoing,
});

/**
 * How many families have a player with no answer at all (neither answered, nor away, nor waiting
 * to confirm a moved time), e.g. 2 when the Garcias have not answered for Maya and the Lees for
 * anyone. `answerOf` gives a player's answer for the event.
 */
export function familiesWithoutAnswer(
  families: readonly { playerIds: readonly string[] }[],
  answerOf: (playerId: string) => PlayerAnswer | undefined,
): number {
  return families.filter((family) => family.playerIds.some((id) => answerOf(id)?.answer === null)).length;
}

/**
 * The game-eve reminder's count, "9 of 11 coming": players answered going (not to confirm) of the
 * roster; null while nobody on the roster has answered at all, so a team without family links gets
 * no "0 of 11".
 */
export function comingCount(answers: readonly PlayerAnswer[]): { going: number; total: number } | null {
  if (answers.every((entry) => entry.answer === null)) return null;
  return { going: tally(answers).going, total: answers.length };
}

/**
 * The key of one player's answer for one event: `availabilityId(eventId, playerId)` is fixed by the
 * two ids, so every write for them lands on one record. Made with `digest` (SHA-256, hex) by the
 * caller, as the domain has no crypto of its own: 40 hex characters, e.g. `"9f2c…"`.
 */
export const availabilityKeySource = (eventId: string, playerId: string): string => `${eventId}\n${playerId}`;
