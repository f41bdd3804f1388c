/**
 * The team chat's messages: the record under `chat-messages/<id>`, what a message and a read
 * take, and the count the dashboard shows.
 */
import * as z from "zod/mini";
import { CHAT_CHANNELS, LIMITS } from "../constants.ts";
import { count, IdSchema, InstantSchema, requiredText, text } from "./primitives.ts";

// The record (strict)

export const ChatChannelSchema = z.enum(CHAT_CHANNELS);

export const ChatMessageSchema = z.strictObject({
  id: IdSchema,
  content: text(1, LIMITS.chatMessage),
  channel: ChatChannelSchema,
  authorId: text(1, LIMITS.name),
  createdAt: InstantSchema,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

// ---------------------------------------------------------------------------------------------
// What the routes take (strict)

export const ChatMessageInputSchema = z.strictObject({
  content: requiredText(LIMITS.chatMessage, "Message is required"),
  channel: ChatChannelSchema,
  authorId: requiredText(LIMITS.name),
});
export type ChatMessageInput = z.infer<typeof ChatMessageInputSchema>;

/**
 * `GET /api/messages?channel=general` lists a channel; without a channel it counts. Other query
 * parameters (a cache-buster) are ignored.
 */
export const ChatQuerySchema = z.object({ channel: z.optional(ChatChannelSchema) });

// ---------------------------------------------------------------------------------------------
// What the routes answer (open)

export const ChatCountSchema = z.object({
  count: count(),
  byChannel: z.record(ChatChannelSchema, count()),
});
export type ChatCount = z.infer<typeof ChatCountSchema>;
