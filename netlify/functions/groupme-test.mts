import type { Config } from "@netlify/functions";
import { EmptyBodySchema } from "../../src/lib/schemas/http";
import { fetchTokenOwner, isUpstreamFailure } from "../../src/lib/server/groupme";
import { coachOnly, json, readOptionalJson, route } from "../../src/lib/server/http";
import { errorText } from "../../src/lib/server/messages";

/**
 * Coach: whether the server's token reaches GroupMe. GroupMe refusing it, or not answering, is a
 * 200 with GroupMe's words in `error`; no token is still a 503 and a rate limit still a 429.
 */
export default route({
  POST: coachOnly(async (request) => {
    await readOptionalJson(request, EmptyBodySchema);
    try {
      await fetchTokenOwner();
      return json({ success: true });
    } catch (error) {
      if (isUpstreamFailure(error)) return json({ success: false, error: errorText(error, "en") });
      throw error;
    }
  }),
});

export const config: Config = { path: "/api/groupme/test" };
