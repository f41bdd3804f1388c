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
 * string positions, e.g. `[0, 1, 3]` for `"a🥅"`.
 */
export function characterBoundaries(text: string): number[] {
  const boundaries: number[] = [];
  if ("Segmenter" in Intl) {
    for (const { index } of new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)) {
      boundaries.push(index);
    }
  } else {
    // Browsers from before 2024 lack it: code points then, which still never halve a surrogate pair.
    let index = 0;
    for (const char of text) {
      boundaries.push(index);
      index += char.length;
    }
  }
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
