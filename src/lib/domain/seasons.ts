/**
 * Seasons in words and numbers (docs/product-rules.md#seasons): a season's id from its name, its
 * ages, the first season and the team as content/ describes them, and a season's results. Pure.
 */
import type { SeasonContent } from "../schemas/content";
import type { Event } from "../schemas/events";
import type { PublicUser } from "../schemas/snacks";
import type {
  ArchivedPlayer,
  PastSeason,
  PublicSeason,
  Season,
  SeasonArchive,
  SeasonResults,
  Team,
} from "../schemas/seasons";
import { parseAges } from "./ages";
import { newestFirst } from "./newest-first";
import { practiceDates } from "./practices";
import { sortByDate } from "./schedule";
import { endOfDay, localToUtc } from "./local-time";

/** A season's id from its name: `"Spring 2026"` → `"spring-2026"`, `"Fall '26 (U10)"` → `"fall-26-u10"`. */
export function seasonSlug(label: string): string {
  return label
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
}

/** The first season of a new site, from content/: its dates span its practices and events. */
export function seasonFromContent(content: SeasonContent, stampedAt: string): Season {
  const { team, practicePlan } = content;
  const days = [
    ...practiceDates(practicePlan),
    ...content.games.map((game) => game.date),
    ...content.otherEvents.map((event) => event.date),
  ].sort();
  return {
    id: seasonSlug(team.season),
    label: team.season,
    labelEs: team.seasonEs,
    firstDay: days[0] ?? practicePlan.firstDate,
    lastDay: days.at(-1) ?? practicePlan.lastDate,
    division: team.division,
    ages: parseAges(team.ages),
    rosterCapacity: team.rosterCapacity,
    practicePlan: {
      title: practicePlan.title,
      firstDate: practicePlan.firstDate,
      lastDate: practicePlan.lastDate,
      weekdays: practicePlan.weekdays,
      start: practicePlan.start,
      end: practicePlan.end,
      location: practicePlan.location,
      topics: practicePlan.topics,
      topicsEs: practicePlan.topicsEs,
    },
    createdAt: stampedAt,
    archivedAt: null,
  };
}

/** The team record of a new site, from content/team.json. */
export function teamFromContent(content: SeasonContent, stampedAt: string): Team {
  const { team } = content;
  const withoutComment = <T extends object>(value: T): Omit<T, "$comment"> => {
    const copy: Partial<T> & { $comment?: unknown } = { ...value };
    delete copy.$comment;
    return copy as Omit<T, "$comment">;
  };
  return {
    name: team.name,
    shortName: team.shortName,
    town: team.town,
    tagline: team.tagline,
    taglineEs: team.taglineEs,
    coach: withoutComment(team.coach),
    field: withoutComment(team.field),
    leagueLinks: {
      info: team.leagueLinks.info,
      contacts: team.leagueLinks.contacts,
    },
    equipment: team.equipment,
    values: team.values,
    updatedAt: stampedAt,
  };
}

/** What a final score meant for the team (home is the team): `"win"`, `"loss"`, `"draw"`, or null. */
export function gameResult(event: Pick<Event, "gameScore" | "status">): "win" | "loss" | "draw" | null {
  const score = event.gameScore;
  if (!score?.isFinal || event.status === "cancelled") return null;
  if (score.homeScore > score.awayScore) return "win";
  if (score.homeScore < score.awayScore) return "loss";
  return "draw";
}

/** Wins, losses, draws and goals over the games with a final score. */
export function seasonResults(events: readonly Event[]): SeasonResults {
  const results: SeasonResults = { played: 0, wins: 0, losses: 0, draws: 0, goalsFor: 0, goalsAgainst: 0 };
  for (const event of events) {
    if (event.type !== "game") continue;
    const result = gameResult(event);
    if (result === null || !event.gameScore) continue;
    results.played += 1;
    if (result === "win") results.wins += 1;
    else if (result === "loss") results.losses += 1;
    else results.draws += 1;
    results.goalsFor += event.gameScore.homeScore;
    results.goalsAgainst += event.gameScore.awayScore;
  }
  return results;
}

/** The instants a season covers, from the start of its first day to the end of its last, in Kyle. */
export function seasonSpan(season: Pick<Season, "firstDay" | "lastDay">): { from: string; to: string } {
  return { from: localToUtc(season.firstDay, "00:00"), to: endOfDay(season.lastDay) };
}

/** A season as anyone may see it (everything but its stamps). */
export const toPublicSeason = (season: Season): PublicSeason => ({
  id: season.id,
  label: season.label,
  labelEs: season.labelEs,
  firstDay: season.firstDay,
  lastDay: season.lastDay,
  division: season.division,
  ages: season.ages,
  rosterCapacity: season.rosterCapacity,
  practicePlan: season.practicePlan,
});

/**
 * The roster by jersey number, players without one last, ties by first name, e.g. #3 Ava, #7 Leo,
 * then Mia. Returns a new array.
 */
export function rosterInOrder<T extends Pick<ArchivedPlayer, "firstName" | "jerseyNumber">>(
  roster: readonly T[],
): T[] {
  return [...roster].sort((a, b) => {
    if (a.jerseyNumber !== b.jerseyNumber) {
      if (a.jerseyNumber === null) return 1;
      if (b.jerseyNumber === null) return -1;
      return a.jerseyNumber - b.jerseyNumber;
    }
    return a.firstName.localeCompare(b.firstName, "en");
  });
}

/**
 * A past season's page: its games with scores and results in the order they were played, record,
 * practices, posts newest first and the roster in jersey order.
 */
export function pastSeasonView(season: Season, archive: SeasonArchive): PastSeason {
  const volunteers = new Map(archive.volunteers.map((volunteer) => [volunteer.eventId, volunteer]));
  const games = sortByDate(archive.events.filter((event) => event.type === "game")).map((event) => {
    const volunteer = volunteers.get(event.id);
    return {
      id: event.id,
      title: event.title,
      date: event.date,
      endDate: event.endDate,
      opponent: event.opponent,
      location: event.location,
      status: event.status,
      statusNote: event.statusNote,
      statusNoteEs: event.statusNoteEs,
      score: event.gameScore
        ? {
            homeScore: event.gameScore.homeScore,
            awayScore: event.gameScore.awayScore,
            isFinal: event.gameScore.isFinal,
          }
        : null,
      result: gameResult(event),
      volunteer: volunteer ? { name: volunteer.name, bringing: volunteer.bringing } : null,
    };
  });
  return {
    season: toPublicSeason(season),
    archivedAt: archive.archivedAt,
    results: seasonResults(archive.events),
    games,
    practiceCount: archive.events.filter((event) => event.type === "practice" && event.status !== "cancelled")
      .length,
    posts: newestFirst(
      archive.posts
        .filter((post) => post.status === "published")
        .map((post) => ({
          id: post.id,
          title: post.title,
          content: post.content,
          titleEs: post.titleEs,
          contentEs: post.contentEs,
          tags: post.tags,
          createdAt: post.createdAt,
        })),
    ),
    roster: rosterInOrder(archive.roster),
  };
}

/** A past season's volunteers as the calendar names them, by the parent id their game kept. */
export function archivedVolunteers(archive: SeasonArchive): PublicUser[] {
  const byEvent = new Map(archive.volunteers.map((volunteer) => [volunteer.eventId, volunteer]));
  return archive.events.flatMap((event) => {
    const volunteer = byEvent.get(event.id);
    return event.snackParentId !== null && volunteer
      ? [{ id: event.snackParentId, name: volunteer.name, bringing: volunteer.bringing }]
      : [];
  });
}

/** How long a past season's events stay in the team feed after they end. */
export const ARCHIVED_EVENTS_IN_FEED_MS = 30 * 24 * 60 * 60 * 1000;

/** Past seasons' events that ended in the last 30 days, with their volunteers, for the team feed. */
export function recentArchivedEvents(
  archives: readonly SeasonArchive[],
  nowMs: number,
): { events: Event[]; volunteers: PublicUser[] } {
  const since = nowMs - ARCHIVED_EVENTS_IN_FEED_MS;
  const events: Event[] = [];
  const volunteers: PublicUser[] = [];
  for (const archive of archives) {
    const recent = archive.events.filter((event) => Date.parse(event.endDate ?? event.date) >= since);
    if (recent.length === 0) continue;
    events.push(...recent);
    volunteers.push(...archivedVolunteers({ ...archive, events: recent }));
  }
  return { events, volunteers };
}
