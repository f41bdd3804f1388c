/**
 * Turns the season content into the records an empty store starts with. Pure: the caller
 * passes the instant to stamp them with. Ids come from the content, so seeding twice writes
 * the same keys and can never duplicate a record.
 */
import { EventSchema } from "../schemas/events";
import { PlayerSchema } from "../schemas/players";
import { PostSchema } from "../schemas/posts";
import type { ContentEvent, SeasonContent } from "../schemas/content";
import type { Event } from "../schemas/events";
import type { Player } from "../schemas/players";
import type { Post } from "../schemas/posts";
import { SeasonSchema, type Season } from "../schemas/seasons";
import { seasonFromContent } from "./seasons";
import { AS_PLANNED } from "./events";
import { generatePractices } from "./practices";
import { deriveExcerpt } from "./posts";
import { allDayRange, localToUtc } from "./local-time";

export interface SeedRecords {
  events: Event[];
  players: Player[];
  posts: Post[];
  /** The first season, current from the start. */
  seasons: Season[];
}

/** What every seeded event starts with: no volunteer, as planned, stamped with its season and time. */
const freshEvent = (seasonId: string, stampedAt: string) => ({
  snackParentId: null,
  ...AS_PLANNED,
  sequence: 0,
  seasonId,
  createdAt: stampedAt,
  updatedAt: stampedAt,
});

function toEvent(content: ContentEvent, stampedAt: string, seasonId: string): Event {
  const times =
    content.start !== undefined && content.end !== undefined
      ? { date: localToUtc(content.date, content.start), endDate: localToUtc(content.date, content.end) }
      : allDayRange(content.date);
  return {
    id: content.id,
    title: content.title,
    type: content.type,
    ...times,
    location: content.location,
    opponent: content.type === "game" ? content.opponent : null,
    notes: content.notes,
    notesEs: content.notesEs,
    ...freshEvent(seasonId, stampedAt),
  };
}

/** Every record of the season, e.g. `{ events: [28 events], players: [11], posts: [5] }`. */
export function buildSeedRecords(season: SeasonContent, stampedAt: string): SeedRecords {
  const first = seasonFromContent(season, stampedAt);
  const seasonId = first.id;
  const practices: Event[] = generatePractices(season.practicePlan).map((practice) => ({
    ...practice,
    type: "practice",
    opponent: null,
    ...freshEvent(seasonId, stampedAt),
  }));
  const events = [...season.games, ...season.otherEvents]
    .map((event) => toEvent(event, stampedAt, seasonId))
    .concat(practices)
    .sort((a, b) => a.date.localeCompare(b.date));
  const players = season.players.map((player) => ({
    ...player,
    seasonIds: [seasonId],
    createdAt: stampedAt,
    updatedAt: stampedAt,
  }));
  const posts = season.posts.map((post) => ({
    ...post,
    excerpt: deriveExcerpt(post.excerpt, post.content),
    seasonId,
    updatedAt: post.createdAt,
  }));
  // Validated as stored records, so content that passes its own schema can never seed a record
  // that every later read would reject.
  return {
    events: events.map((event) => EventSchema.parse(event)),
    players: players.map((player) => PlayerSchema.parse(player)),
    posts: posts.map((post) => PostSchema.parse(post)),
    seasons: [SeasonSchema.parse(first)],
  };
}
