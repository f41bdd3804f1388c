import type { Config } from "@netlify/functions";
import { TeamInputSchema } from "../../src/lib/schemas/seasons";
import { clientAddress, coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { requestRebuild } from "../../src/lib/server/rebuild";
import { saveTeam } from "../../src/lib/server/repositories/seasons";
import { logSecurityEvent } from "../../src/lib/server/security-log";

/**
 * Coach: the team's lasting facts (name, coach, field, league links, equipment, values). The pages
 * show them, so a change purges `season` and asks for a rebuild (docs/decisions/019).
 */
export default route({
  PUT: coachOnly(async (request, context) => {
    const team = await saveTeam(await readJson(request, TeamInputSchema));
    logSecurityEvent(
      { event: "team", outcome: "success", route: "PUT /api/team" },
      clientAddress(request, context),
    );
    await requestRebuild("The coach changed the team's details");
    return json(team);
  }),
});

export const config: Config = { path: "/api/team" };
