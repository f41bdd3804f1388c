/** The season overview's facts, derived from the content so the page never disagrees with it. Pure. */
import { DateTime } from "luxon";
import type { SeasonContent } from "../schemas/content";
import type { SeasonPracticePlan, SeasonSummary } from "../schemas/seasons";
import { practiceDates } from "./practices";
import { TEAM_ZONE } from "./time";
import { formatClockRange } from "./clock-words";
import { formatDaySpan } from "./day-span";
import { formatList } from "./list-words";
import { weekdayName } from "./weekday-words";

export type { SeasonSummary };

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
    practiceDays: formatList(plan.weekdays.map((day) => `${weekdayName(day)}s`)),
    practiceTime: formatClockRange(plan.start, plan.end),
    practiceSpan: formatDaySpan(plan.firstDate, plan.lastDate),
    practiceCount: practiceDates(plan).length,
    gameCount: gameDates.length,
    gameDays: formatList(gameDays),
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
