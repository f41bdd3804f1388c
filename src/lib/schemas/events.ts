/**
 * Events and their scores (docs/product-rules.md#schedule): the record the store keeps under
 * `events/<id>`, what the coach sends to make, change or score one, and what generating practices
 * answers.
 */
import * as z from "zod/mini";
import { EVENT_STATUSES, EVENT_TYPES, LIMITS } from "../constants.ts";
import {
  clearableText,
  count,
  IdSchema,
  InstantInputSchema,
  InstantSchema,
  intRange,
  optionalText,
  requiredText,
  seasonRecordFields,
  spanishText,
  text,
} from "./primitives.ts";

// The record (strict)

export const EventTypeSchema = z.enum(EVENT_TYPES);

/** Whether an event is on (docs/product-rules.md#game-day-changes). */
export const EventStatusSchema = z.enum(EVENT_STATUSES);

export const GameScoreSchema = z.strictObject({
  eventId: IdSchema,
  homeScore: intRange(0, 99),
  awayScore: intRange(0, 99),
  isFinal: z.boolean(),
  notes: z.nullable(text(0, LIMITS.notes)),
});
export type GameScore = z.infer<typeof GameScoreSchema>;

export const EventSchema = z.strictObject({
  id: IdSchema,
  title: text(1, LIMITS.title),
  type: EventTypeSchema,
  date: InstantSchema,
  endDate: z.nullable(InstantSchema),
  location: z.nullable(text(0, LIMITS.location)),
  opponent: z.nullable(text(0, LIMITS.name)),
  notes: z.nullable(text(0, LIMITS.notes)),
  snackParentId: z.nullable(IdSchema),
  gameScore: z.optional(GameScoreSchema),
  /** `scheduled` unless the coach cancelled or postponed it; records from before statuses read as scheduled. */
  status: z._default(EventStatusSchema, "scheduled"),
  /** Why, in the coach's words, e.g. "Fields closed: rain"; null for none. */
  statusNote: z._default(z.nullable(text(0, LIMITS.statusNote)), null),
  /** The Spanish versions of `notes` and `statusNote`, if the coach wrote them. */
  notesEs: spanishText(LIMITS.notes),
  statusNoteEs: spanishText(LIMITS.statusNote),
  /**
   * The start (and end) the event was moved from by the last edit of its time, e.g. a game moved
   * from Saturday to Sunday keeps Saturday's 9:00 AM; null when it never moved. Parents see "Moved
   * from …" until the event has passed.
   */
  previousDate: z._default(z.nullable(InstantSchema), null),
  previousEndDate: z._default(z.nullable(InstantSchema), null),
  /** Goes up whenever the time, place or status changes, for calendar clients (RFC 5545 SEQUENCE). */
  sequence: z._default(count(), 0),
  ...seasonRecordFields(),
});
export type Event = z.infer<typeof EventSchema>;
/** An event before it is stored: the store gives it the current season. */
export type NewEvent = Omit<Event, "seasonId"> & { seasonId?: string };

// ---------------------------------------------------------------------------------------------
// What the routes take (strict)

const EventTitleSchema = requiredText(LIMITS.title, "Title is required");
const EventDateSchema = z.pipe(z.string().check(z.minLength(1, "Date is required")), InstantInputSchema);

export const EventInputSchema = z.strictObject({
  title: EventTitleSchema,
  type: z._default(EventTypeSchema, "practice"),
  date: EventDateSchema,
  endDate: z._default(z.nullable(InstantInputSchema), null),
  /** Empty means the practice field (applied by the API, which knows the field). */
  location: optionalText(LIMITS.location),
  /** Kept for games only. */
  opponent: optionalText(LIMITS.name),
  notes: optionalText(LIMITS.notes),
  notesEs: optionalText(LIMITS.notes),
});
export type EventInput = z.infer<typeof EventInputSchema>;

/**
 * An edit changes only the fields it names, with no defaults: a PUT without `type` keeps a game a
 * game. It keeps the volunteer and score unless it says otherwise: `snackParentId: null` clears it.
 */
export const EventUpdateSchema = z.strictObject({
  title: z.optional(EventTitleSchema),
  type: z.optional(EventTypeSchema),
  date: z.optional(EventDateSchema),
  endDate: z.optional(z.nullable(InstantInputSchema)),
  location: clearableText(LIMITS.location),
  opponent: clearableText(LIMITS.name),
  notes: clearableText(LIMITS.notes),
  snackParentId: z.optional(z.null()),
  /** Cancels, postpones or restores it; restoring clears the note unless the edit gives one. */
  status: z.optional(EventStatusSchema),
  statusNote: clearableText(LIMITS.statusNote),
  notesEs: clearableText(LIMITS.notes),
  statusNoteEs: clearableText(LIMITS.statusNote),
});
export type EventUpdate = z.infer<typeof EventUpdateSchema>;

export const GameScoreInputSchema = z.strictObject({
  eventId: IdSchema,
  homeScore: intRange(0, 99),
  awayScore: intRange(0, 99),
  isFinal: z._default(z.boolean(), false),
  notes: optionalText(LIMITS.notes),
});
export type GameScoreInput = z.infer<typeof GameScoreInputSchema>;

/**
 * For `PUT /api/game-scores/:eventId`, where the path names the game: the fields it names change,
 * the others stay (leaving out `isFinal` never un-finalises a game).
 */
export const GameScoreUpdateSchema = z.strictObject({
  eventId: z.optional(IdSchema),
  homeScore: z.optional(intRange(0, 99)),
  awayScore: z.optional(intRange(0, 99)),
  isFinal: z.optional(z.boolean()),
  notes: clearableText(LIMITS.notes),
});
export type GameScoreUpdate = z.infer<typeof GameScoreUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// What the routes answer (open)

export const PracticeGenerationSchema = z.object({
  /** Practices that existed before and are gone now (coach-made ones included). */
  removed: count(),
  practices: z.array(EventSchema),
});
export type PracticeGeneration = z.infer<typeof PracticeGenerationSchema>;
