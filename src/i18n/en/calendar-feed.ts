/**
 * The words of the calendar feed (`/calendar.ics`, `/es/calendar.ics`; docs/api.md#calendar-feed):
 * what a family's calendar app shows as an event's name and description. The event's kind, its
 * badge and "Moved from …" are the schedule's words (`schedule.event`), so the feed and the pages
 * say them alike.
 */
export const calendarFeed = {
  /** The feed's own name in its PRODID, e.g. `-//Hays Lightning//Team Calendar//EN`. */
  product: "Team Calendar",
  /** The calendar's description (X-WR-CALDESC). */
  about: "Games, practices and team events of {team} ({division}), {town}, {season}",
  /** A game's name in a calendar, e.g. "Lightning vs Buda Blaze". */
  game: "{team} vs {opponent}",
  /** What a called-off event's name starts with, in capitals so any calendar app shows it. */
  cancelled: "CANCELLED: {summary}",
  postponed: "POSTPONED: {summary}",
  opponent: "Opponent: {opponent}",
  finalScore: "Final score: Home {home} - Away {away}",
  snacksBy: "Snacks: {name}",
  snacksCovered: "Snacks: covered by a parent volunteer",
  snacksNeeded: "Snacks: a volunteer is needed. Sign up at {url}",
  timeTba: "Time TBA: the coach will post it at {url}",
};
