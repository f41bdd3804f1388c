/**
 * Starting the next season, planned without touching the store (docs/product-rules.md#seasons):
 * from the coach's request and the current season's records, every problem in plain words, the
 * preview the coach confirms, and the records the start writes. Pure: the caller reads the store,
 * parses the league's schedule and passes the instant.
 */
import type { Event } from "../schemas/events";
import type { Player } from "../schemas/players";
import type { Post } from "../schemas/posts";
import type { User } from "../schemas/snacks";
import type {
  ImportedGame,
  Season,
  SeasonArchive,
  SeasonProblem,
  SeasonStartPreview,
  StartSeasonRequest,
} from "../schemas/seasons";
import { shortName } from "../schemas/person-name";
import { AS_PLANNED } from "./events";
import { allDayRange, localToUtc } from "./local-time";
import { generatePractices, practicePlanProblems, spanishTopicProblems } from "./practices";
import { formatDate } from "./time";

/** The store as the start finds it: the current season and everything that belongs to it. */
export interface SeasonStartState {
  current: Season;
  /** The current roster. */
  players: readonly Player[];
  /** The current season's events, posts and snack volunteers. */
  events: readonly Event[];
  posts: readonly Post[];
  users: readonly User[];
  /** Every season the store holds (a past one's id cannot be used again). */
  seasons: readonly Season[];
  /** Every event id in the store, of any season: a new event never takes one. */
  eventIds: ReadonlySet<string>;
}

/** The league's schedule, parsed: games, bad lines, and lines left out on purpose. */
export interface ParsedSchedule {
  games: readonly ImportedGame[];
  problems: readonly { line: number; message: string }[];
  skipped: readonly { line: number; reason: string }[];
}

export interface SeasonStartPlan {
  preview: SeasonStartPreview;
  /** The new season's record, and the old one's marked archived. */
  season: Season;
  archivedSeason: Season;
  archive: SeasonArchive;
  /** The new season's practices and games. */
  events: Event[];
  /** New players, and the returning ones with the new season added. */
  newPlayers: Player[];
  returningPlayers: Player[];
  /** The old season's records that go once the new one is current. */
  leaving: { events: string[]; posts: string[]; users: string[]; players: string[] };
}

const problem = (
  area: SeasonProblem["area"],
  message: string,
  line: number | null = null,
): SeasonProblem => ({
  area,
  line,
  message,
});

function seasonProblems(request: StartSeasonRequest, state: SeasonStartState): SeasonProblem[] {
  const { season } = request;
  const problems: SeasonProblem[] = [];
  const taken = state.seasons.find((known) => known.id === season.id);
  if (season.id === state.current.id || (taken && taken.archivedAt !== null)) {
    problems.push(problem("season", `There is already a season called "${season.id}". Choose another id.`));
  }
  if (season.lastDay < season.firstDay) {
    problems.push(problem("season", "The season's last day is before its first day."));
  }
  if (season.firstDay <= state.current.lastDay) {
    problems.push(
      problem(
        "season",
        `${season.label} must start after ${state.current.label} ends (${formatDate(localToUtc(state.current.lastDay, "12:00"))}).`,
      ),
    );
  }
  if (season.ages.max < season.ages.min) {
    problems.push(problem("season", "The oldest age is below the youngest."));
  }
  return problems;
}

function planProblems(request: StartSeasonRequest): SeasonProblem[] {
  const { practicePlan: plan, season } = request;
  const problems = [...practicePlanProblems(plan), ...spanishTopicProblems(plan.topics, plan.topicsEs)].map(
    (message) => problem("practicePlan", message),
  );
  if (plan.firstDate < season.firstDay || plan.lastDate > season.lastDay) {
    problems.push(problem("practicePlan", "Practices must fall between the season's first and last day."));
  }
  return problems;
}

function rosterProblems(request: StartSeasonRequest, state: SeasonStartState): SeasonProblem[] {
  const problems: SeasonProblem[] = [];
  const onRoster = new Map(state.players.map((player) => [player.id, player]));
  const returning = [...new Set(request.returningPlayerIds)];
  for (const id of returning) {
    if (!onRoster.has(id))
      problems.push(problem("players", `A returning player (${id}) is not on the current roster.`));
  }
  const worn = new Map<number, string>();
  const wearers = [
    ...returning.flatMap((id) => {
      const player = onRoster.get(id);
      return player ? [player] : [];
    }),
    ...request.newPlayers,
  ];
  for (const player of wearers) {
    if (player.jerseyNumber === null) continue;
    const holder = worn.get(player.jerseyNumber);
    if (holder !== undefined) {
      problems.push(
        problem(
          "players",
          `Jersey ${String(player.jerseyNumber)} is worn by both ${holder} and ${player.firstName}.`,
        ),
      );
    } else {
      worn.set(player.jerseyNumber, player.firstName);
    }
  }
  if (wearers.length > request.season.rosterCapacity) {
    problems.push(
      problem(
        "players",
        `${String(wearers.length)} players are more than the roster size of ${String(request.season.rosterCapacity)}.`,
      ),
    );
  }
  return problems;
}

/** `base`, or `base-2`, `base-3` … when another event (of any season) holds it. */
function freeId(base: string, used: Set<string>, eventIds: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : `${base}-${String(n)}`;
    if (!used.has(id) && !eventIds.has(id)) {
      used.add(id);
      return id;
    }
  }
}

function gameEvents(
  games: readonly ImportedGame[],
  state: SeasonStartState,
  seasonId: string,
  stamp: string,
  used: Set<string>,
): Event[] {
  return games.map((game) => {
    const times =
      game.start !== null && game.end !== null
        ? { date: localToUtc(game.date, game.start), endDate: localToUtc(game.date, game.end) }
        : allDayRange(game.date);
    const id = freeId(`game-${game.date}`, used, state.eventIds);
    return {
      id,
      title: `Game vs ${game.opponent}`,
      type: "game",
      ...times,
      location: game.location,
      opponent: game.opponent,
      notes: null,
      notesEs: null,
      snackParentId: null,
      ...AS_PLANNED,
      sequence: 0,
      seasonId,
      createdAt: stamp,
      updatedAt: stamp,
    };
  });
}

function practiceEvents(
  request: StartSeasonRequest,
  state: SeasonStartState,
  stamp: string,
  used: Set<string>,
): Event[] {
  return generatePractices(request.practicePlan).map((slot) => {
    return {
      ...slot,
      id: freeId(slot.id, used, state.eventIds),
      type: "practice",
      opponent: null,
      snackParentId: null,
      ...AS_PLANNED,
      sequence: 0,
      seasonId: request.season.id,
      createdAt: stamp,
      updatedAt: stamp,
    };
  });
}

/** The old season as it ends: its events, posts, roster (first names, numbers) and volunteers. */
export function archiveOf(state: SeasonStartState, at: string): SeasonArchive {
  const users = new Map(state.users.map((user) => [user.id, user]));
  const volunteers = state.events.flatMap((event) => {
    const user = event.snackParentId === null ? undefined : users.get(event.snackParentId);
    return user ? [{ eventId: event.id, name: shortName(user.name), bringing: user.bringing }] : [];
  });
  return {
    id: state.current.id,
    archivedAt: at,
    events: [...state.events].sort((a, b) => a.date.localeCompare(b.date)),
    posts: [...state.posts].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    roster: [...state.players]
      .sort(
        (a, b) => (a.jerseyNumber ?? 100) - (b.jerseyNumber ?? 100) || a.firstName.localeCompare(b.firstName),
      )
      .map((player) => ({ firstName: player.firstName, jerseyNumber: player.jerseyNumber })),
    volunteers,
  };
}

const briefPlayer = (player: Pick<Player, "firstName" | "jerseyNumber">) => ({
  firstName: player.firstName,
  jerseyNumber: player.jerseyNumber,
});

/**
 * The whole start, planned: `preview.problems` is empty when it may go ahead. Nothing here reads
 * or writes the store; the records are only written when there is no problem.
 */
export function planSeasonStart(
  request: StartSeasonRequest,
  state: SeasonStartState,
  schedule: ParsedSchedule,
  at: string,
): SeasonStartPlan {
  const problems = [
    ...seasonProblems(request, state),
    ...planProblems(request),
    ...rosterProblems(request, state),
    ...schedule.problems.map((bad) => problem("games", bad.message, bad.line)),
  ];
  const seasonId = request.season.id;
  const used = new Set<string>();
  const planOk = !problems.some((each) => each.area === "practicePlan");
  const practices = planOk ? practiceEvents(request, state, at, used) : [];
  const games = gameEvents(schedule.games, state, seasonId, at, used);
  const events = [...practices, ...games].sort((a, b) => a.date.localeCompare(b.date));

  const returningIds = new Set(request.returningPlayerIds);
  const returningPlayers = state.players
    .filter((player) => returningIds.has(player.id))
    .map((player) => ({
      ...player,
      seasonIds: [...new Set([...player.seasonIds, seasonId])],
      updatedAt: at,
    }));
  const leavingPlayers = state.players.filter((player) => !returningIds.has(player.id));
  const newPlayers: Player[] = request.newPlayers.map((player, index) => ({
    // Ids from the season and the row, so a retry after a failed start writes the same records.
    id: `${seasonId}-player-${String(index + 1)}`.slice(0, 64),
    firstName: player.firstName,
    lastName: player.lastName,
    jerseyNumber: player.jerseyNumber,
    position: player.position,
    parentId: player.parentId,
    seasonIds: [seasonId],
    createdAt: at,
    updatedAt: at,
  }));

  const season: Season = {
    ...request.season,
    practicePlan: request.practicePlan,
    createdAt: at,
    archivedAt: null,
  };
  const archive = archiveOf(state, at);
  const oldGames = state.events.filter((event) => event.type === "game");
  const preview: SeasonStartPreview = {
    season: { ...request.season, practicePlan: request.practicePlan },
    problems,
    practices: {
      count: practices.length,
      first: practices[0]?.date ?? null,
      last: practices.at(-1)?.date ?? null,
    },
    games: [...schedule.games],
    skipped: [...schedule.skipped],
    roster: {
      returning: returningPlayers.map((player) => ({ id: player.id, ...briefPlayer(player) })),
      leaving: leavingPlayers.map((player) => ({ id: player.id, ...briefPlayer(player) })),
      added: newPlayers.map(briefPlayer),
    },
    archive: {
      seasonId: state.current.id,
      label: state.current.label,
      games: oldGames.length,
      finalScores: oldGames.filter((game) => game.gameScore?.isFinal === true).length,
      events: state.events.length,
      posts: state.posts.length,
      volunteers: archive.volunteers.length,
    },
  };
  return {
    preview,
    season,
    archivedSeason: { ...state.current, archivedAt: at },
    archive,
    events,
    newPlayers,
    returningPlayers,
    leaving: {
      events: state.events.map((event) => event.id),
      posts: state.posts.map((post) => post.id),
      users: state.users.map((user) => user.id),
      players: leavingPlayers.map((player) => player.id),
    },
  };
}
