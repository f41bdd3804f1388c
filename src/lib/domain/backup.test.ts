import { describe, expect, it } from "vitest";
import { buildEvent } from "../../../tests/support/builders";
import {
  BACKUP_SECTION_NAMES,
  BackupDocumentSchema,
  type BackupData,
  type BackupDocument,
} from "../schemas/backup";
import type { ContactMessage } from "../schemas/contact";
import type { Event } from "../schemas/events";
import type { Player } from "../schemas/players";
import { RECORD_COLLECTIONS } from "../collections";
import {
  backupFileName,
  describeBackupIssue,
  describeChanges,
  diffBackup,
  diffTotals,
  findBackupClashes,
  planRestore,
  sameRecord,
  sectionEntries,
} from "./backup";

const STAMP = "2025-09-15T17:00:00.000Z";

const player = (id: string, firstName: string, jerseyNumber: number | null = null): Player => ({
  id,
  firstName,
  lastName: "Lopez",
  jerseyNumber,
  position: null,
  parentId: null,
  seasonIds: ["fall-2025"],
  createdAt: STAMP,
  updatedAt: STAMP,
});

const game = (id: string, overrides: Partial<Event> = {}): Event => buildEvent({ id, ...overrides });

const message = (id: string): ContactMessage => ({
  id,
  name: "Jordan",
  email: "jordan@example.com",
  subject: null,
  message: "Can Avery ride along on Thursday?",
  createdAt: STAMP,
});

const data = (overrides: Partial<BackupData> = {}): BackupData => ({
  events: [],
  players: [],
  posts: [],
  "contact-messages": [],
  users: [],
  "chat-messages": [],
  "settings/groupme": null,
  seasons: [],
  "season-archives": [],
  "settings/team": null,
  "settings/season": null,
  families: [],
  availability: [],
  "settings/availability": null,
  ...overrides,
});

const documentOf = (backup: BackupData): BackupDocument => ({
  format: "team-backup",
  version: 1,
  exportedAt: STAMP,
  season: "Fall 2025",
  data: backup,
});

const SETTINGS = {
  remindersEnabled: true,
  botId: "bot-1",
  botName: "Lightning Coach - Parents",
  languages: "en" as const,
};

describe("BACKUP_SECTION_NAMES", () => {
  it("holds every collection of records in the store", () => {
    expect(BACKUP_SECTION_NAMES).toEqual(expect.arrayContaining([...RECORD_COLLECTIONS]));
  });

  it("never has a section whose keys fall under another's prefix", () => {
    for (const section of BACKUP_SECTION_NAMES) {
      const others = BACKUP_SECTION_NAMES.filter((other) => other !== section);
      expect(others.filter((other) => other.startsWith(`${section}/`))).toEqual([]);
    }
  });
});

describe("sectionEntries", () => {
  it.each([
    { case: "records by id", section: "players" as const, value: [player("a", "Mia")], ids: ["a"] },
    { case: "no records", section: "players" as const, value: [], ids: [] },
    {
      case: "a setting under its section",
      section: "settings/groupme" as const,
      value: SETTINGS,
      ids: ["settings/groupme"],
    },
    { case: "no setting", section: "settings/groupme" as const, value: null, ids: [] },
  ])("$case", ({ section, value, ids }) => {
    expect([...(sectionEntries(section, value) ?? new Map()).keys()]).toEqual(ids);
  });

  it("is null for a section the backup leaves out", () => {
    expect(sectionEntries("settings/groupme", undefined)).toBeNull();
  });
});

describe("sameRecord", () => {
  it.each([
    { a: { x: 1, y: [1, { z: null }] }, b: { y: [1, { z: null }], x: 1 }, same: true },
    { a: { x: 1 }, b: { x: 1, y: undefined }, same: true },
    { a: { x: 1 }, b: { x: 1, y: null }, same: false },
    { a: { x: [1, 2] }, b: { x: [2, 1] }, same: false },
    { a: { x: [1] }, b: { x: { 0: 1 } }, same: false },
    { a: { x: "1" }, b: { x: 1 }, same: false },
    { a: null, b: {}, same: false },
    { a: 3, b: 3, same: true },
  ])("$a and $b: $same", ({ a, b, same }) => {
    expect(sameRecord(a, b)).toBe(same);
  });
});

describe("diffBackup", () => {
  const current = data({
    players: [player("a", "Mia", 7), player("b", "Leo", 9), player("c", "Ava")],
    events: [game("g1"), game("g2")],
    "contact-messages": [message("m1")],
  });

  it.each([
    {
      case: "the same data: everything unchanged",
      incoming: current,
      expected: { players: [0, 0, 0, 3], events: [0, 0, 0, 2], "contact-messages": [0, 0, 0, 1] },
      ids: {},
    },
    {
      case: "a player added, one edited, one removed; an event removed; every message removed",
      incoming: data({
        players: [player("a", "Mia", 8), player("c", "Ava"), player("d", "Noor")],
        events: [game("g1")],
      }),
      expected: { players: [1, 1, 1, 1], events: [0, 0, 1, 1], "contact-messages": [0, 0, 1, 0] },
      ids: {
        players: { added: ["d"], changed: ["a"], removed: ["b"] },
        events: { added: [], changed: [], removed: ["g2"] },
        "contact-messages": { added: [], changed: [], removed: ["m1"] },
      },
    },
    {
      case: "an empty store restored: everything added",
      incoming: current,
      from: data(),
      expected: { players: [3, 0, 0, 0], events: [2, 0, 0, 0], "contact-messages": [1, 0, 0, 0] },
      ids: { players: { added: ["a", "b", "c"], changed: [], removed: [] } },
    },
    {
      case: "a score added to a game is a change",
      incoming: {
        ...current,
        events: [
          game("g1", {
            gameScore: { eventId: "g1", homeScore: 2, awayScore: 1, isFinal: true, notes: null },
          }),
          game("g2"),
        ],
      },
      expected: { players: [0, 0, 0, 3], events: [0, 1, 0, 1], "contact-messages": [0, 0, 0, 1] },
      ids: { events: { added: [], changed: ["g1"], removed: [] } },
    },
  ])("$case", ({ incoming, from, expected, ids }) => {
    const diff = diffBackup(from ?? current, incoming);
    for (const [section, [added, changed, removed, unchanged]] of Object.entries(expected)) {
      expect(diff[section as keyof typeof diff], section).toMatchObject({
        added,
        changed,
        removed,
        unchanged,
      });
    }
    for (const [section, expectedIds] of Object.entries(ids)) {
      expect(diff[section as keyof typeof diff].ids, section).toEqual(expectedIds);
    }
  });

  it.each([
    { case: "set", current: null, incoming: SETTINGS, counts: [1, 0, 0, 0] },
    {
      case: "changed",
      current: SETTINGS,
      incoming: { ...SETTINGS, remindersEnabled: false },
      counts: [0, 1, 0, 0],
    },
    { case: "cleared", current: SETTINGS, incoming: null, counts: [0, 0, 1, 0] },
    { case: "the same", current: SETTINGS, incoming: SETTINGS, counts: [0, 0, 0, 1] },
    { case: "left out of the backup", current: SETTINGS, incoming: undefined, counts: [0, 0, 0, 1] },
    { case: "left out, none stored", current: null, incoming: undefined, counts: [0, 0, 0, 0] },
  ])("a setting $case", ({ current: stored, incoming, counts }) => {
    const diff = diffBackup(data({ "settings/groupme": stored }), data({ "settings/groupme": incoming }));
    const { added, changed, removed, unchanged } = diff["settings/groupme"];
    expect([added, changed, removed, unchanged]).toEqual(counts);
  });

  it("lists ids sorted and adds them up in diffTotals", () => {
    const diff = diffBackup(
      data(),
      data({ players: [player("z", "Zoe"), player("b", "Bo")], events: [game("g")] }),
    );
    expect(diff.players.ids.added).toEqual(["b", "z"]);
    expect(diffTotals(diff)).toEqual({ added: 3, changed: 0, removed: 0, unchanged: 0 });
  });
});

describe("planRestore", () => {
  it("writes added and changed records with the backup's version, deletes removed ones, leaves the rest", () => {
    const current = data({
      players: [player("a", "Mia"), player("b", "Leo"), player("c", "Ava")],
      "settings/groupme": SETTINGS,
    });
    const edited = player("a", "Mia", 4);
    const incoming = data({ players: [edited, player("c", "Ava"), player("d", "Noor")] });
    const plan = planRestore(diffBackup(current, incoming), incoming);
    expect(plan.writes).toEqual([
      { section: "players", id: "d", record: player("d", "Noor") },
      { section: "players", id: "a", record: edited },
    ]);
    expect(plan.deletes).toEqual([
      { section: "players", id: "b" },
      { section: "settings/groupme", id: "settings/groupme" },
    ]);
  });

  it("leaves a section the backup leaves out alone", () => {
    const incoming = data({ "settings/groupme": undefined });
    const plan = planRestore(diffBackup(data({ "settings/groupme": SETTINGS }), incoming), incoming);
    expect(plan).toEqual({ writes: [], deletes: [] });
  });
});

describe("findBackupClashes", () => {
  it.each([
    {
      case: "a consistent backup",
      backup: data({ players: [player("a", "Mia", 7), player("b", "Leo"), player("c", "Ava")] }),
      issues: [],
    },
    {
      case: "an id twice",
      backup: data({ "contact-messages": [message("m1"), message("m2"), message("m1")] }),
      issues: [
        { path: ["data", "contact-messages", 2, "id"], message: "Contact messages has the id m1 twice" },
      ],
    },
    {
      case: "a jersey number twice",
      backup: data({ players: [player("a", "Mia", 7), player("b", "Leo", 8), player("c", "Ava", 7)] }),
      issues: [{ path: ["data", "players", 2, "jerseyNumber"], message: "Jersey 7 is worn by Mia too" }],
    },
    {
      case: "a score naming another game",
      backup: data({
        events: [
          game("g1"),
          game("g2", {
            gameScore: { eventId: "g1", homeScore: 1, awayScore: 0, isFinal: false, notes: null },
          }),
        ],
      }),
      issues: [
        {
          path: ["data", "events", 1, "gameScore", "eventId"],
          message: "A game's score must name the game itself (g2)",
        },
      ],
    },
    {
      case: "a score on a practice",
      backup: data({
        events: [
          game("p1", {
            type: "practice",
            opponent: null,
            gameScore: { eventId: "p1", homeScore: 1, awayScore: 0, isFinal: false, notes: null },
          }),
        ],
      }),
      issues: [{ path: ["data", "events", 0, "gameScore"], message: "Only a game can have a score" }],
    },
  ])("$case", ({ backup, issues }) => {
    expect(findBackupClashes(backup)).toEqual(issues);
  });
});

describe("backupFileName: the date in Kyle, on both sides of the daylight-saving change", () => {
  it.each([
    { exportedAt: "2025-09-15T17:00:00.000Z", name: "team-backup-2025-09-15.json" },
    { exportedAt: "2025-09-16T04:59:59.000Z", name: "team-backup-2025-09-15.json" },
    { exportedAt: "2025-09-16T05:00:00.000Z", name: "team-backup-2025-09-16.json" },
    { exportedAt: "2025-11-03T05:59:59.000Z", name: "team-backup-2025-11-02.json" },
    { exportedAt: "2025-11-03T06:00:00.000Z", name: "team-backup-2025-11-03.json" },
  ])("$exportedAt → $name", ({ exportedAt, name }) => {
    expect(backupFileName(exportedAt)).toBe(name);
  });
});

describe("BackupDocumentSchema", () => {
  const valid = documentOf(
    data({ players: [player("a", "Mia", 7)], events: [game("g1")], "settings/groupme": SETTINGS }),
  );

  it("accepts a backup and gives back the same records", () => {
    expect(BackupDocumentSchema.parse(valid)).toEqual(valid);
  });

  it("accepts a backup without the settings (they stay as they are)", () => {
    // As a file without the key would read.
    const withoutSettings: unknown = JSON.parse(
      JSON.stringify({ ...valid, data: { ...valid.data, "settings/groupme": undefined } }),
    );
    expect(BackupDocumentSchema.parse(withoutSettings).data).not.toHaveProperty("settings/groupme");
  });

  it.each([
    {
      case: "another format",
      change: { format: "other" },
      path: ["format"],
      message: "This is not a team backup file",
    },
    {
      case: "another version",
      change: { version: 2 },
      path: ["version"],
      message: "Only version 1 backups can be restored",
    },
    { case: "no exportedAt", change: { exportedAt: undefined }, path: ["exportedAt"], message: "" },
    { case: "an unknown top-level field", change: { extra: 1 }, path: [], message: "extra" },
    {
      case: "an unknown collection",
      change: { data: { ...valid.data, snacks: [] } },
      path: ["data"],
      message: "snacks",
    },
    {
      case: "a missing collection",
      change: { data: { ...valid.data, posts: undefined } },
      path: ["data", "posts"],
      message: "",
    },
    {
      case: "a bad record deep inside",
      change: {
        data: {
          ...valid.data,
          players: [player("a", "Mia", 7), { ...player("b", "Leo"), jerseyNumber: 100 }],
        },
      },
      path: ["data", "players", 1, "jerseyNumber"],
      message: "Jersey number must be between 1 and 99",
    },
    {
      case: "a record with a field the store does not know",
      change: { data: { ...valid.data, events: [{ ...game("g1"), secret: "x" }] } },
      path: ["data", "events", 0],
      message: "secret",
    },
    {
      case: "an invalid id",
      change: { data: { ...valid.data, events: [game("../meta/seeded-v1")] } },
      path: ["data", "events", 0, "id"],
      message: "Invalid id",
    },
    {
      case: "a bad setting",
      change: { data: { ...valid.data, "settings/groupme": { remindersEnabled: "yes" } } },
      path: ["data", "settings/groupme", "remindersEnabled"],
      message: "",
    },
  ])("refuses $case, pointing at it", ({ change, path, message }) => {
    const result = BackupDocumentSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((found) => JSON.stringify(found.path) === JSON.stringify(path));
    expect(issue, JSON.stringify(result.error?.issues)).toBeDefined();
    expect(JSON.stringify(issue)).toContain(message);
  });
});

describe("describeBackupIssue", () => {
  it.each([
    {
      issue: {
        path: ["data", "players", 5, "jerseyNumber"],
        message: "Jersey number must be between 1 and 99",
      },
      text: "Players, record 6, jerseyNumber: Jersey number must be between 1 and 99",
    },
    {
      issue: { path: ["data", "events", 0, "gameScore", "eventId"], message: "Wrong game" },
      text: "Events, record 1, gameScore, eventId: Wrong game",
    },
    {
      issue: { path: ["data", "settings/groupme", "botId"], message: "Too long" },
      text: "GroupMe settings, botId: Too long",
    },
    { issue: { path: ["data", "users"], message: "Expected array" }, text: "Parents: Expected array" },
    {
      issue: { path: ["data"], message: 'Unrecognized key: "snacks"' },
      text: 'data: Unrecognized key: "snacks"',
    },
    { issue: { path: ["data", "toString"], message: "No" }, text: "data, toString: No" },
    { issue: { path: ["version"], message: "Only version 1" }, text: "version: Only version 1" },
    { issue: { path: [], message: "Expected object" }, text: "Expected object" },
  ])("$text", ({ issue, text }) => {
    expect(describeBackupIssue(issue)).toBe(text);
  });
});

describe("describeChanges", () => {
  it.each([
    { totals: { added: 2, changed: 1, removed: 0 }, text: "2 added, 1 changed, 0 removed" },
    { totals: { added: 0, changed: 0, removed: 12, unchanged: 4 }, text: "0 added, 0 changed, 12 removed" },
  ])("$text", ({ totals, text }) => {
    expect(describeChanges(totals)).toBe(text);
  });
});
