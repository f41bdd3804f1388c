/**
 * What the routes answer. Islands parse every answer with these schemas, so a change on one side
 * that the other does not expect fails loudly instead of drawing a half-empty screen. Objects are
 * not strict here: a field the server adds later is dropped, not refused.
 */
import * as z from "zod/mini";
import { ERROR_CODES } from "../constants.ts";
import { count, IdSchema, InstantSchema } from "./primitives.ts";
import {
  ChatChannelSchema,
  ContactMessageSchema,
  EventSchema,
  FieldAlertSchema,
  GroupMeSettingsSchema,
} from "./records.ts";

export const ErrorCodeSchema = z.enum(ERROR_CODES);

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
  count: count(),
  byChannel: z.record(ChatChannelSchema, count()),
});
export type ChatCount = z.infer<typeof ChatCountSchema>;

/** What `POST /api/contact` answers: the message is kept; nothing of it is echoed back. */
export const ContactReceiptSchema = z.object({ id: IdSchema, createdAt: InstantSchema });

/**
 * What `GET /api/contact` answers: a page of messages, newest first, how many the inbox holds in
 * all, and the cursor of the next page (null on the last).
 */
export const ContactMessagePageSchema = z.object({
  messages: z.array(ContactMessageSchema),
  total: count(),
  nextCursor: z.nullable(z.string()),
});
export type ContactMessagePage = z.infer<typeof ContactMessagePageSchema>;

/** What `POST /api/contact/delete` answers: how many it deleted, and the ids that were already gone. */
export const ContactDeleteResultSchema = z.object({ deleted: count(), missing: z.array(IdSchema) });
export type ContactDeleteResult = z.infer<typeof ContactDeleteResultSchema>;

export const PracticeGenerationSchema = z.object({
  /** Practices that existed before and are gone now (coach-made ones included). */
  removed: count(),
  practices: z.array(EventSchema),
});
export type PracticeGeneration = z.infer<typeof PracticeGenerationSchema>;

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

/** `GET /api/alert`: the alert on every page, or null when there is none (or it has ended). */
export const FieldAlertAnswerSchema = z.object({ alert: z.nullable(FieldAlertSchema) });
export type FieldAlertAnswer = z.infer<typeof FieldAlertAnswerSchema>;

/** How one part of a rainout went: done, or failed with the error an answer of its own would have had. */
const RainoutFailureSchema = z.object({
  ok: z.literal(false),
  error: z.object({ code: ErrorCodeSchema, message: z.string() }),
});

/**
 * `POST /api/rainout` answers 200 with each part's outcome, so the dashboard says exactly what was
 * done: `events` one per id asked for; `alert` and `groupMe` null when not asked for.
 */
export const RainoutResultSchema = z.object({
  events: z.array(
    z.union([
      z.object({ id: IdSchema, ok: z.literal(true), event: EventSchema }),
      z.extend(RainoutFailureSchema, { id: IdSchema }),
    ]),
  ),
  alert: z.nullable(
    z.union([z.object({ ok: z.literal(true), alert: FieldAlertSchema }), RainoutFailureSchema]),
  ),
  groupMe: z.nullable(z.union([z.object({ ok: z.literal(true) }), RainoutFailureSchema])),
});
export type RainoutResult = z.infer<typeof RainoutResultSchema>;

/**
 * `PUT /api/events/:id/snack-signup` answers the game as it now is and, this once, the secret that
 * lets this sign-up be changed or cancelled (`/snacks/manage#<manageToken>`); only its hash is kept.
 */
export const SnackSignupAnswerSchema = z.extend(EventSchema, { manageToken: z.string() });
export type SnackSignupAnswer = z.infer<typeof SnackSignupAnswerSchema>;

/**
 * `GET`/`PUT /api/snack-signups/:token`: the sign-up as its holder gave it (the whole name, email
 * and phone: they typed them), the game, and the team's snack note.
 */
export const SnackSignupViewSchema = z.object({
  signup: z.object({
    id: IdSchema,
    name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    bringing: z.nullable(z.string()),
  }),
  event: EventSchema,
  snackNote: z.nullable(z.string()),
});
export type SnackSignupView = z.infer<typeof SnackSignupViewSchema>;

/** `GET`/`PUT /api/snack-note`: the team's snack guidance, or null for none. */
export const SnackNoteAnswerSchema = z.object({ note: z.nullable(z.string()) });
export type SnackNoteAnswer = z.infer<typeof SnackNoteAnswerSchema>;
