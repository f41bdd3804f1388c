/** Team chat messages, per channel. */
import type { ChatMessage } from "../../schemas/chat";
import { defineRepository } from "../repository";

export const chatMessagesRepository = defineRepository("chat-messages");

/** Messages of one channel (or all), oldest first, as a chat reads. */
export async function listChatMessages(channel?: ChatMessage["channel"]): Promise<ChatMessage[]> {
  const all = await chatMessagesRepository.list();
  return all
    .filter((message) => channel === undefined || message.channel === channel)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
