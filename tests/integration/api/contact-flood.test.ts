/**
 * A flood of contact messages (tests/support/flood-messages.ts): the coach's inbox pages through
 * it newest first, the backup holds every message and a restore's preview says it would remove
 * them all. 10,500 are written: more than the 10,000 a backup file may hold in a section, as a
 * flood of 20,000 is, which the store's own reads must pass. How long each step takes against
 * Netlify's limits is the bench's to measure (`npm run bench`, docs/performance.md), at 20,000.
 */
import * as z from "zod/mini";
import { getStore } from "@netlify/blobs";
import { beforeAll, describe, expect, it } from "vitest";
import { BackupDocumentSchema, BackupRestoreResultSchema } from "../../../src/lib/schemas/backup";
import { ContactMessagePageSchema } from "../../../src/lib/schemas/contact";
import { STORE_NAME } from "../../../src/lib/server/keys";
import { asCoach, fn, send, useCoach } from "../../support/api";
import { call } from "../../support/call";
import { SEASON_DAY, useSeasonClock } from "../../support/env";
import { writeFlood } from "../../support/flood-messages";

useSeasonClock();
const coach = useCoach();

const SEEDED = 10_500;
const NEWEST = Date.parse(SEASON_DAY);

/** A backup document, its sections unchecked (a store of the flood holds more than a file may). */
const LooseBackupSchema = z.looseObject({
  data: z.looseObject({ "contact-messages": z.array(z.unknown()) }),
});

describe(`${String(SEEDED)} contact messages`, () => {
  let backup: z.infer<typeof LooseBackupSchema>;

  beforeAll(async () => {
    await call(fn("health"), "/api/health");
    await writeFlood(getStore({ name: STORE_NAME, consistency: "strong" }), SEEDED, NEWEST);
  }, 600_000);

  it("the inbox answers its first pages, newest first", async () => {
    const first = await call(fn("contact"), "/api/contact", asCoach(coach()));
    expect(first.status).toBe(200);
    const page = ContactMessagePageSchema.parse(first.body);
    expect(page.total).toBe(SEEDED);
    expect(page.messages).toHaveLength(50);
    expect(page.messages[0]?.createdAt).toBe(new Date(NEWEST).toISOString());
    const second = await call(
      fn("contact"),
      `/api/contact?cursor=${encodeURIComponent(page.nextCursor ?? "")}`,
      asCoach(coach()),
    );
    const next = ContactMessagePageSchema.parse(second.body).messages;
    expect(next).toHaveLength(50);
    expect(next[0]?.createdAt.localeCompare(page.messages.at(-1)?.createdAt ?? "")).toBeLessThanOrEqual(0);
  }, 300_000);

  it("the backup holds every message", async () => {
    const result = await call(fn("backup"), "/api/backup", asCoach(coach()));
    expect(result.status).toBe(200);
    backup = LooseBackupSchema.parse(result.body);
    expect(backup.data["contact-messages"]).toHaveLength(SEEDED);
  }, 300_000);

  it("a restore of the backup without the flood says it would remove every message", async () => {
    const clean = BackupDocumentSchema.parse({ ...backup, data: { ...backup.data, "contact-messages": [] } });
    const result = await call(
      fn("backup-restore"),
      "/api/backup/restore?dryRun=1",
      send("POST", clean, coach()),
    );
    expect(result.status).toBe(200);
    const previewed = BackupRestoreResultSchema.parse(result.body);
    expect(previewed.applied).toBe(false);
    expect(previewed.diff["contact-messages"].removed).toBe(SEEDED);
  }, 300_000);
});
