/** The season overview's facts, derived from the content so the page never disagrees with it. Pure. */
import { DateTime } from "luxon";
import type { PracticePlan, SeasonContent } from "../schemas/content";
import { TEAM_ZONE } from "./time";

export interface SeasonSummary {
  /** "Tuesdays and Thursdays" */
  practiceDays: string;
  /** "6:30-7:45 PM" */
  practiceTime: string;
  /** "Sep 9 - Nov 13, 2025" */
  practiceSpan: string;
  gameCount: number;
  /** "7 on Saturday and 1 on Sunday" */
  gameDays: string;
  playerCount: number;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1) ?? ""}`;
}

function wallClock(time: string): DateTime {
  return DateTime.fromFormat(time, "HH:mm", { locale: "en-US" });
}

/** "6:30-7:45 PM", or "11:00 AM-12:30 PM" when the meridiem changes. */
export function formatClockRange(start: string, end: string): string {
  const [from, to] = [wallClock(start), wallClock(end)];
  return from.toFormat("a") === to.toFormat("a")
    ? `${from.toFormat("h:mm")}-${to.toFormat("h:mm a")}`
    : `${from.toFormat("h:mm a")}-${to.toFormat("h:mm a")}`;
}

function practiceSpan(plan: PracticePlan): string {
  const [first, last] = [DateTime.fromISO(plan.firstDate), DateTime.fromISO(plan.lastDate)];
  return first.year === last.year
    ? `${first.toFormat("MMM d")} - ${last.toFormat("MMM d, yyyy")}`
    : `${first.toFormat("MMM d, yyyy")} - ${last.toFormat("MMM d, yyyy")}`;
}

/** The overview of a season, e.g. `{ practiceDays: "Tuesdays and Thursdays", gameCount: 8, … }`. */
export function summarizeSeason(season: SeasonContent): SeasonSummary {
  const byWeekday = new Map<string, number>();
  for (const game of season.games) {
    const weekday = DateTime.fromISO(game.date, { zone: TEAM_ZONE, locale: "en-US" }).toFormat("cccc");
    byWeekday.set(weekday, (byWeekday.get(weekday) ?? 0) + 1);
  }
  const gameDays = [...byWeekday]
    .sort((a, b) => b[1] - a[1])
    .map(([day, count]) => `${String(count)} on ${day}`);
  return {
    practiceDays: joinWords(season.practicePlan.weekdays.map((day) => `${capitalise(day)}s`)),
    practiceTime: formatClockRange(season.practicePlan.start, season.practicePlan.end),
    practiceSpan: practiceSpan(season.practicePlan),
    gameCount: season.games.length,
    gameDays: joinWords(gameDays),
    playerCount: season.players.length,
  };
}
