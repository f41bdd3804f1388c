import type { Config } from "@netlify/functions";
import { FamilyAnswerInputSchema } from "../../src/lib/schemas/families";
import { anyone, json, readJson, route } from "../../src/lib/server/http";
import { saveFamilyAnswer } from "../../src/lib/server/families";
import { familyOf } from "../../src/lib/server/family-request";
import { requestLang } from "../../src/lib/server/messages";

/**
 * A family answers for one of its players and an event: Going, Not going or Maybe, a private note
 * to the coach, or both. 409 once locked (a note alone is still taken), for a cancelled event and a
 * postponed one without a new date.
 */
export default route({
  PUT: anyone(async (request, context) => {
    const family = await familyOf(request, context);
    const input = await readJson(request, FamilyAnswerInputSchema);
    return json(await saveFamilyAnswer(family, input, requestLang(request)));
  }),
});

export const config: Config = { path: "/api/family/answers" };
