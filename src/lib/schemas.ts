/**
 * The one schema module: stored records, season content, request bodies and responses.
 * Functions, islands, the API client and the tests all import from here, so a field is
 * defined once. Stored-record schemas are `strict` so an unexpected key in the store is
 * caught at read time instead of leaking into a response. Written with `zod/mini`, whose
 * functions tree-shake, so an island pays a few KB for the schemas it uses, not all of zod.
 */
import * as z from "zod/mini";
import { EVENT_TYPES } from "./domain/event-types.ts";

export { EVENT_TYPE_LABELS, EVENT_TYPES } from "./domain/event-types.ts";
export { APP_NOW_HEADER } from "./clock.ts";

// zod/mini ships without messages; these are the ones the API and forms show.
z.config(z.locales.en());

// ---------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------

/** Record ids: seeded ids look like `game-2025-09-20`, generated ones are UUIDs. */
export const IdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid id"));

/** An instant as an ISO 8601 UTC string, e.g. `2025-09-20T14:00:00.000Z`. */
export const InstantSchema = z.iso.datetime({ offset: false }).check(z.maxLength(40));

/**
 * An instant in a request, stored in one form (`2025-09-20T14:00:00.000Z`) whatever precision it
 * came with, so sorting and "did the time change" compare like with like.
 */
export const InstantInputSchema = z.pipe(
  z
    .string()
    .check(
      z.maxLength(40, "Use a UTC time such as 2025-09-20T14:00:00.000Z"),
      z.iso.datetime({ offset: false, error: "Date must be a UTC time such as 2025-09-20T14:00:00.000Z" }),
    ),
  z.transform((value: string) => new Date(value).toISOString()),
);

/** A calendar date in the team's time zone, e.g. `2025-09-20`. */
export const LocalDateSchema = z.iso.date();

/** A wall-clock time in the team's time zone, e.g. `18:30`. */
export const LocalTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use HH:mm"));

/** A trimmed, non-empty string of at most `max` characters. */
export const requiredText = (max: number, message = "Required") =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

/** A trimmed string of at most `max` characters in which `""` and `null` both mean "none" (null). */
const blankAsNull = (max: number) =>
  z.pipe(
    z.nullable(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((value: string | null) => (value?.length ? value : null)),
  );

/** A trimmed optional string; empty or absent becomes null so the store never holds "". */
export const optionalText = (max: number) => z._default(blankAsNull(max), null);

/** For edits: absent keeps the stored value, `null` or `""` clears it. */
export const clearableText = (max: number) => z.optional(blankAsNull(max));

export const EmailSchema = z.email("Please enter a valid email address").check(z.maxLength(254));

/** A string of `min` to `max` characters. */
const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));

/** A whole number from `min` to `max`. */
const intRange = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));

export const LIMITS = {
  title: 200,
  name: 100,
  email: 254,
  phone: 40,
  location: 200,
  notes: 2000,
  postContent: 20_000,
  excerpt: 500,
  tag: 40,
  tags: 20,
  contactSubject: 200,
  contactMessage: 5000,
  chatMessage: 1000,
  parentContact: 300,
} as const;

// ---------------------------------------------------------------------------
// Stored records (spec section 3)
// ---------------------------------------------------------------------------

export const EventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventTypeSchema>;

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
  /** Goes up whenever the start or end changes, for calendar clients (RFC 5545 SEQUENCE). */
  sequence: z._default(z.int().check(z.gte(0)), 0),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Event = z.infer<typeof EventSchema>;

/** A parent, created by a snack sign-up. */
export const UserSchema = z.strictObject({
  id: IdSchema,
  name: text(1, LIMITS.name),
  email: EmailSchema,
  phone: z.nullable(text(0, LIMITS.phone)),
  createdAt: InstantSchema,
});
export type User = z.infer<typeof UserSchema>;

/** What anyone may see of a parent (DESIGN.md section 3). */
export const PublicUserSchema = z.pick(UserSchema, { id: true, name: true });
export type PublicUser = z.infer<typeof PublicUserSchema>;

/**
 * A user as an island reads `GET /api/users`: the public fields, whatever else the caller may see
 * (the coach gets full records from the same URL). Unknown fields are dropped, not refused.
 */
export const PublicUserViewSchema = z.object(PublicUserSchema.shape);

export const POSITIONS = ["Forward", "Midfielder", "Defender", "Goalkeeper"] as const;
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
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Player = z.infer<typeof PlayerSchema>;

/** What anyone may see of a player: last name as an initial, no parent contact. */
export const PublicPlayerSchema = z.omit(PlayerSchema, { parentId: true, createdAt: true, updatedAt: true });
export type PublicPlayer = z.infer<typeof PublicPlayerSchema>;

/** A player as an island reads `GET /api/players`: public fields, extra ones (coach) dropped. */
export const PublicPlayerViewSchema = z.object(PublicPlayerSchema.shape);

export const POST_STATUSES = ["draft", "published"] as const;
export const PostStatusSchema = z.enum(POST_STATUSES);

export const TagSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.tag));

export const PostSchema = z.strictObject({
  id: IdSchema,
  title: text(1, LIMITS.title),
  content: text(10, LIMITS.postContent),
  excerpt: text(0, LIMITS.excerpt),
  status: PostStatusSchema,
  authorId: text(1, LIMITS.name),
  tags: z.array(TagSchema).check(z.maxLength(LIMITS.tags)),
  /** Goes up on every edit; an edit may send it back in `If-Match` so it never overwrites a newer one. */
  revision: z._default(z.int().check(z.gte(0)), 0),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Post = z.infer<typeof PostSchema>;

export const ContactMessageSchema = z.strictObject({
  id: IdSchema,
  name: text(1, LIMITS.name),
  email: EmailSchema,
  subject: z.nullable(text(0, LIMITS.contactSubject)),
  message: text(10, LIMITS.contactMessage),
  createdAt: InstantSchema,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const CHAT_CHANNELS = ["general", "practice", "rides"] as const;
export const ChatChannelSchema = z.enum(CHAT_CHANNELS);

export const ChatMessageSchema = z.strictObject({
  id: IdSchema,
  content: text(1, LIMITS.chatMessage),
  channel: ChatChannelSchema,
  authorId: text(1, LIMITS.name),
  createdAt: InstantSchema,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const GroupMeBotSchema = z.object({ bot_id: z.string(), name: z.string() });
export type GroupMeBot = z.infer<typeof GroupMeBotSchema>;

/**
 * One GroupMe group as `GET /api/groupme/groups` lists it: the spec's fields, `bot` (the team's
 * bot in this group: the one reminders use, else one whose name starts with
 * `GROUPME_BOT_PREFIX`, else the first) and `bots` (every bot of the coach's account in it).
 */
export const GroupMeGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  members_count: z.int().check(z.gte(0)),
  bot: z.optional(GroupMeBotSchema),
  bots: z.array(GroupMeBotSchema),
});
export type GroupMeGroup = z.infer<typeof GroupMeGroupSchema>;

// ---------------------------------------------------------------------------
// Season content (content/*.json), validated at load
// ---------------------------------------------------------------------------

const UrlSchema = z.url({ protocol: /^https?$/ });

const nonEmpty = z.string().check(z.minLength(1));

/** Editors may leave a note for the next person in any content object. */
const Comment = { $comment: z.optional(z.string()) };

export const TeamContentSchema = z.strictObject({
  ...Comment,
  name: nonEmpty,
  shortName: nonEmpty,
  season: z.literal("Fall 2025"),
  division: z.literal("U10"),
  ages: z.literal("9-10"),
  town: nonEmpty,
  tagline: nonEmpty,
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
  equipment: z.array(z.strictObject({ name: nonEmpty, detail: nonEmpty })).check(z.minLength(1)),
  values: z.array(z.strictObject({ name: nonEmpty, detail: nonEmpty })).check(z.minLength(1)),
});
export type TeamContent = z.infer<typeof TeamContentSchema>;

/** An event as the coach writes it: local date and wall-clock times in America/Chicago. */
export const ContentEventSchema = z.strictObject({
  id: IdSchema,
  title: text(1, LIMITS.title),
  type: EventTypeSchema,
  date: LocalDateSchema,
  /** Omit both times for a "Time TBA" (all-day) event. */
  start: z.optional(LocalTimeSchema),
  end: z.optional(LocalTimeSchema),
  location: z._default(z.nullable(text(0, LIMITS.location)), null),
  opponent: z._default(z.nullable(text(0, LIMITS.name)), null),
  notes: z._default(z.nullable(text(0, LIMITS.notes)), null),
});
export type ContentEvent = z.infer<typeof ContentEventSchema>;

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;

/** Practice notes are "Focus: <topic>" and must fit an event's notes. */
export const PRACTICE_NOTES_PREFIX = "Focus: ";

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

// ---------------------------------------------------------------------------
// Request bodies (spec section 7, DESIGN.md section 3). Strict: an unknown field is a 400.
// ---------------------------------------------------------------------------

/** An email address, trimmed first so a stray space from a phone keyboard is not an error. */
export const EmailInputSchema = z.pipe(z.string().check(z.trim()), EmailSchema);

/** Bots fill every field; people never see this one (contact form and snack sign-up). */
export const HoneypotSchema = z.optional(z.string().check(z.maxLength(200)));

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
});
export type EventUpdate = z.infer<typeof EventUpdateSchema>;

export const SnackSignupInputSchema = z.strictObject({
  parentName: requiredText(LIMITS.name, "Please fill in your name and email address."),
  parentEmail: EmailInputSchema,
  parentPhone: optionalText(LIMITS.phone),
  website: HoneypotSchema,
});
export type SnackSignupInput = z.infer<typeof SnackSignupInputSchema>;

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

/** Tags trimmed and deduplicated, in the order given. */
export const TagsInputSchema = z.pipe(
  z.array(TagSchema).check(z.maxLength(LIMITS.tags)),
  z.transform((tags: string[]) => [...new Set(tags)]),
);

export const PostInputSchema = z.strictObject({
  title: requiredText(LIMITS.title, "Title is required"),
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, "Content must be at least 10 characters"),
      z.maxLength(LIMITS.postContent),
    ),
  /** Empty becomes the first 150 characters of the content. */
  excerpt: optionalText(LIMITS.excerpt),
  status: z._default(PostStatusSchema, "draft"),
  authorId: requiredText(LIMITS.name, "Author ID is required"),
  tags: z._default(TagsInputSchema, []),
});
export type PostInput = z.infer<typeof PostInputSchema>;

/** An edit changes only the fields it names; an empty excerpt is derived from the content again. */
export const PostUpdateSchema = z.strictObject({
  title: z.optional(PostInputSchema.shape.title),
  content: z.optional(PostInputSchema.shape.content),
  excerpt: clearableText(LIMITS.excerpt),
  status: z.optional(PostStatusSchema),
  authorId: z.optional(PostInputSchema.shape.authorId),
  tags: z.optional(TagsInputSchema),
});
export type PostUpdate = z.infer<typeof PostUpdateSchema>;

export const PlayerInputSchema = z.strictObject({
  firstName: requiredText(LIMITS.name, "First name is required"),
  lastName: optionalText(LIMITS.name),
  jerseyNumber: z._default(z.nullable(JerseyNumberSchema), null),
  position: z._default(z.nullable(PositionSchema), null),
  parentId: optionalText(LIMITS.parentContact),
});
export type PlayerInput = z.infer<typeof PlayerInputSchema>;

/** An edit changes only the fields it names; `null` or `""` clears an optional one. */
export const PlayerUpdateSchema = z.strictObject({
  firstName: z.optional(PlayerInputSchema.shape.firstName),
  lastName: clearableText(LIMITS.name),
  jerseyNumber: z.optional(z.nullable(JerseyNumberSchema)),
  position: z.optional(z.nullable(PositionSchema)),
  parentId: clearableText(LIMITS.parentContact),
});
export type PlayerUpdate = z.infer<typeof PlayerUpdateSchema>;

export const ContactInputSchema = z.strictObject({
  name: requiredText(LIMITS.name, "Name is required"),
  email: EmailInputSchema,
  subject: optionalText(LIMITS.contactSubject),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, "Message must be at least 10 characters long"),
      z.maxLength(LIMITS.contactMessage),
    ),
  website: HoneypotSchema,
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

export const ChatMessageInputSchema = z.strictObject({
  content: requiredText(LIMITS.chatMessage, "Message is required"),
  channel: ChatChannelSchema,
  authorId: requiredText(LIMITS.name),
});
export type ChatMessageInput = z.infer<typeof ChatMessageInputSchema>;

/** For routes that take no body (a logout, the practice generator): nothing, or `{}`. */
export const EmptyBodySchema = z.strictObject({});

/**
 * `GET /api/messages?channel=general` lists a channel; without a channel it counts. Other query
 * parameters (a cache-buster) are ignored.
 */
export const ChatQuerySchema = z.object({ channel: z.optional(ChatChannelSchema) });

export const LoginInputSchema = z.strictObject({
  email: requiredText(LIMITS.email, "Email is required"),
  password: z.string().check(z.minLength(1, "Password is required"), z.maxLength(200)),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** GroupMe refuses longer posts; the messenger blocks input past it. */
export const GROUPME_MESSAGE_MAX = 1000;
/** Above this many characters the messenger warns "Approaching character limit". */
export const GROUPME_MESSAGE_WARN = 800;
/** A bot made from the dashboard is named this plus the group's name. */
export const GROUPME_BOT_PREFIX = "Lightning Coach - ";

/** `POST /api/groupme/send-message`: the text goes out through the bot as it is (trimmed). */
export const GroupMeSendMessageInputSchema = z.strictObject({
  message: requiredText(GROUPME_MESSAGE_MAX, "Message is required"),
  botId: requiredText(100, "Choose a bot"),
});
export type GroupMeSendMessageInput = z.infer<typeof GroupMeSendMessageInputSchema>;

/** `POST /api/groupme/create-bot`: `botName` is `GROUPME_BOT_PREFIX` plus the group's name. */
export const GroupMeCreateBotInputSchema = z.strictObject({
  groupId: requiredText(100, "Choose a group"),
  botName: requiredText(LIMITS.name, "Bot name is required"),
});
export type GroupMeCreateBotInput = z.infer<typeof GroupMeCreateBotInputSchema>;

/**
 * The coach's GroupMe choices, kept in the store: the team's bot (used by game-day reminders and
 * by "also send to GroupMe" on a post) and whether reminders go out at all.
 */
export const GroupMeSettingsSchema = z.strictObject({
  remindersEnabled: z.boolean(),
  botId: z.nullable(z.string().check(z.minLength(1), z.maxLength(100))),
  /** The bot's name when it was chosen, to show without asking GroupMe. */
  botName: z.nullable(z.string().check(z.maxLength(LIMITS.name))),
});
export type GroupMeSettings = z.infer<typeof GroupMeSettingsSchema>;

/** `PUT /api/groupme/reminders`: change either setting; absent keeps it, `botId: null` clears the bot. */
export const GroupMeSettingsInputSchema = z.strictObject({
  remindersEnabled: z.optional(z.boolean()),
  botId: z.optional(z.nullable(requiredText(100))),
  botName: z.optional(z.nullable(requiredText(LIMITS.name))),
});
export type GroupMeSettingsInput = z.infer<typeof GroupMeSettingsInputSchema>;

/**
 * A game's reminder in the store (`reminders/<eventId>`): claimed with an only-if-new write before
 * it is sent, so it goes out once however many runs overlap, then marked sent.
 */
export const GameReminderRecordSchema = z.strictObject({
  eventId: IdSchema,
  claimedAt: InstantSchema,
  sentAt: z.nullable(InstantSchema),
});
export type GameReminderRecord = z.infer<typeof GameReminderRecordSchema>;

// ---------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------

export const ERROR_CODES = [
  "validation_failed",
  "unauthorized",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "upstream_failed",
  "not_configured",
  "internal",
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ApiErrorSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    issues: z.optional(
      z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })),
    ),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const HealthSchema = z.object({
  ok: z.literal(true),
  store: z.object({ reachable: z.boolean(), latencyMs: z.number().check(z.gte(0)) }),
  now: InstantSchema,
});
export type Health = z.infer<typeof HealthSchema>;

export const SessionSchema = z.object({
  authenticated: z.boolean(),
  user: z.nullable(z.object({ email: z.string(), name: z.string() })),
  /** When the session ends on its own (12 hours after sign-in). */
  expiresAt: z.nullable(InstantSchema),
});
export type Session = z.infer<typeof SessionSchema>;

export const ChatCountSchema = z.object({
  count: z.int().check(z.gte(0)),
  byChannel: z.record(ChatChannelSchema, z.int().check(z.gte(0))),
});
export type ChatCount = z.infer<typeof ChatCountSchema>;

/** What `POST /api/contact` answers: the message is kept; nothing of it is echoed back. */
export const ContactReceiptSchema = z.object({ id: IdSchema, createdAt: InstantSchema });

export const PracticeGenerationSchema = z.object({
  /** Practices that existed before and are gone now (coach-made ones included). */
  removed: z.int().check(z.gte(0)),
  practices: z.array(EventSchema),
});
export type PracticeGeneration = z.infer<typeof PracticeGenerationSchema>;

/** `POST /api/groupme/create-bot` answers with GroupMe's new bot. */
export const GroupMeCreatedBotSchema = z.object({
  bot: z.object({ bot_id: z.string(), name: z.string(), group_id: z.string() }),
});
export type GroupMeCreatedBot = z.infer<typeof GroupMeCreatedBotSchema>;

/** `POST /api/groupme/send-message` answers this when GroupMe took the message. */
export const GroupMeSentSchema = z.object({ success: z.literal(true) });

/**
 * `POST /api/groupme/test`: whether the server's token reaches GroupMe, with GroupMe's own error
 * text when it does not (a 200 either way; a missing token is still 503 `not_configured`).
 */
export const GroupMeTestResultSchema = z.object({ success: z.boolean(), error: z.optional(z.string()) });
export type GroupMeTestResult = z.infer<typeof GroupMeTestResultSchema>;

/** A game-day reminder: the game, when it goes out (the evening before) and its exact text. */
export const GameReminderSchema = z.object({
  eventId: IdSchema,
  sendAt: InstantSchema,
  text: z.string(),
});
export type GameReminder = z.infer<typeof GameReminderSchema>;

/** `GET`/`PUT /api/groupme/reminders`: the settings, the next reminder due, and those already sent. */
export const GroupMeRemindersSchema = z.object({
  settings: GroupMeSettingsSchema,
  next: z.nullable(GameReminderSchema),
  sent: z.array(z.object({ eventId: IdSchema, sentAt: InstantSchema })),
});
export type GroupMeReminders = z.infer<typeof GroupMeRemindersSchema>;

// ---------------------------------------------------------------------------
// Backups: every record the team's store holds, in one JSON file
// ---------------------------------------------------------------------------

/** A backup file's `format`, so a JSON file of another kind is refused by name. */
export const BACKUP_FORMAT = "team-backup";
/** The backup format's version; a later format that old sites cannot read gets a new one. */
export const BACKUP_VERSION = 1;
/** The largest backup `POST /api/backup/restore` accepts, in bytes (5 MB). */
export const BACKUP_MAX_BYTES = 5 * 1024 * 1024;
/** Most records one section of a backup may hold. */
const BACKUP_MAX_RECORDS = 10_000;

/**
 * A collection of records stored one per key, `<section>/<id>`, e.g. `events/game-2025-09-20`. Each
 * record carries its key's id as `id`. `optional` is for a collection added after version 1: a
 * backup without it leaves the stored records as they are, so older files still restore.
 */
function backupRecords<S extends z.ZodMiniType<{ id: string }>, O extends boolean = false>(
  label: string,
  record: S,
  optional?: O,
) {
  const list = z.array(record).check(z.maxLength(BACKUP_MAX_RECORDS));
  type Document = O extends true ? z.ZodMiniOptional<typeof list> : typeof list;
  return {
    kind: "records",
    label,
    record,
    document: (optional ? z.optional(list) : list) as Document,
  } as const;
}

/**
 * One record at the key `<section>`, e.g. `settings/groupme`: null when the store has none; a backup
 * without it leaves the stored one as it is.
 */
function backupSetting<S extends z.ZodMiniType>(label: string, record: S) {
  return { kind: "setting", label, record, document: z.optional(z.nullable(record)) } as const;
}

/**
 * Everything a backup holds, in the order it is shown: the section's name is its key prefix in
 * the store (or its key, for a setting) and its record schema is the one the store validates
 * with. A key kind added here is exported, previewed and restored with nothing else to change.
 * Sessions, rate-limit counters and the seed marker (`meta/`, `rate-limits/`) are never backed up.
 */
export const BACKUP_SECTIONS = {
  events: backupRecords("Events", EventSchema),
  players: backupRecords("Players", PlayerSchema),
  posts: backupRecords("Posts", PostSchema),
  "contact-messages": backupRecords("Contact messages", ContactMessageSchema),
  users: backupRecords("Parents", UserSchema),
  "chat-messages": backupRecords("Chat messages", ChatMessageSchema),
  "settings/groupme": backupSetting("GroupMe settings", GroupMeSettingsSchema),
} as const;
export type BackupSection = keyof typeof BACKUP_SECTIONS;

/** The section names in order, e.g. `["events", "players", …, "settings/groupme"]`. */
export const BACKUP_SECTION_NAMES = Object.keys(BACKUP_SECTIONS) as BackupSection[];

const mapSections = <T>(make: (section: BackupSection) => T) =>
  Object.fromEntries(BACKUP_SECTION_NAMES.map((section) => [section, make(section)])) as Record<
    BackupSection,
    T
  >;

type BackupDataShape = { [K in BackupSection]: (typeof BACKUP_SECTIONS)[K]["document"] };

/** `data` of a backup: one entry per section; an unknown section is refused. */
export const BackupDataSchema = z.strictObject(
  mapSections((section) => BACKUP_SECTIONS[section].document) as BackupDataShape,
);
export type BackupData = z.infer<typeof BackupDataSchema>;

/** What `GET /api/backup` answers and `POST /api/backup/restore` takes. */
export const BackupDocumentSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT, "This is not a team backup file"),
  version: z.literal(BACKUP_VERSION, `Only version ${String(BACKUP_VERSION)} backups can be restored`),
  exportedAt: InstantSchema,
  season: text(1, LIMITS.title),
  data: BackupDataSchema,
});
export type BackupDocument = z.infer<typeof BackupDocumentSchema>;

/** What a restore does to one section: counts, and the ids of the records it touches. */
export const BackupSectionDiffSchema = z.object({
  added: z.int().check(z.gte(0)),
  changed: z.int().check(z.gte(0)),
  removed: z.int().check(z.gte(0)),
  unchanged: z.int().check(z.gte(0)),
  ids: z.object({ added: z.array(z.string()), changed: z.array(z.string()), removed: z.array(z.string()) }),
});
export type BackupSectionDiff = z.infer<typeof BackupSectionDiffSchema>;

export const BackupDiffSchema = z.object(mapSections(() => BackupSectionDiffSchema));
export type BackupDiff = z.infer<typeof BackupDiffSchema>;

/** `POST /api/backup/restore`: what it did (`applied`) or, with `?dryRun=1`, would do. */
export const BackupRestoreResultSchema = z.object({
  applied: z.boolean(),
  backup: z.object({ exportedAt: InstantSchema, season: z.string() }),
  diff: BackupDiffSchema,
});
export type BackupRestoreResult = z.infer<typeof BackupRestoreResultSchema>;

/** `?dryRun=1` (or `true`) previews a restore; absent, `0` or `false` applies it. */
export const BackupRestoreQuerySchema = z.object({
  dryRun: z._default(
    z.pipe(
      z.enum(["1", "true", "0", "false"], "dryRun must be 1 or 0"),
      z.transform((value: "1" | "true" | "0" | "false") => value === "1" || value === "true"),
    ),
    false,
  ),
});
