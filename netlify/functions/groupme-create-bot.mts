import type { Config } from "@netlify/functions";
import { GroupMeCreateBotInputSchema } from "../../src/lib/schemas/groupme";
import { createBot } from "../../src/lib/server/groupme";
import { coachOnly, json, readJson, route } from "../../src/lib/server/http";

/** Coach: makes a bot in one of the coach's groups; answers GroupMe's new bot. */
export default route({
  POST: coachOnly(async (request) => {
    const { groupId, botName } = await readJson(request, GroupMeCreateBotInputSchema);
    const bot = await createBot(botName, groupId);
    return json({ bot }, { status: 201 });
  }),
});

export const config: Config = { path: "/api/groupme/create-bot" };
