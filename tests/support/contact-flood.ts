/**
 * A flood of contact messages for the pressure tests (tests/integration/api/contact-flood-*.test.ts):
 * written straight into the site's local Blobs store, and each step timed by the function's own
 * CPU time, scaled to the flood.
 *
 * The flood is 20,000 messages: 200 days at the daily cap with nothing deleted. A file writes fewer
 * (writing 20,000 takes 25 s or more on this machine) and scales each step's time to the flood, as
 * the step's work grows with the number of records; `CONTACT_FLOOD_SEEDED=20000` writes all of them.
 * A tenth are under UUIDs, as messages were kept before their ids carried the time.
 *
 * What is held to the limit is the function's own CPU time: `process.cpuUsage()` of the test's
 * process, where the function and the Blobs client run, while the store is the shared local server
 * in another process, as Netlify's runs elsewhere. It is what the function spends its time limit
 * on, and unlike the wall-clock time it stays the same whatever else shares this machine's two
 * cores (the wall-clock time of one step varied threefold with their load). The store's round trips
 * overlap 32 at a time: 20,000 records are 625 rounds, 9 s at 15 ms a round. Both times are printed.
 *
 * The bounds: a backup and a restore read every record, one request each, and are held to
 * Netlify's longest limit for a synchronous function, 26 s (`LIMIT_MS`), as 20,000 round trips do
 * not fit its default of 10 s. The inbox reads only its page (and the messages kept under UUIDs) and
 * is held to the default (`DEFAULT_LIMIT_MS`).
 */
import { randomUUID } from "node:crypto";
import { getStore } from "@netlify/blobs";
import { contactMessageId } from "../../src/lib/domain/contact-messages";
import type { ContactMessage } from "../../src/lib/schemas/contact";
import { mapBounded } from "../../src/lib/server/bounded";
import { STORE_NAME } from "../../src/lib/server/keys";
import { fn } from "./api";
import { call } from "./call";
import { SEASON_DAY } from "./env";

/** The flood the limits are held to. */
export const FLOOD = 20_000;
/** Netlify's longest limit for a synchronous function, and its default. */
export const LIMIT_MS = 26_000;
export const DEFAULT_LIMIT_MS = 10_000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** When the newest message arrived: the season's Monday, noon in Kyle. */
export const NEWEST = Date.parse(SEASON_DAY);

/** Message number `index`: 100 a day back from `NEWEST`, every tenth under a UUID. */
function floodMessage(index: number): ContactMessage {
  const at = NEWEST - Math.floor(index / 100) * DAY_MS - (index % 100) * 60_000;
  return {
    id: index % 10 === 0 ? randomUUID() : contactMessageId(at, randomUUID()),
    name: "Cheap Watches",
    email: `offers${String(index)}@spam.example`,
    subject: "Limited time offer",
    message: `Buy cheap watches today, offer number ${String(index)}. Visit our site for more deals.`,
    createdAt: new Date(at).toISOString(),
  };
}

/**
 * Writes `count` messages straight into the site's store (seeded from content first), 64 at a
 * time, and answers how many; `CONTACT_FLOOD_SEEDED` writes that many instead.
 */
export async function seedFlood(count: number): Promise<number> {
  const seeded = Number(process.env.CONTACT_FLOOD_SEEDED ?? count);
  await call(fn("health"), "/api/health");
  const store = getStore({ name: STORE_NAME, consistency: "strong" });
  const started = performance.now();
  await mapBounded(
    Array.from({ length: seeded }, (_, index) => floodMessage(index)),
    64,
    async (message) => {
      await store.setJSON(`contact-messages/${message.id}`, message);
    },
  );
  console.info(
    `seeding: ${((performance.now() - started) / 1000).toFixed(1)} s for ${String(seeded)} messages`,
  );
  return seeded;
}

/**
 * Runs `step` against a store of `seeded` messages; prints its CPU and wall-clock time and the CPU
 * time scaled to the flood, which it answers with the step's result.
 */
export async function timed<T>(
  label: string,
  seeded: number,
  step: () => Promise<T>,
): Promise<{ result: T; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await step();
  const wallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  const scale = FLOOD / seeded;
  const cpuMs = ((user + system) / 1000) * scale;
  console.info(
    `${label}, ${String(seeded)} messages: CPU ${(cpuMs / scale / 1000).toFixed(1)} s ` +
      `(${(cpuMs / 1000).toFixed(1)} s scaled to ${String(FLOOD)}), wall clock ${(wallMs / 1000).toFixed(1)} s`,
  );
  return { result, cpuMs };
}
