/**
 * What every format of the league's schedule shares (game-import.ts): the result's shape, how a
 * value from the file is quoted and a date or time said in a message, the rules of one field, and
 * the checks across rows once a format has read them. Pure and Intl-based like time.ts.
 */
import type { ImportedGame } from "../schemas/seasons";
import { LIMITS } from "../constants";
import { parseCalendarDate, utcMillis } from "./instant";
import { formatDateKey } from "./time";
import { teamWallToMillis } from "./wall-to-instant";
import { formatClock } from "./clock-words";
import { formatDay } from "./day-words";

/** One row that cannot be imported, e.g. `{ line: 4, message: '"3/32/2026" is not a date. …' }`. */
export interface GameImportProblem {
  line: number;
  message: string;
}

/** One row left out on purpose, e.g. `{ line: 40, reason: "cancelled" }`. */
export interface GameImportSkip {
  line: number;
  reason: string;
}

export interface GameImportResult {
  /** In date order; on a day, a Time TBA game first, then by start time. */
  games: ImportedGame[];
  /** In line order. The schedule may be imported only when there are none. */
  problems: GameImportProblem[];
  /** In line order. */
  skipped: GameImportSkip[];
}

/** The team whose schedule it is and the season's first and last days (yyyy-MM-dd). */
export interface GameImportOptions {
  teamName: string;
  firstDay: string;
  lastDay: string;
}

/** Most games one season may import: a recreational season has about a dozen. */
export const MAX_IMPORTED_GAMES = 60;

/** Why a cancelled event is left out. */
export const SKIP_CANCELLED = "cancelled";
/** Why a team calendar's practice is left out: practices come from the season's practice plan. */
export const SKIP_PRACTICE = "a practice, not a game";

/** What one format read from its rows, before the checks across rows (`finishImport`). */
export interface ParsedRows {
  games: ImportedGame[];
  problems: GameImportProblem[];
  skipped: GameImportSkip[];
}

// ---------------------------------------------------------------------------------------------
// Text, dates and times in words

/** Whitespace and control characters of any kind collapsed to single spaces, trimmed. */
export const cleanText = (value: string): string => value.replace(/[\p{Cc}\s]+/gu, " ").trim();

/** A value from the file quoted in a message, shortened so a huge cell cannot flood the answer. */
export function quote(value: string): string {
  const text = cleanText(value);
  return `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
}

/** A text field capped at its limit: the problem when it is over, never a silent cut. */
export function lengthProblem(label: string, text: string, limit: number): string | null {
  return text.length > limit
    ? `${label} is ${String(text.length)} characters long. Use at most ${String(limit)}.`
    : null;
}

// ---------------------------------------------------------------------------------------------
// Fields every format reads

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** `"2026-03-07"`, `"3/7/2026"` or `"03/07/2026"` → `"2026-03-07"`; null for anything else. */
export function parseScheduleDate(value: string): string | null {
  const iso = ISO_DATE.exec(value.trim());
  const us = iso ? null : US_DATE.exec(value.trim());
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : us
      ? [us[3], us[1], us[2]].map(Number)
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  return utcMillis(year, month, day) === null ? null : formatDateKey({ year, month, day });
}

/**
 * A row's opponent (already cleaned) and location cell, each within its limit: the location with a
 * blank one as none, and the problems with either, e.g. `{ location: "Field 5", problems: [] }`.
 */
export function checkOpponentAndLocation(
  opponent: string,
  locationCell: string,
): { location: string | null; problems: string[] } {
  const location = cleanText(locationCell);
  const problems = [
    lengthProblem("The opponent's name", opponent, LIMITS.name),
    lengthProblem("The location", location, LIMITS.location),
  ].filter((problem) => problem !== null);
  return { location: location === "" ? null : location, problems };
}

// ---------------------------------------------------------------------------------------------
// Checks across rows

/**
 * Whether Kyle's clocks skip 2:00 to 3:00 AM on a day (yyyy-MM-dd), asked once per day of an
 * import, so a file of many such rows looks at the time zone once a day rather than twice a row.
 * That hour is the only one they ever skip, and always whole (so says the time zone data from 1800
 * to 2200), so 2:00 answers for each of its minutes.
 */
function daysWithoutTwoAm(): (day: string) => boolean {
  const known = new Map<string, boolean>();
  return (day) => {
    let skipped = known.get(day);
    if (skipped === undefined) {
      const date = parseCalendarDate(day);
      skipped = date !== null && teamWallToMillis({ ...date, hour: 2, minute: 0 }) === null;
      known.set(day, skipped);
    }
    return skipped;
  };
}

/** The wall clock at 02:30 on the night the clocks spring forward does not exist in Kyle. */
function skippedTimeProblem(game: ImportedGame, withoutTwoAm: (day: string) => boolean): string | null {
  for (const time of [game.start, game.end]) {
    if (time?.startsWith("02:") === true && withoutTwoAm(game.date)) {
      return (
        `${formatClock(time)} on ${formatDay(game.date, "date")} does not exist in Kyle: the clocks spring forward ` +
        "from 2:00 to 3:00 AM that night. Check the game's time."
      );
    }
  }
  return null;
}

function seasonProblem(game: ImportedGame, options: GameImportOptions): string | null {
  if (game.date >= options.firstDay && game.date <= options.lastDay) return null;
  return (
    `${formatDay(game.date, "date")} is outside the season, which runs from ${formatDay(options.firstDay, "date")} to ` +
    `${formatDay(options.lastDay, "date")}. Check the year, or leave out games of other seasons.`
  );
}

const byLine = <T extends { line: number }>(a: T, b: T): number => a.line - b.line;

/** yyyy-MM-dd and HH:mm sort as text; compared by code unit, whatever the locale. */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A day's Time TBA game first, then by start time; the file's order breaks ties. */
function byDateAndStart(a: ImportedGame, b: ImportedGame): number {
  return compareText(a.date, b.date) || compareText(a.start ?? "", b.start ?? "") || a.line - b.line;
}

/**
 * The checks across rows: the season's dates, then a time the clocks skip on one of them, the same
 * date and start twice (a problem on the second), the number of games, and a file without any. A
 * date outside the season is named for that alone: it is the first thing to fix, and so the time
 * zone is only ever asked about the season's days.
 */
export function finishImport(
  parsed: ParsedRows,
  options: GameImportOptions,
  noGames: string,
): GameImportResult {
  const problems = [...parsed.problems];
  const games: ImportedGame[] = [];
  const seen = new Map<string, number>();
  const withoutTwoAm = daysWithoutTwoAm();
  for (const game of [...parsed.games].sort(byLine)) {
    const problem = seasonProblem(game, options) ?? skippedTimeProblem(game, withoutTwoAm);
    if (problem !== null) {
      problems.push({ line: game.line, message: problem });
      continue;
    }
    const key = `${game.date} ${game.start ?? "TBA"}`;
    const first = seen.get(key);
    if (first !== undefined) {
      const when =
        game.start === null
          ? `Another Time TBA game is already on ${formatDay(game.date, "date")}`
          : `Another game is already on ${formatDay(game.date, "date")} at ${formatClock(game.start)}`;
      problems.push({ line: game.line, message: `${when} (line ${String(first)}). List each game once.` });
      continue;
    }
    seen.set(key, game.line);
    games.push(game);
  }
  const extra = games[MAX_IMPORTED_GAMES];
  if (extra !== undefined) {
    problems.push({
      line: extra.line,
      message:
        `The schedule has ${String(games.length)} games. A season may have at most ` +
        `${String(MAX_IMPORTED_GAMES)}: leave out other teams' and other seasons' games.`,
    });
  }
  if (games.length === 0 && problems.length === 0) {
    const message =
      parsed.skipped.length > 0
        ? "The schedule has no games: every event in it was left out (see the lines skipped)."
        : noGames;
    problems.push({ line: 1, message });
  }
  return {
    games: games.sort(byDateAndStart),
    problems: problems.sort(byLine),
    skipped: [...parsed.skipped].sort(byLine),
  };
}
