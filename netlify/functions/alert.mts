import type { Config } from "@netlify/functions";
import { nowMillis } from "../../src/lib/clock";
import { alertLifetimeSeconds } from "../../src/lib/domain/alert";
import { EmptyBodySchema } from "../../src/lib/schemas/http";
import { FieldAlertInputSchema } from "../../src/lib/schemas/game-day";
import { cachedJson, DAY, publicRead } from "../../src/lib/server/cache";
import {
  clientAddress,
  coachOnly,
  json,
  noContent,
  readJson,
  readOptionalJson,
  route,
} from "../../src/lib/server/http";
import { clearAlert, readActiveAlert, saveAlert } from "../../src/lib/server/repositories/alert";
import { logSecurityEvent } from "../../src/lib/server/security-log";

/**
 * The field-status alert every page shows at the top. Public read, cached at the CDN until the
 * alert ends or the coach changes it; the coach posts (replacing any other) and clears it.
 */
export default route({
  GET: publicRead("/api/alert", {}, async () => {
    const alert = await readActiveAlert();
    return cachedJson(
      { alert },
      { tags: ["alert"], cdnSeconds: alertLifetimeSeconds(alert, nowMillis(), DAY) },
    );
  }),
  PUT: coachOnly(async (request, context) => {
    const alert = await saveAlert(await readJson(request, FieldAlertInputSchema));
    logSecurityEvent(
      { event: "alert", outcome: "success", route: "PUT /api/alert" },
      clientAddress(request, context),
    );
    return json({ alert });
  }),
  DELETE: coachOnly(async (request, context) => {
    await readOptionalJson(request, EmptyBodySchema);
    await clearAlert();
    logSecurityEvent(
      { event: "alert", outcome: "success", route: "DELETE /api/alert" },
      clientAddress(request, context),
    );
    return noContent();
  }),
});

export const config: Config = { path: "/api/alert" };
