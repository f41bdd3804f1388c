import type { Config } from "@netlify/functions";
import { randomUUID } from "node:crypto";
import { now } from "../../src/lib/clock";
import { contactMessageId } from "../../src/lib/domain/contact-messages";
import { ContactInputSchema, ContactListQuerySchema } from "../../src/lib/schemas/contact";
import {
  anyone,
  clientAddress,
  coachOnly,
  json,
  parseWith,
  readJson,
  route,
} from "../../src/lib/server/http";
import { consumeRateLimit, RATE_LIMITS } from "../../src/lib/server/rate-limit";
import {
  contactMessagesRepository,
  countTowardsDailyCap,
  listContactMessages,
} from "../../src/lib/server/repositories/contact-messages";
import { logSecurityEvent } from "../../src/lib/server/security-log";

export default route({
  /**
   * Public: a parent's message to the coach. 201 with its id; 429 past a few a minute from one
   * client, or once the site has taken its messages for the day (until midnight in Kyle).
   */
  POST: anyone(async (request, context) => {
    const { website, ...input } = await readJson(request, ContactInputSchema);
    const at = now();
    const receipt = { id: contactMessageId(at.toMillis(), randomUUID()), createdAt: at.toISO() ?? "" };
    // Only a bot fills the hidden field: it gets the same answer, and nothing is kept or counted.
    if (website) return json(receipt, { status: 201 });
    const client = clientAddress(request, context);
    await consumeRateLimit(RATE_LIMITS.contact, client);
    await countTowardsDailyCap(at.toMillis(), client);
    await contactMessagesRepository.create({ ...receipt, ...input });
    return json(receipt, { status: 201 });
  }),
  /** Coach: a page of messages, newest first (`?limit=&cursor=`), with how many there are. */
  GET: coachOnly(async (request, context) => {
    const query = parseWith(ContactListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    const page = await listContactMessages(query);
    logSecurityEvent(
      { event: "inbox", outcome: "success", route: "GET /api/contact" },
      clientAddress(request, context),
    );
    return json(page);
  }),
});

export const config: Config = { path: "/api/contact" };
