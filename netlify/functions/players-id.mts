import type { Config } from "@netlify/functions";
import { PlayerUpdateSchema } from "../../src/lib/schemas/requests";
import { purgeTags } from "../../src/lib/server/cache";
import { coachOnly, json, noContent, pathParam, readJson, route } from "../../src/lib/server/http";
import { playersRepository, updatePlayer } from "../../src/lib/server/repositories/players";

export default route({
  /** Coach: changes the fields the body names; `null` or `""` clears an optional one. */
  PUT: coachOnly(async (request, context) => {
    const player = await updatePlayer(pathParam(context, "id"), await readJson(request, PlayerUpdateSchema));
    await purgeTags("players");
    return json(player);
  }),
  DELETE: coachOnly(async (_request, context) => {
    await playersRepository.remove(pathParam(context, "id"));
    await purgeTags("players");
    return noContent();
  }),
});

export const config: Config = { path: "/api/players/:id" };
