/**
 * The coach's API calls (docs/api.md), typed with the shared schemas. Every coach call goes through
 * `coachCall`, so a 401 (the session ended: logged out elsewhere, or 12 hours passed) reaches the
 * one handler the session store registers, whatever screen made the call. Sign-in, sign-out and
 * the session check are not coach calls: their 401s mean something else.
 */
import * as z from "zod/mini";
import { fetchEvents, getJson, sendForJson, sendJson, ApiRequestError } from "../api-client";
import { reportCoachUnauthorized } from "../../sign-in/coach/api";
import { BackupDocumentSchema, BackupRestoreResultSchema } from "../../../lib/schemas/backup";
import {
  CoachUserSchema,
  EventSchema,
  PlayerSchema,
  PostSchema,
  PublicPlayerSchema,
  PublicUserSchema,
} from "../../../lib/schemas/records";
import type {
  EventInputSchema,
  EventUpdateSchema,
  FieldAlertInputSchema,
  GameScoreInputSchema,
  GroupMeCreateBotInputSchema,
  GroupMeSendMessageInputSchema,
  GroupMeSettingsInputSchema,
  PlayerInputSchema,
  PlayerUpdateSchema,
  PostInputSchema,
  PostUpdateSchema,
  RainoutInputSchema,
  SnackNoteInputSchema,
  SnackVolunteerInputSchema,
} from "../../../lib/schemas/requests";
import { CONTACT_DELETE_MAX } from "../../../lib/schemas/requests";
import {
  ChatCountSchema,
  ContactDeleteResultSchema,
  ContactMessagePageSchema,
  type ContactDeleteResult,
  FieldAlertAnswerSchema,
  GroupMeCreatedBotSchema,
  GroupMeGroupSchema,
  GroupMeRemindersSchema,
  GroupMeSentSchema,
  GroupMeTestResultSchema,
  PracticeGenerationSchema,
  RainoutResultSchema,
  SnackNoteAnswerSchema,
} from "../../../lib/schemas/responses";
import {
  SeasonStartPreviewSchema,
  SiteFactsSchema,
  TeamSchema,
  type StartSeasonInput,
  type TeamInputSchema,
} from "../../../lib/schemas/seasons";

// Sign-in, sign-out, the session check and the 401 handler live in session-api.ts, which the
// login page loads without the coach's calls.
export { fetchSession, logIn, logOut, onCoachUnauthorized } from "../../sign-in/coach/api";

async function coachCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) reportCoachUnauthorized(error);
    throw error;
  }
}

const sessionEnded = () =>
  new ApiRequestError(401, "401: answered without the coach's session", "unauthorized", null);

/**
 * Reads a route that answers the coach more than a parent (`/api/players`, `/api/users`). A public
 * answer means the session cookie is gone, which counts as a 401.
 */
async function fetchCoachView<Full extends z.ZodMiniType>(
  path: string,
  full: Full,
  publicView: z.ZodMiniType,
  signal?: AbortSignal,
): Promise<z.infer<Full>> {
  const body = await getJson(path, z.unknown(), signal);
  const parsed = full.safeParse(body);
  if (parsed.success) return parsed.data;
  if (publicView.safeParse(body).success) throw sessionEnded();
  throw parsed.error;
}

/** For routes that always answer with a body. */
const send = <S extends z.ZodMiniType>(
  method: "POST" | "PUT",
  path: string,
  body: unknown,
  schema: S,
  headers?: Record<string, string>,
): Promise<z.infer<S>> => sendForJson(method, path, body, schema, headers);

const remove = async (path: string): Promise<void> => {
  await sendJson("DELETE", path, undefined, z.unknown());
};

const id = (value: string) => encodeURIComponent(value);

// --- Backups -----------------------------------------------------------------------------------

/** Every record the site stores, as one backup document. */
export const fetchBackup = () => coachCall(() => getJson("/api/backup", BackupDocumentSchema));

/**
 * Restores a backup, all or nothing; with `dryRun` only says what it would change. `backup` goes as
 * it was read from the file: the server checks every record.
 */
export const restoreBackup = (backup: unknown, { dryRun }: { dryRun: boolean }) =>
  coachCall(() =>
    send("POST", `/api/backup/restore${dryRun ? "?dryRun=1" : ""}`, backup, BackupRestoreResultSchema),
  );

// --- The team and its seasons -----------------------------------------------------------------

/** The team record, the current season and its summary, as every page shows them (a public read). */
export const fetchSiteFacts = (signal?: AbortSignal) =>
  coachCall(() => getJson("/api/season", SiteFactsSchema, signal));

/** Replaces the team's lasting facts; answers the record as saved. A 400's `issues` name the inputs. */
export const saveTeam = (input: z.input<typeof TeamInputSchema>) =>
  coachCall(() => send("PUT", "/api/team", input, TeamSchema));

/**
 * What starting the next season would do, written nowhere: the season, the parsed games, the
 * roster's changes, the practices, the archive's counts, and every problem that stops the start.
 */
export const previewSeasonStart = (input: Omit<StartSeasonInput, "dryRun">) =>
  coachCall(() => send("POST", "/api/seasons", { ...input, dryRun: true }, SeasonStartPreviewSchema));

/**
 * Starts the next season, all or nothing; answers what was done. 409 when another season started
 * since `currentSeasonId` was read or the id is taken; after any failure nothing changed.
 */
export const startSeason = (input: Omit<StartSeasonInput, "dryRun">) =>
  coachCall(() => send("POST", "/api/seasons", { ...input, dryRun: false }, SeasonStartPreviewSchema));

// --- Events and scores -------------------------------------------------------------------------

export const fetchCoachEvents = (signal?: AbortSignal) => coachCall(() => fetchEvents(signal));

export const createEvent = (input: z.input<typeof EventInputSchema>) =>
  coachCall(() => send("POST", "/api/events", input, EventSchema));

/** Changes the fields named; `{ snackParentId: null }` clears the snack volunteer. */
export const updateEvent = (eventId: string, update: z.input<typeof EventUpdateSchema>) =>
  coachCall(() => send("PUT", `/api/events/${id(eventId)}`, update, EventSchema));

export const deleteEvent = (eventId: string) => coachCall(() => remove(`/api/events/${id(eventId)}`));

/** Replaces every practice with the season plan's; games and sign-ups stay. */
export const generatePractices = () =>
  coachCall(() => send("POST", "/api/events/practices/generate", undefined, PracticeGenerationSchema));

/** The first score of a game (409 when it has one); answers the event with `gameScore`. */
export const createGameScore = (input: z.input<typeof GameScoreInputSchema>) =>
  coachCall(() => send("POST", "/api/game-scores", input, EventSchema));

export const updateGameScore = (input: z.input<typeof GameScoreInputSchema>) =>
  coachCall(() => send("PUT", `/api/game-scores/${id(input.eventId)}`, input, EventSchema));

// --- Game day: the field alert and the rainout ------------------------------------------------

/** The alert every page shows, or null. */
export const fetchFieldAlert = (signal?: AbortSignal) =>
  coachCall(() => getJson("/api/alert", FieldAlertAnswerSchema, signal));

/** Posts the alert, replacing any other; without `endsAt` it ends at the end of today in Kyle. */
export const postFieldAlert = (input: z.input<typeof FieldAlertInputSchema>) =>
  coachCall(() => send("PUT", "/api/alert", input, FieldAlertAnswerSchema));

export const clearFieldAlert = () => coachCall(() => remove("/api/alert"));

/** Cancels the events, posts the alert and tells the group, as asked; answers each part's outcome. */
export const runRainout = (input: z.input<typeof RainoutInputSchema>) =>
  coachCall(() => send("POST", "/api/rainout", input, RainoutResultSchema));

// --- Posts -------------------------------------------------------------------------------------

/** Every post, drafts included, newest first. */
export const fetchAllPosts = (signal?: AbortSignal) =>
  coachCall(() => getJson("/api/posts/all", z.array(PostSchema), signal));

export const createPost = (input: z.input<typeof PostInputSchema>) =>
  coachCall(() => send("POST", "/api/posts", input, PostSchema));

/**
 * Edits a post. With the revision the editor loaded, the server refuses (409) an edit of a post
 * that changed since, instead of overwriting the other change.
 */
export const updatePost = (postId: string, update: z.input<typeof PostUpdateSchema>, revision?: number) =>
  coachCall(() =>
    send(
      "PUT",
      `/api/posts/${id(postId)}`,
      update,
      PostSchema,
      revision === undefined ? {} : { "If-Match": `"${String(revision)}"` },
    ),
  );

export const deletePost = (postId: string) => coachCall(() => remove(`/api/posts/${id(postId)}`));

// --- Players and parents -----------------------------------------------------------------------

/** The roster with full names and parent contacts. */
export const fetchCoachPlayers = (signal?: AbortSignal) =>
  coachCall(() =>
    fetchCoachView("/api/players?view=coach", z.array(PlayerSchema), z.array(PublicPlayerSchema), signal),
  );

/** 409 with the holder's name when the jersey number is taken. */
export const createPlayer = (input: z.input<typeof PlayerInputSchema>) =>
  coachCall(() => send("POST", "/api/players", input, PlayerSchema));

export const updatePlayer = (playerId: string, update: z.input<typeof PlayerUpdateSchema>) =>
  coachCall(() => send("PUT", `/api/players/${id(playerId)}`, update, PlayerSchema));

export const deletePlayer = (playerId: string) => coachCall(() => remove(`/api/players/${id(playerId)}`));

/** Parents with the whole name, email, phone and what they bring, to say who brings snacks and how to reach them. */
export const fetchCoachUsers = (signal?: AbortSignal) =>
  coachCall(() =>
    fetchCoachView("/api/users?view=coach", z.array(CoachUserSchema), z.array(PublicUserSchema), signal),
  );

// --- Snack volunteers and the snack note -------------------------------------------------------

/**
 * Signs a family up for a game, covered or not and beyond the two-game budget: the volunteer it
 * replaces is removed (their private link stops working). Answers the game.
 */
export const assignVolunteer = (eventId: string, input: z.input<typeof SnackVolunteerInputSchema>) =>
  coachCall(() => send("PUT", `/api/events/${id(eventId)}/snack-volunteer`, input, EventSchema));

/** Clears a game's volunteer (their link stops working); answers the game needing one again. */
export const clearVolunteer = (eventId: string) =>
  coachCall(() =>
    sendForJson("DELETE", `/api/events/${id(eventId)}/snack-volunteer`, undefined, EventSchema),
  );

/** The team's snack note, or null, e.g. `{ note: "Nut-free team: one player has a peanut allergy" }`. */
export const fetchSnackNote = (signal?: AbortSignal) =>
  coachCall(() => getJson("/api/snack-note", SnackNoteAnswerSchema, signal));

/** Sets the note (at most 200 characters) or, with null or "", removes it; answers it as saved. */
export const saveSnackNote = (input: z.input<typeof SnackNoteInputSchema>) =>
  coachCall(() => send("PUT", "/api/snack-note", input, SnackNoteAnswerSchema));

// --- Messages ----------------------------------------------------------------------------------

/**
 * A page of contact form messages, newest first, with how many there are in all, e.g.
 * `fetchContactMessages()` for the newest and `fetchContactMessages(page.nextCursor)` for the page after.
 */
export const fetchContactMessages = (cursor?: string | null, signal?: AbortSignal) =>
  coachCall(() =>
    getJson(
      `/api/contact${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`,
      ContactMessagePageSchema,
      signal,
    ),
  );

/** Deletes one message; a 404 when it was already gone. */
export const deleteContactMessage = (messageId: string) =>
  coachCall(() => remove(`/api/contact/${id(messageId)}`));

/**
 * Deletes the messages `ids` names, `CONTACT_DELETE_MAX` a request, one request after another:
 * how many it deleted, and which were already gone.
 */
export const deleteContactMessages = (ids: readonly string[]) =>
  coachCall(async () => {
    const result: ContactDeleteResult = { deleted: 0, missing: [] };
    for (let start = 0; start < ids.length; start += CONTACT_DELETE_MAX) {
      const run = ids.slice(start, start + CONTACT_DELETE_MAX);
      const { deleted, missing } = await send(
        "POST",
        "/api/contact/delete",
        { ids: run },
        ContactDeleteResultSchema,
      );
      result.deleted += deleted;
      result.missing.push(...missing);
    }
    return result;
  });

/** How many team chat messages there are, in all and by channel. */
export const fetchChatCount = (signal?: AbortSignal) =>
  coachCall(() => getJson("/api/messages", ChatCountSchema, signal));

// --- GroupMe -----------------------------------------------------------------------------------
// Failures carry the server's reason: 502 `upstream_failed` with GroupMe's words, 429 with
// `retryAfterSeconds`, 503 `not_configured` naming the missing setting.

/** The groups of the server's GroupMe account, each with its bots. */
export const fetchGroupMeGroups = (signal?: AbortSignal) =>
  coachCall(() => getJson("/api/groupme/groups", z.array(GroupMeGroupSchema), signal));

/** Posts `message` (at most 1000 characters) to the bot's group. */
export const sendGroupMeMessage = (input: z.input<typeof GroupMeSendMessageInputSchema>) =>
  coachCall(() => send("POST", "/api/groupme/send-message", input, GroupMeSentSchema));

/** Makes a bot in a group, e.g. `{ groupId, botName: botNameFor(group.name) }`; answers the new bot. */
export const createGroupMeBot = (input: z.input<typeof GroupMeCreateBotInputSchema>) =>
  coachCall(() => send("POST", "/api/groupme/create-bot", input, GroupMeCreatedBotSchema));

/** Whether the server reaches GroupMe: `{ success: false, error }` (a 200) when GroupMe refuses. */
export const testGroupMe = () =>
  coachCall(() => send("POST", "/api/groupme/test", {}, GroupMeTestResultSchema));

/** The team's bot, whether game-day reminders are on, the next one due and those sent. */
export const fetchGroupMeReminders = (signal?: AbortSignal) =>
  coachCall(() => getJson("/api/groupme/reminders", GroupMeRemindersSchema, signal));

/** Changes the fields named, e.g. `{ remindersEnabled: false }` or `{ botId, botName }`. */
export const updateGroupMeReminders = (input: z.input<typeof GroupMeSettingsInputSchema>) =>
  coachCall(() => send("PUT", "/api/groupme/reminders", input, GroupMeRemindersSchema));
