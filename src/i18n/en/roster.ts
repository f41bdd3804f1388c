/** The roster page's words: its heading, the stat tiles, the search and the players' cards. */
export const roster = {
  title: "Team Roster",
  description: "The players of {team}, {division}, {season}.",
  /** Comma-separated, e.g. "roster, players". */
  keywords: "roster, players, jersey numbers",
  heading: "Team Roster",
  /** "Fall 2025 Season · 11 players" */
  seasonLine: "{season} Season · {count}",
  /** Chosen by the count's plural form, e.g. "1 player", "11 players". */
  playerCount: { one: "{count} player", other: "{count} players" },
  loading: "Loading players...",
  totalPlayers: "Total Players",
  assignedJerseys: "Assigned Jerseys",
  ageRange: "Age Range",
  division: "Division",
  searchLabel: "Search players",
  searchPlaceholder: "Name or jersey number",
  clearSearch: "Clear Search",
  /** Read by screen readers as the search narrows the cards. */
  shown: "{shown} of {total} players shown",
  noMatch: "No players found",
  empty: "No players yet",
  noPosition: "Position not set",
  /** A player's position by its stored name (POSITIONS). */
  positions: {
    Forward: "Forward",
    Midfielder: "Midfielder",
    Defender: "Defender",
    Goalkeeper: "Goalkeeper",
  },
};
