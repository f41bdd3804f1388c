/** The season overview's facts, derived from the content so the page never disagrees with it. Pure. */
import { DateTime } from "luxon";
import type { SeasonContent } from "../schemas/content";
import type { SeasonPracticePlan, SeasonSummary } from "../schemas/seasons";
import { practiceDates } from "./practices";
import { TEAM_ZONE } from "./time";

export type { SeasonSummary };

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

function practiceSpan(plan: Pick<SeasonPracticePlan, "firstDate" | "lastDate">): string {
  const [first, last] = [DateTime.fromISO(plan.firstDate), DateTime.fromISO(plan.lastDate)];
  return first.year === last.year
    ? `${first.toFormat("MMM d")} - ${last.toFormat("MMM d, yyyy")}`
    : `${first.toFormat("MMM d, yyyy")} - ${last.toFormat("MMM d, yyyy")}`;
}

/**
 * The overview of a season from its record, its games' dates and its roster size, e.g.
 * `{ practiceDays: "Tuesdays and Thursdays", practiceCount: 20, gameCount: 8, … }`.
 */
export function summarizeSeasonFacts(
  plan: SeasonPracticePlan,
  gameDates: readonly string[],
  playerCount: number,
): SeasonSummary {
  const byWeekday = new Map<string, number>();
  for (const date of gameDates) {
    const weekday = DateTime.fromISO(date, { zone: TEAM_ZONE, locale: "en-US" }).toFormat("cccc");
    byWeekday.set(weekday, (byWeekday.get(weekday) ?? 0) + 1);
  }
  const gameDays = [...byWeekday]
    .sort((a, b) => b[1] - a[1])
    .map(([day, count]) => `${String(count)} on ${day}`);
  return {
    practiceDays: joinWords(plan.weekdays.map((day) => `${capitalise(day)}s`)),
    practiceTime: formatClockRange(plan.start, plan.end),
    practiceSpan: practiceSpan(plan),
    practiceCount: practiceDates(plan).length,
    gameCount: gameDates.length,
    gameDays: joinWords(gameDays),
    firstGameDay: [...gameDates].sort()[0] ?? null,
    playerCount,
  };
}

/** The overview of the season in content/, e.g. `{ practiceDays: "Tuesdays and Thursdays", gameCount: 8, … }`. */
export function summarizeSeason(season: SeasonContent): SeasonSummary {
  return summarizeSeasonFacts(
    season.practicePlan,
    season.games.map((game) => game.date),
    season.players.length,
  );
}
