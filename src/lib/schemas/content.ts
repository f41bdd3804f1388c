/**
 * The season's content (`content/*.json`), written by the coach and checked when it is loaded: the
 * team's details, games and other events in local time, the practice plan, players and posts.
 */
import * as z from "zod/mini";
import { LIMITS, PRACTICE_NOTES_PREFIX, PRACTICE_NOTES_PREFIX_ES, WEEKDAYS } from "../constants.ts";
import { EmailSchema, LocalDateSchema, LocalTimeSchema, text } from "./primitives.ts";
import { EventSchema } from "./events.ts";
import { PlayerSchema } from "./players.ts";
import { PostSchema } from "./posts.ts";

const UrlSchema = z.url({ protocol: /^https?$/ });

const nonEmpty = z.string().check(z.minLength(1));

/** An item of equipment or a value, with its Spanish version if written. */
const NamedDetailContent = z.strictObject({
  name: nonEmpty,
  detail: nonEmpty,
  nameEs: z._default(z.nullable(nonEmpty), null),
  detailEs: z._default(z.nullable(nonEmpty), null),
});

/** Editors may leave a note for the next person in any content object. */
const Comment = { $comment: z.optional(z.string()) };

export const TeamContentSchema = z.strictObject({
  ...Comment,
  name: nonEmpty,
  shortName: nonEmpty,
  /** The first season's name, e.g. "Fall 2025"; its id is its slug, "fall-2025". */
  season: nonEmpty,
  division: nonEmpty,
  /** "9-10": youngest and oldest. */
  ages: z.string().check(z.regex(/^\d{1,2}-\d{1,2}$/, 'Write ages as "9-10"')),
  town: nonEmpty,
  tagline: nonEmpty,
  taglineEs: z._default(z.nullable(nonEmpty), null),
  /** The first season's Spanish name, e.g. "Otoño 2025". */
  seasonEs: z._default(z.nullable(nonEmpty), null),
  rosterCapacity: z.int().check(z.gte(1)),
  coach: z.strictObject({
    ...Comment,
    name: nonEmpty,
    bio: nonEmpty,
    phone: nonEmpty,
    email: EmailSchema,
  }),
  field: z.strictObject({
    ...Comment,
    name: nonEmpty,
    address: nonEmpty,
    field: nonEmpty,
    directions: nonEmpty,
    /** Where the embedded map puts its marker. */
    coordinates: z.strictObject({
      latitude: z.number().check(z.gte(-90), z.lte(90)),
      longitude: z.number().check(z.gte(-180), z.lte(180)),
    }),
  }),
  leagueLinks: z.strictObject({
    ...Comment,
    info: z.strictObject({ label: nonEmpty, url: UrlSchema }),
    contacts: z.strictObject({ label: nonEmpty, url: UrlSchema }),
  }),
  equipment: z.array(NamedDetailContent).check(z.minLength(1)),
  values: z.array(NamedDetailContent).check(z.minLength(1)),
});
export type TeamContent = z.infer<typeof TeamContentSchema>;

/** An event as the coach writes it: local date and wall-clock times in America/Chicago. */
export const ContentEventSchema = z.strictObject({
  id: EventSchema.shape.id,
  title: EventSchema.shape.title,
  type: EventSchema.shape.type,
  date: LocalDateSchema,
  /** Omit both times for a "Time TBA" (all-day) event. */
  start: z.optional(LocalTimeSchema),
  end: z.optional(LocalTimeSchema),
  location: z._default(EventSchema.shape.location, null),
  opponent: z._default(EventSchema.shape.opponent, null),
  notes: z._default(EventSchema.shape.notes, null),
  notesEs: EventSchema.shape.notesEs,
});
export type ContentEvent = z.infer<typeof ContentEventSchema>;

export const PracticePlanSchema = z.strictObject({
  ...Comment,
  title: text(1, LIMITS.title),
  firstDate: LocalDateSchema,
  lastDate: LocalDateSchema,
  weekdays: z.array(z.enum(WEEKDAYS)).check(z.minLength(1)),
  start: LocalTimeSchema,
  end: LocalTimeSchema,
  location: text(1, LIMITS.location),
  /** One topic per practice, in date order. */
  topics: z.array(text(1, LIMITS.notes - PRACTICE_NOTES_PREFIX.length)).check(z.minLength(1)),
  topicsEs: z._default(z.array(z.nullable(text(1, LIMITS.notes - PRACTICE_NOTES_PREFIX_ES.length))), []),
});
export type PracticePlan = z.infer<typeof PracticePlanSchema>;

export const ContentPlayerSchema = z.omit(PlayerSchema, { createdAt: true, updatedAt: true });

export const ContentPostSchema = z.omit(PostSchema, { updatedAt: true, revision: true });

export const SeasonContentSchema = z.strictObject({
  team: TeamContentSchema,
  games: z.array(ContentEventSchema),
  otherEvents: z.array(ContentEventSchema),
  practicePlan: PracticePlanSchema,
  players: z.array(ContentPlayerSchema),
  posts: z.array(ContentPostSchema),
});
export type SeasonContent = z.infer<typeof SeasonContentSchema>;
