import type { Config } from "@netlify/functions";
import { PlayerUpdateSchema } from "../../src/lib/schemas/players";
import {
  clientAddress,
  coachOnly,
  json,
  noContent,
  pathParam,
  readJson,
  route,
} from "../../src/lib/server/http";
import { playersRepository, updatePlayer } from "../../src/lib/server/repositories/players";
import { logSecurityEvent } from "../../src/lib/server/security-log";

export default route({
  /** Coach: changes the fields the body names; `null` or `""` clears an optional one. */
  PUT: coachOnly(async (request, context) => {
    const player = await updatePlayer(pathParam(context, "id"), await readJson(request, PlayerUpdateSchema));
    return json(player);
  }),
  DELETE: coachOnly(async (request, context) => {
    const id = pathParam(context, "id");
    await playersRepository.remove(id);
    logSecurityEvent(
      { event: "delete", outcome: "success", route: "DELETE /api/players/:id", target: `players/${id}` },
      clientAddress(request, context),
    );
    return noContent();
  }),
});

export const config: Config = { path: "/api/players/:id" };
