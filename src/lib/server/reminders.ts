/**
 * Game-day reminders through the team's GroupMe bot: what the dashboard previews, and the hourly
 * run that sends those due. Each reminder is claimed in the store before it is sent and the claim
 * is given back when the send fails, so a reminder goes out once even when runs overlap, and a
 * failed one is tried again on the next run.
 */
import type { DateTime } from "luxon";
import { now as clockNow } from "../clock";
import { AppError } from "../domain/errors";
import {
  buildReminder,
  dueReminders,
  nextReminderGame,
  reminderText,
  type ReminderTexts,
} from "../domain/reminders";
import { toPublicUser } from "../domain/projections";
import { snackStatus } from "../domain/schedule";
import type { GroupMeReminders, GroupMeSettings } from "../schemas/groupme";
import type { SnackSettings } from "../schemas/snacks";
import { getEnv } from "./env";
import { postAsBot } from "./groupme";
import {
  claimedReminders,
  claimReminder,
  listReminderRecords,
  markReminderSent,
  readGroupMeSettings,
  releaseReminder,
} from "./repositories/groupme";
import { listEvents } from "./repositories/events";
import { readSnackNote } from "./repositories/snack-note";
import { listUsers } from "./repositories/users";
import { errorText } from "./messages";
import { comingTo } from "./families";
import type { Event } from "../schemas/events";

/** What a reminder says besides the game: the team's snack note, in the team's GroupMe languages. */
const reminderTexts = (
  settings: GroupMeSettings,
  note: SnackSettings | null,
  coming: ReminderTexts["coming"] = null,
): ReminderTexts => ({
  snackNote: note?.note ?? null,
  snackNoteEs: note?.noteEs ?? null,
  languages: settings.languages,
  coming,
});

/**
 * The families' answers for the game by count ("9 of 11 coming"), never a name; null when nobody
 * answered or the answers could not be read, so a reminder never waits on them.
 */
const comingOrNone = (game: Event) =>
  comingTo(game).catch((error: unknown) => {
    console.error(`Game reminders: the answers for ${game.id} could not be counted:`, error);
    return null;
  });

/** The parents as the group may read them: first name and last initial, never an email or phone. */
const publicParents = async () => (await listUsers()).map(toPublicUser);

/** What one run did, e.g. `{ skipped: null, sent: [{ eventId: "game-2025-11-01", text: "⚽ …" }], failed: [], claimedElsewhere: [] }`. */
export interface ReminderRun {
  /** Why the run sent nothing without looking at the games; null when it looked. */
  skipped: "disabled" | "no_bot" | null;
  sent: { eventId: string; text: string }[];
  /** Sends GroupMe refused or that never reached it; their claims were given back. */
  failed: { eventId: string; error: string }[];
  /** Due games that another run claimed first. */
  claimedElsewhere: string[];
}

/** The settings, the next reminder to go out (also while reminders are off, as a preview) and those sent. */
export async function reminderOverview(at: DateTime = clockNow()): Promise<GroupMeReminders> {
  // The text names the snack volunteer by name only, never an email or phone: the whole group reads it.
  const [settings, events, records, parents, note] = await Promise.all([
    readGroupMeSettings(),
    listEvents(),
    listReminderRecords(),
    publicParents(),
    readSnackNote(),
  ]);
  const next = nextReminderGame(events, at, claimedReminders(records, events));
  const sent = records
    .flatMap((record) => (record.sentAt === null ? [] : [{ eventId: record.eventId, sentAt: record.sentAt }]))
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  return {
    settings,
    next:
      next === null
        ? null
        : buildReminder(
            next,
            snackStatus(next, parents),
            getEnv().siteUrl,
            reminderTexts(settings, note, await comingOrNone(next)),
          ),
    sent,
  };
}

/** Sends every reminder due at `at` through the team's bot; nothing when reminders are off or no bot is chosen. */
export async function runGameReminders(at: DateTime = clockNow()): Promise<ReminderRun> {
  const run: ReminderRun = { skipped: null, sent: [], failed: [], claimedElsewhere: [] };
  const settings = await readGroupMeSettings();
  if (!settings.remindersEnabled) {
    console.info("Game reminders: off in the coach's GroupMe settings; nothing to do");
    return { ...run, skipped: "disabled" };
  }
  if (settings.botId === null) {
    console.info("Game reminders: no GroupMe bot chosen yet; nothing to do");
    return { ...run, skipped: "no_bot" };
  }
  const [events, records, parents, note] = await Promise.all([
    listEvents(),
    listReminderRecords(),
    publicParents(),
    readSnackNote(),
  ]);
  const stamp = at.toISO() ?? "";
  for (const game of dueReminders(events, at, claimedReminders(records, events))) {
    if (!(await claimReminder(game, stamp))) {
      run.claimedElsewhere.push(game.id);
      continue;
    }
    const text = reminderText(
      game,
      snackStatus(game, parents),
      getEnv().siteUrl,
      stamp,
      reminderTexts(settings, note, await comingOrNone(game)),
    );
    try {
      await postAsBot(settings.botId, text);
    } catch (error) {
      await releaseReminder(game).catch((undo: unknown) => {
        console.error(`Game reminders: the claim for ${game.id} could not be given back:`, undo);
      });
      const message = error instanceof AppError ? errorText(error, "en") : "Unexpected error";
      if (!(error instanceof AppError)) console.error(`Game reminders: sending ${game.id} failed:`, error);
      run.failed.push({ eventId: game.id, error: message });
      continue;
    }
    // The claim stays either way, so a reminder that went out is never sent again.
    await markReminderSent(game, stamp).catch((mark: unknown) => {
      console.error(`Game reminders: ${game.id} went out but could not be marked sent:`, mark);
    });
    run.sent.push({ eventId: game.id, text });
  }
  return run;
}
