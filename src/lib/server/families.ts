/**
 * Family answers (docs/product-rules.md#family-answers): the coach's families and their links, a
 * family's page and its answers, "not on <weekday>s", the coach's headcount with its nudge, the
 * public counts and the game-eve reminder's count. Names and notes reach the coach and the family
 * only; the public counts and GroupMe carry numbers.
 */
import { randomUUID } from "node:crypto";
import { now } from "../clock";
import type { AvailabilityAnswer, FamilyLinkSlot } from "../constants";
import {
  answerRefusal,
  comingCount,
  familiesWithoutAnswer,
  isOver,
  lockAt,
  playerAnswer,
  publicCounts,
  tally,
  type PlayerAnswer,
} from "../domain/availability";
import { conflict, english, notFound, say, validationFailed } from "../domain/errors";
import { nudgeText } from "../domain/nudge";
import { lastNameInitial } from "../domain/projections";
import { sortByDate } from "../domain/schedule";
import { formatTime } from "../domain/time";
import type { Event } from "../schemas/events";
import type {
  AvailabilityRecord,
  AvailabilitySettings,
  CoachFamily,
  Family,
  FamilyAnswerInput,
  FamilyAwayInput,
  FamilyInput,
  FamilyLink,
  FamilyPlayerAnswer,
  FamilySavedAnswer,
  FamilyView,
  Headcount,
  HeadcountEvent,
  PublicCountsAnswer,
} from "../schemas/families";
import type { Player } from "../schemas/players";
import type { FamilySnackSignup, FamilySnackSignupInput } from "../schemas/families";
import type { User } from "../schemas/snacks";
import type { Lang } from "../../i18n/lang";
import { mapBounded, READ_CONCURRENCY } from "./bounded";
import { familyToken } from "./family-links";
import {
  availabilityId,
  availabilityRepository,
  familiesRepository,
  readAvailabilitySettings,
} from "./repositories/families";
import { eventsRepository, listEvents } from "./repositories/events";
import { readGroupMeSettings } from "./repositories/groupme";
import { listPlayers } from "./repositories/players";
import { usersRepository } from "./repositories/users";
import { familySignups, signUpForSnacks } from "./snack-signups";
import { withKeyLock } from "./store";

const stamp = () => now().toISO() ?? "";

/** "Maya G.": a player's first name and last initial, as the coach's headcount names them. */
const shortPlayerName = (player: Player): string => {
  const initial = lastNameInitial(player.lastName);
  return initial ? `${player.firstName} ${initial}` : player.firstName;
};

const wholeName = (player: Player) => [player.firstName, player.lastName ?? ""].join(" ").trim();

// ---------------------------------------------------------------------------------------------
// The coach's families and links

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

function toCoachFamily(family: Family, players: ReadonlyMap<string, Player>): CoachFamily {
  return {
    id: family.id,
    name: family.name,
    language: family.language,
    players: family.playerIds.flatMap((id) => {
      const player = players.get(id);
      return player ? [{ id, name: wholeName(player) }] : [];
    }),
    links: family.links
      .filter((link) => link.endedAt === null)
      .sort((a, b) => a.slot - b.slot)
      .map(({ slot, version, createdAt }) => ({ slot, version, createdAt })),
  };
}

const rosterById = async () => new Map((await listPlayers()).map((player) => [player.id, player]));

/** Every family of the current season, by name, with its players' whole names and its links (no tokens). */
export async function listFamilies(): Promise<CoachFamily[]> {
  const [families, players] = await Promise.all([familiesRepository.list(), rosterById()]);
  return families.sort(byName).map((family) => toCoachFamily(family, players));
}

/** Which families are checked and written under one lock, so a player never ends up in two. */
const FAMILIES_LOCK = "families:players";

/** 400 for a player not on the roster; 409 for one another family holds. */
async function assertPlayersFree(playerIds: readonly string[], familyId: string | null): Promise<void> {
  const [players, families] = await Promise.all([rosterById(), familiesRepository.list()]);
  const issues = playerIds.flatMap((id, index) =>
    players.has(id) ? [] : [{ path: ["playerIds", index], message: "Not a player on the roster" }],
  );
  if (issues.length > 0) throw validationFailed(english("Some players are not on the roster"), issues);
  for (const id of playerIds) {
    const holder = families.find((family) => family.id !== familyId && family.playerIds.includes(id));
    const player = players.get(id);
    if (holder && player) {
      throw conflict(english(`${player.firstName} is already in the family "${holder.name}"`));
    }
  }
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** Makes a family, with no link yet (the coach makes one with a rotate). */
export async function createFamily(input: FamilyInput): Promise<CoachFamily> {
  const playerIds = unique(input.playerIds);
  return withKeyLock(FAMILIES_LOCK, async () => {
    await assertPlayersFree(playerIds, null);
    const at = stamp();
    const family = await familiesRepository.create({
      id: randomUUID(),
      name: input.name,
      playerIds,
      language: input.language,
      links: [],
      awayWeekdays: [],
      createdAt: at,
      updatedAt: at,
    });
    return toCoachFamily(family, await rosterById());
  });
}

/** Renames a family, changes its players or its language; its links stay. */
export async function updateFamily(id: string, input: FamilyInput): Promise<CoachFamily> {
  const playerIds = unique(input.playerIds);
  return withKeyLock(FAMILIES_LOCK, async () => {
    if (!(await familiesRepository.get(id))) throw notFound("Family");
    await assertPlayersFree(playerIds, id);
    const family = await familiesRepository.update(id, (current) => ({
      ...current,
      name: input.name,
      playerIds,
      language: input.language,
      // A player who left the family takes no "not on <weekday>s" along.
      awayWeekdays: current.awayWeekdays.filter((entry) => playerIds.includes(entry.playerId)),
      updatedAt: stamp(),
    }));
    return toCoachFamily(family, await rosterById());
  });
}

/** Removes a family, which ends its links; its players' answers stay with the players. */
export async function deleteFamily(id: string): Promise<void> {
  await withKeyLock(FAMILIES_LOCK, () => familiesRepository.remove(id));
}

/** Every link the family holds, with its token, for the coach to copy, share or print again. */
export async function familyLinks(id: string): Promise<FamilyLink[]> {
  const family = await familiesRepository.get(id);
  if (!family) throw notFound("Family");
  return family.links
    .filter((link) => link.endedAt === null)
    .sort((a, b) => a.slot - b.slot)
    .map((link) => ({ slot: link.slot, token: familyToken(family.id, link) }));
}

/** A new token for the slot (made at version 1 if the family has none there): the old one ends at once. */
export async function rotateLink(id: string, slot: FamilyLinkSlot): Promise<FamilyLink> {
  const family = await familiesRepository.update(id, (current) => {
    const at = stamp();
    const held = current.links.find((link) => link.slot === slot);
    const others = current.links.filter((link) => link.slot !== slot);
    const next = { slot, version: (held?.version ?? 0) + 1, createdAt: at, endedAt: null };
    return { ...current, links: [...others, next], updatedAt: at };
  });
  const link = family.links.find((entry) => entry.slot === slot);
  if (!link) throw notFound("Family");
  return { slot, token: familyToken(family.id, link) };
}

/**
 * Ends the slot's link at once: the slot is kept, marked ended, so no token of it opens anything
 * and a later rotate starts past its version, never bringing the ended token back. 404 when the
 * slot holds no working link.
 */
export async function endLink(id: string, slot: FamilyLinkSlot): Promise<void> {
  await familiesRepository.update(id, (current) => {
    const held = current.links.find((link) => link.slot === slot);
    if (held?.endedAt !== null) throw notFound("Family");
    const at = stamp();
    return {
      ...current,
      links: current.links.map((link) => (link.slot === slot ? { ...link, endedAt: at } : link)),
      updatedAt: at,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Answers

/** The events of the current season not yet over at `at`, earliest first. */
async function eventsNotOver(at: number): Promise<Event[]> {
  return sortByDate((await listEvents()).filter((event) => !isOver(event, at)));
}

/** The stored answers of `playerIds` for `events`, by `availabilityId`, a few reads at a time. */
async function answersFor(
  events: readonly Event[],
  playerIds: readonly string[],
): Promise<Map<string, AvailabilityRecord>> {
  const pairs = events.flatMap((event) => playerIds.map((playerId) => availabilityId(event.id, playerId)));
  const records = await mapBounded(pairs, READ_CONCURRENCY, (id) => availabilityRepository.get(id));
  return new Map(records.flatMap((record) => (record ? [[record.id, record]] : [])));
}

const toFamilyAnswer = (playerId: string, answer: PlayerAnswer): FamilyPlayerAnswer => ({
  playerId,
  ...answer,
});

/** The family's page: its players, the events not over with their answers, its away days and sign-ups. */
export async function familyView(family: Family): Promise<FamilyView> {
  const at = now().toMillis();
  const [events, players, settings] = await Promise.all([
    eventsNotOver(at),
    rosterById(),
    readAvailabilitySettings(),
  ]);
  const playerIds = family.playerIds.filter((id) => players.has(id));
  const [records, signups] = await Promise.all([
    answersFor(events, playerIds),
    familySignups(family.id, events),
  ]);
  return {
    family: {
      name: family.name,
      language: family.language,
      players: playerIds.map((id) => ({ id, firstName: players.get(id)?.firstName ?? "" })),
    },
    settings: { cutoffHours: settings.cutoffHours },
    events: events.map((event) => {
      const lock = lockAt(event, settings.cutoffHours);
      return {
        ...event,
        lockAt: lock,
        locked: Date.parse(lock) <= at,
        open: answerRefusal(event, at, settings.cutoffHours, false) === null,
        answers: playerIds.map((playerId) =>
          toFamilyAnswer(
            playerId,
            playerAnswer(
              event,
              playerId,
              records.get(availabilityId(event.id, playerId)) ?? null,
              family.awayWeekdays,
            ),
          ),
        ),
      };
    }),
    awayWeekdays: family.awayWeekdays,
    snackSignups: signups.map((user) => familySignupOf(user, user.eventId ?? "")),
  };
}

/** The time an event's answers locked, in the request's language, e.g. "7:00 AM". */
const lockedAt = (event: Event, cutoffHours: number, lang: Lang) =>
  formatTime(lockAt(event, cutoffHours), lang);

/**
 * Saves a family's answer, note or both for one of its players and an event: one conditional write
 * of the one record for that player and event, so taps at once end in one consistent record.
 */
export async function saveFamilyAnswer(
  family: Family,
  input: FamilyAnswerInput,
  lang: Lang,
): Promise<FamilySavedAnswer> {
  if (!family.playerIds.includes(input.playerId)) throw notFound("Player");
  const event = await eventsRepository.get(input.eventId);
  if (!event) throw notFound("Event");
  const settings = await readAvailabilitySettings();
  const noteOnly = input.answer === undefined;
  const at = now().toMillis();
  const refusal = answerRefusal(event, at, settings.cutoffHours, noteOnly);
  if (refusal === "answersLocked") {
    throw conflict(say("answersLocked", { time: lockedAt(event, settings.cutoffHours, lang) }));
  }
  if (refusal !== null) throw conflict(refusal);
  const record = await writeAnswer(event, input.playerId, "family", input.answer, input.note);
  return {
    eventId: event.id,
    ...toFamilyAnswer(input.playerId, playerAnswer(event, input.playerId, record, family.awayWeekdays)),
  };
}

/**
 * The one guarded write of a player's answer for an event: `answer` undefined keeps the stored one,
 * null withdraws it; `note` likewise. An answer records the event's start it was given for.
 */
async function writeAnswer(
  event: Event,
  playerId: string,
  by: "family" | "coach",
  answer: AvailabilityAnswer | null | undefined,
  note: string | null | undefined,
): Promise<AvailabilityRecord> {
  const id = availabilityId(event.id, playerId);
  return availabilityRepository.upsert(id, (current) => {
    const at = stamp();
    const base: AvailabilityRecord = current ?? {
      id,
      eventId: event.id,
      playerId,
      answer: null,
      note: null,
      answeredAt: null,
      by: null,
      eventDate: null,
      seasonId: event.seasonId,
      createdAt: at,
      updatedAt: at,
    };
    const answered =
      answer === undefined
        ? {}
        : answer === null
          ? { answer: null, answeredAt: null, by: null, eventDate: null }
          : { answer, answeredAt: at, by, eventDate: event.date };
    return { ...base, ...answered, note: note === undefined ? base.note : note, updatedAt: at };
  });
}

/** Sets or clears "not on <weekday>s" for one of the family's players; answers the family's away days. */
export async function setAway(family: Family, input: FamilyAwayInput): Promise<Family["awayWeekdays"]> {
  if (!family.playerIds.includes(input.playerId)) throw notFound("Player");
  const saved = await familiesRepository.update(family.id, (current) => {
    const others = current.awayWeekdays.filter(
      (entry) => !(entry.playerId === input.playerId && entry.weekday === input.weekday),
    );
    const awayWeekdays = input.away
      ? [...others, { playerId: input.playerId, weekday: input.weekday }]
      : others;
    awayWeekdays.sort((a, b) => a.playerId.localeCompare(b.playerId) || a.weekday - b.weekday);
    return { ...current, awayWeekdays, updatedAt: stamp() };
  });
  return saved.awayWeekdays;
}

/** The family's sign-up for game `eventId` as its page shows it, from the volunteer's record. */
export const familySignupOf = (user: User, eventId: string): FamilySnackSignup => ({
  eventId,
  name: user.name,
  email: user.email,
  phone: user.phone,
  bringing: user.bringing,
});

/** A snack sign-up from the family page: the public sign-up's rules, the record marked as the family's. */
export async function familySnackSignup(family: Family, input: FamilySnackSignupInput, client: string) {
  const { eventId, parentName, parentEmail, parentPhone, bringing } = input;
  const volunteer = { parentName, parentEmail, parentPhone, bringing };
  const { event } = await signUpForSnacks(eventId, volunteer, client, family.id);
  const user = event.snackParentId ? await usersRepository.get(event.snackParentId) : null;
  return {
    event,
    signup: user
      ? familySignupOf(user, eventId)
      : {
          eventId,
          name: volunteer.parentName,
          email: volunteer.parentEmail,
          phone: volunteer.parentPhone,
          bringing: volunteer.bringing,
        },
  };
}

// ---------------------------------------------------------------------------------------------
// The coach's headcount, the public counts and the reminder's count

interface Tallies {
  settings: AvailabilitySettings;
  events: Event[];
  roster: Player[];
  families: Family[];
  /** Each event's answers, one per player of the roster in roster order. */
  answers: Map<string, PlayerAnswer[]>;
}

/** Every answer of the roster for `events` (all not over at `at` by default), with the families' away days. */
async function tallies(events?: readonly Event[]): Promise<Tallies> {
  const at = now().toMillis();
  const [settings, listed, roster, families] = await Promise.all([
    readAvailabilitySettings(),
    events ? Promise.resolve([...events]) : eventsNotOver(at),
    listPlayers(),
    familiesRepository.list(),
  ]);
  // Every answer stored, listed once: only records that exist are read.
  const wanted = new Set(listed.map((event) => event.id));
  const records = new Map(
    (await availabilityRepository.list())
      .filter((record) => wanted.has(record.eventId))
      .map((record) => [record.id, record]),
  );
  const awayOf = new Map(
    families.flatMap((family) => family.playerIds.map((id) => [id, family.awayWeekdays] as const)),
  );
  const answers = new Map(
    listed.map((event) => [
      event.id,
      roster.map((player) =>
        playerAnswer(
          event,
          player.id,
          records.get(availabilityId(event.id, player.id)) ?? null,
          awayOf.get(player.id) ?? [],
        ),
      ),
    ]),
  );
  return { settings, events: listed, roster, families, answers };
}

function headcountEvent(event: Event, all: Tallies, languages: "en" | "es" | "both"): HeadcountEvent {
  const answers = all.answers.get(event.id) ?? [];
  const byPlayer = new Map(all.roster.map((player, index) => [player.id, answers[index]]));
  const missing = familiesWithoutAnswer(all.families, (id) => byPlayer.get(id));
  return {
    eventId: event.id,
    counts: tally(answers),
    familiesWithoutAnswer: missing,
    players: all.roster
      .map((player, index) => ({ player, answer: answers[index] }))
      .flatMap(({ player, answer }) =>
        answer ? [{ playerId: player.id, name: shortPlayerName(player), ...answer }] : [],
      )
      .sort((a, b) => a.name.localeCompare(b.name)),
    nudge: nudgeText(event, missing, languages),
  };
}

/** The coach's headcount of every event not yet over, with the settings. */
export async function headcount(): Promise<Headcount> {
  const [all, groupMe] = await Promise.all([tallies(), readGroupMeSettings()]);
  return {
    settings: all.settings,
    events: all.events.map((event) => headcountEvent(event, all, groupMe.languages)),
  };
}

/** The coach sets (or clears) a player's answer after a phone call: no lock, `by: "coach"`, the note kept. */
export async function setCoachAnswer(
  eventId: string,
  playerId: string,
  answer: AvailabilityAnswer | null,
): Promise<HeadcountEvent> {
  const [event, roster] = await Promise.all([eventsRepository.get(eventId), listPlayers()]);
  if (!event) throw notFound("Event");
  if (!roster.some((player) => player.id === playerId)) throw notFound("Player");
  await writeAnswer(event, playerId, "coach", answer, undefined);
  const [all, groupMe] = await Promise.all([tallies([event]), readGroupMeSettings()]);
  return headcountEvent(event, all, groupMe.languages);
}

/** What public pages may show: three counts per event not yet over, or null when the coach chose none. */
export async function publicCountsAnswer(): Promise<PublicCountsAnswer> {
  const settings = await readAvailabilitySettings();
  if (settings.publicCounts === "none") return { counts: null };
  const all = await tallies();
  return {
    counts: Object.fromEntries(
      all.events.map((event) => [event.id, publicCounts(tally(all.answers.get(event.id) ?? []))]),
    ),
  };
}

/** The game-eve reminder's "9 of 11 coming", or null while nobody has answered for the game. */
export async function comingTo(game: Event): Promise<{ going: number; total: number } | null> {
  const all = await tallies([game]);
  return comingCount(all.answers.get(game.id) ?? []);
}
