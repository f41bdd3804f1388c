/**
 * Catalog entries that are the same words in English and Spanish, by key path: names and the
 * like. Any other Spanish value equal to its English one is an untranslated line, and
 * catalog.test.ts fails on it.
 */
export const SAME_IN_BOTH: ReadonlySet<string> = new Set([
  "site.english",
  "site.spanish",
  "kit.errorTitle",
  // A day and its time, punctuation only; a score's "Final" is Spanish too.
  "schedule.event.dayAndTime",
  "schedule.event.final",
  "team.calendar.android",
  "team.calendar.outlook",
  "team.calendar.apple",
  "team.calendar.google",
]);
