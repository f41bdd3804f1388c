import type { Config } from "@netlify/functions";
import { backupFileName } from "../../src/lib/domain/backup";
import { exportBackup } from "../../src/lib/server/backup";
import { coachOnly, json, route } from "../../src/lib/server/http";

export default route({
  /** Coach: every record the store holds, as a file named after today's date in Kyle. */
  GET: coachOnly(async () => {
    const backup = await exportBackup();
    return json(backup, {
      headers: { "Content-Disposition": `attachment; filename="${backupFileName(backup.exportedAt)}"` },
    });
  }),
});

export const config: Config = { path: "/api/backup" };
