/**
 * The kinds of event and what they are called, e.g. `EVENT_TYPE_LABELS.event` is "Team event". No
 * imports: the parents' schedule and home page show the labels, and this module keeps them apart
 * from the rest of the constants (every limit, error code and backup format), which those pages
 * would otherwise load whole (docs/decisions/006-answers-in-the-browser.md). `constants.ts`
 * re-exports all three, so the schemas and the server read every value from one place.
 */

/** Every kind of event, e.g. `"game"`. */
export const EVENT_TYPES = ["practice", "game", "event"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What each type is called on screen and in calendars, e.g. `EVENT_TYPE_LABELS.event` is "Team event". */
export const EVENT_TYPE_LABELS: Readonly<Record<EventType, string>> = {
  practice: "Practice",
  game: "Game",
  event: "Team event",
};

/**
 * Whether an event is on: `scheduled` (the default), `cancelled` (it will not happen) or
 * `postponed` (it will happen later, on a day not yet known). A moved event is `scheduled` at its
 * new time; it keeps the time it moved from as `previousDate`.
 */
export const EVENT_STATUSES = ["scheduled", "cancelled", "postponed"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The badge a changed event wears, e.g. `EVENT_STATUS_LABELS.cancelled` is "Cancelled". */
export const EVENT_STATUS_LABELS: Readonly<Record<EventStatus, string>> = {
  scheduled: "Scheduled",
  cancelled: "Cancelled",
  postponed: "Postponed",
};
