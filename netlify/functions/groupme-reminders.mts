import type { Config } from "@netlify/functions";
import { GroupMeSettingsInputSchema } from "../../src/lib/schemas/groupme";
import { coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { reminderOverview } from "../../src/lib/server/reminders";
import { updateGroupMeSettings } from "../../src/lib/server/repositories/groupme";

export default route({
  /** Coach: the reminder settings, the next reminder (a preview even while off) and those sent. */
  GET: coachOnly(async () => json(await reminderOverview())),
  /** Coach: turns reminders on or off and chooses the team's bot; absent fields keep their value. */
  PUT: coachOnly(async (request) => {
    await updateGroupMeSettings(await readJson(request, GroupMeSettingsInputSchema));
    return json(await reminderOverview());
  }),
});

export const config: Config = { path: "/api/groupme/reminders" };
