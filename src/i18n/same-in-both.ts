/**
 * Catalog entries that are the same words in English and Spanish, by key path: names and the
 * like. Any other Spanish value equal to its English one is an untranslated line, and
 * catalog.test.ts fails on it.
 */
export const SAME_IN_BOTH: ReadonlySet<string> = new Set([
  "site.english",
  "site.spanish",
  "kit.errorTitle",
  "team.calendar.android",
  "team.calendar.outlook",
  "team.calendar.apple",
  "team.calendar.google",
]);
