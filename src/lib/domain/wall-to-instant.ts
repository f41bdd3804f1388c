/**
 * From a wall clock in Kyle to the instant it shows: the one conversion that has to search, since
 * a clock time can happen twice (the hour repeated when daylight saving ends) or never (the hour
 * skipped when it starts). Apart from time.ts's formatting so pages that only show dates and times
 * (posts, a past season) load none of it.
 */
import { HOUR_MS, wallClock, type WallClock } from "./time";
import { utcMillis } from "./instant";

function sameWallClock(a: WallClock, b: WallClock): boolean {
  return (
    a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute
  );
}

/**
 * The instant a Chicago wall clock shows `wall`, in epoch milliseconds, e.g. Sep 9 2025 18:30 is
 * 2025-09-09T23:30Z. The repeated hour when daylight saving ends resolves to its first occurrence
 * (CDT); a time skipped when it starts gives null.
 */
export function teamWallToMillis(wall: WallClock): number | null {
  const wallAsUtc = utcMillis(wall.year, wall.month, wall.day, wall.hour, wall.minute);
  if (wallAsUtc === null) return null;
  // The offsets in force half a day either side cover any change (Chicago's are months apart);
  // keep the instants that really show this wall clock, earliest first.
  const offsets = new Set(
    [wallAsUtc - 12 * HOUR_MS, wallAsUtc, wallAsUtc + 12 * HOUR_MS].map((probe) => {
      const clock = wallClock(probe);
      return (utcMillis(clock.year, clock.month, clock.day, clock.hour, clock.minute) ?? probe) - probe;
    }),
  );
  const matches = [...offsets]
    .map((offset) => wallAsUtc - offset)
    .filter((candidate) => sameWallClock(wallClock(candidate), wall));
  return matches.length === 0 ? null : Math.min(...matches);
}
