/**
 * Backups against a real local Blobs store: only the coach may export or restore; the export is
 * exactly what the store holds; a restore puts the store back exactly, a dry run and an invalid
 * backup change nothing, and a restore that fails part-way is rolled back.
 */
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import * as z from "zod/mini";
import { describe, expect, it, vi } from "vitest";
import { BACKUP_MAX_BYTES, FAMILY_TOKEN_HEADER } from "../../../src/lib/constants";
import {
  BACKUP_SECTION_NAMES,
  BackupDocumentSchema,
  BackupRestoreResultSchema,
  type BackupDocument,
} from "../../../src/lib/schemas/backup";
import { PlayerSchema } from "../../../src/lib/schemas/players";
import { PostSchema } from "../../../src/lib/schemas/posts";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import { sectionEntries } from "../../../src/lib/domain/backup";
import { backupKey } from "../../../src/lib/server/backup";
import { SiteFactsSchema } from "../../../src/lib/schemas/seasons";
import { teamStore } from "../../../src/lib/server/store";
import { asCoach, fn, send, useCoachPerTest } from "../../support/api";
import { buildContactInput, buildPlayerInput, buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { springRequest } from "../../support/seasons";
import { useSeasonClock } from "../../support/env";
import {
  blobsOrigin,
  changedKeys,
  contents,
  failBlobWrites,
  fingerprint,
  recordBlobWrites,
} from "../../support/store-snapshot";

useSeasonClock();
const coach = useCoachPerTest();

const GROUPME_SETTINGS = {
  remindersEnabled: true,
  botId: "bot-123",
  botName: "Lightning Coach - Parents",
  languages: "en",
};

const download = () => call(fn("backup"), "/api/backup", asCoach(coach()));

async function exportBackup(): Promise<BackupDocument> {
  const { status, body } = await download();
  expect(status).toBe(200);
  return BackupDocumentSchema.parse(body);
}

const restore = (body: unknown, query = "", init: Partial<RequestInit> = {}) =>
  call(fn("backup-restore"), `/api/backup/restore${query}`, { ...send("POST", body, coach()), ...init });

/** Records in every section: a parent (snack sign-up), a contact and a chat message, GroupMe settings. */
async function fillEverySection(): Promise<void> {
  const signup = await call(
    fn("events-snack-signup"),
    "/api/events/game-2025-09-20/snack-signup",
    send("PUT", buildSignup()),
    { params: { id: "game-2025-09-20" } },
  );
  expect(signup.status).toBe(200);
  expect((await call(fn("contact"), "/api/contact", send("POST", buildContactInput()))).status).toBe(201);
  const chat = { content: "Carpool from the library at 6", channel: "rides", authorId: "coach" };
  expect((await call(fn("messages"), "/api/messages", send("POST", chat, coach()))).status).toBe(201);
  await teamStore().setJSON("settings/groupme", GROUPME_SETTINGS);
  // Game-day changes: a cancelled game, a moved practice and the field alert.
  await changeEvent("game-2025-09-20", { status: "cancelled", statusNote: "Fields closed: rain" });
  await changeEvent("practice-2025-09-16", { date: "2025-09-17T23:30:00.000Z", endDate: null });
  expect((await call(fn("alert"), "/api/alert", send("PUT", FIELD_ALERT, coach()))).status).toBe(200);
}

const FIELD_ALERT = { message: "All fields closed today: rain", level: "closed" };

async function changeEvent(id: string, body: unknown): Promise<void> {
  const { status } = await call(fn("events-id"), `/api/events/${id}`, send("PUT", body, coach()), {
    params: { id },
  });
  expect(status).toBe(200);
}

/** Adds, edits and deletes records in several sections, as a season of use would. */
async function changeEverything(): Promise<void> {
  const players = z
    .array(PlayerSchema)
    .parse((await call(fn("players"), "/api/players", asCoach(coach()))).body);
  const [first, second] = players;
  const added = await call(fn("players"), "/api/players", send("POST", buildPlayerInput(), coach()));
  expect(added.status).toBe(201);
  const edited = await call(
    fn("players-id"),
    `/api/players/${first?.id ?? ""}`,
    send("PUT", { firstName: "Renamed" }, coach()),
    { params: { id: first?.id ?? "" } },
  );
  expect(edited.status).toBe(200);
  const removed = await call(
    fn("players-id"),
    `/api/players/${second?.id ?? ""}`,
    send("DELETE", undefined, coach()),
    {
      params: { id: second?.id ?? "" },
    },
  );
  expect(removed.status).toBe(204);
  const [post] = z
    .array(PostSchema)
    .parse((await call(fn("posts-all"), "/api/posts/all", asCoach(coach()))).body);
  const postEdit = await call(
    fn("posts-id"),
    `/api/posts/${post?.id ?? ""}`,
    send("PUT", { title: "Changed after the backup" }, coach()),
    { params: { id: post?.id ?? "" } },
  );
  expect(postEdit.status).toBe(200);
  const eventDelete = await call(
    fn("events-id"),
    "/api/events/game-2025-10-04",
    send("DELETE", undefined, coach()),
    {
      params: { id: "game-2025-10-04" },
    },
  );
  expect(eventDelete.status).toBe(204);
  const signup = await call(
    fn("events-snack-signup"),
    "/api/events/game-2025-09-27/snack-signup",
    send("PUT", buildSignup({ parentName: "Kim Lee", parentEmail: "kim.lee@example.com" })),
    { params: { id: "game-2025-09-27" }, ip: "203.0.113.44" },
  );
  expect(signup.status).toBe(200);
  await teamStore().setJSON("settings/groupme", { ...GROUPME_SETTINGS, remindersEnabled: false });
  await changeEvent("game-2025-09-20", { status: "scheduled" });
  expect((await call(fn("alert"), "/api/alert", send("DELETE", undefined, coach()))).status).toBe(204);
  const contact = await call(
    fn("contact"),
    "/api/contact",
    send("POST", buildContactInput({ name: "Dana" })),
    {
      ip: "203.0.113.45",
    },
  );
  expect(contact.status).toBe(201);
}

/** The store's keys as the backup names them, with their records. */
function keysOf(backup: BackupDocument): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  for (const section of BACKUP_SECTION_NAMES) {
    for (const [id, record] of sectionEntries(section, backup.data[section]) ?? []) {
      keys.set(backupKey(section, id), record);
    }
  }
  return keys;
}

const withoutMeta = (store: Map<string, unknown>) =>
  new Map([...store].filter(([key]) => !key.startsWith("meta/")));

async function expectStoreUnchanged(before: Map<string, unknown>): Promise<void> {
  expect(changedKeys(before, await contents(), isDeepStrictEqual)).toEqual([]);
}

describe("who may back up and restore", () => {
  it.each([
    { case: "GET /api/backup", request: () => call(fn("backup"), "/api/backup") },
    {
      case: "POST /api/backup/restore",
      request: () =>
        call(fn("backup-restore"), "/api/backup/restore", send("POST", { format: "team-backup" })),
    },
  ])("$case without the session is 401", async ({ request }) => {
    const { status, body } = await request();
    expect(status).toBe(401);
    expect(ApiErrorSchema.parse(body).error.code).toBe("unauthorized");
  });

  it("refuses a cross-site restore with 403, even with the coach's cookie", async () => {
    const backup = await exportBackup();
    const before = await contents();
    const { status } = await restore(
      backup,
      "",
      send("POST", backup, coach(), { Origin: "https://evil.example" }),
    );
    expect(status).toBe(403);
    await expectStoreUnchanged(before);
  });

  it("answers the coach with a file named after the day in Kyle, never cached", async () => {
    const { status, headers } = await download();
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("Content-Disposition")).toBe('attachment; filename="team-backup-2025-09-15.json"');
    expect(headers.get("Content-Type")).toBe("application/json; charset=utf-8");
  });
});

describe("GET /api/backup", () => {
  it("holds exactly the records of the store: every section, no session or rate-limit state", async () => {
    await fillEverySection();
    const backup = await exportBackup();
    expect(backup).toMatchObject({ format: "team-backup", version: 1, season: "Fall 2025" });
    expect(backup.exportedAt).toBe("2025-09-15T17:00:00.000Z");
    expect(backup.data.players).toHaveLength(11);
    expect(backup.data.users).toHaveLength(1);
    expect(backup.data["contact-messages"]).toHaveLength(1);
    expect(backup.data["chat-messages"]).toHaveLength(1);
    expect(backup.data["settings/groupme"]).toEqual(GROUPME_SETTINGS);
    expect(backup.data["settings/alert"]).toMatchObject(FIELD_ALERT);
    expect(backup.data.events.find((event) => event.id === "game-2025-09-20")).toMatchObject({
      status: "cancelled",
      statusNote: "Fields closed: rain",
    });
    expect(backup.data.events.find((event) => event.id === "practice-2025-09-16")).toMatchObject({
      previousDate: "2025-09-16T23:30:00.000Z",
    });
    // Every stored key but meta/ (seed marker, session version) and rate-limits/, value for value.
    expect(changedKeys(withoutMeta(await contents()), keysOf(backup), isDeepStrictEqual)).toEqual([]);
  });

  it("says there are no GroupMe settings with null", async () => {
    expect((await exportBackup()).data["settings/groupme"]).toBeNull();
  });
});

describe("POST /api/backup/restore", () => {
  it("puts the store back exactly as it was exported, nothing lost", async () => {
    await fillEverySection();
    const original = await contents();
    const backup = await exportBackup();
    await changeEverything();
    expect(changedKeys(original, await contents(), isDeepStrictEqual).length).toBeGreaterThanOrEqual(8);

    const { status, body, headers } = await restore(backup);
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("no-store");
    const result = BackupRestoreResultSchema.parse(body);
    expect(result.applied).toBe(true);
    expect(result.backup).toEqual({ exportedAt: backup.exportedAt, season: "Fall 2025" });
    expect(result.diff.players).toMatchObject({ added: 1, changed: 1, removed: 1, unchanged: 9 });
    expect(result.diff.events).toMatchObject({ added: 1, changed: 2, removed: 0 });
    expect(result.diff.users).toMatchObject({ added: 0, changed: 0, removed: 1, unchanged: 1 });
    expect(result.diff["contact-messages"]).toMatchObject({ added: 0, removed: 1, unchanged: 1 });
    expect(result.diff["settings/groupme"]).toMatchObject({ changed: 1 });
    expect(result.diff["settings/alert"]).toMatchObject({ added: 1 });
    expect(result.diff.events.ids).toEqual({
      added: ["game-2025-10-04"],
      changed: ["game-2025-09-20", "game-2025-09-27"],
      removed: [],
    });

    await expectStoreUnchanged(original);
    expect(await exportBackup()).toEqual(backup);
  });

  it("restores into an empty section and empties one, settings included", async () => {
    const backup = await exportBackup();
    await fillEverySection();
    const { status, body } = await restore(backup);
    expect(status).toBe(200);
    expect(BackupRestoreResultSchema.parse(body).diff["settings/groupme"]).toMatchObject({ removed: 1 });
    expect(await teamStore().get("settings/groupme")).toBeNull();
    expect((await exportBackup()).data).toEqual(backup.data);
  });

  it("leaves a section that the backup leaves out as it is", async () => {
    await fillEverySection();
    const backup = await exportBackup();
    const withoutSettings: unknown = JSON.parse(
      JSON.stringify({ ...backup, data: { ...backup.data, "settings/groupme": undefined } }),
    );
    await teamStore().setJSON("settings/groupme", { ...GROUPME_SETTINGS, botName: "Kept" });
    expect((await restore(withoutSettings)).status).toBe(200);
    expect(await teamStore().get("settings/groupme", { type: "json" })).toMatchObject({ botName: "Kept" });
  });

  it("a dry run says what would change and writes nothing", async () => {
    const backup = await exportBackup();
    await changeEverything();
    const before = await fingerprint();
    const values = await contents();
    const writes = recordBlobWrites(blobsOrigin());
    try {
      const { status, body } = await restore(backup, "?dryRun=1");
      expect(status).toBe(200);
      const result = BackupRestoreResultSchema.parse(body);
      expect(result.applied).toBe(false);
      expect(result.diff.players).toMatchObject({ added: 1, changed: 1, removed: 1, unchanged: 9 });
      expect(writes.take()).toEqual([]);
    } finally {
      writes.restore();
    }
    expect(await fingerprint()).toEqual(before);
    await expectStoreUnchanged(values);
  });

  it("takes a backup far over the usual 64 KB", async () => {
    const backup = await exportBackup();
    const chat = Array.from({ length: 150 }, (_, index) => ({
      id: `chat-${String(index).padStart(3, "0")}`,
      content: "Carpool list. ".repeat(70),
      channel: "rides" as const,
      authorId: "coach",
      createdAt: "2025-09-15T12:00:00.000Z",
    }));
    const big = { ...backup, data: { ...backup.data, "chat-messages": chat } };
    expect(JSON.stringify(big).length).toBeGreaterThan(150_000);
    const { status, body } = await restore(big);
    expect(status).toBe(200);
    expect(BackupRestoreResultSchema.parse(body).diff["chat-messages"]).toMatchObject({ added: 150 });
    expect((await exportBackup()).data["chat-messages"]).toEqual(chat);
  });
});

describe("seasons in backups", () => {
  const startSpring = () => call(fn("seasons"), "/api/seasons", send("POST", springRequest(), coach()));
  const currentSeason = async () =>
    SiteFactsSchema.parse((await call(fn("season"), "/api/season")).body).season.id;

  it("carries the seasons, their archives, the team and the current season, and restores them", async () => {
    const team = SiteFactsSchema.parse((await call(fn("season"), "/api/season")).body).team;
    const input: Record<string, unknown> = { ...team };
    delete input.updatedAt;
    expect(
      (await call(fn("team"), "/api/team", send("PUT", { ...input, name: "Hays Thunder" }, coach()))).status,
    ).toBe(200);
    expect((await startSpring()).status).toBe(201);
    const backup = await exportBackup();
    expect(backup.season).toBe("Spring 2026");
    expect(backup.data.seasons.map((season) => season.id)).toEqual(["fall-2025", "spring-2026"]);
    expect(backup.data["season-archives"].map((archive) => archive.id)).toEqual(["fall-2025"]);
    expect(backup.data["settings/season"]?.seasonId).toBe("spring-2026");
    expect(backup.data["settings/team"]?.name).toBe("Hays Thunder");
    const original = await contents();

    // Everything seasons hold goes, then the backup brings it back.
    const store = teamStore();
    for (const key of [
      "settings/season",
      "settings/team",
      "seasons/spring-2026",
      "season-archives/fall-2025",
    ]) {
      await store.delete(key);
    }
    expect(await currentSeason()).toBe("fall-2025");
    expect((await restore(backup)).status).toBe(200);
    await expectStoreUnchanged(original);
    expect(await currentSeason()).toBe("spring-2026");
  });

  it("restores a backup taken before seasons: Fall 2025 current again, its records back, no archive", async () => {
    const before = await exportBackup();
    // A file as the site wrote it before seasons: no season sections, no season on any record.
    const old = JSON.parse(JSON.stringify(before)) as { data: Record<string, unknown> };
    for (const section of ["seasons", "season-archives", "settings/team", "settings/season"]) {
      Reflect.deleteProperty(old.data, section);
    }
    for (const section of ["events", "posts", "users", "players"]) {
      for (const record of old.data[section] as Record<string, unknown>[]) {
        Reflect.deleteProperty(record, "seasonId");
        Reflect.deleteProperty(record, "seasonIds");
      }
    }
    expect((await startSpring()).status).toBe(201);
    expect(await currentSeason()).toBe("spring-2026");

    const { status, body } = await restore(old);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(await currentSeason()).toBe("fall-2025");
    const events = z
      .array(z.object({ id: z.string() }))
      .parse((await call(fn("events"), "/api/events")).body);
    expect(events).toHaveLength(before.data.events.length);
    const keys = [...(await contents()).keys()];
    expect(
      keys.filter((key) => key.startsWith("season-archives/") || key.startsWith("settings/season")),
    ).toEqual([]);
    expect(keys.filter((key) => key.startsWith("events/") && key.includes("2026"))).toEqual([]);
  });
});

describe("families in backups", () => {
  const familyPage = (token: string) =>
    call(fn("family"), "/api/family", { headers: { [FAMILY_TOKEN_HEADER]: token } }, { ip: "198.18.41.1" });

  /** The Garcias with a link, Mateo going on Saturday with a note; answers the link's token. */
  async function garcias(): Promise<string> {
    const made = await call(
      fn("families"),
      "/api/families",
      send("POST", { name: "Garcia family", playerIds: ["player-01"], language: "es" }, coach()),
    );
    const id = (made.body as { id: string }).id;
    const rotated = await call(
      fn("families-id-links-slot-rotate"),
      `/api/families/${id}/links/1/rotate`,
      send("POST", undefined, coach()),
      { params: { id, slot: "1" } },
    );
    const token = (rotated.body as { token: string }).token;
    const answer = {
      eventId: "game-2025-09-20",
      playerId: "player-01",
      answer: "going",
      note: "Abuela lo trae",
    };
    const saved = await call(
      fn("family-answers"),
      "/api/family/answers",
      send("PUT", answer, undefined, { [FAMILY_TOKEN_HEADER]: token }),
      { ip: "198.18.41.2" },
    );
    expect(saved.status).toBe(200);
    return token;
  }

  it("carry families (versions, never a usable token) and answers, and a restore brings both back", async () => {
    const token = await garcias();
    const backup = await exportBackup();
    expect(backup.data.families).toEqual([
      expect.objectContaining({
        name: "Garcia family",
        links: [expect.objectContaining({ slot: 1, version: 1 })],
      }),
    ]);
    expect(backup.data.availability).toEqual([
      expect.objectContaining({ playerId: "player-01", answer: "going", note: "Abuela lo trae" }),
    ]);
    const file = JSON.stringify(backup);
    expect(file).not.toContain(token);
    expect(file).not.toContain(token.split(".")[3]);
    const original = await contents();

    const store = teamStore();
    for (const key of (await store.list({ prefix: "families/" })).blobs.map((blob) => blob.key))
      await store.delete(key);
    for (const key of (await store.list({ prefix: "availability/" })).blobs.map((blob) => blob.key))
      await store.delete(key);
    expect((await familyPage(token)).status).toBe(404);
    expect((await restore(backup)).status).toBe(200);
    await expectStoreUnchanged(original);
    // The same link works again: its token is derived from the family, slot and version.
    expect((await familyPage(token)).status).toBe(200);
  });

  it("are not carried into a new season, and the archive keeps no answer or note", async () => {
    const token = await garcias();
    expect((await call(fn("seasons"), "/api/seasons", send("POST", springRequest(), coach()))).status).toBe(
      201,
    );
    const backup = await exportBackup();
    expect(backup.data.families).toEqual([]);
    expect(backup.data.availability).toEqual([]);
    expect(JSON.stringify(backup.data["season-archives"])).not.toContain("Abuela lo trae");
    expect((await familyPage(token)).status).toBe(404);
  });
});

describe("Spanish versions in backups", () => {
  /** A backup file from before the Spanish versions: Spring 2026 current, no `…Es` key anywhere. */
  const beforeSpanish: unknown = JSON.parse(
    readFileSync(new URL("../../fixtures/backup-before-spanish.json", import.meta.url), "utf8"),
  );
  const SPANISH_POST = {
    titleEs: "Bienvenidos",
    contentEs: "Las prácticas empiezan el lunes.",
    excerptEs: "Las prácticas empiezan el lunes.",
  };

  /** Every record that may have a Spanish version gets one: through the routes, or stored as such. */
  async function writeSpanishVersions(): Promise<void> {
    const team = SiteFactsSchema.parse((await call(fn("season"), "/api/season")).body).team;
    const input: Record<string, unknown> = {
      ...team,
      taglineEs: "Pies rápidos, corazones grandes",
      equipment: team.equipment.map((item, index) =>
        index === 0 ? { ...item, nameEs: "Balón", detailEs: "Tamaño 4" } : item,
      ),
    };
    delete input.updatedAt;
    expect((await call(fn("team"), "/api/team", send("PUT", input, coach()))).status).toBe(200);
    const spring = springRequest();
    const started = await call(
      fn("seasons"),
      "/api/seasons",
      send(
        "POST",
        {
          ...spring,
          season: { ...spring.season, labelEs: "Primavera 2026" },
          practicePlan: { ...spring.practicePlan, topicsEs: ["Regate", null] },
        },
        coach(),
      ),
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await changeEvent("game-2026-03-07", {
      notesEs: "Vista de blanco",
      status: "postponed",
      statusNote: "Heat",
      statusNoteEs: "Calor",
    });
    // A post, the alert and the snack note with theirs, stored as their routes store them.
    const stamp = "2025-09-15T17:00:00.000Z";
    const store = teamStore();
    await store.setJSON("posts/post-es", {
      id: "post-es",
      title: "Welcome",
      content: "Practices start Monday.",
      excerpt: "Practices start Monday.",
      ...SPANISH_POST,
      status: "published",
      authorId: "coach",
      tags: [],
      revision: 0,
      seasonId: "spring-2026",
      createdAt: stamp,
      updatedAt: stamp,
    });
    await store.setJSON("settings/alert", {
      message: "Fields closed",
      messageEs: "Canchas cerradas",
      level: "closed",
      endsAt: "2025-09-16T04:59:59.999Z",
      updatedAt: stamp,
    });
    await store.setJSON("settings/snacks", {
      note: "Nut-free team",
      noteEs: "Equipo sin nueces",
      updatedAt: stamp,
    });
  }

  it("carries every Spanish version, and a restore puts each back", async () => {
    await writeSpanishVersions();
    const original = await contents();
    const backup = await exportBackup();
    const { data } = backup;
    expect(data.events.find((event) => event.id === "game-2026-03-07")).toMatchObject({
      notesEs: "Vista de blanco",
      statusNoteEs: "Calor",
    });
    expect(data.events.find((event) => event.id === "practice-2026-02-23")?.notesEs).toBe("Enfoque: Regate");
    expect(data.posts.find((post) => post.titleEs !== null)).toMatchObject(SPANISH_POST);
    expect(data["settings/alert"]?.messageEs).toBe("Canchas cerradas");
    expect(data["settings/snacks"]?.noteEs).toBe("Equipo sin nueces");
    expect(data.seasons.find((season) => season.id === "spring-2026")).toMatchObject({
      labelEs: "Primavera 2026",
      practicePlan: { topicsEs: ["Regate", null] },
    });
    expect(data["settings/team"]).toMatchObject({ taglineEs: "Pies rápidos, corazones grandes" });
    expect(data["settings/team"]?.equipment[0]).toMatchObject({ nameEs: "Balón", detailEs: "Tamaño 4" });

    // The Spanish versions go, then the backup brings each back.
    expect((await restore(beforeSpanish)).status).toBe(200);
    const { status, body } = await restore(backup);
    expect(status, JSON.stringify(body)).toBe(200);
    await expectStoreUnchanged(original);
    expect((await exportBackup()).data).toEqual(data);
  });

  it("restores a backup made before the Spanish versions: each reads as none, and again changes nothing", async () => {
    await writeSpanishVersions();
    const { status, body } = await restore(beforeSpanish);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(BackupRestoreResultSchema.parse(body).diff["settings/team"]).toMatchObject({ changed: 1 });

    const { data } = await exportBackup();
    expect(data).toEqual(BackupDocumentSchema.parse(beforeSpanish).data);
    expect(data.events.every((event) => event.notesEs === null && event.statusNoteEs === null)).toBe(true);
    expect(data.posts.every((post) => post.titleEs === null && post.contentEs === null)).toBe(true);
    expect(data["settings/alert"]?.messageEs).toBeNull();
    expect(data["settings/snacks"]?.noteEs).toBeNull();
    expect(data.seasons.map((season) => [season.labelEs, season.practicePlan.topicsEs])).toEqual([
      [null, []],
      [null, []],
    ]);
    const team = data["settings/team"];
    expect(team?.taglineEs).toBeNull();
    expect(
      [...(team?.equipment ?? []), ...(team?.values ?? [])].every(
        (item) => item.nameEs === null && item.detailEs === null,
      ),
    ).toBe(true);
    const facts = SiteFactsSchema.parse((await call(fn("season"), "/api/season")).body);
    expect(facts.season).toMatchObject({ id: "spring-2026", labelEs: null });

    // Its records as stored and as the file has them are the same: a second restore changes nothing.
    const again = BackupRestoreResultSchema.parse((await restore(beforeSpanish, "?dryRun=1")).body);
    expect(
      BACKUP_SECTION_NAMES.filter((section) => again.diff[section].changed + again.diff[section].added > 0),
    ).toEqual([]);
  });
});

describe("an invalid backup changes nothing", () => {
  type Change = (backup: BackupDocument) => unknown;
  const setPlayer =
    (index: number, change: Record<string, unknown>): Change =>
    (backup) => ({
      ...backup,
      data: {
        ...backup.data,
        players: backup.data.players.map((player, at) => (at === index ? { ...player, ...change } : player)),
      },
    });

  it.each([
    {
      case: "a bad record deep inside",
      change: setPlayer(5, { jerseyNumber: 100 }),
      path: ["data", "players", 5, "jerseyNumber"],
      message: "Jersey number must be between 1 and 99",
    },
    {
      case: "an event with a local date",
      change: (backup: BackupDocument) => ({
        ...backup,
        data: {
          ...backup.data,
          events: backup.data.events.map((event, at) =>
            at === 12 ? { ...event, date: "2025-09-20" } : event,
          ),
        },
      }),
      path: ["data", "events", 12, "date"],
      message: "",
    },
    {
      case: "another version",
      change: (backup: BackupDocument) => ({ ...backup, version: 2 }),
      path: ["version"],
      message: "Only version 1 backups can be restored",
    },
    {
      case: "another kind of file",
      change: (backup: BackupDocument) => ({ ...backup, format: "calendar" }),
      path: ["format"],
      message: "This is not a team backup file",
    },
    {
      case: "an unknown collection",
      change: (backup: BackupDocument) => ({ ...backup, data: { ...backup.data, snacks: [] } }),
      path: ["data"],
      message: "snacks",
    },
    {
      case: "a missing collection",
      change: (backup: BackupDocument) => ({ ...backup, data: { ...backup.data, posts: undefined } }),
      path: ["data", "posts"],
      message: "",
    },
    {
      case: "two players with one jersey number",
      change: (backup: BackupDocument) => {
        const taken = backup.data.players.find((player) => player.jerseyNumber !== null)?.jerseyNumber ?? 1;
        const index = backup.data.players.findIndex((player) => player.jerseyNumber !== taken);
        return setPlayer(index, { jerseyNumber: taken })(backup);
      },
      path: ["data", "players"],
      message: "is worn by",
    },
    {
      case: "a record with a field the store does not know",
      change: setPlayer(0, { role: "admin" }),
      path: ["data", "players", 0],
      message: "role",
    },
  ])("refuses $case with 400, pointing at it", async ({ change, path, message }) => {
    const backup = await exportBackup();
    await changeEverything();
    const before = await contents();
    const { status, body } = await restore(change(backup));
    expect(status).toBe(400);
    const { error } = ApiErrorSchema.parse(body);
    expect(error.code).toBe("validation_failed");
    const issue = error.issues?.find((found) => path.every((part, index) => found.path[index] === part));
    expect(issue, JSON.stringify(error.issues)).toBeDefined();
    expect(issue?.message).toContain(message);
    await expectStoreUnchanged(before);
  });

  interface RawCase {
    case: string;
    body?: string;
    headers?: Record<string, string>;
    status: number;
    code: string;
  }
  it.each<RawCase>([
    { case: "a body that is not JSON", body: "{ not json", status: 400, code: "validation_failed" },
    {
      case: "a declared body over 5 MB",
      headers: { "Content-Length": String(BACKUP_MAX_BYTES + 1) },
      status: 413,
      code: "payload_too_large",
    },
    {
      case: "a body over 5 MB",
      body: `{"pad":"${"x".repeat(BACKUP_MAX_BYTES)}"}`,
      status: 413,
      code: "payload_too_large",
    },
    {
      case: "text/plain",
      headers: { "Content-Type": "text/plain" },
      status: 415,
      code: "unsupported_media_type",
    },
  ])("refuses $case with $status", async ({ body: text, headers, status, code }) => {
    const backup = await exportBackup();
    const before = await contents();
    const { status: answered, body } = await restore(backup, "", {
      ...(text === undefined ? {} : { body: text }),
      headers: { ...(send("POST", backup, coach()).headers as Record<string, string>), ...headers },
    });
    expect(answered).toBe(status);
    expect(ApiErrorSchema.parse(body).error).toMatchObject({ code });
    await expectStoreUnchanged(before);
  });

  it("refuses a dryRun that is not 1 or 0", async () => {
    const { status, body } = await restore(await exportBackup(), "?dryRun=maybe");
    expect(status).toBe(400);
    expect(ApiErrorSchema.parse(body).error.issues?.[0]?.path).toEqual(["dryRun"]);
  });
});

describe("a restore that fails part-way", () => {
  const isRecord = (key: string) => !key.startsWith("rate-limits/") && !key.startsWith("meta/");

  async function prepare() {
    await fillEverySection();
    const backup = await exportBackup();
    await changeEverything();
    return { backup, before: await contents() };
  }

  it.each([
    { case: "the fourth write", failOn: (method: string, nth: number) => method === "PUT" && nth === 4 },
    { case: "the first delete", failOn: (method: string) => method === "DELETE" },
  ])("fails on $case: every record is put back and the answer is 502", async ({ failOn }) => {
    const { backup, before } = await prepare();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let writes = 0;
    let failedOnce = false;
    const failing = failBlobWrites(blobsOrigin(), (method, key) => {
      if (!isRecord(key) || failedOnce) return false;
      writes += method === "PUT" ? 1 : 0;
      failedOnce = failOn(method, writes);
      return failedOnce;
    });
    try {
      const { status, body } = await restore(backup);
      expect(status).toBe(502);
      expect(ApiErrorSchema.parse(body).error).toEqual({
        code: "upstream_failed",
        message: "The restore could not be finished, so nothing was changed. Please try again.",
      });
    } finally {
      failing.restore();
    }
    expect(failedOnce).toBe(true);
    expect(String(logged.mock.calls[0]?.[0])).toContain("every record was put back");
    await expectStoreUnchanged(before);
  });

  it("says so with a 500 when putting back fails too, and restoring again finishes the job", async () => {
    const { backup } = await prepare();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let allowed = 2;
    const failing = failBlobWrites(blobsOrigin(), (_method, key) => isRecord(key) && --allowed < 0);
    try {
      const { status, body } = await restore(backup);
      expect(status).toBe(500);
      expect(ApiErrorSchema.parse(body).error.code).toBe("internal");
    } finally {
      failing.restore();
    }
    expect(String(logged.mock.calls[0]?.[0])).toContain("could not be put back");
    expect((await restore(backup)).status).toBe(200);
    expect(await exportBackup()).toEqual(backup);
  });
});
