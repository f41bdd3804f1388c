/**
 * A season's ages in words and back: `{ min: 9, max: 10 }` ↔ `"9-10"`. A leaf of seasons.ts, so
 * the pages that print a season's ages load none of its time arithmetic.
 */
import type { AgeRange } from "../schemas/seasons";

/** `{ min: 9, max: 10 }` → `"9-10"`; `{ min: 9, max: 9 }` → `"9"`. */
export const formatAges = (ages: AgeRange): string =>
  ages.min === ages.max ? String(ages.min) : `${String(ages.min)}-${String(ages.max)}`;

/** `"9-10"` → `{ min: 9, max: 10 }`. */
export function parseAges(text: string): AgeRange {
  const [min = 0, max = min] = text.split("-").map(Number);
  return { min, max };
}
