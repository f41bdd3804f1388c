import type { Config } from "@netlify/functions";
import { GroupMeCreateBotInputSchema } from "../../src/lib/schemas/groupme";
import { createBot } from "../../src/lib/server/groupme";
import { clientAddress, coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { logSecurityEvent } from "../../src/lib/server/security-log";

/** Coach: makes a bot in one of the coach's groups; answers GroupMe's new bot. */
export default route({
  POST: coachOnly(async (request, context) => {
    const { groupId, botName } = await readJson(request, GroupMeCreateBotInputSchema);
    const bot = await createBot(botName, groupId);
    // A new bot can post to its group: as much the log's business as a message.
    logSecurityEvent(
      { event: "groupme", outcome: "success", route: "POST /api/groupme/create-bot" },
      clientAddress(request, context),
    );
    return json({ bot }, { status: 201 });
  }),
});

export const config: Config = { path: "/api/groupme/create-bot" };
