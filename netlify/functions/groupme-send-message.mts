import type { Config } from "@netlify/functions";
import { GroupMeSendMessageInputSchema } from "../../src/lib/schemas/groupme";
import { postAsBot } from "../../src/lib/server/groupme";
import { clientAddress, coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { logSecurityEvent } from "../../src/lib/server/security-log";

/** Coach: posts the message (trimmed, at most 1000 characters) to the bot's group. */
export default route({
  POST: coachOnly(async (request, context) => {
    const { message, botId } = await readJson(request, GroupMeSendMessageInputSchema);
    await postAsBot(botId, message);
    logSecurityEvent(
      { event: "groupme", outcome: "success", route: "POST /api/groupme/send-message" },
      clientAddress(request, context),
    );
    return json({ success: true });
  }),
});

export const config: Config = { path: "/api/groupme/send-message" };
