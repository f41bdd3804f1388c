import type { Config } from "@netlify/functions";
import { backupFileName } from "../../src/lib/domain/backup";
import { exportBackup } from "../../src/lib/server/backup";
import { clientAddress, coachOnly, json, route } from "../../src/lib/server/http";
import { logSecurityEvent } from "../../src/lib/server/security-log";

export default route({
  /** Coach: every record the store holds, as a file named after today's date in Kyle. */
  GET: coachOnly(async (request, context) => {
    const backup = await exportBackup();
    logSecurityEvent(
      { event: "backup", outcome: "success", route: "GET /api/backup" },
      clientAddress(request, context),
    );
    return json(backup, {
      headers: { "Content-Disposition": `attachment; filename="${backupFileName(backup.exportedAt)}"` },
    });
  }),
});

export const config: Config = { path: "/api/backup" };
