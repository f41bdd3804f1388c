import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { Event } from "../schemas/events";
import type { EventUpdate } from "../schemas/events";
import { AppError } from "./errors";
import {
  AS_PLANNED,
  applyEventUpdate,
  applyGameScore,
  buildEvent,
  claimSnackSlot,
  SnackSlotTakenError,
  snackSignupRefusal,
} from "./events";

const AT = DateTime.fromISO("2025-09-15T17:00:00.000Z", { zone: "utc" });
const FIELD = "Field 5 West";

function buildGame(overrides: Partial<Event> = {}): Event {
  return {
    id: "game-2025-09-27",
    title: "Game vs Buda",
    type: "game",
    date: "2025-09-27T15:30:00.000Z",
    endDate: "2025-09-27T16:30:00.000Z",
    location: "Field 2",
    opponent: "Buda",
    notes: null,
    notesEs: null,
    snackParentId: null,
    ...AS_PLANNED,
    sequence: 0,
    seasonId: "fall-2025",
    createdAt: "2025-09-01T00:00:00.000Z",
    updatedAt: "2025-09-01T00:00:00.000Z",
    ...overrides,
  };
}

const score = { eventId: "game-2025-09-27", homeScore: 1, awayScore: 0, isFinal: false, notes: null };

describe("buildEvent", () => {
  it.each([
    {
      type: "practice" as const,
      location: null,
      opponent: "X",
      expected: { location: FIELD, opponent: null },
    },
    {
      type: "game" as const,
      location: "Park",
      opponent: "Buda",
      expected: { location: "Park", opponent: "Buda" },
    },
    { type: "event" as const, location: null, opponent: null, expected: { location: FIELD, opponent: null } },
  ])(
    "a new $type gets location $expected.location and opponent $expected.opponent",
    ({ type, location, opponent, expected }) => {
      const event = buildEvent(
        {
          title: "T",
          type,
          date: "2025-10-01T23:30:00.000Z",
          endDate: null,
          location,
          opponent,
          notes: null,
          notesEs: null,
        },
        "id-1",
        AT,
        FIELD,
      );
      expect(event).toMatchObject({
        ...expected,
        snackParentId: null,
        sequence: 0,
        createdAt: "2025-09-15T17:00:00.000Z",
      });
    },
  );

  it("refuses an end before the start", () => {
    expect(() =>
      buildEvent(
        {
          title: "T",
          type: "practice",
          date: "2025-10-01T23:30:00.000Z",
          endDate: "2025-10-01T23:00:00.000Z",
          location: null,
          opponent: null,
          notes: null,
          notesEs: null,
        },
        "id-1",
        AT,
        FIELD,
      ),
    ).toThrow(AppError);
  });
});

describe("applyEventUpdate", () => {
  const covered = buildGame({ snackParentId: "u1", gameScore: score });

  it.each<{ case: string; update: EventUpdate; expected: Partial<Event> }>([
    { case: "an empty edit", update: {}, expected: { snackParentId: "u1", sequence: 0, opponent: "Buda" } },
    {
      case: "new notes",
      update: { notes: "Wear white" },
      expected: { notes: "Wear white", snackParentId: "u1" },
    },
    { case: "clearing the volunteer", update: { snackParentId: null }, expected: { snackParentId: null } },
    { case: "a new start", update: { date: "2025-09-27T15:00:00.000Z" }, expected: { sequence: 1 } },
    { case: "the same start", update: { date: "2025-09-27T15:30:00.000Z" }, expected: { sequence: 0 } },
    { case: "a cleared location", update: { location: null }, expected: { location: FIELD } },
    {
      case: "no longer a game",
      update: { type: "event" },
      expected: { opponent: null, snackParentId: null },
    },
  ])("$case", ({ update, expected }) => {
    expect(applyEventUpdate(covered, update, AT, FIELD)).toMatchObject({
      ...expected,
      updatedAt: "2025-09-15T17:00:00.000Z",
    });
  });

  it("keeps the score of a game and drops it from anything else", () => {
    expect(applyEventUpdate(covered, {}, AT, FIELD).gameScore).toEqual(score);
    expect(applyEventUpdate(covered, { type: "practice" }, AT, FIELD).gameScore).toBeUndefined();
  });

  it("refuses an end moved before the start", () => {
    expect(() => applyEventUpdate(covered, { endDate: "2025-09-27T15:00:00.000Z" }, AT, FIELD)).toThrow(
      AppError,
    );
  });
});

describe("applyEventUpdate: game-day changes", () => {
  const SAT = "2025-09-27T15:30:00.000Z";
  const SAT_END = "2025-09-27T16:30:00.000Z";
  const SUN = "2025-09-28T19:00:00.000Z";
  const covered = buildGame({ snackParentId: "u1" });
  const cancelled = buildGame({ snackParentId: "u1", status: "cancelled", statusNote: "Rain", sequence: 1 });
  const postponed = buildGame({ status: "postponed", statusNote: "Lightning", sequence: 1 });
  const moved = buildGame({
    date: SUN,
    endDate: null,
    previousDate: SAT,
    previousEndDate: SAT_END,
    sequence: 1,
  });

  it.each<{ case: string; event: Event; update: EventUpdate; expected: Partial<Event> }>([
    {
      case: "cancelling with a note keeps the volunteer",
      event: covered,
      update: { status: "cancelled", statusNote: "Fields closed: rain" },
      expected: { status: "cancelled", statusNote: "Fields closed: rain", snackParentId: "u1", sequence: 1 },
    },
    {
      case: "postponing without a note",
      event: covered,
      update: { status: "postponed" },
      expected: { status: "postponed", statusNote: null, sequence: 1 },
    },
    {
      case: "restoring clears the note",
      event: cancelled,
      update: { status: "scheduled" },
      expected: { status: "scheduled", statusNote: null, snackParentId: "u1", sequence: 2 },
    },
    {
      case: "restoring with a note keeps that note",
      event: cancelled,
      update: { status: "scheduled", statusNote: "Back on: fields reopened" },
      expected: { status: "scheduled", statusNote: "Back on: fields reopened", sequence: 2 },
    },
    {
      case: "the same status again changes nothing calendars see",
      event: cancelled,
      update: { status: "cancelled", statusNote: "Rain" },
      expected: { status: "cancelled", statusNote: "Rain", sequence: 1 },
    },
    {
      case: "a new note alone",
      event: cancelled,
      update: { statusNote: "Rain and lightning" },
      expected: { status: "cancelled", statusNote: "Rain and lightning", sequence: 1 },
    },
    {
      case: "moving keeps the start it moved from and the volunteer",
      event: covered,
      update: { date: SUN, endDate: null },
      expected: { date: SUN, previousDate: SAT, previousEndDate: SAT_END, snackParentId: "u1", sequence: 1 },
    },
    {
      case: "moving again keeps the start it last moved from",
      event: moved,
      update: { date: "2025-09-29T23:00:00.000Z" },
      expected: { previousDate: SUN, previousEndDate: null, sequence: 2 },
    },
    {
      case: "moving back to where it was forgets the move",
      event: moved,
      update: { date: SAT, endDate: SAT_END },
      expected: { date: SAT, previousDate: null, previousEndDate: null, sequence: 2 },
    },
    {
      case: "an edit that does not move it keeps the move",
      event: moved,
      update: { notes: "Bring water" },
      expected: { previousDate: SAT, sequence: 1 },
    },
    {
      case: "a postponed game given a new date is on again",
      event: postponed,
      update: { date: SUN, endDate: null },
      expected: { status: "scheduled", statusNote: null, previousDate: SAT, sequence: 2 },
    },
    {
      case: "a postponed game given a new date and a status keeps that status",
      event: postponed,
      update: { date: SUN, endDate: null, status: "postponed" },
      expected: { status: "postponed", statusNote: "Lightning", sequence: 2 },
    },
    {
      case: "a cancelled game given a new time stays cancelled",
      event: cancelled,
      update: { date: SUN, endDate: null },
      expected: { status: "cancelled", statusNote: "Rain", sequence: 2 },
    },
    {
      case: "a new place raises the sequence",
      event: covered,
      update: { location: "Field 9" },
      expected: { location: "Field 9", sequence: 1 },
    },
    {
      case: "a new title does not",
      event: covered,
      update: { title: "Game vs Buda Blaze" },
      expected: { title: "Game vs Buda Blaze", sequence: 0 },
    },
  ])("$case", ({ event, update, expected }) => {
    expect(applyEventUpdate(event, update, AT, FIELD)).toMatchObject({
      ...expected,
      updatedAt: "2025-09-15T17:00:00.000Z",
    });
  });
});

describe("snack sign-up rules", () => {
  it.each([
    {
      case: "a cancelled game",
      event: buildGame({ status: "cancelled" }),
      at: AT,
      expected: "cancelled",
    },
    {
      case: "a postponed covered game",
      event: buildGame({ status: "postponed", snackParentId: "u1" }),
      at: AT,
      expected: "postponed",
    },
    { case: "an open future game", event: buildGame(), at: AT, expected: null },
    { case: "a practice", event: buildGame({ type: "practice" }), at: AT, expected: "not_a_game" },
    { case: "a covered game", event: buildGame({ snackParentId: "u1" }), at: AT, expected: "covered" },
    {
      case: "a game at kick-off",
      event: buildGame(),
      at: DateTime.fromISO("2025-09-27T15:30:00.000Z"),
      expected: "played",
    },
    {
      case: "a game with a final score",
      event: buildGame({ gameScore: { ...score, isFinal: true } }),
      at: AT,
      expected: "played",
    },
    { case: "a game with a running score", event: buildGame({ gameScore: score }), at: AT, expected: null },
    {
      case: "a Time TBA game on its evening in Kyle",
      event: buildGame({ date: "2025-09-27T00:00:00.000Z", endDate: "2025-09-28T00:00:00.000Z" }),
      at: DateTime.fromISO("2025-09-27T20:00:00-05:00"),
      expected: null,
    },
    {
      case: "a Time TBA game the day after",
      event: buildGame({ date: "2025-09-27T00:00:00.000Z", endDate: "2025-09-28T00:00:00.000Z" }),
      at: DateTime.fromISO("2025-09-28T00:30:00-05:00"),
      expected: "played",
    },
  ])("$case → $expected", ({ event, at, expected }) => {
    expect(snackSignupRefusal(event, at)).toBe(expected);
  });

  it("claims an open game and names the holder of a covered one", () => {
    expect(claimSnackSlot(buildGame(), "u2", AT).snackParentId).toBe("u2");
    const taken = (() => {
      try {
        claimSnackSlot(buildGame({ snackParentId: "u1" }), "u2", AT);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(taken).toBeInstanceOf(SnackSlotTakenError);
    expect(taken).toMatchObject({ status: 409, volunteerId: "u1" });
  });

  it.each([
    { status: "cancelled" as const, text: "snackGameCancelled" },
    { status: "postponed" as const, text: "snackGamePostponed" },
  ])("refuses a $status game with a 409 that says why", ({ status, text }) => {
    expect(() => claimSnackSlot(buildGame({ status }), "u2", AT)).toThrow(
      expect.objectContaining({ status: 409, code: "conflict", text }),
    );
  });
});

describe("applyGameScore", () => {
  const input = { homeScore: 2, awayScore: 2, isFinal: true, notes: null };

  it.each([
    { case: "create on a game without a score", event: buildGame(), mode: "create" as const, status: null },
    {
      case: "create on a scored game",
      event: buildGame({ gameScore: score }),
      mode: "create" as const,
      status: 409,
    },
    {
      case: "update on a scored game",
      event: buildGame({ gameScore: score }),
      mode: "update" as const,
      status: null,
    },
    { case: "update on a game without a score", event: buildGame(), mode: "update" as const, status: 404 },
    { case: "a practice", event: buildGame({ type: "practice" }), mode: "create" as const, status: 400 },
  ])("$case → $status", ({ event, mode, status }) => {
    if (status === null) {
      expect(applyGameScore(event, input, mode, AT).gameScore).toEqual({ eventId: event.id, ...input });
    } else {
      expect(() => applyGameScore(event, input, mode, AT)).toThrow(expect.objectContaining({ status }));
    }
  });
});
