/**
 * The league's game schedule, pasted as CSV or uploaded as an .ics file, read into games in Kyle's
 * wall-clock time for a new season (docs/product-rules.md#seasons). Every row that cannot be read
 * is named with its line so the coach can fix the file; rows left out on purpose (a cancelled game)
 * are listed apart. Pure and Intl-based like time.ts, so it needs no date library.
 *
 * Problems: `line` holds the line and `message` never repeats it (the caller shows "Line 4: " if it
 * wants); each message says what is wrong and what is expected. Problems about the whole file (no
 * games, a missing column) are on line 1. Everything read from the file comes back as plain text,
 * never markup: the pages escape it like any other text.
 */
import type { GameImport, ImportedGame } from "../schemas/seasons";
import { LIMITS } from "../constants";
import { parseCalendarDate, utcMillis } from "./instant";
import { formatDateKey, TEAM_ZONE, teamWallToMillis, wallClock, type WallClock } from "./time";
import { fullDay } from "./words";

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

/** A game's length when the calendar gives neither an end nor a duration. */
const DEFAULT_GAME_MINUTES = 60;
const MINUTE_MS = 60_000;

interface Parsed {
  games: ImportedGame[];
  problems: GameImportProblem[];
  skipped: GameImportSkip[];
}

// ---------------------------------------------------------------------------------------------
// Text, dates and times in words

/** Whitespace and control characters of any kind collapsed to single spaces, trimmed. */
const cleanText = (value: string): string => value.replace(/[\p{Cc}\s]+/gu, " ").trim();

/** A value from the file quoted in a message, shortened so a huge cell cannot flood the answer. */
function quote(value: string): string {
  const text = cleanText(value);
  return `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
}

/** `"2026-03-07"` → `"Mar 7, 2026"`. */
function longDate(key: string): string {
  const date = parseCalendarDate(key);
  return date ? fullDay(date) : key;
}

/** `"13:30"` → `"1:30 PM"`. */
function clockTime(time: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return `${String(hour % 12 || 12)}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

const pad2 = (value: number): string => String(value).padStart(2, "0");

/** A text field capped at its limit: the problem when it is over, never a silent cut. */
function lengthProblem(label: string, text: string, limit: number): string | null {
  return text.length > limit
    ? `${label} is ${String(text.length)} characters long. Use at most ${String(limit)}.`
    : null;
}

// ---------------------------------------------------------------------------------------------
// Checks every format shares

/** The wall clock at 02:30 on the night the clocks spring forward does not exist in Kyle. */
function skippedTimeProblem(game: ImportedGame): string | null {
  const date = parseCalendarDate(game.date);
  if (!date) return null;
  for (const time of [game.start, game.end]) {
    if (time === null) continue;
    const [hour = 0, minute = 0] = time.split(":").map(Number);
    // Kyle's clocks only ever skip from 2:00 to 3:00 AM; other hours need no look at the zone.
    if (hour === 2 && teamWallToMillis({ ...date, hour, minute }) === null) {
      return (
        `${clockTime(time)} on ${longDate(game.date)} does not exist in Kyle: the clocks spring forward ` +
        "from 2:00 to 3:00 AM that night. Check the game's time."
      );
    }
  }
  return null;
}

function seasonProblem(game: ImportedGame, options: GameImportOptions): string | null {
  if (game.date >= options.firstDay && game.date <= options.lastDay) return null;
  return (
    `${longDate(game.date)} is outside the season, which runs from ${longDate(options.firstDay)} to ` +
    `${longDate(options.lastDay)}. Check the year, or leave out games of other seasons.`
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
 * The checks across rows: a date the clocks skip, the season's dates, the same date and start
 * twice (a problem on the second), the number of games, and a file without any.
 */
function finish(parsed: Parsed, options: GameImportOptions, noGames: string): GameImportResult {
  const problems = [...parsed.problems];
  const games: ImportedGame[] = [];
  const seen = new Map<string, number>();
  for (const game of [...parsed.games].sort(byLine)) {
    const problem = skippedTimeProblem(game) ?? seasonProblem(game, options);
    if (problem !== null) {
      problems.push({ line: game.line, message: problem });
      continue;
    }
    const key = `${game.date} ${game.start ?? "TBA"}`;
    const first = seen.get(key);
    if (first !== undefined) {
      const when =
        game.start === null
          ? `Another Time TBA game is already on ${longDate(game.date)}`
          : `Another game is already on ${longDate(game.date)} at ${clockTime(game.start)}`;
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

// ---------------------------------------------------------------------------------------------
// CSV

const CSV_COLUMNS = ["date", "start", "end", "opponent", "location"] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Header names each column answers to, lowercased without spaces or punctuation, best first. */
const CSV_HEADERS: Record<CsvColumn, readonly string[]> = {
  date: ["date", "gamedate"],
  start: ["start", "starttime", "time", "kickoff"],
  end: ["end", "endtime"],
  opponent: ["opponent", "opponentteam", "opponentname", "versus", "vs"],
  location: ["location", "venue", "field"],
};

const DATE_HINT = "Use 2026-03-07 or 3/7/2026.";
const TIME_HINT = 'Use 9:00 AM or 13:30, or leave both times blank for "Time TBA".';
const HEADER_HINT =
  "The first line must name the columns date, start, end, opponent and location (location may be left out), in any order.";

interface CsvRecord {
  /** The record's first line, counting the header as 1 (a quoted field may span lines). */
  line: number;
  cells: string[];
}

/**
 * The records of RFC 4180 text, e.g. `'a,"b, c"\r\n'` → `[{ line: 1, cells: ["a", "b, c"] }]`.
 * Lenient where spreadsheets are: a quote inside an unquoted field is kept as text.
 */
function readCsvRecords(
  text: string,
  delimiter: string,
): { records: CsvRecord[]; unclosedAt: number | null } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  const endField = () => {
    cells.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    records.push({ line: recordLine, cells });
    cells = [];
  };
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"') {
        if (text.charAt(index + 1) === '"') {
          field += '"';
          index++;
        } else {
          quoted = false;
        }
      } else {
        if (char === "\n" || (char === "\r" && text.charAt(index + 1) !== "\n")) line++;
        field += char;
      }
    } else if (char === '"' && field.trim() === "") {
      // Spaces before an opening quote, as people type `a, "b, c"`, are not part of the field.
      field = "";
      quoted = true;
      quoteLine = line;
    } else if (char === delimiter) {
      endField();
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text.charAt(index + 1) === "\n") index++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += char;
    }
  }
  if (quoted) return { records, unclosedAt: quoteLine };
  if (field !== "" || cells.length > 0) endRecord();
  return { records, unclosedAt: null };
}

/** Cells copied from a spreadsheet arrive tab-separated, and some locales' Excel uses semicolons. */
function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== "") ?? "";
  if (firstLine.includes(",")) return ",";
  if (firstLine.includes("\t")) return "\t";
  return firstLine.includes(";") ? ";" : ",";
}

const headerKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Which cell holds each column, or the columns the header lacks. */
function mapHeader(cells: readonly string[]): { columns: Map<CsvColumn, number>; missing: CsvColumn[] } {
  const keys = cells.map(headerKey);
  const columns = new Map<CsvColumn, number>();
  for (const column of CSV_COLUMNS) {
    for (const name of CSV_HEADERS[column]) {
      const index = keys.indexOf(name);
      if (index !== -1 && ![...columns.values()].includes(index)) {
        columns.set(column, index);
        break;
      }
    }
  }
  const missing = CSV_COLUMNS.filter((column) => column !== "location" && !columns.has(column));
  return { columns, missing };
}

function missingColumnsMessage(missing: readonly CsvColumn[]): string {
  const names = missing.map((column) => `"${column}"`);
  const list =
    names.length === 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
  return `The header line has no ${list} column${names.length === 1 ? "" : "s"}. ${HEADER_HINT}`;
}

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

const TIME_24 = /^(\d{1,2}):(\d{2})(?::00)?$/;
const TIME_12 = /^(\d{1,2})(?::(\d{2}))?(?::00)?\s*([ap])\.?\s*m\.?$/i;
/** Words a league writes for a time not yet set, read as a blank. */
const TIME_TBA = /^(tba|tbd)$/i;

/**
 * A schedule's time as HH:mm, e.g. `"9:00 AM"`, `"9am"`, `"9:00am"`, `"09:00"` → `"09:00"` and
 * `"13:30"` → `"13:30"`; `""` for a blank (or "TBA"); null for anything else, `"25:00"` included.
 */
export function parseScheduleTime(value: string): string | null {
  const text = value.trim();
  if (text === "" || TIME_TBA.test(text)) return "";
  const twelve = TIME_12.exec(text);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minute = Number(twelve[2] ?? "0");
    if (hour < 1 || hour > 12 || minute > 59) return null;
    const pm = twelve[3]?.toLowerCase() === "p";
    return `${pad2((hour % 12) + (pm ? 12 : 0))}:${pad2(minute)}`;
  }
  const clock = TIME_24.exec(text);
  if (!clock) return null;
  const [hour, minute] = [Number(clock[1]), Number(clock[2])];
  return hour > 23 || minute > 59 ? null : `${pad2(hour)}:${pad2(minute)}`;
}

/** The start and end of a row, both or neither, the end after the start. */
function readTimes(
  startCell: string,
  endCell: string,
): { start: string | null; end: string | null; problems: string[] } {
  const start = parseScheduleTime(startCell);
  const end = parseScheduleTime(endCell);
  const problems: string[] = [];
  if (start === null) problems.push(`The start time ${quote(startCell)} is not a time. ${TIME_HINT}`);
  if (end === null) problems.push(`The end time ${quote(endCell)} is not a time. ${TIME_HINT}`);
  if (start === null || end === null) return { start: null, end: null, problems };
  if (start === "" && end === "") return { start: null, end: null, problems };
  if (end === "") {
    problems.push(`There is a start time (${clockTime(start)}) but no end time. ${TIME_HINT}`);
  } else if (start === "") {
    problems.push(`There is an end time (${clockTime(end)}) but no start time. ${TIME_HINT}`);
  } else if (end <= start) {
    // HH:mm strings sort like the times they name.
    problems.push(
      `The game ends at ${clockTime(end)}, which is not after it starts at ${clockTime(start)}. ` +
        "The end time must be later the same day.",
    );
  }
  return { start, end, problems };
}

/** The opponent's name within its limit. */
const opponentLengthProblem = (opponent: string): string | null =>
  lengthProblem("The opponent's name", opponent, LIMITS.name);

/** A location within its limit; a blank one is none. */
function readLocation(cell: string): { location: string | null; problem: string | null } {
  const location = cleanText(cell);
  return {
    location: location === "" ? null : location,
    problem: lengthProblem("The location", location, LIMITS.location),
  };
}

/** A row with more values than the header has columns: most often a comma in an unquoted value. */
function extraValuesProblem(record: CsvRecord, width: number): string | null {
  const extra = record.cells.slice(width).some((cell) => cell.trim() !== "");
  return extra
    ? `The line has ${String(record.cells.length)} values but the header has ${String(width)} columns. ` +
        'Put double quotes around a value that contains a comma, e.g. "Field 5, West".'
    : null;
}

function readCsvRow(record: CsvRecord, columns: ReadonlyMap<CsvColumn, number>, width: number): Parsed {
  const cell = (column: CsvColumn): string => {
    const index = columns.get(column);
    return index === undefined ? "" : (record.cells[index] ?? "");
  };
  const problems: string[] = [];
  const extra = extraValuesProblem(record, width);
  if (extra !== null) problems.push(extra);
  const dateCell = cell("date");
  const date = parseScheduleDate(dateCell);
  if (date === null) {
    problems.push(
      dateCell.trim() === ""
        ? `The date is blank. ${DATE_HINT}`
        : `${quote(dateCell)} is not a date. ${DATE_HINT}`,
    );
  }
  const times = readTimes(cell("start"), cell("end"));
  problems.push(...times.problems);
  const opponent = cleanText(cell("opponent"));
  if (opponent === "") problems.push("The opponent is blank. Name the other team.");
  const { location, problem: locationProblem } = readLocation(cell("location"));
  for (const problem of [opponentLengthProblem(opponent), locationProblem]) {
    if (problem !== null) problems.push(problem);
  }
  const line = record.line;
  if (date === null || problems.length > 0) {
    return { games: [], problems: problems.map((message) => ({ line, message })), skipped: [] };
  }
  const game = { line, date, start: times.start, end: times.end, opponent, location };
  return { games: [game], problems: [], skipped: [] };
}

/**
 * Games from CSV with a header line naming date, start, end, opponent and location (any order and
 * case, extra columns ignored, location optional), e.g.
 * `parseGameCsv("Date,Start,End,Opponent,Location\n3/7/2026,9:00 AM,10:00 AM,Kyle Comets,Field 5", options)`
 * gives `{ games: [{ line: 2, date: "2026-03-07", start: "09:00", end: "10:00", opponent: "Kyle Comets",
 * location: "Field 5" }], problems: [], skipped: [] }`. Blank lines are ignored.
 */
export function parseGameCsv(text: string, options: GameImportOptions): GameImportResult {
  const body = text.replace(/^\uFEFF/, "");
  const noGames =
    "The schedule has no games. Paste the league's schedule with a header line, then one game per line.";
  const { records: all, unclosedAt } = readCsvRecords(body, detectDelimiter(body));
  const records = all.filter((record) => record.cells.some((cell) => cell.trim() !== ""));
  const problems: GameImportProblem[] = [];
  if (unclosedAt !== null) {
    problems.push({
      line: unclosedAt,
      message: 'A quoted field starting on this line is never closed. Add the missing closing quote (").',
    });
  }
  const [header, ...rows] = records;
  if (header === undefined) return finish({ games: [], problems, skipped: [] }, options, noGames);
  const { columns, missing } = mapHeader(header.cells);
  if (missing.length > 0) {
    return finish(
      {
        games: [],
        problems: [...problems, { line: header.line, message: missingColumnsMessage(missing) }],
        skipped: [],
      },
      options,
      noGames,
    );
  }
  const parsed = rows.map((row) => readCsvRow(row, columns, header.cells.length));
  return finish(
    {
      games: parsed.flatMap((row) => row.games),
      problems: [...problems, ...parsed.flatMap((row) => row.problems)],
      skipped: [],
    },
    options,
    noGames,
  );
}

// ---------------------------------------------------------------------------------------------
// iCalendar (RFC 5545)

interface IcsProperty {
  line: number;
  name: string;
  params: ReadonlyMap<string, string>;
  value: string;
}

interface IcsComponent {
  name: string;
  /** The physical line of its BEGIN in the original file. */
  line: number;
  properties: IcsProperty[];
  children: IcsComponent[];
  closed: boolean;
}

/**
 * Logical lines with the physical line each starts on: a line starting with a space or tab
 * continues the one before (RFC 5545 folding), whichever line breaks the file uses.
 */
function unfold(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  text.split(/\r\n|\n|\r/).forEach((physical, index) => {
    const last = lines.at(-1);
    if ((physical.startsWith(" ") || physical.startsWith("\t")) && last) {
      last.text += physical.slice(1);
    } else if (physical.trim() !== "") {
      lines.push({ line: index + 1, text: physical });
    }
  });
  return lines;
}

/**
 * `DTSTART;TZID="America/Chicago":20260307T090000` → name, parameters (quotes removed) and value;
 * null for a line that is not a property. One pass over the line, however many parameters it has.
 */
function parseContentLine(line: number, text: string): IcsProperty | null {
  const name = /^[A-Za-z0-9-]+/.exec(text)?.[0];
  if (name === undefined) return null;
  const params = new Map<string, string>();
  let index = name.length;
  while (text.charAt(index) === ";") {
    const equals = text.indexOf("=", index);
    if (equals === -1) return null;
    const key = text.slice(index + 1, equals).toUpperCase();
    let value = "";
    let quoted = false;
    for (index = equals + 1; index < text.length; index++) {
      const char = text.charAt(index);
      if (char === '"') quoted = !quoted;
      else if (!quoted && (char === ";" || char === ":")) break;
      else value += char;
    }
    params.set(key, value);
  }
  if (text.charAt(index) !== ":") return null;
  return { line, name: name.toUpperCase(), params, value: text.slice(index + 1) };
}

/** Deeper than any calendar nests (VCALENDAR, VTIMEZONE, STANDARD): a deeper BEGIN is ignored. */
const MAX_NESTING = 8;

/** The file's components as a tree under a root; an unclosed one stays `closed: false`. */
function readComponents(text: string): IcsComponent {
  const root: IcsComponent = { name: "", line: 0, properties: [], children: [], closed: true };
  const stack = [root];
  for (const { line, text: content } of unfold(text)) {
    const property = parseContentLine(line, content);
    if (!property) continue;
    const current = stack.at(-1) ?? root;
    const kind = property.value.trim().toUpperCase();
    if (property.name === "BEGIN") {
      if (stack.length > MAX_NESTING) continue;
      const component: IcsComponent = { name: kind, line, properties: [], children: [], closed: false };
      current.children.push(component);
      stack.push(component);
    } else if (property.name === "END") {
      const open = stack.findLastIndex((component, index) => index > 0 && component.name === kind);
      if (open === -1) continue;
      const closing = stack[open];
      if (closing) closing.closed = true;
      stack.length = open;
    } else {
      current.properties.push(property);
    }
  }
  return root;
}

const propertyOf = (component: IcsComponent, name: string): IcsProperty | undefined =>
  component.properties.find((property) => property.name === name);

/** RFC 5545 TEXT: `\,` `\;` `\\` and `\n` (a new line) unescaped. */
const unescapeText = (value: string): string =>
  value.replace(/\\(.)/g, (_, char: string) => (char === "n" || char === "N" ? "\n" : char));

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the zone's wall clock, or null when the platform knows no such IANA zone. */
function zoneFormatter(zone: string): Intl.DateTimeFormat | null {
  const known = zoneFormatters.get(zone);
  if (known) return known;
  try {
    const formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    zoneFormatters.set(zone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

function zoneWallClock(ms: number, formatter: Intl.DateTimeFormat): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatter.formatToParts(ms)) parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? Number.NaN,
    month: parts.month ?? Number.NaN,
    day: parts.day ?? Number.NaN,
    hour: parts.hour ?? Number.NaN,
    minute: parts.minute ?? Number.NaN,
  };
}

const wallMillis = (wall: WallClock): number | null =>
  utcMillis(wall.year, wall.month, wall.day, wall.hour, wall.minute);

/**
 * The instant a zone's clock shows `wall`, as time.ts's teamWallToMillis does for Chicago: the
 * repeated hour resolves to its first occurrence, a skipped time gives null.
 */
function zoneWallToMillis(wall: WallClock, formatter: Intl.DateTimeFormat): number | null {
  const asUtc = wallMillis(wall);
  if (asUtc === null) return null;
  const hour = 60 * MINUTE_MS;
  const offsets = new Set(
    [asUtc - 12 * hour, asUtc, asUtc + 12 * hour].map(
      (probe) => (wallMillis(zoneWallClock(probe, formatter)) ?? probe) - probe,
    ),
  );
  const matches = [...offsets]
    .map((offset) => asUtc - offset)
    .filter((candidate) => {
      const shown = zoneWallClock(candidate, formatter);
      return wallMillis(shown) === asUtc;
    });
  return matches.length === 0 ? null : Math.min(...matches);
}

/** `-0600` or `-060000` → -360 minutes; null for anything else. */
function offsetMinutes(value: string): number | null {
  const match = /^([+-])(\d{2})(\d{2})(\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** A VTIMEZONE whose standard time is UTC-6 and daylight time UTC-5, as Chicago's is. */
function definesChicagoTime(timezone: IcsComponent): boolean {
  const offsets = (kind: string) =>
    timezone.children
      .filter((child) => child.name === kind)
      .map((child) => offsetMinutes(propertyOf(child, "TZOFFSETTO")?.value ?? ""));
  const [standard, daylight] = [offsets("STANDARD"), offsets("DAYLIGHT")];
  return (
    standard.length > 0 &&
    daylight.length > 0 &&
    standard.every((offset) => offset === -360) &&
    daylight.every((offset) => offset === -300)
  );
}

interface IcsContext {
  /** The TZIDs, not IANA names, that the file's own VTIMEZONEs define with Chicago's offsets. */
  chicagoAliases: ReadonlySet<string>;
  /** The zone of a time with neither `Z` nor a TZID: the calendar's X-WR-TIMEZONE, else Kyle's. */
  floatingZone: string;
}

/** The IANA zone a TZID names, e.g. "America/Chicago", "/mozilla.org/20050126_1/America/Chicago". */
function resolveZone(tzid: string, context: IcsContext): string | null {
  if (context.chicagoAliases.has(tzid)) return TEAM_ZONE;
  if (zoneFormatter(tzid)) return tzid;
  // Some calendar programs prefix the IANA name with a path of their own.
  const tail = /([A-Za-z_]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?)$/.exec(tzid)?.[1];
  return tail !== undefined && tzid.startsWith("/") && zoneFormatter(tail) ? tail : null;
}

type IcsTime = { kind: "date"; date: string } | { kind: "instant"; ms: number };

const ICS_DATE = /^(\d{4})-?(\d{2})-?(\d{2})$/;
const ICS_DATE_TIME = /^(\d{4})-?(\d{2})-?(\d{2})T(\d{2}):?(\d{2})(?::?(\d{2}))?(Z)?$/i;

/** A DTSTART or DTEND as a day (an all-day event) or an instant, or the problem reading it. */
function readIcsTime(property: IcsProperty, label: string, context: IcsContext): IcsTime | string {
  const value = property.value.trim();
  const day = ICS_DATE.exec(value);
  if (day) {
    const date = parseScheduleDate(`${day[1] ?? ""}-${day[2] ?? ""}-${day[3] ?? ""}`);
    return date === null
      ? `The ${label} ${quote(value)} is not a date. Check the league's export.`
      : { kind: "date", date };
  }
  const match = ICS_DATE_TIME.exec(value);
  const wall = match
    ? {
        year: Number(match[1]),
        month: Number(match[2]),
        day: Number(match[3]),
        hour: Number(match[4]),
        minute: Number(match[5]),
      }
    : null;
  if (!match || wall === null || wallMillis(wall) === null || Number(match[6] ?? "0") > 59) {
    return `The ${label} ${quote(value)} is not a date and time. Check the league's export.`;
  }
  if (match[7] !== undefined) return { kind: "instant", ms: wallMillis(wall) ?? 0 };
  const tzid = property.params.get("TZID");
  const zone = tzid === undefined ? context.floatingZone : resolveZone(tzid, context);
  const formatter = zone === null ? null : zoneFormatter(zone);
  if (formatter === null || zone === null) {
    return (
      `The time zone ${quote(tzid ?? "")} is not one this site knows, and the file does not define it as ` +
      "Chicago's (UTC-6, UTC-5 in summer). Export the schedule in Central time (America/Chicago)."
    );
  }
  const ms = zoneWallToMillis(wall, formatter);
  if (ms === null) {
    return (
      `The ${label} ${quote(value)} does not exist in ${zone}: the clocks skip that hour when daylight ` +
      "saving time starts. Check the game's time."
    );
  }
  return { kind: "instant", ms };
}

const DURATION = /^\+?P(?:(\d+)W|(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?)$/i;

/** `PT1H15M` → 4,500,000 ms; null for anything else, negative durations included. */
function durationMillis(value: string): number | null {
  const text = value.trim();
  const match = DURATION.exec(text);
  if (!match || text === "P" || /T$/i.test(text)) return null;
  const [weeks, days, hours, minutes, seconds] = match
    .slice(1)
    .map((part: string | undefined) => Number(part ?? "0"));
  return (
    ((((weeks ?? 0) * 7 + (days ?? 0)) * 24 + (hours ?? 0)) * 60 + (minutes ?? 0)) * MINUTE_MS +
    (seconds ?? 0) * 1000
  );
}

/** The end instant: DTEND, else DTSTART plus DURATION, else an hour (RFC 5545 3.6.1, for games). */
function readEnd(event: IcsComponent, startMs: number, context: IcsContext): number | string {
  const dtend = propertyOf(event, "DTEND");
  if (dtend) {
    const end = readIcsTime(dtend, "end", context);
    if (typeof end === "string") return end;
    if (end.kind === "date") {
      return `The end ${quote(dtend.value)} has no time while the start has one. Check the league's export.`;
    }
    // Some league sites write the start again as the end when they know no end: an hour, as with none.
    return end.ms === startMs ? startMs + DEFAULT_GAME_MINUTES * MINUTE_MS : end.ms;
  }
  const duration = propertyOf(event, "DURATION");
  if (duration) {
    const length = durationMillis(duration.value);
    if (length === null) {
      return `The length ${quote(duration.value)} is not a duration (DURATION). Use e.g. PT1H15M.`;
    }
    return startMs + length;
  }
  return startMs + DEFAULT_GAME_MINUTES * MINUTE_MS;
}

const timeOf = (clock: WallClock): string => `${pad2(clock.hour)}:${pad2(clock.minute)}`;

/** The event's day and Kyle wall-clock times: null times for an all-day (Time TBA) event. */
function readWhen(
  event: IcsComponent,
  context: IcsContext,
): { date: string; start: string | null; end: string | null } | string {
  const dtstart = propertyOf(event, "DTSTART");
  if (!dtstart) return "The event has no start (DTSTART). Give each game its date and time.";
  const start = readIcsTime(dtstart, "start", context);
  if (typeof start === "string") return start;
  if (start.kind === "date") return { date: start.date, start: null, end: null };
  const endMs = readEnd(event, start.ms, context);
  if (typeof endMs === "string") return endMs;
  const [from, to] = [wallClock(start.ms), wallClock(endMs)];
  const date = formatDateKey(from);
  const [startTime, endTime] = [timeOf(from), timeOf(to)];
  if (endMs <= start.ms || (formatDateKey(to) === date && endTime <= startTime)) {
    return (
      `The game ends at ${clockTime(endTime)}, which is not after it starts at ${clockTime(startTime)}. ` +
      "The end must be later the same day."
    );
  }
  if (formatDateKey(to) !== date) {
    return (
      `The game starts on ${longDate(date)} at ${clockTime(startTime)} but ends on ${longDate(formatDateKey(to))}. ` +
      "A game must end the day it starts."
    );
  }
  return { date, start: startTime, end: endTime };
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "vs", "vs.", "v", "versus", "@" and "at" between the two teams of a title. */
const VERSUS = /\s+(?:vs\.?|versus|v\.?|at)\s+|\s*@\s*/i;
/** A dash with spaces either side, as in "Hays Lightning - Kyle Comets". */
const DASH = /\s+[-–—]\s+/;
/** "(Home)" or "(Away)" after the opponent: the league's note, not the team's name. */
const HOME_OR_AWAY = /\s*\((?:home|away)\)$/i;

/**
 * The opponent named in an event's title: without the team's own name and the separator, e.g.
 * "Hays Lightning vs Kyle Comets" and "Kyle Comets @ Hays Lightning" → "Kyle Comets"; a title
 * without the team's name is kept whole ("U10 Game: Buda Blaze"); "" when it names only the team.
 */
export function opponentFromTitle(title: string, teamName: string): string {
  const summary = cleanText(title);
  const team = cleanText(teamName);
  if (team === "") return summary;
  const words = team.split(" ").map(escapeRegExp).join("\\s+");
  const teamPattern = new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, "iu");
  if (!teamPattern.test(summary)) return summary;
  for (const separator of [VERSUS, DASH]) {
    const sides = summary
      .split(new RegExp(separator.source, "gi"))
      .map((side) => side.trim())
      .filter((side) => side !== "");
    const teamSide = sides.findIndex((side) => teamPattern.test(side));
    if (sides.length < 2 || teamSide === -1) continue;
    const opponent = sides[teamSide + 1] ?? sides[teamSide - 1] ?? "";
    return opponent.replace(HOME_OR_AWAY, "").trim();
  }
  return trimPunctuation(summary.replace(teamPattern, " ")).replace(HOME_OR_AWAY, "").trim();
}

/** Without the spaces, colons, commas and dashes left at either end once the team's name is out. */
function trimPunctuation(text: string): string {
  // A loop rather than a trailing-run regex, which takes quadratic time on a long run of them.
  const isPunctuation = (char: string) => " :,;-–—".includes(char);
  let [from, to] = [0, text.length];
  while (from < to && isPunctuation(text.charAt(from))) from++;
  while (to > from && isPunctuation(text.charAt(to - 1))) to--;
  return text.slice(from, to);
}

const PRACTICE_TITLE = /^(?:team\s+)?(?:practice|training)(?:$|\s*[-:(,])/i;

function readEvent(event: IcsComponent, options: GameImportOptions, context: IcsContext): Parsed {
  const line = event.line;
  const none: Parsed = { games: [], problems: [], skipped: [] };
  const fail = (messages: string[]): Parsed => ({
    ...none,
    problems: messages.map((message) => ({ line, message })),
  });
  if (propertyOf(event, "STATUS")?.value.trim().toUpperCase() === "CANCELLED") {
    return { ...none, skipped: [{ line, reason: SKIP_CANCELLED }] };
  }
  if (!event.closed) {
    return fail(["The event is never closed: there is no END:VEVENT after it. Check the file is complete."]);
  }
  if (propertyOf(event, "RRULE") || propertyOf(event, "RDATE")) {
    return fail(["This is a repeating event: list each game on its own."]);
  }
  const problems: string[] = [];
  const title = cleanText(unescapeText(propertyOf(event, "SUMMARY")?.value ?? ""));
  const opponent = opponentFromTitle(title, options.teamName);
  if (PRACTICE_TITLE.test(opponent)) return { ...none, skipped: [{ line, reason: SKIP_PRACTICE }] };
  if (title === "") {
    problems.push(
      "The event has no title (SUMMARY), so the opponent is unknown. Give each game a title naming the other team.",
    );
  } else if (opponent === "") {
    problems.push(
      `The title ${quote(title)} names no opponent. Give each game a title naming the other team.`,
    );
  }
  const when = readWhen(event, context);
  if (typeof when === "string") problems.push(when);
  const { location, problem: locationProblem } = readLocation(
    unescapeText(propertyOf(event, "LOCATION")?.value ?? ""),
  );
  for (const problem of [opponentLengthProblem(opponent), locationProblem]) {
    if (problem !== null) problems.push(problem);
  }
  if (typeof when === "string" || problems.length > 0) return fail(problems);
  return { ...none, games: [{ line, ...when, opponent, location }] };
}

/**
 * Games from an iCalendar file as league sites export it (TeamSnap, SportsEngine, GotSport), e.g.
 * a VEVENT with `DTSTART;TZID=America/Chicago:20260307T090000` and `SUMMARY:Hays Lightning vs Kyle
 * Comets` gives `{ date: "2026-03-07", start: "09:00", end: "10:00", opponent: "Kyle Comets", … }`.
 * Times in UTC or any zone come back in Kyle's time; an all-day event is a Time TBA game; a
 * cancelled event is skipped, and so is a team calendar's practice.
 */
export function parseGameIcs(text: string, options: GameImportOptions): GameImportResult {
  const noGames = "The schedule has no games: the calendar holds no events. Export the team's games as .ics.";
  const body = text.replace(/^\uFEFF/, "");
  if (body.trim() === "") {
    const message = "The schedule has no games: the file is empty. Export the team's games as .ics.";
    return { games: [], problems: [{ line: 1, message }], skipped: [] };
  }
  const root = readComponents(body);
  const calendars = root.children.filter((component) => component.name === "VCALENDAR");
  if (calendars.length === 0) {
    const message =
      "This is not an iCalendar (.ics) file: it has no BEGIN:VCALENDAR line. Export the schedule from " +
      "the league's site as .ics, or paste it as CSV.";
    return { games: [], problems: [{ line: 1, message }], skipped: [] };
  }
  const components = calendars.flatMap((calendar) => calendar.children);
  const chicagoAliases = new Set(
    components
      .filter((component) => component.name === "VTIMEZONE" && definesChicagoTime(component))
      .map((component) => propertyOf(component, "TZID")?.value ?? "")
      .filter((tzid) => tzid !== "" && !zoneFormatter(tzid)),
  );
  const declared =
    calendars.map((calendar) => propertyOf(calendar, "X-WR-TIMEZONE")?.value.trim() ?? "")[0] ?? "";
  const context: IcsContext = {
    chicagoAliases,
    floatingZone: declared !== "" && zoneFormatter(declared) ? declared : TEAM_ZONE,
  };
  const parsed = components
    .filter((component) => component.name === "VEVENT")
    .map((event) => readEvent(event, options, context));
  return finish(
    {
      games: parsed.flatMap((event) => event.games),
      problems: parsed.flatMap((event) => event.problems),
      skipped: parsed.flatMap((event) => event.skipped),
    },
    options,
    noGames,
  );
}

/**
 * The league's schedule in either format, e.g. `importGames({ format: "csv", text }, { teamName:
 * "Hays Lightning", firstDay: "2026-02-23", lastDay: "2026-05-16" })`. Import the games only when
 * `problems` is empty.
 */
export function importGames(input: GameImport, options: GameImportOptions): GameImportResult {
  return input.format === "csv" ? parseGameCsv(input.text, options) : parseGameIcs(input.text, options);
}
