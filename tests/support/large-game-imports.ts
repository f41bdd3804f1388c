/**
 * The largest league files the game import takes (`LIMITS.gameImport`), ordinary and hostile. The
 * import's tests check what it reads of each (src/lib/domain/game-import.test.ts), and the bench
 * times each parse against its one-second budget (scripts/bench/game-import.mjs): a linear parse
 * takes milliseconds, the quadratic passes these files were built against took half a minute.
 */
import { LIMITS } from "../../src/lib/constants";
import { csv, event, HEADER, ics } from "./game-schedules";

/** Lines made by `line(0)`, `line(1)`, … joined by `separator`, as many as fit in the largest file allowed. */
function largest(first: string, line: (index: number) => string, separator: string, last = ""): string {
  let text = first;
  for (let index = 0; ; index += 1) {
    const next = `${text}${separator}${line(index)}`;
    if (next.length + separator.length + last.length > LIMITS.gameImport) break;
    text = next;
  }
  return last === "" ? text : `${text}${separator}${last}`;
}

const day = (index: number) => String(1 + (index % 28)).padStart(2, "0");

/** A CSV of 500 KB: games, quoted values, times the clocks skip, other seasons and repeats. */
export const largestCsv = (): string =>
  largest(
    HEADER,
    (index) =>
      [
        index % 7 === 0 ? "3/8/2026" : `${index % 11 === 0 ? "2027" : "2026"}-03-${day(index)}`,
        index % 5 === 0 ? "2:30 AM" : `${String(1 + (index % 11))}:00 AM`,
        `${String(1 + (index % 11))}:45 PM`,
        `"Team ""${String(index)}"", Blue"`,
        index % 3 === 0 ? '"Field 5, West"' : "Lehman Fields",
      ].join(","),
    "\n",
  );

/** An .ics of 500 KB: folded events in Chicago's time, in UTC, all-day and cancelled. */
export const largestIcs = (): string =>
  largest(
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//League//EN",
    (index) =>
      [
        "BEGIN:VEVENT",
        `UID:game-${String(index)}@league.example`,
        index % 4 === 0
          ? `DTSTART:202603${day(index)}T150000Z`
          : index % 9 === 0
            ? `DTSTART;VALUE=DATE:202603${day(index)}`
            : `DTSTART;TZID=America/Chicago:202603${day(index)}T090000`,
        `DTEND;TZID=America/Chicago:202603${day(index)}T101500`,
        `SUMMARY:Hays Lightning vs Team ${String(index)} of the Central Texas Youth Soccer Lea`,
        " gue (Away)",
        "LOCATION:Hays Youth Sports Complex\\, Field 5 West",
        index % 13 === 0 ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
        "END:VEVENT",
      ].join("\r\n"),
    "\r\n",
    "END:VCALENDAR\r\n",
  );

/** One event whose start names the time zone `tzid`, e.g. 200 KB of it. */
export const tzidIcs = (tzid: string): string =>
  ics(event({ "DTSTART;TZID=America/Chicago": null, [`DTSTART;TZID=${tzid}`]: "20260307T090000" }));

export const LONG_TZID = `/${"a".repeat(200_000)}`;
export const LONG_TZID_PATH = `/${"a/".repeat(100_000)}Chicago`;

/** A CSV whose one unquoted field is 500 KB of quotes. */
export const quotesCsv = (): string => largest(csv("2026-03-07,9:00,10:00,x"), () => '"', "");

const BIG = 480_000;

/** Hostile files of about the largest size, each with how many problems it has. */
export const HOSTILE_IMPORTS = [
  {
    case: "a title of punctuation after the team's name",
    format: "ics",
    text: () => ics(event({ SUMMARY: `Hays Lightning ${":".repeat(BIG)}x` })),
    problems: 0,
  },
  {
    case: "a property with a great many parameters",
    format: "ics",
    text: () => ics(event(), `X-JUNK${";A=b".repeat(BIG / 4)}:value`),
    problems: 0,
  },
  {
    case: "components nested without end",
    format: "ics",
    text: () => ics("BEGIN:X\r\n".repeat(BIG / 16) + "END:Y\r\n".repeat(BIG / 16)),
    problems: 1,
  },
  {
    case: "a quoted CSV field never closed",
    format: "csv",
    text: () => csv(`2026-03-07,9:00,10:00,"${"a,".repeat(BIG / 2)}`),
    problems: 1,
  },
  {
    case: "a CSV of many short rows",
    format: "csv",
    text: () => csv(...Array.from({ length: BIG / 32 }, () => "2026-03-07,9:00,10:00,Kyle,")),
    problems: BIG / 32 - 1,
  },
] as const;

/** Every file above, as the bench times them. */
export const LARGE_IMPORTS: readonly { name: string; format: "csv" | "ics"; text: () => string }[] = [
  { name: "CSV of 500 KB", format: "csv", text: largestCsv },
  { name: "iCalendar of 500 KB", format: "ics", text: largestIcs },
  { name: "TZID of 200 KB", format: "ics", text: () => tzidIcs(LONG_TZID) },
  { name: "TZID of 200 KB of path segments", format: "ics", text: () => tzidIcs(LONG_TZID_PATH) },
  { name: "CSV field of 500 KB of quotes", format: "csv", text: quotesCsv },
  ...HOSTILE_IMPORTS.map(({ case: name, format, text }) => ({ name, format, text })),
];
