/**
 * The league's game schedule, pasted as CSV or uploaded as an .ics file, read into games in Kyle's
 * wall-clock time for a new season (docs/product-rules.md#seasons). Every row that cannot be read
 * is named with its line so the coach can fix the file; rows left out on purpose (a cancelled game)
 * are listed apart. Pure and Intl-based like time.ts, so it needs no date library.
 *
 * This module is the entry the season's start reads; the formats live beside it, each read in one
 * pass over its text: CSV (game-import-csv.ts), iCalendar (game-import-ics.ts, its lines and
 * components in game-import-ics-lines.ts, its time zones in game-import-zones.ts), and what they
 * share, the checks across rows included (game-import-checks.ts).
 *
 * Problems: `line` holds the line and `message` never repeats it (the caller shows "Line 4: " if it
 * wants); each message says what is wrong and what is expected. Problems about the whole file (no
 * games, a missing column) are on line 1. Everything read from the file comes back as plain text,
 * never markup: the pages escape it like any other text.
 */
import type { GameImport } from "../schemas/seasons";
import type { GameImportOptions, GameImportResult } from "./game-import-checks";
import { parseGameCsv } from "./game-import-csv";
import { parseGameIcs } from "./game-import-ics";

/**
 * The league's schedule in either format, e.g. `importGames({ format: "csv", text }, { teamName:
 * "Hays Lightning", firstDay: "2026-02-23", lastDay: "2026-05-16" })`. Import the games only when
 * `problems` is empty.
 */
export function importGames(input: GameImport, options: GameImportOptions): GameImportResult {
  return input.format === "csv" ? parseGameCsv(input.text, options) : parseGameIcs(input.text, options);
}
