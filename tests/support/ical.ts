/**
 * Reads an iCalendar feed with a real parser (ical.js, Mozilla's), so tests check what a calendar
 * app would see rather than what a regular expression finds.
 */
import ICAL from "ical.js";

export interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  description: string;
  location: string;
  url: string;
  /** `"CONFIRMED"`, `"CANCELLED"` or `"TENTATIVE"`; `""` when absent. */
  status: string;
  /** As ical.js prints it, e.g. `"2025-09-15T17:00:00Z"`; `""` when absent. */
  lastModified: string;
  /** `"2025-09-20T14:00:00.000Z"` for a time, `"2025-09-13"` for a date (VALUE=DATE). */
  start: string;
  end: string | null;
  allDay: boolean;
}

export interface ParsedCalendar {
  /** The calendar's own properties by upper-case name, e.g. `{ "X-WR-CALNAME": "Hays Lightning Fall 2025" }`. */
  properties: Record<string, string>;
  events: ParsedEvent[];
}

function timeText(time: ICAL.Time): string {
  return time.isDate ? time.toString() : time.toJSDate().toISOString();
}

/** Parses a whole feed; throws as a calendar app would refuse it. */
export function parseCalendar(text: string): ParsedCalendar {
  const calendar = ICAL.Component.fromString(text);
  if (calendar.name !== "vcalendar") throw new Error(`Not a calendar: ${calendar.name}`);
  const properties = Object.fromEntries(
    calendar
      .getAllProperties()
      .map((property) => [property.name.toUpperCase(), String(property.getFirstValue())]),
  );
  const events = calendar.getAllSubcomponents("vevent").map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    const end = component.hasProperty("dtend") ? event.endDate : null;
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: String(component.getFirstPropertyValue("url") ?? ""),
      status: String(component.getFirstPropertyValue("status") ?? ""),
      lastModified: String(component.getFirstPropertyValue("last-modified") ?? ""),
      start: timeText(event.startDate),
      end: end ? timeText(end) : null,
      allDay: event.startDate.isDate,
    };
  });
  return { properties, events };
}

/** The physical lines of a feed (before unfolding), e.g. to check their length and endings. */
export const physicalLines = (text: string): string[] => text.split("\r\n").slice(0, -1);

/** Octets of UTF-8 a line takes. */
export const octets = (line: string): number => new TextEncoder().encode(line).length;
