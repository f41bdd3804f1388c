import type { Config } from "@netlify/functions";
import { now } from "../../src/lib/clock";
import { anyone, clientAddress, json, route } from "../../src/lib/server/http";
import { SEED_MARKER_KEY } from "../../src/lib/server/keys";
import { consumePublicRead } from "../../src/lib/server/rate-limit";
import { openTeamStore } from "../../src/lib/server/seed";

/**
 * Liveness plus the store's reachability; opening the store also seeds an empty one. Never cached,
 * so every call reaches the store: held to the public-read limit, before the store is touched.
 */
export default route({
  GET: anyone(async (request, context) => {
    consumePublicRead("/api/health", clientAddress(request, context));
    const started = performance.now();
    let reachable = true;
    try {
      const store = await openTeamStore();
      await store.getMetadata(SEED_MARKER_KEY);
    } catch (error) {
      console.warn("Health check could not reach the store:", error);
      reachable = false;
    }
    const latencyMs = Math.round(performance.now() - started);
    return json({ ok: true, store: { reachable, latencyMs }, now: now().toISO() });
  }),
});

export const config: Config = { path: "/api/health" };
