/** The coach's backup calls (docs/api.md#backups). */
import { BackupDocumentSchema, BackupRestoreResultSchema } from "../../../lib/schemas/backup";
import { coachGet, coachSend } from "../../kit/coach/coach-call";

/** Every record the site stores, as one backup document. */
export const fetchBackup = () => coachGet("/api/backup", BackupDocumentSchema);

/**
 * Restores a backup, all or nothing; with `dryRun` only says what it would change. `backup` goes as
 * it was read from the file: the server checks every record.
 */
export const restoreBackup = (backup: unknown, { dryRun }: { dryRun: boolean }) =>
  coachSend("POST", `/api/backup/restore${dryRun ? "?dryRun=1" : ""}`, backup, BackupRestoreResultSchema);
