/**
 * A flood of contact messages (tests/support/contact-flood.ts says how it is written and timed),
 * cleared by restoring a backup without it: the restore reads every record and deletes each message,
 * within Netlify's longest limit for a synchronous function. 5,000 are written, scaled to 20,000:
 * the restore's wall-clock time here is mostly the lock each write takes in the temp folder, which
 * production does without (decision 002), and the reads of more than a file may hold a section are
 * contact-flood-reads.test.ts's; the two files run side by side.
 */
import { describe, expect, it } from "vitest";
import { BackupDocumentSchema, BackupRestoreResultSchema } from "../../../src/lib/schemas/backup";
import { ContactMessagePageSchema } from "../../../src/lib/schemas/contact";
import { asCoach, fn, send, useCoach } from "../../support/api";
import { call } from "../../support/call";
import { FLOOD, LIMIT_MS, seedFlood, timed } from "../../support/contact-flood";
import { useSeasonClock } from "../../support/env";

useSeasonClock();
const coach = useCoach();

describe(`${String(FLOOD)} contact messages`, () => {
  it("are cleared by restoring a backup without them", async () => {
    // The backup before the flood: the season as content seeds it.
    const before = await call(fn("backup"), "/api/backup", asCoach(coach()));
    const clean = BackupDocumentSchema.parse(before.body);
    const seeded = await seedFlood(5000);

    const { result, cpuMs } = await timed("POST /api/backup/restore", seeded, () =>
      call(fn("backup-restore"), "/api/backup/restore", send("POST", clean, coach())),
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const restored = BackupRestoreResultSchema.parse(result.body);
    expect(restored.applied).toBe(true);
    expect(restored.diff["contact-messages"].removed).toBe(seeded);
    expect(cpuMs).toBeLessThan(LIMIT_MS);

    const after = ContactMessagePageSchema.parse(
      (await call(fn("contact"), "/api/contact", asCoach(coach()))).body,
    );
    expect(after).toEqual({ messages: [], total: 0, nextCursor: null });
  }, 600_000);
});
