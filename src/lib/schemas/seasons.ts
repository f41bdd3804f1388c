/**
 * Seasons and the team (docs/product-rules.md#seasons): the team record that outlives a season
 * (name, coach, field, league links, equipment, values), a season's record (label, dates, division,
 * ages, roster size, practice plan), the pointer to the current season, a past season's archive,
 * and what the season routes take and answer. One schema per concept, shared by the functions, the
 * dashboard and the tests.
 */
import * as z from "zod/mini";
import { LIMITS, WEEKDAYS } from "../constants.ts";
import {
  EmailSchema,
  IdSchema,
  InstantSchema,
  LocalDateSchema,
  LocalTimeSchema,
  optionalText,
  requiredText,
  SeasonIdSchema,
} from "./primitives.ts";
export { SeasonIdSchema };
import { EventSchema } from "./events.ts";
import { JerseyNumberSchema, PlayerSchema } from "./players.ts";
import { PostSchema } from "./posts.ts";

const WebAddressSchema = z.url({ protocol: /^https?$/, error: "Use a web address starting with https://" });

const NamedDetail = z.strictObject({
  name: requiredText(LIMITS.teamItemName),
  detail: requiredText(LIMITS.teamItemDetail),
  /** The Spanish versions, if the coach wrote them. */
  nameEs: optionalText(LIMITS.teamItemName),
  detailEs: optionalText(LIMITS.teamItemDetail),
});

/** The team's lasting facts, e.g. `{ name: "Hays Lightning", coach: { name: "Coach Alex Rivera", … }, … }`. */
export const TeamInputSchema = z.strictObject({
  name: requiredText(LIMITS.name, "Team name is required"),
  shortName: requiredText(LIMITS.teamShortName, "Short name is required"),
  town: requiredText(LIMITS.name, "Town is required"),
  tagline: requiredText(LIMITS.title, "Tagline is required"),
  taglineEs: optionalText(LIMITS.title),
  coach: z.strictObject({
    name: requiredText(LIMITS.name, "Coach name is required"),
    bio: requiredText(LIMITS.teamText, "Coach bio is required"),
    phone: requiredText(LIMITS.phone, "Coach phone is required"),
    email: EmailSchema,
  }),
  field: z.strictObject({
    name: requiredText(LIMITS.name, "Field name is required"),
    address: requiredText(LIMITS.location, "Address is required"),
    field: requiredText(LIMITS.name, "Field is required"),
    directions: requiredText(LIMITS.teamText, "Directions are required"),
    coordinates: z.strictObject({
      latitude: z.number().check(z.gte(-90, "Latitude is -90 to 90"), z.lte(90, "Latitude is -90 to 90")),
      longitude: z
        .number()
        .check(z.gte(-180, "Longitude is -180 to 180"), z.lte(180, "Longitude is -180 to 180")),
    }),
  }),
  leagueLinks: z.strictObject({
    info: z.strictObject({ label: requiredText(LIMITS.name), url: WebAddressSchema }),
    contacts: z.strictObject({ label: requiredText(LIMITS.name), url: WebAddressSchema }),
  }),
  equipment: z
    .array(NamedDetail)
    .check(z.minLength(1, "List at least one item"), z.maxLength(LIMITS.teamItems)),
  values: z
    .array(NamedDetail)
    .check(z.minLength(1, "List at least one value"), z.maxLength(LIMITS.teamItems)),
});
export type TeamInput = z.infer<typeof TeamInputSchema>;

/** The team record in the store (`settings/team`). */
export const TeamSchema = z.extend(TeamInputSchema, { updatedAt: InstantSchema });
export type Team = z.infer<typeof TeamSchema>;

/**
 * How a season's practices repeat: every listed weekday from the first to the last date, at the
 * same wall-clock times in Kyle, e.g. Tuesdays and Thursdays 6:30-7:45 PM. Topics are optional: the
 * first practice gets the first topic, and so on; practices past the last topic get none.
 */
export const SeasonPracticePlanSchema = z.strictObject({
  title: requiredText(LIMITS.title, "Practice title is required"),
  firstDate: LocalDateSchema,
  lastDate: LocalDateSchema,
  weekdays: z
    .array(z.enum(WEEKDAYS))
    .check(z.minLength(1, "Choose at least one practice day"), z.maxLength(WEEKDAYS.length)),
  start: LocalTimeSchema,
  end: LocalTimeSchema,
  location: requiredText(LIMITS.location, "Practice location is required"),
  topics: z._default(z.array(requiredText(LIMITS.practiceTopic)).check(z.maxLength(LIMITS.practices)), []),
  /** The topics' Spanish versions, by position; null (or a short list) where there is none. */
  topicsEs: z._default(
    z.array(optionalText(LIMITS.practiceTopicEs)).check(z.maxLength(LIMITS.practices)),
    [],
  ),
});
export type SeasonPracticePlan = z.infer<typeof SeasonPracticePlanSchema>;

/** Youngest and oldest player's age, shown as "9-10". */
export const AgeRangeSchema = z.strictObject({
  min: z.int("Ages are whole numbers").check(z.gte(3, "Ages are 3 to 19"), z.lte(19, "Ages are 3 to 19")),
  max: z.int("Ages are whole numbers").check(z.gte(3, "Ages are 3 to 19"), z.lte(19, "Ages are 3 to 19")),
});
export type AgeRange = z.infer<typeof AgeRangeSchema>;

/** What the coach gives a new season, e.g. `{ id: "spring-2026", label: "Spring 2026", … }`. */
export const SeasonFactsSchema = z.strictObject({
  id: SeasonIdSchema,
  label: requiredText(LIMITS.seasonLabel, "Season name is required"),
  /** The Spanish name, e.g. "Primavera 2026", if the coach wrote one. */
  labelEs: optionalText(LIMITS.seasonLabel),
  firstDay: LocalDateSchema,
  lastDay: LocalDateSchema,
  division: requiredText(LIMITS.division, "Division is required"),
  ages: AgeRangeSchema,
  rosterCapacity: z
    .int("Roster size is a whole number")
    .check(z.gte(1, "Roster size is 1 to 40"), z.lte(40, "Roster size is 1 to 40")),
});
export type SeasonFacts = z.infer<typeof SeasonFactsSchema>;

/** A season in the store (`seasons/<id>`). */
export const SeasonSchema = z.extend(SeasonFactsSchema, {
  practicePlan: SeasonPracticePlanSchema,
  createdAt: InstantSchema,
  /** When it stopped being current; null while current (or never started). */
  archivedAt: z._default(z.nullable(InstantSchema), null),
});
export type Season = z.infer<typeof SeasonSchema>;

/** Which season is current (`settings/season`); absent in a store from before seasons: the first one. */
export const CurrentSeasonSchema = z.strictObject({ seasonId: SeasonIdSchema, changedAt: InstantSchema });
export type CurrentSeason = z.infer<typeof CurrentSeasonSchema>;

/** A player on a past season's roster: first name and jersey number only. */
export const ArchivedPlayerSchema = z.strictObject({
  firstName: PlayerSchema.shape.firstName,
  jerseyNumber: z.nullable(JerseyNumberSchema),
});
export type ArchivedPlayer = z.infer<typeof ArchivedPlayerSchema>;

/** Who brought snacks to a past game, as the public saw it: "María G.". */
export const ArchivedVolunteerSchema = z.strictObject({
  eventId: IdSchema,
  name: requiredText(LIMITS.name),
  bringing: z._default(z.nullable(requiredText(LIMITS.bringing)), null),
});
export type ArchivedVolunteer = z.infer<typeof ArchivedVolunteerSchema>;

/**
 * A past season as it ended (`season-archives/<id>`): its events (with scores), published posts,
 * roster and snack volunteers. Written when the next season starts; the live records then go.
 */
export const SeasonArchiveSchema = z.strictObject({
  id: SeasonIdSchema,
  archivedAt: InstantSchema,
  events: z.array(EventSchema),
  posts: z.array(PostSchema),
  roster: z.array(ArchivedPlayerSchema),
  volunteers: z.array(ArchivedVolunteerSchema),
});
export type SeasonArchive = z.infer<typeof SeasonArchiveSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

/** A season as anyone may see it, e.g. `{ id: "fall-2025", label: "Fall 2025", ages: "9-10", … }`. */
export const PublicSeasonSchema = z.object({
  id: SeasonIdSchema,
  label: z.string(),
  /** The Spanish name, e.g. "Primavera 2026"; null when the coach wrote none. */
  labelEs: z._default(z.nullable(z.string()), null),
  firstDay: LocalDateSchema,
  lastDay: LocalDateSchema,
  division: z.string(),
  ages: AgeRangeSchema,
  rosterCapacity: z.int(),
  practicePlan: SeasonPracticePlanSchema,
});
export type PublicSeason = z.infer<typeof PublicSeasonSchema>;

/** The current season in words, for the static pages: "Tuesdays and Thursdays", "6:30-7:45 PM" … */
export const SeasonSummarySchema = z.object({
  practiceDays: z.string(),
  practiceTime: z.string(),
  practiceSpan: z.string(),
  practiceCount: z.int(),
  gameCount: z.int(),
  /** "7 on Saturday and 1 on Sunday"; "" without games. */
  gameDays: z.string(),
  /** The first game's day, e.g. "2025-09-20"; null without games. */
  firstGameDay: z._default(z.nullable(LocalDateSchema), null),
  playerCount: z.int(),
});
export type SeasonSummary = z.infer<typeof SeasonSummarySchema>;

/** `GET /api/season`: what every page shows of the team and its current season. */
export const SiteFactsSchema = z.object({
  team: TeamSchema,
  season: PublicSeasonSchema,
  summary: SeasonSummarySchema,
});
export type SiteFacts = z.infer<typeof SiteFactsSchema>;

/** Wins, losses and draws of finished games, with goals for and against. */
export const SeasonResultsSchema = z.object({
  played: z.int(),
  wins: z.int(),
  losses: z.int(),
  draws: z.int(),
  goalsFor: z.int(),
  goalsAgainst: z.int(),
});
export type SeasonResults = z.infer<typeof SeasonResultsSchema>;

/** One season in `/seasons`. */
export const SeasonListItemSchema = z.object({
  season: PublicSeasonSchema,
  /** Null for the current season: its results are on /schedule. */
  results: z.nullable(SeasonResultsSchema),
  archivedAt: z.nullable(InstantSchema),
});
export type SeasonListItem = z.infer<typeof SeasonListItemSchema>;

/** `GET /api/seasons`: the current season and the past ones, newest first. */
export const SeasonListSchema = z.object({
  current: SeasonListItemSchema,
  past: z.array(SeasonListItemSchema),
});
export type SeasonList = z.infer<typeof SeasonListSchema>;

/** A game of a past season with its score and what it meant for the team. */
export const ArchivedGameSchema = z.object({
  id: IdSchema,
  title: z.string(),
  date: InstantSchema,
  endDate: z.nullable(InstantSchema),
  opponent: z.nullable(z.string()),
  location: z.nullable(z.string()),
  status: EventSchema.shape.status,
  statusNote: z.nullable(z.string()),
  statusNoteEs: z._default(z.nullable(z.string()), null),
  score: z.nullable(z.object({ homeScore: z.int(), awayScore: z.int(), isFinal: z.boolean() })),
  /** From a final score: home is the team. Null without one. */
  result: z.nullable(z.enum(["win", "loss", "draw"])),
  volunteer: z.nullable(z.object({ name: z.string(), bringing: z.nullable(z.string()) })),
});
export type ArchivedGame = z.infer<typeof ArchivedGameSchema>;

/** A published post of a past season. */
export const ArchivedPostSchema = z.object({
  id: IdSchema,
  title: z.string(),
  content: z.string(),
  /** The Spanish version, or null where the coach wrote none. */
  titleEs: z.nullable(z.string()),
  contentEs: z.nullable(z.string()),
  tags: z.array(z.string()),
  createdAt: InstantSchema,
});
export type ArchivedPost = z.infer<typeof ArchivedPostSchema>;

/** `GET /api/seasons/:id`: a past season's page. */
export const PastSeasonSchema = z.object({
  season: PublicSeasonSchema,
  archivedAt: InstantSchema,
  results: SeasonResultsSchema,
  games: z.array(ArchivedGameSchema),
  practiceCount: z.int(),
  posts: z.array(ArchivedPostSchema),
  roster: z.array(ArchivedPlayerSchema),
});
export type PastSeason = z.infer<typeof PastSeasonSchema>;

// ---------------------------------------------------------------------------------------------
// Starting the next season

/** A new player for the next season. */
export const NewSeasonPlayerSchema = z.strictObject({
  firstName: requiredText(LIMITS.name, "First name is required"),
  lastName: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(LIMITS.name))), null),
  jerseyNumber: z._default(z.nullable(JerseyNumberSchema), null),
  position: z._default(PlayerSchema.shape.position, null),
  parentId: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(LIMITS.parentContact))), null),
});
export type NewSeasonPlayer = z.infer<typeof NewSeasonPlayerSchema>;

export const GAME_IMPORT_FORMATS = ["csv", "ics"] as const;

/** The league's schedule as pasted CSV or an uploaded .ics file's text. */
export const GameImportSchema = z.strictObject({
  format: z.enum(GAME_IMPORT_FORMATS),
  text: z.string().check(z.maxLength(LIMITS.gameImport, "The schedule file is too large (500 KB at most)")),
});
export type GameImport = z.infer<typeof GameImportSchema>;

/**
 * `POST /api/seasons`: start the next season. `dryRun: true` checks everything and answers the
 * preview without writing; the same body without it starts the season (all or nothing).
 * `currentSeasonId` is the season the coach saw as current: another start in between is refused.
 */
export const StartSeasonRequestSchema = z.strictObject({
  dryRun: z._default(z.boolean(), false),
  currentSeasonId: SeasonIdSchema,
  season: SeasonFactsSchema,
  practicePlan: SeasonPracticePlanSchema,
  returningPlayerIds: z.array(IdSchema).check(z.maxLength(40)),
  newPlayers: z.array(NewSeasonPlayerSchema).check(z.maxLength(40)),
  games: z._default(z.nullable(GameImportSchema), null),
});
export type StartSeasonRequest = z.infer<typeof StartSeasonRequestSchema>;
export type StartSeasonInput = z.input<typeof StartSeasonRequestSchema>;

/** A game read from the league's schedule, in Kyle's time, before it is stored. */
export const ImportedGameSchema = z.object({
  /** The row (CSV, counting the header as 1) or the VEVENT's first line (ICS). */
  line: z.int(),
  date: LocalDateSchema,
  /** Null for both: "Time TBA". */
  start: z.nullable(LocalTimeSchema),
  end: z.nullable(LocalTimeSchema),
  opponent: z.string(),
  location: z.nullable(z.string()),
});
export type ImportedGame = z.infer<typeof ImportedGameSchema>;

/** One thing wrong with the request, named for the coach: `{ line: 4, message: "Date …" }`. */
export const SeasonProblemSchema = z.object({
  /** Where: "games", "players", "practicePlan", "season". */
  area: z.enum(["season", "practicePlan", "players", "games"]),
  /** The schedule's line, for games. */
  line: z.nullable(z.int()),
  message: z.string(),
});
export type SeasonProblem = z.infer<typeof SeasonProblemSchema>;

/** What starting the season would do (the dry run), or did. */
export const SeasonStartPreviewSchema = z.object({
  season: PublicSeasonSchema,
  /** Empty when the season can start. */
  problems: z.array(SeasonProblemSchema),
  practices: z.object({ count: z.int(), first: z.nullable(InstantSchema), last: z.nullable(InstantSchema) }),
  games: z.array(ImportedGameSchema),
  /** Lines of the schedule left out on purpose, e.g. a cancelled event: `{ line, reason }`. */
  skipped: z.array(z.object({ line: z.int(), reason: z.string() })),
  roster: z.object({
    returning: z.array(z.object({ id: IdSchema, firstName: z.string(), jerseyNumber: z.nullable(z.int()) })),
    leaving: z.array(z.object({ id: IdSchema, firstName: z.string(), jerseyNumber: z.nullable(z.int()) })),
    added: z.array(z.object({ firstName: z.string(), jerseyNumber: z.nullable(z.int()) })),
  }),
  /** What the current season takes into its archive. */
  archive: z.object({
    seasonId: SeasonIdSchema,
    label: z.string(),
    games: z.int(),
    finalScores: z.int(),
    events: z.int(),
    posts: z.int(),
    volunteers: z.int(),
  }),
});
export type SeasonStartPreview = z.infer<typeof SeasonStartPreviewSchema>;
