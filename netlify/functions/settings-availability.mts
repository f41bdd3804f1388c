import type { Config } from "@netlify/functions";
import { AvailabilitySettingsInputSchema } from "../../src/lib/schemas/families";
import { coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { saveAvailabilitySettings } from "../../src/lib/server/repositories/families";

/** Coach: the answers' cut-off before kick-off and what public pages show of them. */
export default route({
  PUT: coachOnly(async (request) =>
    json(await saveAvailabilitySettings(await readJson(request, AvailabilitySettingsInputSchema))),
  ),
});

export const config: Config = { path: "/api/settings/availability" };
