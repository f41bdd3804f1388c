/** The words of every page's frame: the skip link, the language switch, the footer, the description. */
export const site = {
  skipLink: "Skip to main content",
  /** Each language's name in its own language, for the switch and `hreflang`. */
  english: "English",
  spanish: "Español",
  /** The switch's name for screen readers. */
  languages: "Language",
  /**
   * The one-tap link to this page in this catalog's language, shown on a page in the other one,
   * e.g. on /schedule to a device that chose Spanish: "Ver esta página en español".
   */
  viewInThisLanguage: "View this page in English",
  /** The offer to a browser that prefers this catalog's language (Spanish only, on English pages). */
  offer: "Prefer English? See this page in English",
  /** The button that turns the link or the offer down for good. */
  noThanks: "No, thanks",
  /** The default page description, from the team and its current season. */
  description: "{team} {division} soccer, {season}, {town}: schedule, news, roster and game-day snacks.",
  quickLinks: "Quick links",
  volunteerRun: "Volunteer-run youth soccer.",
  coachLogin: "Coach login",
};
