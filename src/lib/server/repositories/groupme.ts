/**
 * The coach's GroupMe settings (one record) and the game-day reminders sent or being sent (one
 * record per game). A reminder is claimed with an only-if-new write before it goes out, so of any
 * number of overlapping runs exactly one sends it.
 */
import { AppError } from "../../domain/errors";
import { reminderClaim } from "../../domain/reminders";
import { type Event } from "../../schemas/events";
import {
  GameReminderRecordSchema,
  GroupMeSettingsSchema,
  type GameReminderRecord,
  type GroupMeSettings,
} from "../../schemas/groupme";
import type { GroupMeSettingsInput } from "../../schemas/groupme";
import { GROUPME_SETTINGS_KEY, REMINDERS_PREFIX, reminderKey } from "../keys";
import { openTeamStore } from "../seed";
import { createRecord, deleteRecord, listRecords, readRecord, updateRecord, upsertRecord } from "../store";

/** Until the coach chooses: reminders on, no bot (so nothing goes out yet), in English. */
export const DEFAULT_GROUPME_SETTINGS: GroupMeSettings = {
  remindersEnabled: true,
  botId: null,
  botName: null,
  languages: "en",
};

export async function readGroupMeSettings(): Promise<GroupMeSettings> {
  return (
    (await readRecord(await openTeamStore(), GROUPME_SETTINGS_KEY, GroupMeSettingsSchema)) ??
    DEFAULT_GROUPME_SETTINGS
  );
}

/**
 * Applies the coach's change: absent fields keep their value. A new `botId` without a `botName`
 * forgets the old bot's name, and clearing the bot clears its name, so the name never belongs to
 * another bot.
 */
export function mergeGroupMeSettings(current: GroupMeSettings, input: GroupMeSettingsInput): GroupMeSettings {
  const botId = input.botId === undefined ? current.botId : input.botId;
  const botChanged = botId !== current.botId;
  const keptName = botChanged ? null : current.botName;
  return {
    remindersEnabled: input.remindersEnabled ?? current.remindersEnabled,
    botId,
    botName: botId === null ? null : input.botName === undefined ? keptName : input.botName,
    languages: input.languages ?? current.languages,
  };
}

export async function updateGroupMeSettings(input: GroupMeSettingsInput): Promise<GroupMeSettings> {
  return upsertRecord(
    await openTeamStore(),
    GROUPME_SETTINGS_KEY,
    GroupMeSettingsSchema,
    (current) => mergeGroupMeSettings(current ?? DEFAULT_GROUPME_SETTINGS, input),
    "GroupMe settings",
  );
}

/** Every reminder record, sent or being sent, in key order. */
export async function listReminderRecords(): Promise<GameReminderRecord[]> {
  return listRecords(await openTeamStore(), REMINDERS_PREFIX, GameReminderRecordSchema);
}

/**
 * Claims a game's reminder for this run: true when this run may send it, false when another run
 * claimed it first (or it was sent before).
 */
export async function claimReminder(game: Pick<Event, "id" | "date">, at: string): Promise<boolean> {
  try {
    await createRecord(
      await openTeamStore(),
      reminderKey(game.id, game.date),
      GameReminderRecordSchema,
      { eventId: game.id, gameDate: game.date, claimedAt: at, sentAt: null },
      "Reminder",
    );
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "conflict") return false;
    throw error;
  }
}

/** Marks a claimed reminder as sent at `at`. */
export async function markReminderSent(
  game: Pick<Event, "id" | "date">,
  at: string,
): Promise<GameReminderRecord> {
  return updateRecord(
    await openTeamStore(),
    reminderKey(game.id, game.date),
    GameReminderRecordSchema,
    (current) => ({ ...current, sentAt: at }),
    "Reminder",
  );
}

/** Gives a claim back after a failed send, so the next run tries again. */
export async function releaseReminder(game: Pick<Event, "id" | "date">): Promise<void> {
  await deleteRecord(await openTeamStore(), reminderKey(game.id, game.date), "Reminder");
}

/**
 * The claims the records hold, as `reminderClaim` names them. A record kept before games could move
 * names no start: it stands for the game's start now, as it did when it was the game's one record.
 */
export function claimedReminders(
  records: readonly GameReminderRecord[],
  events: readonly Event[],
): Set<string> {
  const starts = new Map(events.map((event) => [event.id, event.date]));
  return new Set(
    records.map((record) =>
      reminderClaim({ id: record.eventId, date: record.gameDate ?? starts.get(record.eventId) ?? "" }),
    ),
  );
}
