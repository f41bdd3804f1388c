/**
 * The league's schedule pasted as CSV (docs/product-rules.md#seasons): a header line naming the
 * columns, then one game per line, read in one pass over the text.
 */
import {
  checkOpponentAndLocation,
  cleanText,
  finishImport,
  parseScheduleDate,
  quote,
  type GameImportOptions,
  type GameImportProblem,
  type GameImportResult,
  type ParsedRows,
} from "./game-import-checks";
import { formatClock } from "./clock-words";
import { formatList } from "./list-words";
import { formatTimeKey } from "./local-time";

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
 * Lenient where spreadsheets are: a quote inside an unquoted field is kept as text. One pass, each
 * character looked at once: whether a field is still blank is kept as it grows, not asked of the
 * field again at every quote (which made a field full of quotes quadratic).
 */
function readCsvRecords(
  text: string,
  delimiter: string,
): { records: CsvRecord[]; unclosedAt: number | null } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = "";
  /** Whether the field so far is only white space, where an opening quote may still come. */
  let blank = true;
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  const endField = () => {
    cells.push(field);
    field = "";
    blank = true;
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
          blank = false;
          index++;
        } else {
          quoted = false;
        }
      } else {
        if (char === "\n" || (char === "\r" && text.charAt(index + 1) !== "\n")) line++;
        field += char;
        blank &&= char.trim() === "";
      }
    } else if (char === '"' && blank) {
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
      blank &&= char.trim() === "";
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
  return `The header line has no ${formatList(names)} column${names.length === 1 ? "" : "s"}. ${HEADER_HINT}`;
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
    return formatTimeKey({ hour: (hour % 12) + (pm ? 12 : 0), minute });
  }
  const clock = TIME_24.exec(text);
  if (!clock) return null;
  const [hour, minute] = [Number(clock[1]), Number(clock[2])];
  return hour > 23 || minute > 59 ? null : formatTimeKey({ hour, minute });
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
    problems.push(`There is a start time (${formatClock(start)}) but no end time. ${TIME_HINT}`);
  } else if (start === "") {
    problems.push(`There is an end time (${formatClock(end)}) but no start time. ${TIME_HINT}`);
  } else if (end <= start) {
    // HH:mm strings sort like the times they name.
    problems.push(
      `The game ends at ${formatClock(end)}, which is not after it starts at ${formatClock(start)}. ` +
        "The end time must be later the same day.",
    );
  }
  return { start, end, problems };
}

/** A row with more values than the header has columns: most often a comma in an unquoted value. */
function extraValuesProblem(record: CsvRecord, width: number): string | null {
  const extra = record.cells.slice(width).some((cell) => cell.trim() !== "");
  return extra
    ? `The line has ${String(record.cells.length)} values but the header has ${String(width)} columns. ` +
        'Put double quotes around a value that contains a comma, e.g. "Field 5, West".'
    : null;
}

function readCsvRow(record: CsvRecord, columns: ReadonlyMap<CsvColumn, number>, width: number): ParsedRows {
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
  const place = checkOpponentAndLocation(opponent, cell("location"));
  problems.push(...place.problems);
  const line = record.line;
  if (date === null || problems.length > 0) {
    return { games: [], problems: problems.map((message) => ({ line, message })), skipped: [] };
  }
  const game = { line, date, start: times.start, end: times.end, opponent, location: place.location };
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
  if (header === undefined) return finishImport({ games: [], problems, skipped: [] }, options, noGames);
  const { columns, missing } = mapHeader(header.cells);
  if (missing.length > 0) {
    return finishImport(
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
  return finishImport(
    {
      games: parsed.flatMap((row) => row.games),
      problems: [...problems, ...parsed.flatMap((row) => row.problems)],
      skipped: [],
    },
    options,
    noGames,
  );
}
