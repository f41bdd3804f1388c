/**
 * The home page's words: the hero, the season overview, the news and quick actions, the values.
 * The team's own facts (tagline, values, league links) are the coach's words and stay as typed.
 */
export const home = {
  title: "{team} {division} Soccer",
  description:
    "Schedule, news and game-day snacks for {team}, {division} recreational soccer in {town}, {season}.",
  /** Comma-separated, e.g. "schedule, snack sign-up". */
  keywords: "schedule, snack sign-up, team news",
  hero: {
    kicker: "{season} · {division} · Ages {ages}",
    viewSchedule: "View Schedule",
    subscribe: "Subscribe to Calendar",
    contactCoach: "Contact Coach",
  },
  nextEvent: "Next Event",
  overview: {
    heading: "Season Overview",
    practiceLabel: "Practice:",
    /** "Tuesdays and Thursdays, 6:30-7:45 PM, Sep 9 - Nov 13, 2025" */
    practice: "{days}, {time}, {span}",
    gamesLabel: "Games:",
    /** Followed by a link to the schedule. */
    games: "through the season, {span}: days and times on the",
    gamesLink: "schedule",
    teamLabel: "Team:",
    /** Followed by a link to the roster. */
    team: "{division}, ages {ages}:",
    teamLink: "meet the players",
  },
  news: {
    heading: "Latest News",
    viewAll: "View All",
    /** Read after View All by screen readers only. */
    viewAllHidden: "announcements",
  },
  upcoming: {
    heading: "Upcoming Games",
    fullSchedule: "Full schedule",
  },
  quickActions: {
    heading: "Quick Actions",
    addToCalendar: "Add to Calendar",
    addToCalendarDetail: "All games and practices (.ics)",
    viewPosts: "View Posts",
    viewPostsDetail: "News from the coach",
    leagueInfo: "League Info",
    leagueContacts: "League Contacts",
    opensInNewTab: "(opens in a new tab)",
  },
  values: {
    heading: "What We Play For",
  },
};
