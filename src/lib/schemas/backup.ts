/**
 * The backup file: every collection of the registry (`../collections.ts`) with its records,
 * checked by the same schemas the store checks them with, and what a restore answers.
 */
import * as z from "zod/mini";
import { COLLECTION_NAMES, COLLECTIONS, type Collection } from "../collections.ts";
import { BACKUP_FORMAT, BACKUP_MAX_RECORDS, BACKUP_VERSION, LIMITS } from "../constants.ts";
import { count, InstantSchema, text } from "./primitives.ts";
import { COLLECTION_SCHEMAS } from "./collection-schemas.ts";

/** The sections backups have had since seasons came: absent from an older backup. */
export const SEASON_SECTIONS: ReadonlySet<BackupSection> = new Set<BackupSection>([
  "seasons",
  "season-archives",
  "settings/team",
  "settings/season",
]);

/**
 * The sections backups have had since family links came: absent from an older backup, which held
 * no families, no answers and the default settings, so restoring it leaves none.
 */
export const FAMILY_SECTIONS: ReadonlySet<BackupSection> = new Set<BackupSection>([
  "families",
  "availability",
  "settings/availability",
]);

/** Sections an older backup may lack, each read as empty (a setting as none). */
const LATER_SECTIONS: ReadonlySet<BackupSection> = new Set([...SEASON_SECTIONS, ...FAMILY_SECTIONS]);

/** A section of a backup is a collection of the registry, e.g. `"events"` or `"settings/groupme"`. */
export type BackupSection = Collection;

/** The section names in order, e.g. `["events", "players", …, "settings/groupme"]`. */
export const BACKUP_SECTION_NAMES = COLLECTION_NAMES;

const mapSections = <T>(make: (section: BackupSection) => T) =>
  Object.fromEntries(BACKUP_SECTION_NAMES.map((section) => [section, make(section)])) as Record<
    BackupSection,
    T
  >;

type Schemas = typeof COLLECTION_SCHEMAS;

/**
 * What each section holds in a backup: a collection of records is a list (each record carries its
 * key's id as `id`); a setting is its one record, or null when the store has none, and a backup
 * without it leaves the stored one as it is.
 */
type SectionDocument<K extends BackupSection> = (typeof COLLECTIONS)[K]["kind"] extends "setting"
  ? z.ZodMiniOptional<z.ZodMiniNullable<Schemas[K]>>
  : z.ZodMiniArray<Schemas[K]>;

function sectionDocument<K extends BackupSection>(section: K): SectionDocument<K> {
  const record: z.ZodMiniType = COLLECTION_SCHEMAS[section];
  // A backup from before seasons has no season sections: it holds the first season (content/'s),
  // so restoring it leaves no other season, no archive, and the team of content/.
  if (COLLECTIONS[section].kind === "setting") {
    const setting = z.nullable(record);
    return (
      LATER_SECTIONS.has(section) ? z._default(setting, null) : z.optional(setting)
    ) as SectionDocument<K>;
  }
  const list = z.array(record).check(z.maxLength(BACKUP_MAX_RECORDS));
  return (LATER_SECTIONS.has(section) ? z._default(list, []) : list) as SectionDocument<K>;
}

/**
 * `data` of a backup: one entry per section; an unknown section is refused. Each record is read by
 * its store schema, so a backup from before the Spanish versions (no `titleEs`, `notesEs`,
 * `labelEs`, `taglineEs`… anywhere) reads each as none, exactly as the store reads such a record,
 * and restoring it over the same records changes nothing.
 */
export const BackupDataSchema = z.strictObject(
  mapSections(sectionDocument) as unknown as { [K in BackupSection]: SectionDocument<K> },
);
export type BackupData = z.infer<typeof BackupDataSchema>;

/** What `GET /api/backup` answers and `POST /api/backup/restore` takes. */
export const BackupDocumentSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT, "This is not a team backup file"),
  version: z.literal(BACKUP_VERSION, `Only version ${String(BACKUP_VERSION)} backups can be restored`),
  exportedAt: InstantSchema,
  season: text(1, LIMITS.title),
  data: BackupDataSchema,
});
export type BackupDocument = z.infer<typeof BackupDocumentSchema>;

/** What a restore does to one section: counts, and the ids of the records it touches. */
export const BackupSectionDiffSchema = z.object({
  added: count(),
  changed: count(),
  removed: count(),
  unchanged: count(),
  ids: z.object({ added: z.array(z.string()), changed: z.array(z.string()), removed: z.array(z.string()) }),
});
export type BackupSectionDiff = z.infer<typeof BackupSectionDiffSchema>;

export const BackupDiffSchema = z.object(mapSections(() => BackupSectionDiffSchema));
export type BackupDiff = z.infer<typeof BackupDiffSchema>;

/** `POST /api/backup/restore`: what it did (`applied`) or, with `?dryRun=1`, would do. */
export const BackupRestoreResultSchema = z.object({
  applied: z.boolean(),
  backup: z.object({ exportedAt: InstantSchema, season: z.string() }),
  diff: BackupDiffSchema,
});
export type BackupRestoreResult = z.infer<typeof BackupRestoreResultSchema>;

/** `?dryRun=1` (or `true`) previews a restore; absent, `0` or `false` applies it. */
export const BackupRestoreQuerySchema = z.object({
  dryRun: z._default(
    z.pipe(
      z.enum(["1", "true", "0", "false"], "dryRun must be 1 or 0"),
      z.transform((value: "1" | "true" | "0" | "false") => value === "1" || value === "true"),
    ),
    false,
  ),
});
