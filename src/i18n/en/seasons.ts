/**
 * The words of /seasons and a past season's page (/seasons/<id>). The islands get this part as
 * their `words`; a count has a form for one and for any other number, e.g. `games.other` is
 * "{count} games".
 */
export const seasons = {
  listTitle: "Past seasons",
  listDescription:
    "Earlier seasons of {team}: every game's score, the team's record, the roster and the coach's posts.",
  listKeywords: "past seasons, results, season record",
  listIntro: "Scores, records, rosters and posts of the team's earlier seasons",
  pageTitle: "Past season",
  pageDescription: "An earlier season of {team}: its games and scores, record, roster and posts.",
  allSeasons: "All past seasons",
  /** The list's island. */
  loadingSeasons: "Loading seasons...",
  currentSeason: "Current season: {label} · {facts}",
  currentSeasonNote: "{span} · its games, practices and snack sign-up are on the schedule.",
  earlierSeasons: "Earlier seasons",
  noPastSeasons: "No past seasons yet. Results of each season stay here once the next one starts.",
  recordLabel: "Record: {record}",
  /** A record at a glance: "6 W · 1 L · 1 D". */
  recordShort: "{wins} W · {losses} L · {draws} D",
  /** A season's division and ages: "U10 · ages 9-10", "U9 · age 9". */
  ages: { one: "{division} · age {ages}", other: "{division} · ages {ages}" },
  wins: { one: "{count} win", other: "{count} wins" },
  losses: { one: "{count} loss", other: "{count} losses" },
  draws: { one: "{count} draw", other: "{count} draws" },
  goals: { one: "{count} goal for, {against} against", other: "{count} goals for, {against} against" },
  practices: { one: "{count} practice", other: "{count} practices" },
  games: { one: "{count} game", other: "{count} games" },
  players: { one: "{count} player", other: "{count} players" },
  /** A past season's island. */
  seasonHeading: "{label} season",
  loadingSeason: "Loading season...",
  notFoundTitle: "Season not found",
  notFoundHeading: "We couldn't find that season",
  notFoundText:
    "The address may be mistyped, or the season is still the current one (its games are on the schedule).",
  seeAllSeasons: "See all past seasons",
  addToCalendar: "Add {label} to your calendar",
  record: "Record",
  noFinalScores: "No games with a final score",
  stats: {
    wins: "Wins",
    losses: "Losses",
    draws: "Draws",
    goalsFor: "Goals for",
    goalsAgainst: "Goals against",
    played: "Games played",
  },
  gamesTitle: "Games",
  noGames: "No games this season.",
  rosterTitle: "Roster",
  noPlayers: "No players on record.",
  postsTitle: "Posts",
  noPosts: "No posts this season.",
  score: "Score: ",
  opponent: "Opponent: {opponent}",
  locationTba: "Location TBA",
  results: { win: "Win", loss: "Loss", draw: "Draw" },
  resultLetters: { win: "W", loss: "L", draw: "D" },
  cancelled: "Cancelled",
  noFinalScore: "No final score",
  snacks: "Snacks: {name}",
  snacksBringing: "Snacks: {name} ({bringing})",
  readMore: "Read more",
  readLess: "Read less",
  /** Said after a link in a past season's post, for screen readers. */
  opensInNewTab: "(opens in a new tab)",
};
