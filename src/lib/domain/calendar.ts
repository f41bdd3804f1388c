/**
 * The team calendar as an iCalendar feed (RFC 5545; docs/api.md#calendar-feed). Pure: the caller passes
 * the events, the volunteers' names, the site's URL and now. Built with `ics`, then tidied where
 * `ics` falls short of the RFC: it folds lines by characters, not octets (a line of accented names
 * or emoji ends up longer than 75 octets), and it has no property for the refresh interval.
 */
import { createEvents, type DateArray, type EventAttributes } from "ics";
import type { DateTime } from "luxon";
import { fill } from "../../i18n/fill";
import { pathIn, type Lang } from "../../i18n/lang";
import type { Event } from "../schemas/events";
import type { PublicUser } from "../schemas/snacks";
import {
  feedWords,
  movedFromLine,
  statusLine,
  summaryWords,
  typedInFeed,
  type FeedWords,
} from "./calendar-words";
import { snackSignupRefusal } from "./events";
import { isAllDay } from "./time";

export interface CalendarTeam {
  /** e.g. `"Hays Lightning"` */
  name: string;
  /** e.g. `"Lightning"`, in front of every event's summary so it stands out in a family calendar. */
  shortName: string;
  /** e.g. `"Fall 2025"` */
  season: string;
  /** e.g. `"U10"` */
  division: string;
  /** e.g. `"Kyle, Texas"` */
  town: string;
}

export interface CalendarFeedInput {
  events: readonly Event[];
  /** Parents by id, to name snack volunteers. Only the name is ever read. */
  volunteers: readonly PublicUser[];
  /** The site's origin, e.g. `"https://hayslightning.org"`: event UIDs and links hang off it. */
  siteUrl: string;
  team: CalendarTeam;
  /** Stamps every event (DTSTAMP) and decides whether a game still needs a snack volunteer. */
  now: DateTime;
  /**
   * The feed's language: `"en"` (the default, `/calendar.ics`) or `"es"` (`/es/calendar.ics`), with
   * its own UIDs and the coach's Spanish notes where there are some.
   */
  lang?: Lang;
}

/** The team's zone, for calendar apps that show times in the calendar's own zone. */
const CALENDAR_ZONE = "America/Chicago";

/** Clients that honour it look for changes every hour (the same as the CDN keeps the feed). */
const REFRESH = "PT1H";

/** Longest content line, in octets, before it is folded (RFC 5545 section 3.1). */
export const MAX_LINE_OCTETS = 75;

const CRLF = "\r\n";

/**
 * Text as a calendar may hold it: line breaks as `\n` only, and no other control characters
 * (RFC 5545 allows none in TEXT), e.g. `"a\r\nb\u0007"` → `"a\nb"`. `ics` escapes the rest.
 */
export function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "")
  );
}

/** A TEXT value escaped as RFC 5545 section 3.3.11 says, e.g. `"a, b; c"` → `"a\, b\; c"`. */
export function escapeText(text: string): string {
  return cleanText(text)
    .replace(/\\/g, "\\\\")
    .replace(/\n/g, "\\n")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,");
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds one content line so no line is longer than 75 octets of UTF-8 (RFC 5545 section 3.1):
 * breaks with CRLF and one space, and only between characters, never inside one, e.g. a line of
 * 100 `é` (200 octets) becomes lines of 37, 37, 26 characters (74, 1 + 74, 1 + 52 octets).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  // The first line holds 75 octets; each continuation line starts with the space, so 74 more.
  let room = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0) ?? 0);
    if (octets + size > room) {
      parts.push(current);
      current = "";
      octets = 0;
      room = MAX_LINE_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The logical lines of an iCalendar text: folded lines joined again, e.g. `"A\r\n\tB"` → `["AB"]`. */
export function unfoldLines(text: string): string[] {
  return text
    .replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/)
    .filter((line) => line !== "");
}

/**
 * An event's UID, the same across requests and edits, e.g. `"game-2025-09-20@hayslightning.org"`;
 * in the Spanish feed `"game-2025-09-20.es@hayslightning.org"` (no id holds a dot, so no two meet),
 * so a family subscribed to both feeds never has one language's copy replace the other's.
 */
export function eventUid(eventId: string, siteUrl: string, lang: Lang = "en"): string {
  return `${eventId}${lang === "en" ? "" : `.${lang}`}@${new URL(siteUrl).hostname}`;
}

/**
 * The event's STATUS: a cancelled one stays in the feed as CANCELLED (Google Calendar then drops it
 * from the subscription; Apple Calendar and Outlook strike it through), a postponed one is
 * TENTATIVE, and one that is on is CONFIRMED, so a restored event replaces its cancelled copy.
 */
const ICS_STATUS = { scheduled: "CONFIRMED", cancelled: "CANCELLED", postponed: "TENTATIVE" } as const;

/**
 * What a calendar shows as the event's name, e.g. `"Lightning vs Buda Blaze"`, `"Lightning: Practice"`
 * or `"CANCELLED: Lightning vs Buda Blaze"`; in Spanish `"CANCELADO: Lightning: Partido vs Buda Blaze"`.
 */
export function eventSummary(event: Event, team: Pick<CalendarTeam, "shortName">, lang: Lang = "en"): string {
  return summaryWords(event, team.shortName, feedWords(lang));
}

/**
 * Whether a game still wants a snack volunteer at `now`: exactly when a parent could still sign up
 * (not started, not final; a Time TBA game until its day is over in Kyle).
 */
function needsVolunteer(event: Event, now: DateTime): boolean {
  return snackSignupRefusal(event, now) === null;
}

/** The first lines of a changed event's description, e.g. `["Cancelled: Fields closed: rain"]`. */
function changeLines(event: Event, now: DateTime, words: FeedWords): string[] {
  return [statusLine(event, words), movedFromLine(event, now.toMillis(), words)].filter(
    (line): line is string => line !== null,
  );
}

/**
 * The event's description: first what changed (cancelled or postponed with the coach's note, or
 * where it moved from), then for a game the opponent, the final score once there is one, and who
 * brings snacks (a volunteer's name, never an email or phone) or that a volunteer is still needed;
 * then the coach's notes. In the Spanish feed (`lang` `"es"`) the words are Spanish, and what the
 * coach typed is their Spanish version or the English followed by "(en inglés)".
 */
export function eventDescription(
  event: Event,
  volunteerNames: ReadonlyMap<string, string>,
  scheduleUrl: string,
  now: DateTime,
  lang: Lang = "en",
): string {
  const words = feedWords(lang);
  const { feed } = words;
  const lines = changeLines(event, now, words);
  if (event.type === "game") {
    if (event.opponent) lines.push(fill(feed.opponent, { opponent: event.opponent }));
    const score = event.gameScore;
    if (score?.isFinal) {
      lines.push(fill(feed.finalScore, { home: score.homeScore, away: score.awayScore }));
      const scoreNotes = typedInFeed(score.notes, null, words);
      if (scoreNotes !== null) lines.push(scoreNotes);
    }
    const volunteer = event.snackParentId === null ? undefined : volunteerNames.get(event.snackParentId);
    if (volunteer !== undefined) lines.push(fill(feed.snacksBy, { name: volunteer }));
    else if (event.snackParentId !== null) lines.push(feed.snacksCovered);
    else if (needsVolunteer(event, now)) lines.push(fill(feed.snacksNeeded, { url: scheduleUrl }));
  }
  if (isAllDay(event)) lines.push(fill(feed.timeTba, { url: scheduleUrl }));
  // The coach's notes follow after a blank line, as their own paragraph.
  const notes = typedInFeed(event.notes, event.notesEs, words) ?? "";
  const paragraphs = [lines.join("\n"), notes].filter((paragraph) => paragraph !== "");
  return cleanText(paragraphs.join("\n\n"));
}

/** `"2025-09-13T00:00:00.000Z"` → `[2025, 9, 13]`, the UTC date a Time TBA event is on. */
function utcDate(iso: string): DateArray {
  const date = new Date(iso);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/** When the event is, for `ics`: UTC instants, or dates with an exclusive end for Time TBA events. */
function eventTimes(event: Event): Pick<EventAttributes, "start" | "startInputType" | "startOutputType"> & {
  end: EventAttributes["start"];
} {
  if (isAllDay(event) && event.endDate !== null) {
    return { start: utcDate(event.date), end: utcDate(event.endDate) };
  }
  const start = Date.parse(event.date);
  // No end known: a zero-length event at the start time, the same as leaving DTEND out.
  const end = event.endDate === null ? start : Date.parse(event.endDate);
  return { start, end, startInputType: "utc", startOutputType: "utc" };
}

/** `ics` accepts DTSTAMP as `timestamp` but leaves it out of its types. */
type IcsEvent = EventAttributes & { timestamp: number };

function toIcsEvent(
  event: Event,
  input: CalendarFeedInput,
  volunteerNames: ReadonlyMap<string, string>,
  scheduleUrl: string,
): IcsEvent {
  const lang = input.lang ?? "en";
  const description = eventDescription(event, volunteerNames, scheduleUrl, input.now, lang);
  return {
    uid: eventUid(event.id, input.siteUrl, lang),
    sequence: event.sequence,
    status: ICS_STATUS[event.status],
    timestamp: input.now.toMillis(),
    ...eventTimes(event),
    title: cleanText(eventSummary(event, input.team, lang)),
    ...(description ? { description } : {}),
    ...(event.location ? { location: cleanText(event.location) } : {}),
    url: scheduleUrl,
    categories: [feedWords(lang).event.types[event.type]],
    created: Date.parse(event.createdAt),
    lastModified: Date.parse(event.updatedAt),
  };
}

/** Lines `ics` has no option for, placed in the calendar's header. */
function extraHeaderLines(team: CalendarTeam, words: FeedWords): string[] {
  const about = fill(words.feed.about, {
    team: team.name,
    division: team.division,
    town: team.town,
    season: team.season,
  });
  return [
    `X-WR-CALDESC:${escapeText(about)}`,
    `X-WR-TIMEZONE:${CALENDAR_ZONE}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
  ];
}

/**
 * The whole feed: one VEVENT per event, each with a stable UID, its SEQUENCE, UTC times (dates for
 * Time TBA events), and the calendar's name, zone and refresh interval. Lines are folded at 75
 * octets and end with CRLF, e.g. `"BEGIN:VCALENDAR\r\nVERSION:2.0\r\n…END:VCALENDAR\r\n"`. In
 * `input.lang`: the Spanish feed links to `/es/schedule` and names its product `…//ES`.
 */
export function buildCalendarFeed(input: CalendarFeedInput): string {
  const { team } = input;
  const lang = input.lang ?? "en";
  const words = feedWords(lang);
  const scheduleUrl = new URL(pathIn("/schedule", lang), input.siteUrl).href;
  const volunteerNames = new Map(input.volunteers.map((user) => [user.id, user.name]));
  const events = input.events.map((event) => toIcsEvent(event, input, volunteerNames, scheduleUrl));
  const { error, value } = createEvents(events, {
    productId: `-//${escapeText(team.name)}//${escapeText(words.feed.product)}//${lang.toUpperCase()}`,
    method: "PUBLISH",
    calName: escapeText(`${team.name} ${team.season}`),
  });
  if (error || value === null) {
    throw new Error(`Could not build the calendar: ${error?.message ?? "no output"}`);
  }
  const lines = unfoldLines(value);
  // The calendar's own properties go before its first event (or its end, when it has none).
  const firstComponent = lines.findIndex((line) => line === "BEGIN:VEVENT" || line === "END:VCALENDAR");
  lines.splice(firstComponent, 0, ...extraHeaderLines(team, words));
  return lines.map(foldLine).join(CRLF) + CRLF;
}
