// `npm run restore -- FILE`: shows what restoring the backup FILE would add, change and remove on
// the site, asks, then restores it all or nothing. `--dry-run` only shows; `--yes` does not ask.
// The site is `--url`, else SITE_URL, else http://localhost:4321 (plain http to this machine
// only); the coach signs in with COACH_EMAIL and COACH_PASSWORD (the local login by default).
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { COLLECTIONS } from "../src/lib/collections.ts";
import { BACKUP_SECTION_NAMES, BackupDocumentSchema } from "../src/lib/schemas/backup.ts";
import {
  CliError,
  confirm,
  describeFailure,
  formatIssues,
  request,
  runCommand,
  signIn,
  siteOrigin,
} from "./team-site.mjs";

const USAGE = "Usage: npm run restore -- FILE [--dry-run] [--yes] [--url https://your-site]";

function options() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        "dry-run": { type: "boolean" },
        yes: { type: "boolean", short: "y" },
        url: { type: "string" },
        help: { type: "boolean" },
      },
    });
    if (values.help) return { help: true };
    if (positionals.length !== 1) throw new Error("Name one backup file.");
    return {
      file: positionals[0],
      dryRun: values["dry-run"] === true,
      yes: values.yes === true,
      url: values.url,
    };
  } catch (error) {
    throw new CliError(`${error.message}\n${USAGE}`, 2);
  }
}

/** Reads and checks the file before anything is sent, so a wrong file is named plainly. */
async function readBackup(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new CliError(
      error.code === "ENOENT" ? `No such file: ${file}` : `Could not read ${file}: ${error.message}`,
    );
  }
  let backup;
  try {
    backup = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${file} is not a team backup: it is not JSON (${error.message}).`);
  }
  const checked = BackupDocumentSchema.safeParse(backup);
  if (!checked.success) {
    throw new CliError(
      `${file} is not a valid team backup; nothing was changed.${formatIssues(checked.error.issues)}`,
    );
  }
  return backup;
}

const pad = (value, width) => String(value).padStart(width);

/** The preview as a table, one row per kind of record, and the totals. */
function describePreview({ backup, diff }, origin) {
  const header = `  ${"records".padEnd(18)}${pad("added", 7)}${pad("changed", 9)}${pad("removed", 9)}${pad("unchanged", 11)}`;
  const rows = BACKUP_SECTION_NAMES.map((section) => {
    const { added, changed, removed, unchanged } = diff[section];
    return `  ${COLLECTIONS[section].section.padEnd(18)}${pad(added, 7)}${pad(changed, 9)}${pad(removed, 9)}${pad(unchanged, 11)}`;
  });
  return [
    `Backup of ${backup.season} made ${backup.exportedAt}, against ${origin}:`,
    "",
    header,
    ...rows,
  ].join("\n");
}

function totalsOf(diff) {
  const totals = { added: 0, changed: 0, removed: 0 };
  for (const section of BACKUP_SECTION_NAMES) {
    for (const key of Object.keys(totals)) totals[key] += diff[section][key];
  }
  return totals;
}

const describeTotals = ({ added, changed, removed }) =>
  `${String(added)} added, ${String(changed)} changed, ${String(removed)} removed`;

async function postRestore(origin, cookie, backup, dryRun) {
  const response = await request(origin, `/api/backup/restore${dryRun ? "?dryRun=1" : ""}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      Origin: origin,
      Cookie: cookie,
    },
    body: JSON.stringify(backup),
  });
  if (!response.ok) {
    const reason = await describeFailure(response);
    throw new CliError(dryRun ? `The site refused the backup: ${reason}` : `The restore failed: ${reason}`);
  }
  return response.json();
}

await runCommand(async () => {
  const { file, dryRun, yes, url, help } = options();
  if (help) {
    console.log(USAGE);
    return;
  }
  const origin = siteOrigin(url);
  const backup = await readBackup(file);
  const cookie = await signIn(origin);
  const preview = await postRestore(origin, cookie, backup, true);
  const totals = totalsOf(preview.diff);
  console.log(`${describePreview(preview, origin)}\n\nRestoring it: ${describeTotals(totals)}.`);
  if (dryRun) {
    console.log("Dry run: nothing was changed.");
    return;
  }
  if (totals.added + totals.changed + totals.removed === 0) {
    console.log("The site already holds exactly this backup: nothing to do.");
    return;
  }
  if (!yes) {
    if (!process.stdin.isTTY)
      throw new CliError("Not restoring without a terminal to ask on: pass --yes.", 2);
    const question = `Restore this backup? This replaces the data on ${origin} (${describeTotals(totals)}).`;
    if (!(await confirm(question))) {
      console.log("Nothing was changed.");
      return;
    }
  }
  const result = await postRestore(origin, cookie, backup, false);
  console.log(`Restored ${file} on ${origin}: ${describeTotals(totalsOf(result.diff))}.`);
});
