import type { Config } from "@netlify/functions";
import { joinGroupsWithBots } from "../../src/lib/domain/groupme";
import { listBots, listGroups } from "../../src/lib/server/groupme";
import { coachOnly, json, route } from "../../src/lib/server/http";
import { readGroupMeSettings } from "../../src/lib/server/repositories/groupme";

/** Coach: the GroupMe groups of the server's token, each with its bots and the team's bot. */
export default route({
  GET: coachOnly(async () => {
    const [groups, bots, settings] = await Promise.all([listGroups(), listBots(), readGroupMeSettings()]);
    return json(joinGroupsWithBots(groups, bots, settings.botId));
  }),
});

export const config: Config = { path: "/api/groupme/groups" };
