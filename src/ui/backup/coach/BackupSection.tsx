/**
 * Backup & restore on the Overview: download every record the site stores as one file, and put a
 * file back. A restore reads the file, checks it, shows what it would add, change and remove (the
 * server's dry run), asks once more, then replaces the data all or nothing.
 */
import { useEffect, useRef, useState, type ChangeEvent, type RefObject } from "react";
import ConfirmDialog from "../../kit/coach/ConfirmDialog";
import { Button } from "../../kit/form/Button";
import { errorMessage } from "../../kit/api";
import { fetchBackup, restoreBackup } from "./api";
import {
  backupFileName,
  describeBackupIssue,
  describeChanges,
  diffTotals,
  findBackupClashes,
} from "../../../lib/domain/backup";
import { formatDate, formatTime } from "../../../lib/domain/time";
import { COLLECTIONS } from "../../../lib/collections";
import { BACKUP_FORMAT, BACKUP_MAX_BYTES } from "../../../lib/constants";
import {
  BACKUP_SECTION_NAMES,
  BackupDocumentSchema,
  type BackupRestoreResult,
} from "../../../lib/schemas/backup";
import { refreshCoachData } from "../../kit/coach/coach-loadable";
import { showError, showToast } from "../../kit/toasts";
import { Card } from "../../kit/coach/parts";

/** At most this many problems of an invalid file are listed. */
const SHOWN_PROBLEMS = 5;

type RestoreState =
  | { step: "idle" }
  | { step: "checking"; fileName: string }
  | { step: "invalid"; fileName: string; message: string; problems: string[] }
  | { step: "preview"; fileName: string; backup: unknown; preview: BackupRestoreResult };

/** Reads a chosen file as a backup: the JSON to send, or what is wrong with it. */
async function readBackupFile(
  file: File,
): Promise<{ backup: unknown } | { message: string; problems: string[] }> {
  if (file.size > BACKUP_MAX_BYTES) {
    return { message: "This file is over 5 MB, larger than any team backup.", problems: [] };
  }
  let backup: unknown;
  try {
    backup = JSON.parse(await file.text());
  } catch {
    return { message: "This file is not a team backup: it is not JSON.", problems: [] };
  }
  // Some other JSON file: its every field would be a problem; one sentence says it better.
  if (
    typeof backup !== "object" ||
    backup === null ||
    !("format" in backup) ||
    backup.format !== BACKUP_FORMAT
  ) {
    return { message: "This file is not a team backup.", problems: [] };
  }
  const parsed = BackupDocumentSchema.safeParse(backup);
  const issues = parsed.success
    ? findBackupClashes(parsed.data.data)
    : parsed.error.issues.map((issue) => ({
        path: issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
        message: issue.message,
      }));
  if (issues.length === 0) return { backup };
  return { message: "This file is not a valid team backup.", problems: issues.map(describeBackupIssue) };
}

/** Saves `text` as a file named `name` through the browser's downloads. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium starts the download on click; give it a moment before the URL goes away.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

export default function BackupSection() {
  const [downloading, setDownloading] = useState(false);
  const [restore, setRestore] = useState<RestoreState>({ step: "idle" });
  const [confirming, setConfirming] = useState(false);
  const [applying, setApplying] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (restore.step === "preview") previewHeading.current?.focus();
  }, [restore.step]);

  async function download() {
    setDownloading(true);
    try {
      const backup = await fetchBackup();
      const name = backupFileName(backup.exportedAt);
      saveFile(name, `${JSON.stringify(backup, null, 2)}\n`);
      showToast({ title: "Backup Downloaded", description: `Saved as ${name}.`, variant: "success" });
    } catch (error) {
      showError(errorMessage(error, "The backup could not be downloaded. Please try again."));
    } finally {
      setDownloading(false);
    }
  }

  function reset() {
    setRestore({ step: "idle" });
    if (fileInput.current) fileInput.current.value = "";
  }

  async function check(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) {
      setRestore({ step: "idle" });
      return;
    }
    const fileName = file.name;
    setRestore({ step: "checking", fileName });
    const read = await readBackupFile(file);
    if (!("backup" in read)) {
      setRestore({ step: "invalid", fileName, ...read });
      return;
    }
    try {
      const preview = await restoreBackup(read.backup, { dryRun: true });
      setRestore({ step: "preview", fileName, backup: read.backup, preview });
    } catch (error) {
      setRestore({
        step: "invalid",
        fileName,
        message: errorMessage(error, "The file could not be checked. Please try again."),
        problems: [],
      });
    }
  }

  async function apply() {
    if (restore.step !== "preview") return;
    setApplying(true);
    try {
      const result = await restoreBackup(restore.backup, { dryRun: false });
      setConfirming(false);
      reset();
      void refreshCoachData();
      showToast({
        title: "Backup Restored",
        description: `${describeChanges(diffTotals(result.diff))}.`,
        variant: "success",
      });
    } catch (error) {
      setConfirming(false);
      showError(errorMessage(error, "The backup could not be restored. Please try again."));
    } finally {
      setApplying(false);
    }
  }

  const busy = restore.step === "checking" || applying;

  return (
    <Card title="Backup & restore" headingId="overview-backup">
      <p className="text-slate-700">
        Everything the site stores (events and scores, players, posts, parents, contact and chat messages,
        GroupMe settings) in one file. Keep it somewhere safe.
      </p>
      <Button
        className="mt-3"
        onClick={() => void download()}
        pending={downloading}
        pendingLabel="Preparing backup..."
      >
        Download backup
      </Button>

      <div className="mt-5 border-t border-slate-200 pt-4">
        <label htmlFor="backup-file" className="block font-semibold text-slate-800">
          Restore from file
        </label>
        <p id="backup-file-hint" className="mt-1 text-sm text-slate-600">
          A .json file made by Download backup. You see what it changes before anything is replaced.
        </p>
        <input
          ref={fileInput}
          id="backup-file"
          type="file"
          accept=".json,application/json"
          aria-describedby="backup-file-hint"
          disabled={busy}
          onChange={(event) => void check(event)}
          className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-white file:px-4 file:font-semibold file:text-navy-900 file:ring-1 file:ring-slate-300 file:ring-inset hover:file:bg-slate-50"
        />
        <RestoreStatus
          state={restore}
          headingRef={previewHeading}
          onRestore={() => {
            setConfirming(true);
          }}
          onCancel={reset}
        />
      </div>

      <ConfirmDialog
        open={confirming}
        title="Restore this backup?"
        message={
          restore.step === "preview"
            ? `This replaces the site's data with the backup's: ${describeChanges(diffTotals(restore.preview.diff))}. Parents see it at once, and it cannot be undone.`
            : ""
        }
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        pending={applying}
        onConfirm={() => void apply()}
        onCancel={() => {
          setConfirming(false);
        }}
      />
    </Card>
  );
}

interface RestoreStatusProps {
  state: RestoreState;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRestore: () => void;
  onCancel: () => void;
}

function RestoreStatus({ state, headingRef, onRestore, onCancel }: RestoreStatusProps) {
  switch (state.step) {
    case "idle":
      return null;
    case "checking":
      return (
        <p role="status" aria-busy="true" className="mt-3 text-slate-600">
          Checking {state.fileName}...
        </p>
      );
    case "invalid":
      return (
        <div role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
          <p className="font-semibold">
            {state.fileName}: {state.message}
          </p>
          {state.problems.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-words">
              {state.problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
              {state.problems.length > SHOWN_PROBLEMS ? (
                <li>and {String(state.problems.length - SHOWN_PROBLEMS)} more</li>
              ) : null}
            </ul>
          ) : null}
          <p className="mt-2 text-sm">Nothing was changed. Choose a file made by Download backup.</p>
        </div>
      );
    case "preview":
      return (
        <RestorePreview state={state} headingRef={headingRef} onRestore={onRestore} onCancel={onCancel} />
      );
  }
}

function RestorePreview({
  state,
  headingRef,
  onRestore,
  onCancel,
}: Omit<RestoreStatusProps, "state"> & { state: Extract<RestoreState, { step: "preview" }> }) {
  const { diff, backup } = state.preview;
  const totals = diffTotals(diff);
  const changes = totals.added + totals.changed + totals.removed;
  return (
    <div className="mt-4">
      <h4 ref={headingRef} tabIndex={-1} className="font-bold break-words text-navy-900 focus:outline-none">
        What restoring {state.fileName} changes
      </h4>
      <p className="mt-1 text-sm text-slate-700">
        Backup of {backup.season}, made {formatDate(backup.exportedAt)} at {formatTime(backup.exportedAt)}.
      </p>
      <table className="mt-2 w-full border-collapse text-left text-xs sm:text-sm">
        <caption className="sr-only">Records the restore adds, changes and removes</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Records
            </th>
            {/* Soft hyphens let the longer headings break on a 360 px phone. */}
            {["Added", "Chan\u00ADged", "Re\u00ADmoved", "Un\u00ADchanged"].map((label) => (
              <th key={label} scope="col" className="px-1 py-2 text-right font-semibold sm:px-2">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BACKUP_SECTION_NAMES.map((section) => (
            <tr key={section} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-2 font-medium text-navy-900">
                {COLLECTIONS[section].section}
              </th>
              <td className="px-1 py-2 text-right sm:px-2">{diff[section].added}</td>
              <td className="px-1 py-2 text-right sm:px-2">{diff[section].changed}</td>
              <td className="px-1 py-2 text-right sm:px-2">{diff[section].removed}</td>
              <td className="px-1 py-2 text-right sm:px-2">{diff[section].unchanged}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {changes === 0 ? (
        <p className="mt-3 text-slate-700">
          This backup matches the site&apos;s data: restoring it changes nothing.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {changes > 0 ? (
          <Button tone="danger" onClick={onRestore}>
            Restore this backup
          </Button>
        ) : null}
        <Button tone="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
