/**
 * Cutting text for a reader: where a cut may fall without splitting a character (an emoji, a flag,
 * an accented letter), e.g. `characterCut("a🥅", 2)` is 1, and the ellipsis that ends text which
 * goes on. Shared by post previews, link texts, shared posts, bot names, the message box and
 * reminders. Pure.
 */

/** Ends text that goes on: a link text over 50 characters, a cut preview, a message cut to fit. */
export const ELLIPSIS = "…";

/**
 * Where a cut may fall without splitting a character (an emoji, a flag, an accented letter), as
 * string positions, e.g. `[0, 1, 3]` for `"a🥅"`. `Intl.Segmenter` is in every browser the site
 * supports (Firefox since 125, 2024; the site's code already needs `findLast`, 2022).
 */
export function characterBoundaries(text: string): number[] {
  const boundaries = Array.from(
    new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text),
    ({ index }) => index,
  );
  boundaries.push(text.length);
  return boundaries;
}

/**
 * The last place at or before string position `max` where a cut splits no character, e.g. 1 for
 * `characterCut("a🥅", 2)`: a cut at 2 would halve the goal net. `max` itself, or the text's
 * length, when the text is no longer.
 */
export function characterCut(text: string, max: number): number {
  // A character is at most a few code units past the cut; 16 covers a family emoji or a flag.
  return characterBoundaries(text.slice(0, max + 16)).findLast((boundary) => boundary <= max) ?? 0;
}
