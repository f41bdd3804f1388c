import type { Config } from "@netlify/functions";
import { anyone, json, route } from "../../src/lib/server/http";
import { familyView } from "../../src/lib/server/families";
import { familyOf } from "../../src/lib/server/family-request";

/**
 * A family's page, for whoever holds one of its links (`/family#<token>`), the token in the
 * `X-Family-Token` header, never the path or the query. Rate-limited per client; never cached.
 */
export default route({
  GET: anyone(async (request, context) => json(await familyView(await familyOf(request, context)))),
});

export const config: Config = { path: "/api/family" };
