/**
 * GroupMe (docs/product-rules.md#groupme): the team's bot and reminder settings, the reminders
 * sent, what the coach sends to message the group or make a bot, and what GroupMe's routes answer.
 */
import * as z from "zod/mini";
import { GROUPME_LANGUAGES, GROUPME_MESSAGE_MAX, LIMITS } from "../constants.ts";
import { count, IdSchema, InstantSchema, requiredText } from "./primitives.ts";

// The record (strict)

/** The languages the team's messages go out in: `"en"`, `"es"` or `"both"` (one message, English first). */
export const GroupMeLanguagesSchema = z.enum(GROUPME_LANGUAGES);

/**
 * The coach's GroupMe choices, kept in the store: the team's bot (used by game-day reminders and
 * by "also send to GroupMe" on a post), whether reminders go out at all, and the languages the
 * messages go out in (English in records from before there was a choice).
 */
export const GroupMeSettingsSchema = z.strictObject({
  remindersEnabled: z.boolean(),
  botId: z.nullable(z.string().check(z.minLength(1), z.maxLength(LIMITS.groupMeId))),
  /** The bot's name when it was chosen, to show without asking GroupMe. */
  botName: z.nullable(z.string().check(z.maxLength(LIMITS.name))),
  languages: z._default(GroupMeLanguagesSchema, "en"),
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

// ---------------------------------------------------------------------------------------------
// What the routes take (strict)

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

/** `PUT /api/groupme/reminders`: change any setting; absent keeps it, `botId: null` clears the bot. */
export const GroupMeSettingsInputSchema = z.strictObject({
  remindersEnabled: z.optional(z.boolean()),
  languages: z.optional(GroupMeLanguagesSchema),
  botId: z.optional(z.nullable(requiredText(LIMITS.groupMeId))),
  botName: z.optional(z.nullable(requiredText(LIMITS.name))),
});
export type GroupMeSettingsInput = z.infer<typeof GroupMeSettingsInputSchema>;

// ---------------------------------------------------------------------------------------------
// What the routes answer (open)

export const GroupMeBotSchema = z.object({ bot_id: z.string(), name: z.string() });
export type GroupMeBot = z.infer<typeof GroupMeBotSchema>;

/**
 * One GroupMe group as `GET /api/groupme/groups` lists it: GroupMe's id, name, description and
 * member count, `bot` (the team's bot in this group: the one reminders use, else one whose name
 * starts with `GROUPME_BOT_PREFIX`, else the first) and `bots` (every bot of the coach's account
 * in it).
 */
export const GroupMeGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  members_count: count(),
  bot: z.optional(GroupMeBotSchema),
  bots: z.array(GroupMeBotSchema),
});
export type GroupMeGroup = z.infer<typeof GroupMeGroupSchema>;

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
