/**
 * The league's schedule as an iCalendar (.ics) file, as league sites export it (TeamSnap,
 * SportsEngine, GotSport): each VEVENT a game in Kyle's wall-clock time, its opponent from the
 * title; cancelled events and a team calendar's practices are skipped.
 */
import {
  checkOpponentAndLocation,
  cleanText,
  finishImport,
  parseScheduleDate,
  quote,
  SKIP_CANCELLED,
  SKIP_PRACTICE,
  type GameImportOptions,
  type GameImportResult,
  type ParsedRows,
} from "./game-import-checks";
import { formatClock } from "./clock-words";
import { formatDay } from "./day-words";
import {
  propertyOf,
  readComponents,
  unescapeText,
  type IcsComponent,
  type IcsProperty,
} from "./game-import-ics-lines";
import {
  definesChicagoTime,
  resolveZone,
  wallMillis,
  zoneFormatter,
  zoneWallToMillis,
} from "./game-import-zones";
import { formatDateKey, TEAM_ZONE, wallClock } from "./time";
import { formatTimeKey } from "./local-time";

/** A game's length when the calendar gives neither an end nor a duration. */
const DEFAULT_GAME_MINUTES = 60;
const MINUTE_MS = 60_000;

interface IcsContext {
  /** The TZIDs, not IANA names, that the file's own VTIMEZONEs define with Chicago's offsets. */
  chicagoAliases: ReadonlySet<string>;
  /** The zone of a time with neither `Z` nor a TZID: the calendar's X-WR-TIMEZONE, else Kyle's. */
  floatingZone: string;
  /**
   * Each TZID met so far and the zone it names, or null: looked up once per file, as asking the
   * platform about a zone it does not know costs an exception every time.
   */
  zones: Map<string, string | null>;
}

/** The IANA zone a TZID names, or null for one this site does not know; asked once per file. */
function zoneOf(tzid: string, context: IcsContext): string | null {
  let zone = context.zones.get(tzid);
  if (zone === undefined) {
    zone = resolveZone(tzid, context.chicagoAliases);
    context.zones.set(tzid, zone);
  }
  return zone;
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
  const zone = tzid === undefined ? context.floatingZone : zoneOf(tzid, context);
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
  const [startTime, endTime] = [formatTimeKey(from), formatTimeKey(to)];
  if (endMs <= start.ms || (formatDateKey(to) === date && endTime <= startTime)) {
    return (
      `The game ends at ${formatClock(endTime)}, which is not after it starts at ${formatClock(startTime)}. ` +
      "The end must be later the same day."
    );
  }
  if (formatDateKey(to) !== date) {
    return (
      `The game starts on ${formatDay(date, "date")} at ${formatClock(startTime)} but ends on ${formatDay(formatDateKey(to), "date")}. ` +
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

function readEvent(event: IcsComponent, options: GameImportOptions, context: IcsContext): ParsedRows {
  const line = event.line;
  const none: ParsedRows = { games: [], problems: [], skipped: [] };
  const fail = (messages: string[]): ParsedRows => ({
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
  const place = checkOpponentAndLocation(opponent, unescapeText(propertyOf(event, "LOCATION")?.value ?? ""));
  problems.push(...place.problems);
  if (typeof when === "string" || problems.length > 0) return fail(problems);
  return { ...none, games: [{ line, ...when, opponent, location: place.location }] };
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
    zones: new Map(),
  };
  const parsed = components
    .filter((component) => component.name === "VEVENT")
    .map((event) => readEvent(event, options, context));
  return finishImport(
    {
      games: parsed.flatMap((event) => event.games),
      problems: parsed.flatMap((event) => event.problems),
      skipped: parsed.flatMap((event) => event.skipped),
    },
    options,
    noGames,
  );
}
