/**
 * The records the store holds, one key each. Strict: an unexpected key in the store is caught at
 * read time instead of leaking into an answer.
 */
import * as z from "zod/mini";
import {
  ALERT_LEVELS,
  CHAT_CHANNELS,
  EVENT_STATUSES,
  EVENT_TYPES,
  LEGACY_SEASON_ID,
  LIMITS,
  POSITIONS,
  POST_STATUSES,
} from "../constants.ts";
import { count, EmailSchema, IdSchema, InstantSchema, intRange, SeasonIdSchema, text } from "./primitives.ts";

/** The season a record belongs to; records stored before seasons existed belong to the first. */
const seasonOf = () => z._default(SeasonIdSchema, LEGACY_SEASON_ID);

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
  /**
   * The start (and end) the event was moved from by the last edit of its time, e.g. a game moved
   * from Saturday to Sunday keeps Saturday's 9:00 AM; null when it never moved. Parents see "Moved
   * from …" until the event has passed.
   */
  previousDate: z._default(z.nullable(InstantSchema), null),
  previousEndDate: z._default(z.nullable(InstantSchema), null),
  /** Goes up whenever the time, place or status changes, for calendar clients (RFC 5545 SEQUENCE). */
  sequence: z._default(count(), 0),
  seasonId: seasonOf(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Event = z.infer<typeof EventSchema>;
/** An event before it is stored: the store gives it the current season. */
export type NewEvent = Omit<Event, "seasonId"> & { seasonId?: string };

/** A parent, created by a snack sign-up (one record per sign-up) or by the coach's assignment. */
export const UserSchema = z.strictObject({
  id: IdSchema,
  name: text(1, LIMITS.name),
  email: EmailSchema,
  phone: z.nullable(text(0, LIMITS.phone)),
  /** The game the sign-up is for; null on records kept before sign-ups could be managed. */
  eventId: z._default(z.nullable(IdSchema), null),
  /** What they plan to bring, e.g. "Orange slices and water"; everyone sees it. */
  bringing: z._default(z.nullable(text(1, LIMITS.bringing)), null),
  /**
   * SHA-256 (hex) of the secret half of the sign-up's manage token; null when the sign-up has none
   * (the coach's assignment, records kept before manage links). The token itself is never stored.
   */
  manageTokenHash: z._default(z.nullable(z.string().check(z.regex(/^[0-9a-f]{64}$/))), null),
  seasonId: seasonOf(),
  createdAt: InstantSchema,
  /** When the volunteer last changed the sign-up; null for never. */
  updatedAt: z._default(z.nullable(InstantSchema), null),
});
export type User = z.infer<typeof UserSchema>;

/** What the coach sees of a parent: everything but the token's hash. */
export const CoachUserSchema = z.omit(UserSchema, { manageTokenHash: true, seasonId: true });
export type CoachUser = z.infer<typeof CoachUserSchema>;

/**
 * What anyone may see of a parent (docs/product-rules.md#roster-and-privacy): the id, the first
 * name and last initial ("María G.") and what they bring.
 */
export const PublicUserSchema = z.strictObject({
  id: IdSchema,
  name: text(1, LIMITS.name),
  bringing: z._default(z.nullable(text(1, LIMITS.bringing)), null),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const PositionSchema = z.enum(POSITIONS);

export const JerseyNumberSchema = z
  .int("Jersey number must be a whole number")
  .check(
    z.gte(1, "Jersey number must be between 1 and 99"),
    z.lte(99, "Jersey number must be between 1 and 99"),
  );

export const PlayerSchema = z.strictObject({
  id: IdSchema,
  firstName: text(1, LIMITS.name),
  lastName: z.nullable(text(0, LIMITS.name)),
  jerseyNumber: z.nullable(JerseyNumberSchema),
  position: z.nullable(PositionSchema),
  /** Free text with the parent's contact details: coach only. */
  parentId: z.nullable(text(0, LIMITS.parentContact)),
  /** The seasons the player is on the roster of; a returning player is on the next one too. */
  seasonIds: z._default(z.array(SeasonIdSchema).check(z.minLength(1)), [LEGACY_SEASON_ID]),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Player = z.infer<typeof PlayerSchema>;
/** A player before it is stored: the store puts them on the current season's roster. */
export type NewPlayer = Omit<Player, "seasonIds"> & { seasonIds?: string[] };

/** What anyone may see of a player: last name as an initial, no parent contact. */
export const PublicPlayerSchema = z.omit(PlayerSchema, {
  parentId: true,
  seasonIds: true,
  createdAt: true,
  updatedAt: true,
});
export type PublicPlayer = z.infer<typeof PublicPlayerSchema>;

export const PostStatusSchema = z.enum(POST_STATUSES);

export const TagSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.tag));

export const PostSchema = z.strictObject({
  id: IdSchema,
  title: text(1, LIMITS.title),
  content: text(LIMITS.postContentMin, LIMITS.postContent),
  excerpt: text(0, LIMITS.excerpt),
  status: PostStatusSchema,
  authorId: text(1, LIMITS.name),
  tags: z.array(TagSchema).check(z.maxLength(LIMITS.tags)),
  /** Goes up on every edit; an edit may send it back in `If-Match` so it never overwrites a newer one. */
  revision: z._default(count(), 0),
  seasonId: seasonOf(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Post = z.infer<typeof PostSchema>;
/** A post before it is stored: the store gives it the current season. */
export type NewPost = Omit<Post, "seasonId"> & { seasonId?: string };

export const ContactMessageSchema = z.strictObject({
  id: IdSchema,
  name: text(1, LIMITS.name),
  email: EmailSchema,
  subject: z.nullable(text(0, LIMITS.contactSubject)),
  message: text(LIMITS.contactMessageMin, LIMITS.contactMessage),
  createdAt: InstantSchema,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ChatChannelSchema = z.enum(CHAT_CHANNELS);

export const ChatMessageSchema = z.strictObject({
  id: IdSchema,
  content: text(1, LIMITS.chatMessage),
  channel: ChatChannelSchema,
  authorId: text(1, LIMITS.name),
  createdAt: InstantSchema,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/**
 * The coach's GroupMe choices, kept in the store: the team's bot (used by game-day reminders and
 * by "also send to GroupMe" on a post) and whether reminders go out at all.
 */
export const GroupMeSettingsSchema = z.strictObject({
  remindersEnabled: z.boolean(),
  botId: z.nullable(z.string().check(z.minLength(1), z.maxLength(LIMITS.groupMeId))),
  /** The bot's name when it was chosen, to show without asking GroupMe. */
  botName: z.nullable(z.string().check(z.maxLength(LIMITS.name))),
});
export type GroupMeSettings = z.infer<typeof GroupMeSettingsSchema>;

/**
 * A game's reminder in the store (`reminders/<eventId>/<start in epoch ms>`): claimed with an
 * only-if-new write before it is sent, so it goes out once per start however many runs overlap,
 * then marked sent.
 */
export const GameReminderRecordSchema = z.strictObject({
  eventId: IdSchema,
  /** The game's start the reminder was for; null on records kept before games could move (one per game). */
  gameDate: z._default(z.nullable(InstantSchema), null),
  claimedAt: InstantSchema,
  sentAt: z.nullable(InstantSchema),
});
export type GameReminderRecord = z.infer<typeof GameReminderRecordSchema>;

export const AlertLevelSchema = z.enum(ALERT_LEVELS);

/**
 * The field-status alert every page shows at the top until `endsAt` or until the coach clears it,
 * e.g. `{ message: "All fields closed today: rain", level: "closed", endsAt: "2025-09-27T04:59:59.999Z", … }`.
 */
export const FieldAlertSchema = z.strictObject({
  message: text(1, LIMITS.alertMessage),
  level: AlertLevelSchema,
  endsAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type FieldAlert = z.infer<typeof FieldAlertSchema>;

/** The team's snack guidance, e.g. `{ note: "Nut-free team: one player has a peanut allergy", … }`. */
export const SnackSettingsSchema = z.strictObject({
  note: z.nullable(text(1, LIMITS.snackNote)),
  updatedAt: InstantSchema,
});
export type SnackSettings = z.infer<typeof SnackSettingsSchema>;
