/**
 * Rules for changing events (docs/product-rules.md#schedule-and-events): defaults of a new event,
 * what an edit keeps, who may bring snacks and when, and game scores. Pure: the functions take the
 * current record and the clock's instant and return the next record or throw a typed error.
 */
import type { DateTime } from "luxon";
import type { Event, GameScore, NewEvent } from "../schemas/events";
import type { EventInput, EventUpdate } from "../schemas/events";
import { AppError, conflict, english, notFound, validationFailed } from "./errors";
import { isUpcoming } from "./schedule";
import { isAllDay } from "./time";

/** What a new event holds about game-day changes: on as planned, never moved. */
export const AS_PLANNED = {
  status: "scheduled",
  statusNote: null,
  statusNoteEs: null,
  previousDate: null,
  previousEndDate: null,
} as const satisfies Pick<
  Event,
  "status" | "statusNote" | "statusNoteEs" | "previousDate" | "previousEndDate"
>;

/** The end must not come before the start. */
function assertTimesInOrder(date: string, endDate: string | null): void {
  if (endDate !== null && Date.parse(endDate) < Date.parse(date)) {
    throw validationFailed(english("The end is before the start"), [
      { path: ["endDate"], message: "End must be at or after the start" },
    ]);
  }
}

/** A new event from the coach's input: practice by default, at the practice field, opponent for games only. */
export function buildEvent(input: EventInput, id: string, at: DateTime, practiceField: string): NewEvent {
  assertTimesInOrder(input.date, input.endDate);
  const stamp = at.toISO() ?? "";
  return {
    id,
    title: input.title,
    type: input.type,
    date: input.date,
    endDate: input.endDate,
    location: input.location ?? practiceField,
    opponent: input.type === "game" ? input.opponent : null,
    notes: input.notes,
    notesEs: input.notesEs,
    snackParentId: null,
    ...AS_PLANNED,
    sequence: 0,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/**
 * Applies an edit (docs/product-rules.md#game-day-changes): fields it leaves out stay; the
 * volunteer and score stay unless the edit clears them (`snackParentId: null`) or the event stops
 * being a game, so a moved or cancelled game keeps its volunteer. A new time keeps the one it
 * replaces as `previousDate`/`previousEndDate` (cleared when the event moves back to it), and puts
 * a postponed event back on unless the edit names a status. Restoring an event clears its note
 * (and its Spanish version) unless the edit gives one. A change of time, place or status bumps `sequence`, so calendar apps
 * take the change.
 */
export function applyEventUpdate(
  current: Event,
  update: EventUpdate,
  at: DateTime,
  practiceField: string,
): Event {
  const type = update.type ?? current.type;
  const date = update.date ?? current.date;
  const endDate = update.endDate === undefined ? current.endDate : update.endDate;
  assertTimesInOrder(date, endDate);
  const isGame = type === "game";
  const location = update.location === undefined ? current.location : (update.location ?? practiceField);
  const moved = date !== current.date || endDate !== current.endDate;
  const status = update.status ?? (moved && current.status === "postponed" ? "scheduled" : current.status);
  const restored = status === "scheduled" && current.status !== "scheduled";
  const statusNote =
    update.statusNote !== undefined ? update.statusNote : restored ? null : current.statusNote;
  const statusNoteEs =
    update.statusNoteEs !== undefined ? update.statusNoteEs : restored ? null : current.statusNoteEs;
  const movedBack = date === current.previousDate && endDate === current.previousEndDate;
  const previous = !moved
    ? { previousDate: current.previousDate, previousEndDate: current.previousEndDate }
    : movedBack
      ? { previousDate: null, previousEndDate: null }
      : { previousDate: current.date, previousEndDate: current.endDate };
  const changed = moved || location !== current.location || status !== current.status;
  const next: Event = {
    ...current,
    title: update.title ?? current.title,
    type,
    date,
    endDate,
    location,
    opponent: isGame ? (update.opponent === undefined ? current.opponent : update.opponent) : null,
    notes: update.notes === undefined ? current.notes : update.notes,
    notesEs: update.notesEs === undefined ? current.notesEs : update.notesEs,
    snackParentId: isGame && update.snackParentId !== null ? current.snackParentId : null,
    status,
    statusNote,
    statusNoteEs,
    ...previous,
    sequence: changed ? current.sequence + 1 : current.sequence,
    updatedAt: at.toISO() ?? "",
  };
  if (!isGame) delete next.gameScore;
  return next;
}

/**
 * Whether a game is under way or over. A Time TBA game has a day, not a kick-off: it counts as
 * started once that day is over in Kyle, as the schedule keeps listing it until then.
 */
export function hasStarted(event: Event, at: DateTime): boolean {
  return isAllDay(event) ? !isUpcoming(event, at.toMillis()) : Date.parse(event.date) <= at.toMillis();
}

/** Why a game cannot take a volunteer, or null when it can. */
export function snackSignupRefusal(
  event: Event,
  at: DateTime,
): "not_a_game" | "cancelled" | "postponed" | "played" | "covered" | null {
  if (event.type !== "game") return "not_a_game";
  if (event.status !== "scheduled") return event.status;
  if (hasStarted(event, at) || event.gameScore?.isFinal === true) return "played";
  if (event.snackParentId !== null) return "covered";
  return null;
}

/** The game already has a volunteer: a 409 that says who, when the caller can look the name up. */
export class SnackSlotTakenError extends AppError {
  constructor(readonly volunteerId: string) {
    super("conflict", 409, "snackTaken");
    this.name = "SnackSlotTakenError";
  }
}

/**
 * Claims the game's snack slot for `userId`. First volunteer wins: called inside the record's
 * read-modify-write, so of fifty parents at once exactly one gets past the `covered` check.
 */
export function claimSnackSlot(event: Event, userId: string, at: DateTime): Event {
  switch (snackSignupRefusal(event, at)) {
    case "not_a_game":
      throw validationFailed("snackGamesOnly");
    case "cancelled":
      throw conflict("snackGameCancelled");
    case "postponed":
      throw conflict("snackGamePostponed");
    case "played":
      throw conflict("snackGamePlayed");
    case "covered":
      throw new SnackSlotTakenError(event.snackParentId ?? "");
    case null:
      return { ...event, snackParentId: userId, updatedAt: at.toISO() ?? "" };
  }
}

/** A score as entered: a new one names every field; an edit may leave some out to keep them. */
export type ScoreChange = Partial<Omit<GameScore, "eventId">>;

/** Sets a game's score: `create` refuses when one exists (409), `update` when none does (404). */
export function applyGameScore(
  event: Event,
  input: ScoreChange,
  mode: "create" | "update",
  at: DateTime,
): Event {
  if (event.type !== "game") {
    throw validationFailed(english("Scores are kept for games only"), [
      { path: ["eventId"], message: "This event is not a game" },
    ]);
  }
  if (mode === "create" && event.gameScore) {
    throw conflict(english("This game already has a score; edit it instead"));
  }
  if (mode === "update" && !event.gameScore) {
    throw notFound("Score");
  }
  const base = event.gameScore ?? { homeScore: 0, awayScore: 0, isFinal: false, notes: null };
  const gameScore: GameScore = {
    eventId: event.id,
    homeScore: input.homeScore ?? base.homeScore,
    awayScore: input.awayScore ?? base.awayScore,
    isFinal: input.isFinal ?? base.isFinal,
    notes: input.notes === undefined ? base.notes : input.notes,
  };
  return { ...event, gameScore, updatedAt: at.toISO() ?? "" };
}
