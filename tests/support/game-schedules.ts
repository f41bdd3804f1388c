/**
 * League schedules for the game import's tests (src/lib/domain/game-import*.test.ts): the season
 * they are read for, CSV and iCalendar text built line by line, and the files in tests/fixtures.
 */
import { readFileSync } from "node:fs";
import type { GameImportResult } from "../../src/lib/domain/game-import-checks";
import type { ImportedGame } from "../../src/lib/schemas/seasons";

/** Spring 2026 of the Hays Lightning. */
export const options = { teamName: "Hays Lightning", firstDay: "2026-02-23", lastDay: "2026-05-16" };

/** A file of tests/fixtures as text, e.g. `fixture("league-schedule.ics")`. */
export const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8");

export const HEADER = "date,start,end,opponent,location";

/** A CSV schedule: the plain header, then `lines`, LF-separated. */
export const csv = (...lines: string[]): string => [HEADER, ...lines].join("\n");

/** A game as the table states it: the line and the fields that matter. */
export const game = (
  line: number,
  date: string,
  start: string | null,
  end: string | null,
  opponent: string,
  location: string | null = null,
): ImportedGame => ({ line, date, start, end, opponent, location });

/** A calendar of the given VEVENT bodies (or whole lines), CRLF-separated as RFC 5545 asks. */
export function ics(...parts: (string | string[])[]): string {
  const lines = parts.flatMap((part) =>
    typeof part === "string" ? [part] : ["BEGIN:VEVENT", ...part, "END:VEVENT"],
  );
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");
}

/** An event's lines: a Chicago start and end on 7 Mar 2026 and a title, each replaceable. */
export function event(overrides: Record<string, string | null> = {}): string[] {
  const fields: Record<string, string | null> = {
    "DTSTART;TZID=America/Chicago": "20260307T090000",
    "DTEND;TZID=America/Chicago": "20260307T100000",
    SUMMARY: "Hays Lightning vs Kyle Comets",
    LOCATION: "Field 5",
    ...overrides,
  };
  return Object.entries(fields).flatMap(([name, value]) => (value === null ? [] : [`${name}:${value}`]));
}

/** The first game of a one-event calendar (line 4), or the problems when there is none. */
export function firstGame(result: GameImportResult): ImportedGame | GameImportResult["problems"] {
  return result.games[0] ?? result.problems;
}
