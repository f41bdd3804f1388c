import type { Config } from "@netlify/functions";
import { toPublicPlayer } from "../../src/lib/domain/projections";
import { PlayerInputSchema } from "../../src/lib/schemas/players";
import { readSession, requireSession } from "../../src/lib/server/auth";
import { cachedJson, COACH_VIEW, privateJson, publicRead } from "../../src/lib/server/cache";
import { coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { createPlayer, listPlayers } from "../../src/lib/server/repositories/players";

export default route({
  /**
   * Public: the roster in display order, last names as initials. The coach sees everything, never
   * cached: on `?view=coach` (401 without the session), which the dashboard reads, and on the plain
   * address, where the CDN may answer the coach from its public copy.
   */
  GET: publicRead("/api/players", COACH_VIEW, async (request, query) => {
    const coach = query.has("view") ? await requireSession(request) : await readSession(request);
    if (coach) return privateJson(await listPlayers());
    const players = await listPlayers("snapshot");
    return cachedJson(players.map(toPublicPlayer), { tags: ["players"] });
  }),
  /** Coach: adds a player (409 when the jersey number is taken). */
  POST: coachOnly(async (request) => {
    return json(await createPlayer(await readJson(request, PlayerInputSchema)), { status: 201 });
  }),
});

export const config: Config = { path: "/api/players" };
