/**
 * Starting the next season, all or nothing (docs/product-rules.md#seasons).
 *
 * Blobs has no transactions, so the start is built around one guarded write, the switch of the
 * current season (`settings/season`):
 *
 * 1. Everything is read and checked first (`planSeasonStart`); a problem is a 400 that names it,
 *    and nothing is written.
 * 2. What the new season needs is written where parents cannot see it yet: the old season's
 *    archive, the new season's record, its practices and games and new players (all carrying the
 *    new season's id), and the new season added to each returning player. The repositories read
 *    the current season only, so none of it shows.
 * 3. The switch: one write, only if the current season is still the one the coach started from.
 *    Before it, the old season is current and intact; after it, the new one is.
 * 4. The old season's events, posts, volunteers and leaving players are removed. They are already
 *    out of sight (another season's records), so a failure here is logged and cleaned up by the
 *    next start, never answered.
 *
 * A failure before the switch undoes what step 2 wrote, as far as the store lets it, and answers
 * that nothing changed: even what could not be undone is out of sight, and a retry overwrites it
 * (new players' ids come from the season, so a retry writes the same records).
 */
import type { Store } from "@netlify/blobs";
import { now } from "../clock";
import { AppError, english, upstreamFailed, validationFailed } from "../domain/errors";
import { importGames } from "../domain/game-import";
import { planSeasonStart, type SeasonStartPlan, type SeasonStartState } from "../domain/season-start";
import { EventSchema } from "../schemas/events";
import { AvailabilityRecordSchema, FamilySchema } from "../schemas/families";
import { PlayerSchema } from "../schemas/players";
import { PostSchema } from "../schemas/posts";
import { UserSchema } from "../schemas/snacks";
import {
  SeasonArchiveSchema,
  SeasonSchema,
  type SeasonStartPreview,
  type StartSeasonRequest,
} from "../schemas/seasons";
import { mapBounded } from "./bounded";
import { recordKey } from "./keys";
import {
  listSeasons,
  readCurrentSeason,
  readCurrentSeasonId,
  readTeam,
  switchCurrentSeason,
} from "./repositories/seasons";
import { openTeamStore } from "./seed";
import { listRecords, withKeyLock } from "./store";

/** Writes in flight at once while a season starts (about 60 records). */
const WRITES_AT_ONCE = 8;
const START_LOCK = "seasons:start";

/** Reads what the start needs: the current season and every record of every season. */
async function readState(
  store: Store,
): Promise<SeasonStartState & { allPlayers: SeasonStartState["players"] }> {
  const [current, seasons, events, players, posts, users] = await Promise.all([
    readCurrentSeason(store),
    listSeasons(store),
    listRecords(store, "events/", EventSchema),
    listRecords(store, "players/", PlayerSchema),
    listRecords(store, "posts/", PostSchema),
    listRecords(store, "users/", UserSchema),
  ]);
  const of = (record: { seasonId: string }) => record.seasonId === current.id;
  return {
    current,
    seasons,
    players: players.filter((player) => player.seasonIds.includes(current.id)),
    allPlayers: players,
    events: events.filter(of),
    posts: posts.filter(of),
    users: users.filter(of),
    eventIds: new Set(events.map((event) => event.id)),
  };
}

/** Plans the start from the request: the preview, and the records it writes. */
async function plan(store: Store, request: StartSeasonRequest) {
  const state = await readState(store);
  if (state.current.id !== request.currentSeasonId) {
    throw new AppError(
      "conflict",
      409,
      english(`Another season (${state.current.label}) was started meanwhile. Reload to see it.`),
    );
  }
  const team = await readTeam(store);
  const schedule = request.games
    ? importGames(request.games, {
        teamName: team.name,
        firstDay: request.season.firstDay,
        lastDay: request.season.lastDay,
      })
    : { games: [], problems: [], skipped: [] };
  return { state, planned: planSeasonStart(request, state, schedule, now().toISO() ?? "") };
}

/** What starting the season would do, without writing anything. */
export async function previewSeasonStart(request: StartSeasonRequest): Promise<SeasonStartPreview> {
  return (await plan(await openTeamStore(), request)).planned.preview;
}

interface Undo {
  /** Keys written that did not exist before: deleted on undo. */
  created: string[];
  /** Keys changed: put back on undo. */
  changed: Map<string, unknown>;
}

/** Writes `value` at `key`, remembering how to undo it. */
async function write(store: Store, undo: Undo, key: string, value: unknown): Promise<void> {
  const before: unknown = await store.get(key, { type: "json", consistency: "strong" });
  if (before === null) undo.created.push(key);
  else if (!undo.changed.has(key)) undo.changed.set(key, before);
  await store.setJSON(key, value);
}

/** Puts back what step 2 wrote, each key on its own: one that fails is out of sight anyway. */
async function undoWrites(store: Store, undo: Undo): Promise<void> {
  const keys = [...undo.created.map((key) => [key, null] as const), ...undo.changed];
  const failed: string[] = [];
  await mapBounded(keys, WRITES_AT_ONCE, async ([key, value]) => {
    try {
      await (value === null ? store.delete(key) : store.setJSON(key, value));
    } catch {
      failed.push(key);
    }
  });
  if (failed.length > 0) {
    console.error(
      `Starting a season failed and ${String(failed.length)} records could not be put back:`,
      failed,
    );
  }
}

/** Step 2: everything the new season needs, out of parents' sight. */
async function writeNextSeason(store: Store, planned: SeasonStartPlan, leftovers: string[], undo: Undo) {
  // What an earlier, failed start of this season left behind goes first.
  await mapBounded(leftovers, WRITES_AT_ONCE, (key) => store.delete(key));
  await write(
    store,
    undo,
    recordKey("season-archives", planned.archive.id),
    SeasonArchiveSchema.parse(planned.archive),
  );
  await write(
    store,
    undo,
    recordKey("seasons", planned.archivedSeason.id),
    SeasonSchema.parse(planned.archivedSeason),
  );
  await write(store, undo, recordKey("seasons", planned.season.id), SeasonSchema.parse(planned.season));
  const records = [
    ...planned.events.map((event) => [recordKey("events", event.id), EventSchema.parse(event)] as const),
    ...[...planned.newPlayers, ...planned.returningPlayers].map(
      (player) => [recordKey("players", player.id), PlayerSchema.parse(player)] as const,
    ),
  ];
  await mapBounded(records, WRITES_AT_ONCE, ([key, value]) => write(store, undo, key, value));
}

/** Step 4: the old season's records, already out of sight, are removed. */
async function removeOldSeason(store: Store, planned: SeasonStartPlan): Promise<void> {
  const keys = [
    ...planned.leaving.events.map((id) => recordKey("events", id)),
    ...planned.leaving.posts.map((id) => recordKey("posts", id)),
    ...planned.leaving.users.map((id) => recordKey("users", id)),
    ...planned.leaving.players.map((id) => recordKey("players", id)),
  ];
  const failed: string[] = [];
  await mapBounded(keys, WRITES_AT_ONCE, async (key) => {
    await store.delete(key).catch(() => failed.push(key));
  });
  if (failed.length > 0) {
    console.error(
      `The season started; ${String(failed.length)} records of the last one could not be removed yet (out of sight):`,
      failed,
    );
  }
}

/**
 * The keys of the families and answers of any season but `keep` (docs/decisions/026-family-links.md):
 * a family's links and its answers belong to the season they were made in, and none is carried
 * into the next; the coach makes the new season's families, and its links, again.
 */
async function familyKeysOutside(store: Store, keep: string): Promise<string[]> {
  const [families, answers] = await Promise.all([
    listRecords(store, "families/", FamilySchema),
    listRecords(store, "availability/", AvailabilityRecordSchema),
  ]);
  return [
    ...families
      .filter((family) => family.seasonId !== keep)
      .map((family) => recordKey("families", family.id)),
    ...answers
      .filter((answer) => answer.seasonId !== keep)
      .map((answer) => recordKey("availability", answer.id)),
  ];
}

/** Step 4, for families: the old season's families and answers, out of sight since the switch, are removed. */
async function removeOldFamilies(store: Store, seasonId: string): Promise<void> {
  const keys = await familyKeysOutside(store, seasonId).catch((error: unknown) => {
    console.error("The season started; the last one's families and answers could not be listed yet:", error);
    return [];
  });
  const failed: string[] = [];
  await mapBounded(keys, WRITES_AT_ONCE, async (key) => {
    await store.delete(key).catch(() => failed.push(key));
  });
  if (failed.length > 0) {
    console.error(
      `The season started; ${String(failed.length)} families and answers of the last one could not be removed yet (out of sight):`,
      failed,
    );
  }
}

/**
 * Records left by earlier starts: a past season's events, posts, parents or players that a failed
 * clean-up kept, and what a failed start of this same season wrote. All out of sight.
 */
async function leftoverKeys(store: Store, state: Awaited<ReturnType<typeof readState>>): Promise<string[]> {
  const keep = new Set([state.current.id]);
  const [events, posts, users] = await Promise.all([
    listRecords(store, "events/", EventSchema),
    listRecords(store, "posts/", PostSchema),
    listRecords(store, "users/", UserSchema),
  ]);
  const stray = (record: { seasonId: string }) => !keep.has(record.seasonId);
  return [
    ...events.filter(stray).map((event) => recordKey("events", event.id)),
    ...posts.filter(stray).map((post) => recordKey("posts", post.id)),
    ...users.filter(stray).map((user) => recordKey("users", user.id)),
    ...state.allPlayers
      .filter((player) => !player.seasonIds.includes(state.current.id))
      .map((player) => recordKey("players", player.id)),
    ...(await familyKeysOutside(store, state.current.id)),
  ];
}

/**
 * Starts the next season: the preview of what was done, or a 400 naming every problem, a 409 when
 * another start came first, a 502 when the store failed and nothing changed.
 */
export async function startSeason(request: StartSeasonRequest): Promise<SeasonStartPreview> {
  return withKeyLock(START_LOCK, async () => {
    const store = await openTeamStore();
    const { state, planned } = await plan(store, request);
    if (planned.preview.problems.length > 0) {
      throw validationFailed(
        english(`The season can't start yet: ${String(planned.preview.problems.length)} problem(s) to fix.`),
        planned.preview.problems.map((each) => ({
          path: each.line === null ? [each.area] : [each.area, each.line],
          message: each.message,
        })),
      );
    }
    const undo: Undo = { created: [], changed: new Map() };
    try {
      const leftovers = await leftoverKeys(store, state);
      await writeNextSeason(store, planned, leftovers, undo);
      await switchCurrentSeason(store, state.current.id, planned.season.id);
    } catch (error) {
      // A switch whose answer was lost may still have landed: then the season did start.
      const landed = await readCurrentSeasonId(store).catch(() => null);
      if (landed !== planned.season.id) {
        await undoWrites(store, undo);
        if (error instanceof AppError && error.status === 409) throw error;
        console.error("Starting a season failed before the switch; nothing changed:", error);
        throw upstreamFailed(
          english(
            `The store failed, so nothing changed: ${state.current.label} is still the current season. Please try again.`,
          ),
        );
      }
    }
    await removeOldSeason(store, planned);
    await removeOldFamilies(store, planned.season.id);
    return planned.preview;
  });
}
