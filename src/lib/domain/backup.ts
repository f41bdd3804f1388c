/**
 * What a backup would change, and the rules a whole backup must keep that one record's schema
 * cannot see (unique ids, unique jersey numbers, a score on its own game). Pure: the server
 * reads the store and writes it; the dashboard and the CLI show the diff.
 */
import { DateTime } from "luxon";
import { COLLECTIONS } from "../collections";
import {
  BACKUP_SECTION_NAMES,
  type BackupData,
  type BackupDiff,
  type BackupSection,
  type BackupSectionDiff,
} from "../schemas/backup";
import type { IssueDetail } from "./errors";
import { TEAM_ZONE } from "./time";

/** One record of a backup: `{ section: "players", id: "p-1", record: {…} }`; a setting's id is its section. */
export interface BackupEntry {
  section: BackupSection;
  id: string;
  record: unknown;
}

/**
 * The records of one section by id, e.g. `Map { "p-1" => {…} }`; `null` when the backup leaves the
 * section out (it is then left as it is). A setting is one entry under its section's name.
 */
export function sectionEntries(
  section: BackupSection,
  value: BackupData[BackupSection],
): Map<string, unknown> | null {
  if (value === undefined) return null;
  if (Array.isArray(value)) return new Map(value.map((record) => [record.id, record]));
  return new Map(value === null ? [] : [[section, value]]);
}

/** Equal as JSON: same keys with equal values, in any key order. */
export function sameRecord(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameRecord(item, b[index]))
    );
  }
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = new Map(Object.entries(b).filter(([, value]) => value !== undefined));
  return (
    left.length === right.size &&
    left.every(([key, value]) => right.has(key) && sameRecord(value, right.get(key)))
  );
}

const byId = (ids: Iterable<string>) => [...ids].sort();

function diffSection(
  current: Map<string, unknown>,
  incoming: Map<string, unknown> | null,
): BackupSectionDiff {
  if (incoming === null) {
    return {
      added: 0,
      changed: 0,
      removed: 0,
      unchanged: current.size,
      ids: { added: [], changed: [], removed: [] },
    };
  }
  const added = byId([...incoming.keys()].filter((id) => !current.has(id)));
  const removed = byId([...current.keys()].filter((id) => !incoming.has(id)));
  const kept = [...incoming.keys()].filter((id) => current.has(id));
  const changed = byId(kept.filter((id) => !sameRecord(current.get(id), incoming.get(id))));
  return {
    added: added.length,
    changed: changed.length,
    removed: removed.length,
    unchanged: kept.length - changed.length,
    ids: { added, changed, removed },
  };
}

/**
 * What restoring `incoming` over `current` (the store now) does to each section, e.g.
 * `{ players: { added: 1, changed: 2, removed: 0, unchanged: 9, ids: {…} }, … }`. A section the
 * backup leaves out counts as unchanged.
 */
export function diffBackup(current: BackupData, incoming: BackupData): BackupDiff {
  const diff = {} as BackupDiff;
  for (const section of BACKUP_SECTION_NAMES) {
    diff[section] = diffSection(
      sectionEntries(section, current[section]) ?? new Map<string, unknown>(),
      sectionEntries(section, incoming[section]),
    );
  }
  return diff;
}

/** Sums of a diff over every section, e.g. `{ added: 1, changed: 2, removed: 0, unchanged: 40 }`. */
export function diffTotals(diff: BackupDiff) {
  const totals = { added: 0, changed: 0, removed: 0, unchanged: 0 };
  for (const section of BACKUP_SECTION_NAMES) {
    totals.added += diff[section].added;
    totals.changed += diff[section].changed;
    totals.removed += diff[section].removed;
    totals.unchanged += diff[section].unchanged;
  }
  return totals;
}

export interface RestorePlan {
  /** Records to add or replace, with the backup's version. */
  writes: BackupEntry[];
  /** Records the backup does not have. */
  deletes: Omit<BackupEntry, "record">[];
}

/**
 * The writes and deletes that turn the store into `incoming`, given their `diff`
 * (`diffBackup(current, incoming)`, which the restore also reports); unchanged records are left alone.
 */
export function planRestore(diff: BackupDiff, incoming: BackupData): RestorePlan {
  const plan: RestorePlan = { writes: [], deletes: [] };
  for (const section of BACKUP_SECTION_NAMES) {
    const records = sectionEntries(section, incoming[section]);
    if (records === null) continue;
    const { added, changed, removed } = diff[section].ids;
    for (const id of [...added, ...changed]) plan.writes.push({ section, id, record: records.get(id) });
    for (const id of removed) plan.deletes.push({ section, id });
  }
  return plan;
}

/**
 * Problems across records that the store refuses on every write, each pointing at the record, e.g.
 * `{ path: ["data", "players", 3, "jerseyNumber"], message: "Jersey 7 is worn by Mia too" }`.
 */
export function findBackupClashes(data: BackupData): IssueDetail[] {
  const issues: IssueDetail[] = [];
  for (const section of BACKUP_SECTION_NAMES) {
    const records = data[section];
    if (!Array.isArray(records)) continue;
    const seen = new Set<string>();
    records.forEach((record, index) => {
      if (seen.has(record.id)) {
        issues.push({
          path: ["data", section, index, "id"],
          message: `${COLLECTIONS[section].section} has the id ${record.id} twice`,
        });
      }
      seen.add(record.id);
    });
  }
  const wearers = new Map<number, string>();
  data.players.forEach((player, index) => {
    if (player.jerseyNumber === null) return;
    const other = wearers.get(player.jerseyNumber);
    if (other !== undefined) {
      issues.push({
        path: ["data", "players", index, "jerseyNumber"],
        message: `Jersey ${String(player.jerseyNumber)} is worn by ${other} too`,
      });
    } else wearers.set(player.jerseyNumber, player.firstName);
  });
  data.events.forEach((event, index) => {
    if (event.gameScore === undefined) return;
    if (event.type !== "game") {
      issues.push({ path: ["data", "events", index, "gameScore"], message: "Only a game can have a score" });
    } else if (event.gameScore.eventId !== event.id) {
      issues.push({
        path: ["data", "events", index, "gameScore", "eventId"],
        message: `A game's score must name the game itself (${event.id})`,
      });
    }
  });
  return issues;
}

/** `backupFileName("2025-09-16T03:00:00.000Z")` → `"team-backup-2025-09-15.json"` (the date in Kyle). */
export function backupFileName(exportedAt: string): string {
  const date = DateTime.fromISO(exportedAt, { zone: "utc" }).setZone(TEAM_ZONE).toISODate() ?? "undated";
  return `team-backup-${date}.json`;
}

/**
 * A problem with a backup as the coach reads it:
 * `{ path: ["data", "players", 5, "jerseyNumber"], message: "Too big" }` → `"Players, record 6, jerseyNumber: Too big"`.
 */
export function describeBackupIssue({ path, message }: IssueDetail): string {
  const [head, section, ...rest] = path;
  if (head === "data" && typeof section === "string" && Object.hasOwn(COLLECTIONS, section)) {
    const where = rest.map((part, index) =>
      index === 0 && typeof part === "number" ? `record ${String(part + 1)}` : String(part),
    );
    return `${[COLLECTIONS[section as BackupSection].section, ...where].join(", ")}: ${message}`;
  }
  return path.length === 0 ? message : `${path.map(String).join(", ")}: ${message}`;
}

/** `{ added: 2, changed: 1, removed: 0 }` → `"2 added, 1 changed, 0 removed"`. */
export const describeChanges = ({
  added,
  changed,
  removed,
}: {
  added: number;
  changed: number;
  removed: number;
}) => `${String(added)} added, ${String(changed)} changed, ${String(removed)} removed`;
