import type { Config } from "@netlify/functions";
import { toPublicPlayer } from "../../src/lib/domain/projections";
import { PlayerInputSchema } from "../../src/lib/schemas/requests";
import { readSession, sessionCookieNames } from "../../src/lib/server/auth";
import { cachedJson, purgeTags } from "../../src/lib/server/cache";
import { anyone, coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { createPlayer, listPlayers } from "../../src/lib/server/repositories/players";

export default route({
  /** Public: the roster in display order, last names as initials; the coach sees everything. */
  GET: anyone(async (request) => {
    if (await readSession(request)) return json(await listPlayers());
    const players = await listPlayers("snapshot");
    return cachedJson(players.map(toPublicPlayer), { tags: ["players"], varyCookies: sessionCookieNames });
  }),
  /** Coach: adds a player (409 when the jersey number is taken). */
  POST: coachOnly(async (request) => {
    const player = await createPlayer(await readJson(request, PlayerInputSchema));
    await purgeTags("players");
    return json(player, { status: 201 });
  }),
});

export const config: Config = { path: "/api/players" };
