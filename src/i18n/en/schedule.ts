/**
 * The schedule's words: the /schedule page, an event wherever it shows (kind, game-day status,
 * facts), the event list, the month view, and the home page's Next Event and Upcoming Games.
 * Kinds and statuses are keyed as the data names them, e.g. `event.types.game` is "Game".
 */
export const schedule = {
  page: {
    title: "Team Schedule",
    description: "Every practice, game and team event of {team}, {season}, with game-day snack sign-up.",
    season: "{season} Season",
    downloadCalendar: "Download Calendar",
    allEvents: "Practices, Games and Events",
    snackHeading: "Game Day Snack Signup",
    snackIntro:
      "One family brings snacks and drinks for each game, for about 15 people (12-15 players plus coaches). Orange slices, granola bars and water are always a hit.",
  },
  /** An event wherever it shows: on /schedule, the home page and the snack sign-up. */
  event: {
    types: { practice: "Practice", game: "Game", event: "Team event" },
    /** The badge of a called-off event (drawn in capitals). */
    statuses: { cancelled: "Cancelled", postponed: "Postponed" },
    date: "Date",
    time: "Time",
    location: "Location",
    opponent: "Opponent",
    locationTba: "Location TBA",
    fieldTba: "Field TBA",
    /** A day and its start, e.g. "Sat, Sep 27, 9:00 AM". */
    dayAndTime: "{day}, {time}",
    dayTimeTba: "{day} (time TBA)",
    movedFrom: "Moved from {when}",
    versus: "vs {opponent}",
    score: "Score: {score}",
    final: "Final",
    /** What the snack sign-up says in place of Sign Up for a called-off game. */
    noSnacksCancelled: "No snacks needed: cancelled",
    signupReopens: "Sign-up reopens once it has a new date",
  },
  list: {
    loading: "Loading schedule...",
    empty: "No events scheduled yet. Check back soon!",
    past: "Past",
    opponent: "Opponent: {opponent}",
  },
  next: {
    loading: "Loading next event...",
    empty: "No upcoming events right now. Check back soon!",
    nextOn: "Next on: {day} · {title}",
    nothingElse: "Nothing else is on the schedule yet. Check back soon!",
    directions: "Directions to this event",
    directionsNext: "Directions to the next event",
    newTab: " (opens in a new tab)",
  },
  upcoming: {
    loading: "Loading games...",
    empty: "No games scheduled yet. Check back soon!",
    volunteer: "Volunteer: {name}",
    aVolunteer: "a parent volunteer",
    coveredBy: "Covered by {name}",
    bringing: "Bringing: {bringing}",
    signUp: "Sign Up for Snacks",
  },
  month: {
    loading: "Loading calendar...",
    failed: "The calendar could not be loaded",
    empty: "No events on the calendar yet. Check back soon!",
    previous: "Previous",
    next: "Next",
    /** Read after Previous and Next by screen readers. */
    month: " month",
    today: ", today",
    game: "Game ",
    /** A Time TBA event's start in a day's cell. */
    tba: "TBA",
    types: "Event types",
    eventsIn: "Events in {month}",
    noEvents: "No events this month.",
  },
};
