/**
 * Time zones of an iCalendar file, on the platform's Intl like time.ts: which IANA zone a TZID
 * names (a calendar program's own path in front, or a VTIMEZONE the file defines as Chicago's),
 * and the instant a zone's wall clock shows. Linear in the TZID, however long.
 */
import { utcMillis } from "./instant";
import { propertyOf, type IcsComponent } from "./game-import-ics-lines";
import { TEAM_ZONE, wallClockFormat, wallClockOf, type WallClock } from "./time";

const HOUR_MS = 3_600_000;

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the zone's wall clock, or null when the platform knows no such IANA zone. */
export function zoneFormatter(zone: string): Intl.DateTimeFormat | null {
  const known = zoneFormatters.get(zone);
  if (known) return known;
  try {
    const formatter = wallClockFormat(zone);
    zoneFormatters.set(zone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/** The wall clock read as if it were UTC, e.g. to compare two of them; null for an impossible one. */
export const wallMillis = (wall: WallClock): number | null =>
  utcMillis(wall.year, wall.month, wall.day, wall.hour, wall.minute);

/**
 * The instant a zone's clock shows `wall`, as time.ts's teamWallToMillis does for Chicago: the
 * repeated hour resolves to its first occurrence, a skipped time gives null.
 */
export function zoneWallToMillis(wall: WallClock, formatter: Intl.DateTimeFormat): number | null {
  const asUtc = wallMillis(wall);
  if (asUtc === null) return null;
  const offsets = new Set(
    [asUtc - 12 * HOUR_MS, asUtc, asUtc + 12 * HOUR_MS].map(
      (probe) => (wallMillis(wallClockOf(probe, formatter)) ?? probe) - probe,
    ),
  );
  const matches = [...offsets]
    .map((offset) => asUtc - offset)
    .filter((candidate) => {
      const shown = wallClockOf(candidate, formatter);
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
export function definesChicagoTime(timezone: IcsComponent): boolean {
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

const isLetter = (char: string): boolean =>
  (char >= "A" && char <= "Z") || (char >= "a" && char <= "z") || char === "_";
const isNameChar = (char: string): boolean => isLetter(char) || char === "+" || char === "-";

/** Whether a segment can be a whole part of a zone's name: letters, `_`, `+` and `-`, at least one. */
function isNameSegment(segment: string): boolean {
  if (segment === "") return false;
  for (const char of segment) if (!isNameChar(char)) return false;
  return true;
}

/** The run of letters and underscores that ends a segment, e.g. `"20050126_1x"` → `"x"`. */
function trailingLetters(segment: string): string {
  let start = segment.length;
  while (start > 0 && isLetter(segment.charAt(start - 1))) start--;
  return segment.slice(start);
}

/**
 * The IANA-looking name that ends a TZID, e.g. "/mozilla.org/20050126_1/America/Chicago" →
 * "America/Chicago" and "/x/America/Indiana/Knox" → "America/Indiana/Knox"; null when it ends in
 * none. What `/([A-Za-z_]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?)$/` matches, found from the last
 * segments alone: that pattern, tried from every position of a long TZID, took quadratic time
 * (over 30 s for one of 200 KB). A match that starts further left wins, so three segments before two.
 */
export function ianaTail(tzid: string): string | null {
  const segments = tzid.split("/");
  for (const count of [3, 2]) {
    const first = segments.at(-count);
    const rest = segments.slice(-count + 1);
    if (first === undefined || !rest.every(isNameSegment)) continue;
    const letters = trailingLetters(first);
    if (letters !== "") return [letters, ...rest].join("/");
  }
  return null;
}

/**
 * The IANA zone a TZID names, e.g. "America/Chicago", "/mozilla.org/20050126_1/America/Chicago";
 * Kyle's for a TZID the file's own VTIMEZONE defines with Chicago's offsets (`chicagoAliases`).
 */
export function resolveZone(tzid: string, chicagoAliases: ReadonlySet<string>): string | null {
  if (chicagoAliases.has(tzid)) return TEAM_ZONE;
  if (zoneFormatter(tzid)) return tzid;
  // Some calendar programs prefix the IANA name with a path of their own.
  const tail = tzid.startsWith("/") ? ianaTail(tzid) : null;
  return tail !== null && zoneFormatter(tail) ? tail : null;
}
