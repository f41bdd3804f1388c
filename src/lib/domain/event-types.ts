/**
 * The kinds of event and what they are called, without zod: the islands show the labels, and
 * importing them from the schema module would bring zod to every parent's page. The schemas build
 * `EventTypeSchema` from `EVENT_TYPES` and re-export both.
 */

/** Every kind of event, e.g. `"game"`. */
export const EVENT_TYPES = ["practice", "game", "event"] as const;

/** What each type is called on screen and in calendars, e.g. `EVENT_TYPE_LABELS.event` is "Team event". */
export const EVENT_TYPE_LABELS: Readonly<Record<(typeof EVENT_TYPES)[number], string>> = {
  practice: "Practice",
  game: "Game",
  event: "Team event",
};
