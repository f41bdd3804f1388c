// `npm run backup`: saves every record the site stores as `backups/team-backup-<date>.json` (the
// date in Kyle), or as `--out FILE` (or in `--out FOLDER`), readable by its owner only. The site is
// `--url`, else SITE_URL, else http://localhost:4321 (plain http to this machine only); the coach
// signs in with COACH_EMAIL and COACH_PASSWORD (the local login by default).
import { parseArgs } from "node:util";
import { COLLECTIONS } from "../src/lib/collections.ts";
import { BACKUP_SECTION_NAMES } from "../src/lib/schemas/backup.ts";
import {
  CliError,
  describeFailure,
  request,
  runCommand,
  signIn,
  siteOrigin,
  writePrivateFile,
} from "./team-site.mjs";

const USAGE = "Usage: npm run backup [-- --out FILE] [--url https://your-site]";

function options() {
  try {
    return parseArgs({
      options: { out: { type: "string" }, url: { type: "string" }, help: { type: "boolean" } },
    }).values;
  } catch (error) {
    throw new CliError(`${error.message}\n${USAGE}`, 2);
  }
}

/** `attachment; filename="team-backup-2025-09-15.json"` → `team-backup-2025-09-15.json`. */
const fileNameOf = (disposition) => /filename="([\w.-]+)"/.exec(disposition ?? "")?.[1] ?? "team-backup.json";

const count = (records) => (Array.isArray(records) ? records.length : records ? 1 : 0);

await runCommand(async () => {
  const { out, url, help } = options();
  if (help) {
    console.log(USAGE);
    return;
  }
  const origin = siteOrigin(url);
  const cookie = await signIn(origin);
  const response = await request(origin, "/api/backup", {
    headers: { Cookie: cookie, Accept: "application/json" },
  });
  if (!response.ok) throw new CliError(`The backup failed: ${await describeFailure(response)}`);
  const backup = await response.json();
  const name = fileNameOf(response.headers.get("Content-Disposition"));
  const text = `${JSON.stringify(backup, null, 2)}\n`;
  const file = await writePrivateFile(out ?? `backups/${name}`, text, name);
  const contents = BACKUP_SECTION_NAMES.map(
    (section) => `${COLLECTIONS[section].section}: ${String(count(backup.data[section]))}`,
  ).join(", ");
  console.log(
    `Saved ${file} (${String(Math.ceil(Buffer.byteLength(text) / 1024))} KB) from ${origin}: ${contents}.`,
  );
});
