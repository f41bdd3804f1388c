import { describe, expect, it } from "vitest";
import { formatDaySpan } from "./day-span";

describe("formatDaySpan", () => {
  it.each<{ first: string; last: string; locale?: string; text: string }>([
    { first: "2025-09-06", last: "2025-11-15", text: "Sep 6 - Nov 15, 2025" },
    { first: "2025-12-06", last: "2026-02-14", text: "Dec 6, 2025 - Feb 14, 2026" },
    { first: "2026-03-01", last: "2026-03-01", text: "Mar 1, 2026" },
    { first: "2026-01-31", last: "2026-05-02", text: "Jan 31 - May 2, 2026" },
    // A side that is not a date (yet) is shown as typed.
    { first: "2026-02-30", last: "2026-05-31", text: "2026-02-30 - May 31, 2026" },
    { first: "2026-03-01", last: "soon", text: "Mar 1, 2026 - soon" },
    { first: "soon", last: "2025-11-15", text: "soon - Nov 15, 2025" },
    { first: "2026-03-01", last: "2026-05-31", locale: "en-GB", text: "1 Mar - 31 May 2026" },
    { first: "2025-12-01", last: "2026-02-28", locale: "fr", text: "1 déc. 2025 - 28 févr. 2026" },
  ])("$first to $last ($locale) → $text", ({ first, last, locale, text }) => {
    expect(formatDaySpan(first, last, locale)).toBe(text);
  });
});
