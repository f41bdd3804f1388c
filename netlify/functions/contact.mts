import type { Config } from "@netlify/functions";
import { randomUUID } from "node:crypto";
import { now } from "../../src/lib/clock";
import { ContactInputSchema } from "../../src/lib/schemas/requests";
import { anyone, clientAddress, coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { consumeRateLimit, RATE_LIMITS } from "../../src/lib/server/rate-limit";
import {
  contactMessagesRepository,
  listContactMessages,
} from "../../src/lib/server/repositories/contact-messages";

export default route({
  /** Public: a parent's message to the coach. 201 with its id; 429 past a few a minute. */
  POST: anyone(async (request, context) => {
    const { website, ...input } = await readJson(request, ContactInputSchema);
    const receipt = { id: randomUUID(), createdAt: now().toISO() ?? "" };
    // Only a bot fills the hidden field: it gets the same answer, and nothing is kept.
    if (website) return json(receipt, { status: 201 });
    await consumeRateLimit(RATE_LIMITS.contact, clientAddress(request, context));
    await contactMessagesRepository.create({ ...receipt, ...input });
    return json(receipt, { status: 201 });
  }),
  /** Coach: every message, newest first. */
  GET: coachOnly(async () => json(await listContactMessages())),
});

export const config: Config = { path: "/api/contact" };
