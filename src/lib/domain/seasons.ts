/**
 * Seasons in words and numbers (docs/product-rules.md#seasons): a season's id from its name, its
 * ages, the first season and the team as content/ describes them, and a season's results. Pure.
 */
import type { SeasonContent } from "../schemas/content";
import type { Event } from "../schemas/records";
import type { AgeRange, Season, SeasonResults, Team } from "../schemas/seasons";
import { practiceDates } from "./practices";
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

/** `{ min: 9, max: 10 }` → `"9-10"`; `{ min: 9, max: 9 }` → `"9"`. */
export const formatAges = (ages: AgeRange): string =>
  ages.min === ages.max ? String(ages.min) : `${String(ages.min)}-${String(ages.max)}`;

/** `"9-10"` → `{ min: 9, max: 10 }`. */
export function parseAges(text: string): AgeRange {
  const [min = 0, max = min] = text.split("-").map(Number);
  return { min, max };
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
