/**
 * A flood of contact messages (tests/support/contact-flood.ts says how it is written and timed):
 * the coach's inbox answers its first pages within Netlify's default limit, and the backup and a
 * restore's preview, which read every record, within its longest. 10,500 are written: more than the
 * 10,000 a backup file may hold in a section, as 20,000 are, which the store's own reads must pass.
 */
import * as z from "zod/mini";
import { beforeAll, describe, expect, it } from "vitest";
import { BackupDocumentSchema, BackupRestoreResultSchema } from "../../../src/lib/schemas/backup";
import { ContactMessagePageSchema } from "../../../src/lib/schemas/contact";
import { asCoach, fn, send, useCoach } from "../../support/api";
import { call } from "../../support/call";
import { DEFAULT_LIMIT_MS, FLOOD, LIMIT_MS, NEWEST, seedFlood, timed } from "../../support/contact-flood";
import { useSeasonClock } from "../../support/env";

useSeasonClock();
const coach = useCoach();

/** A backup document, its sections unchecked (a store of the flood holds more than a file may). */
const LooseBackupSchema = z.looseObject({
  data: z.looseObject({ "contact-messages": z.array(z.unknown()) }),
});

describe(`${String(FLOOD)} contact messages`, () => {
  let seeded = 0;
  let backup: z.infer<typeof LooseBackupSchema>;

  beforeAll(async () => {
    seeded = await seedFlood(10_500);
  }, 600_000);

  it("the inbox answers its first pages within Netlify's default limit", async () => {
    const first = await timed("GET /api/contact", seeded, () =>
      call(fn("contact"), "/api/contact", asCoach(coach())),
    );
    expect(first.result.status).toBe(200);
    const page = ContactMessagePageSchema.parse(first.result.body);
    expect(page.total).toBe(seeded);
    expect(page.messages).toHaveLength(50);
    expect(page.messages[0]?.createdAt).toBe(new Date(NEWEST).toISOString());
    const second = await timed("GET /api/contact, the second page", seeded, () =>
      call(
        fn("contact"),
        `/api/contact?cursor=${encodeURIComponent(page.nextCursor ?? "")}`,
        asCoach(coach()),
      ),
    );
    expect(ContactMessagePageSchema.parse(second.result.body).messages).toHaveLength(50);
    expect(first.cpuMs).toBeLessThan(DEFAULT_LIMIT_MS);
    expect(second.cpuMs).toBeLessThan(DEFAULT_LIMIT_MS);
  }, 300_000);

  it("the backup holds every message", async () => {
    const { result, cpuMs } = await timed("GET /api/backup", seeded, () =>
      call(fn("backup"), "/api/backup", asCoach(coach())),
    );
    expect(result.status).toBe(200);
    backup = LooseBackupSchema.parse(result.body);
    expect(backup.data["contact-messages"]).toHaveLength(seeded);
    console.info(`GET /api/backup: ${(JSON.stringify(result.body).length / 1e6).toFixed(1)} MB`);
    expect(cpuMs).toBeLessThan(LIMIT_MS);
  }, 300_000);

  it("a restore of the backup without the flood says what it would remove", async () => {
    const clean = BackupDocumentSchema.parse({ ...backup, data: { ...backup.data, "contact-messages": [] } });
    const { result, cpuMs } = await timed("POST /api/backup/restore?dryRun=1", seeded, () =>
      call(fn("backup-restore"), "/api/backup/restore?dryRun=1", send("POST", clean, coach())),
    );
    expect(result.status).toBe(200);
    const previewed = BackupRestoreResultSchema.parse(result.body);
    expect(previewed.applied).toBe(false);
    expect(previewed.diff["contact-messages"].removed).toBe(seeded);
    expect(cpuMs).toBeLessThan(LIMIT_MS);
  }, 300_000);
});
