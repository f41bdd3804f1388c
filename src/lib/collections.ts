/**
 * The one registry of what the team's store holds. Each entry names a key prefix (a collection of
 * records stored one per key, `events/<id>`) or a single key (a setting, `settings/groupme`), what
 * one record is called in messages ("Event not found"), what the backup calls the section, and
 * whether parents read it (a public read is answered from a snapshot; see
 * `server/snapshots.ts`). The keys, the repositories, the snapshots and the backup all read
 * from here, so a collection added here is stored, snapshotted if public, exported, previewed
 * and restored with nothing else to keep in step. Zod-free, so the dashboard's backup panel can
 * list the sections without loading the schemas.
 *
 * What is never listed, and so never backed up: sessions, rate-limit counters, the seed marker,
 * snapshot versions (`meta/`, `rate-limits/`) and the claims of reminders (`reminders/`).
 */
export const COLLECTIONS = {
  events: { kind: "records", label: "Event", section: "Events", public: true },
  players: { kind: "records", label: "Player", section: "Players", public: true },
  posts: { kind: "records", label: "Post", section: "Posts", public: true },
  "contact-messages": { kind: "records", label: "Message", section: "Contact messages", public: false },
  users: { kind: "records", label: "Parent", section: "Parents", public: true },
  "chat-messages": { kind: "records", label: "Chat message", section: "Chat messages", public: false },
  "settings/groupme": {
    kind: "setting",
    label: "GroupMe settings",
    section: "GroupMe settings",
    public: false,
  },
  // Parents read it, but as one key: a read is one store call, so it needs no snapshot.
  "settings/alert": { kind: "setting", label: "Field alert", section: "Field alert", public: false },
  // Parents read it in the sign-up dialog, as one key.
  "settings/snacks": { kind: "setting", label: "Snack note", section: "Snack note", public: false },
  // Seasons (docs/product-rules.md#seasons): read through their own routes, one or a few keys each.
  seasons: { kind: "records", label: "Season", section: "Seasons", public: false },
  "season-archives": { kind: "records", label: "Season archive", section: "Season archives", public: false },
  "settings/team": { kind: "setting", label: "Team", section: "Team", public: false },
  "settings/season": { kind: "setting", label: "Current season", section: "Current season", public: false },
  // Family answers (docs/product-rules.md#family-answers): never public; the public counts are
  // worked out from the answers and cached under their own tag.
  families: { kind: "records", label: "Family", section: "Families", public: false },
  availability: { kind: "records", label: "Answer", section: "Answers", public: false },
  "settings/availability": {
    kind: "setting",
    label: "Availability settings",
    section: "Availability settings",
    public: false,
  },
} as const;

/** Every entry's name, e.g. `"events"` or `"settings/groupme"`. */
export type Collection = keyof typeof COLLECTIONS;

type Entry = (typeof COLLECTIONS)[Collection];

/** A collection of records stored one per key, e.g. `"players"`. */
export type RecordCollection = {
  [K in Collection]: (typeof COLLECTIONS)[K]["kind"] extends "records" ? K : never;
}[Collection];

/** A collection parents read, whose public reads come from a snapshot, e.g. `"events"`. */
export type PublicCollection = {
  [K in Collection]: (typeof COLLECTIONS)[K]["public"] extends true ? K : never;
}[Collection];

/** Every entry in order, as the backup lists them, e.g. `["events", "players", …, "settings/groupme"]`. */
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as Collection[];

const named = <K extends Collection>(test: (entry: Entry) => boolean) =>
  COLLECTION_NAMES.filter((name) => test(COLLECTIONS[name])) as K[];

/** The collections of records, e.g. `["events", "players", …, "chat-messages"]`. */
export const RECORD_COLLECTIONS = named<RecordCollection>((entry) => entry.kind === "records");

/** The collections parents read: `["events", "players", "posts", "users"]`. */
export const PUBLIC_COLLECTIONS = named<PublicCollection>((entry) => entry.public);
