/**
 * The coach's GroupMe calls (docs/api.md). Failures carry the server's reason: 502
 * `upstream_failed` with GroupMe's words, 429 with `retryAfterSeconds`, 503 `not_configured`
 * naming the missing setting.
 */
import * as z from "zod/mini";
import type {
  GroupMeCreateBotInputSchema,
  GroupMeSendMessageInputSchema,
  GroupMeSettingsInputSchema,
} from "../../../lib/schemas/groupme";
import {
  GroupMeCreatedBotSchema,
  GroupMeGroupSchema,
  GroupMeRemindersSchema,
  GroupMeSentSchema,
  GroupMeTestResultSchema,
} from "../../../lib/schemas/groupme";
import { coachGet, coachSend } from "../../kit/coach/coach-call";

/** The groups of the server's GroupMe account, each with its bots. */
export const fetchGroupMeGroups = (signal?: AbortSignal) =>
  coachGet("/api/groupme/groups", z.array(GroupMeGroupSchema), signal);

/** Posts `message` (at most 1000 characters) to the bot's group. */
export const sendGroupMeMessage = (input: z.input<typeof GroupMeSendMessageInputSchema>) =>
  coachSend("POST", "/api/groupme/send-message", input, GroupMeSentSchema);

/** Makes a bot in a group, e.g. `{ groupId, botName: botNameFor(group.name) }`; answers the new bot. */
export const createGroupMeBot = (input: z.input<typeof GroupMeCreateBotInputSchema>) =>
  coachSend("POST", "/api/groupme/create-bot", input, GroupMeCreatedBotSchema);

/** Whether the server reaches GroupMe: `{ success: false, error }` (a 200) when GroupMe refuses. */
export const testGroupMe = () => coachSend("POST", "/api/groupme/test", {}, GroupMeTestResultSchema);

/** The team's bot, whether game-day reminders are on, the next one due and those sent. */
export const fetchGroupMeReminders = (signal?: AbortSignal) =>
  coachGet("/api/groupme/reminders", GroupMeRemindersSchema, signal);

/** Changes the fields named, e.g. `{ remindersEnabled: false }` or `{ botId, botName }`. */
export const updateGroupMeReminders = (input: z.input<typeof GroupMeSettingsInputSchema>) =>
  coachSend("PUT", "/api/groupme/reminders", input, GroupMeRemindersSchema);
