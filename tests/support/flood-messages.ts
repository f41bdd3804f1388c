/**
 * A flood of contact messages: 20,000, 200 days at the daily cap with nothing deleted, a tenth of
 * them under UUIDs, as messages were kept before their ids carried the time. Written straight into
 * a store by the pressure test (tests/integration/api/contact-flood.test.ts) and by the bench
 * (scripts/bench/flood.mjs), which times the coach's reads of it against Netlify's limits. Plain
 * code with no test runner in it, so the bench's server can import it.
 */
import { randomUUID } from "node:crypto";
import type { Store } from "@netlify/blobs";
import { contactMessageId } from "../../src/lib/domain/contact-messages";
import type { ContactMessage } from "../../src/lib/schemas/contact";
import { mapBounded } from "../../src/lib/server/bounded";

/** The flood the bench holds the coach's reads to Netlify's limits at. */
export const FLOOD = 20_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Message number `index`: 100 a day back from `newest` (ms), every tenth under a UUID. */
function floodMessage(index: number, newest: number): ContactMessage {
  const at = newest - Math.floor(index / 100) * DAY_MS - (index % 100) * 60_000;
  return {
    id: index % 10 === 0 ? randomUUID() : contactMessageId(at, randomUUID()),
    name: "Cheap Watches",
    email: `offers${String(index)}@spam.example`,
    subject: "Limited time offer",
    message: `Buy cheap watches today, offer number ${String(index)}. Visit our site for more deals.`,
    createdAt: new Date(at).toISOString(),
  };
}

/** Writes `count` messages, the newest at `newest` (ms), into `store`, 64 at a time. */
export async function writeFlood(store: Store, count: number, newest: number): Promise<void> {
  await mapBounded(
    Array.from({ length: count }, (_, index) => floodMessage(index, newest)),
    64,
    async (message) => {
      await store.setJSON(`contact-messages/${message.id}`, message);
    },
  );
}
