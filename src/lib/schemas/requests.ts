/**
 * What each route takes: request bodies and query strings. Bodies are strict: an unknown field is
 * a 400, so a typo never passes for an omission. Islands check a form with the same schema the
 * function checks the request with.
 */
import * as z from "zod/mini";
import { GROUPME_MESSAGE_MAX, LIMITS } from "../constants.ts";
import {
  BringingSchema,
  clearableText,
  EmailSchema,
  IdSchema,
  InstantInputSchema,
  intRange,
  optionalText,
  personName,
  requiredText,
} from "./primitives.ts";
import {
  ChatChannelSchema,
  AlertLevelSchema,
  EventStatusSchema,
  EventTypeSchema,
  JerseyNumberSchema,
  PositionSchema,
  PostStatusSchema,
  TagSchema,
} from "./records.ts";

/** An email address, trimmed first so a stray space from a phone keyboard is not an error. */
export const EmailInputSchema = z.pipe(z.string().check(z.trim()), EmailSchema);

/** Bots fill every field; people never see this one (contact form and snack sign-up). */
export const HoneypotSchema = z.optional(z.string().check(z.maxLength(LIMITS.honeypot)));

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
  /** Cancels, postpones or restores it; restoring clears the note unless the edit gives one. */
  status: z.optional(EventStatusSchema),
  statusNote: clearableText(LIMITS.statusNote),
});
export type EventUpdate = z.infer<typeof EventUpdateSchema>;

/**
 * A family's snack sign-up: the name (docs/product-rules.md#names-and-snack-notes), an email and
 * phone only the coach sees, and what they plan to bring, which everyone sees.
 */
export const SnackVolunteerInputSchema = z.strictObject({
  parentName: personName("Please fill in your name and email address."),
  parentEmail: EmailInputSchema,
  parentPhone: optionalText(LIMITS.phone),
  bringing: BringingSchema,
});
export type SnackVolunteerInput = z.infer<typeof SnackVolunteerInputSchema>;

/** `PUT /api/events/:id/snack-signup`: a parent's sign-up, with the field only bots fill. */
export const SnackSignupInputSchema = z.strictObject({
  ...SnackVolunteerInputSchema.shape,
  website: HoneypotSchema,
});
export type SnackSignupInput = z.infer<typeof SnackSignupInputSchema>;

/**
 * A manage token, as `/snacks/manage#<token>` carries it: the volunteer record's id, a period and
 * 43 characters of base64url (256 random bits), e.g. `v3f9a…-9c2e….Qm9v…`.
 */
export const ManageTokenSchema = z
  .string()
  .check(
    z.regex(/^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{43}$/, "This link is not a sign-up link. Please check it."),
  );

/** `PUT /api/snack-note`: the team's snack guidance, e.g. "Nut-free team"; null or "" removes it. */
export const SnackNoteInputSchema = z.strictObject({
  note: z._default(
    z.pipe(
      z.nullable(z.string().check(z.trim(), z.maxLength(LIMITS.snackNote))),
      z.transform((value: string | null) => (value === "" ? null : value)),
    ),
    null,
  ),
});
export type SnackNoteInput = z.infer<typeof SnackNoteInputSchema>;

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
      z.minLength(
        LIMITS.postContentMin,
        `Content must be at least ${String(LIMITS.postContentMin)} characters`,
      ),
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
  name: personName("Name is required"),
  email: EmailInputSchema,
  subject: optionalText(LIMITS.contactSubject),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(
        LIMITS.contactMessageMin,
        `Message must be at least ${String(LIMITS.contactMessageMin)} characters long`,
      ),
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
  password: z.string().check(z.minLength(1, "Password is required"), z.maxLength(LIMITS.password)),
  /**
   * The 6-digit code from the coach's authenticator app, which the sign-in asks for when
   * `COACH_TOTP_SECRET` is set (and ignores otherwise); `""` is no code.
   */
  code: z.optional(
    z.string().check(z.trim(), z.regex(/^(\d{6})?$/, "Enter the 6 digits from your authenticator app")),
  ),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** `POST /api/groupme/send-message`: the text goes out through the bot as it is (trimmed). */
export const GroupMeSendMessageInputSchema = z.strictObject({
  message: requiredText(GROUPME_MESSAGE_MAX, "Message is required"),
  botId: requiredText(LIMITS.groupMeId, "Choose a bot"),
});
export type GroupMeSendMessageInput = z.infer<typeof GroupMeSendMessageInputSchema>;

/** `POST /api/groupme/create-bot`: `botName` is `GROUPME_BOT_PREFIX` plus the group's name. */
export const GroupMeCreateBotInputSchema = z.strictObject({
  groupId: requiredText(LIMITS.groupMeId, "Choose a group"),
  botName: requiredText(LIMITS.name, "Bot name is required"),
});
export type GroupMeCreateBotInput = z.infer<typeof GroupMeCreateBotInputSchema>;

/** `PUT /api/groupme/reminders`: change either setting; absent keeps it, `botId: null` clears the bot. */
export const GroupMeSettingsInputSchema = z.strictObject({
  remindersEnabled: z.optional(z.boolean()),
  botId: z.optional(z.nullable(requiredText(LIMITS.groupMeId))),
  botName: z.optional(z.nullable(requiredText(LIMITS.name))),
});
export type GroupMeSettingsInput = z.infer<typeof GroupMeSettingsInputSchema>;

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

/**
 * The coach's field-status alert. Without `endsAt` it ends at the end of today in Kyle; an `endsAt`
 * already past is refused.
 */
export const FieldAlertInputSchema = z.strictObject({
  message: requiredText(LIMITS.alertMessage, "Please write the alert"),
  level: AlertLevelSchema,
  endsAt: z._default(z.nullable(InstantInputSchema), null),
});
export type FieldAlertInput = z.infer<typeof FieldAlertInputSchema>;

/**
 * `POST /api/rainout`: one step for a day the fields close. Cancels every event named with one
 * note; posts the alert when `alert` is given; sends `groupMe.text` through the team's bot when
 * given. A repeat for the parts that failed sends only those.
 */
export const RainoutInputSchema = z.strictObject({
  eventIds: z.array(IdSchema).check(z.maxLength(50, "Cancel at most 50 events at once")),
  statusNote: optionalText(LIMITS.statusNote),
  alert: z._default(z.nullable(FieldAlertInputSchema), null),
  groupMe: z._default(
    z.nullable(z.strictObject({ text: requiredText(GROUPME_MESSAGE_MAX, "Message is required") })),
    null,
  ),
});
export type RainoutInput = z.infer<typeof RainoutInputSchema>;
