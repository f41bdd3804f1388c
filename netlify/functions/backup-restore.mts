import type { Config } from "@netlify/functions";
import { BACKUP_MAX_BYTES } from "../../src/lib/constants";
import { BackupDocumentSchema } from "../../src/lib/schemas/backup";
import { BackupRestoreQuerySchema } from "../../src/lib/schemas/backup";
import { restoreChangesPages } from "../../src/lib/domain/site-builds";
import { restoreBackup } from "../../src/lib/server/backup";
import { clientAddress, coachOnly, json, parseWith, readJson, route } from "../../src/lib/server/http";
import { requestRebuild } from "../../src/lib/server/rebuild";
import { logSecurityEvent } from "../../src/lib/server/security-log";

export default route({
  /**
   * Coach: makes the store hold exactly the backup in the body (up to 5 MB), all or nothing; with
   * `?dryRun=1` only says what that would change.
   */
  POST: coachOnly(async (request, context) => {
    const { dryRun } = parseWith(
      BackupRestoreQuerySchema,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    const backup = await readJson(request, BackupDocumentSchema, { maxBytes: BACKUP_MAX_BYTES });
    const result = await restoreBackup(backup, { dryRun });
    if (result.applied) {
      logSecurityEvent(
        { event: "restore", outcome: "success", route: "POST /api/backup/restore" },
        clientAddress(request, context),
      );
      // The pages show the team and the current season (docs/decisions/019).
      if (restoreChangesPages(result.diff)) await requestRebuild("The coach restored a backup");
    }
    return json(result);
  }),
});

export const config: Config = { path: "/api/backup/restore" };
