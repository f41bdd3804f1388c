import type { Config } from "@netlify/functions";
import { randomUUID } from "node:crypto";
import { now } from "../../src/lib/clock";
import { CHAT_CHANNELS } from "../../src/lib/constants";
import { ChatMessageInputSchema, ChatQuerySchema } from "../../src/lib/schemas/chat";
import { coachOnly, json, parseWith, readJson, route } from "../../src/lib/server/http";
import { chatMessagesRepository, listChatMessages } from "../../src/lib/server/repositories/chat-messages";

export default route({
  /** Coach: `?channel=general` lists a channel, oldest first; without it, the message count. */
  GET: coachOnly(async (request) => {
    const { channel } = parseWith(ChatQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    const messages = await listChatMessages(channel);
    if (channel) return json(messages);
    const byChannel = Object.fromEntries(
      CHAT_CHANNELS.map((name) => [name, messages.filter((message) => message.channel === name).length]),
    );
    return json({ count: messages.length, byChannel });
  }),
  /** Coach: posts a message to a channel. */
  POST: coachOnly(async (request) => {
    const input = await readJson(request, ChatMessageInputSchema);
    const message = await chatMessagesRepository.create({
      id: randomUUID(),
      ...input,
      createdAt: now().toISO() ?? "",
    });
    return json(message, { status: 201 });
  }),
});

export const config: Config = { path: "/api/messages" };
