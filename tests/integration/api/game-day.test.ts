/**
 * Game-day changes against the real local Blobs server (the seeded Fall 2025 season): an event's
 * status through the API, the calendar feed as a calendar app reads it, snack sign-ups refused for
 * a called-off game, and the field-status alert's lifetime under a fixed clock.
 */
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../src/lib/constants";
import { EventSchema } from "../../../src/lib/schemas/events";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import { FieldAlertAnswerSchema } from "../../../src/lib/schemas/game-day";
import { SnackSignupAnswerSchema } from "../../../src/lib/schemas/snacks";
import { fn, send, useCoachPerTest } from "../../support/api";
import { buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { useSeasonClock, withEnv } from "../../support/env";
import { parseCalendar, type ParsedEvent } from "../../support/ical";

useSeasonClock();
const coach = useCoachPerTest();

/** Saturday 20 Sep 2025, 9:00 AM in Kyle: the season's first game, five days after the test clock. */
const GAME = "game-2025-09-20";
const GAME_START = "2025-09-20T14:00:00.000Z";
const PRACTICE = "practice-2025-09-16";

const Events = z.array(EventSchema);
const listEvents = async (path = "/api/events", name = "events") =>
  Events.parse((await call(fn(name), path)).body);
const findEvent = async (id: string) => (await listEvents()).find((event) => event.id === id);
const updateEvent = (id: string, body: unknown, cookie = coach()) =>
  call(fn("events-id"), `/api/events/${id}`, send("PUT", body, cookie), { params: { id } });
const signUp = (id: string, body: unknown = buildSignup()) =>
  call(fn("events-snack-signup"), `/api/events/${id}/snack-signup`, send("PUT", body), { params: { id } });

async function feedEvent(id: string): Promise<ParsedEvent> {
  const { body } = await call(fn("calendar"), "/calendar.ics");
  const found = parseCalendar(String(body)).events.find((event) => event.uid === `${id}@localhost`);
  if (!found) throw new Error(`No event ${id} in the feed`);
  return found;
}

describe("an event's status through PUT /api/events/:id", () => {
  it("cancels with a note, shows it in every event answer, and restores with one edit", async () => {
    const { status, body } = await updateEvent(GAME, {
      status: "cancelled",
      statusNote: "Fields closed: rain",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: GAME,
      status: "cancelled",
      statusNote: "Fields closed: rain",
      sequence: 1,
    });
    expect(await findEvent(GAME)).toMatchObject({ status: "cancelled", statusNote: "Fields closed: rain" });
    const upcoming = await listEvents("/api/events/upcoming", "events-upcoming");
    expect(upcoming.find((event) => event.id === GAME)).toMatchObject({ status: "cancelled" });

    const restored = await updateEvent(GAME, { status: "scheduled" });
    expect(restored.body).toMatchObject({ status: "scheduled", statusNote: null, sequence: 2 });
  });

  it("every event starts scheduled, never moved", async () => {
    for (const event of await listEvents()) {
      expect(event).toMatchObject({
        status: "scheduled",
        statusNote: null,
        previousDate: null,
        previousEndDate: null,
      });
    }
  });

  it("moving an event keeps the start it moved from; the volunteer stays with the game", async () => {
    expect((await signUp(GAME)).status).toBe(200);
    const { body } = await updateEvent(GAME, { date: "2025-09-21T19:00:00.000Z", endDate: null });
    expect(body).toMatchObject({
      date: "2025-09-21T19:00:00.000Z",
      previousDate: GAME_START,
      previousEndDate: "2025-09-20T15:00:00.000Z",
      snackParentId: expect.any(String) as unknown,
    });
  });

  it.each([
    { case: "an unknown status", body: { status: "rained-out" }, path: "status" },
    {
      case: "a note over 200 characters",
      body: { statusNote: "x".repeat(LIMITS.statusNote + 1) },
      path: "statusNote",
    },
    { case: "previousDate, which only a move sets", body: { previousDate: GAME_START }, path: "" },
  ])("refuses $case with 400 and changes nothing", async ({ body, path }) => {
    const before = await findEvent(GAME);
    const answer = await updateEvent(GAME, body);
    expect(answer.status).toBe(400);
    const issues = ApiErrorSchema.parse(answer.body).error.issues ?? [];
    expect(issues.map((issue) => issue.path.join("."))).toContain(path);
    expect(await findEvent(GAME)).toEqual(before);
  });

  it("is the coach's alone", async () => {
    expect((await updateEvent(GAME, { status: "cancelled" }, "")).status).toBe(401);
    expect(await findEvent(GAME)).toMatchObject({ status: "scheduled" });
  });
});

describe("the calendar feed", () => {
  it("keeps a cancelled game with STATUS:CANCELLED, CANCELLED: in its summary and the note first", async () => {
    const before = await feedEvent(GAME);
    expect(before).toMatchObject({ status: "CONFIRMED", sequence: 0 });
    // An hour later, so LAST-MODIFIED can move on from the seed's stamp.
    await withEnv({ APP_NOW: "2025-09-15T13:00:00-05:00" }, () =>
      updateEvent(GAME, { status: "cancelled", statusNote: "Fields closed: rain" }),
    );
    const after = await feedEvent(GAME);
    expect(after).toMatchObject({
      uid: before.uid,
      status: "CANCELLED",
      summary: `CANCELLED: ${before.summary}`,
      sequence: 1,
      start: before.start,
    });
    expect(after.description.split("\n")[0]).toBe("Cancelled: Fields closed: rain");
    expect([before.lastModified, after.lastModified]).toEqual([
      "2025-09-15T17:00:00Z",
      "2025-09-15T18:00:00Z",
    ]);
  });

  it("marks a postponed practice TENTATIVE and a moved one with its new time and where it came from", async () => {
    await updateEvent(PRACTICE, { status: "postponed", statusNote: "Lightning" });
    expect(await feedEvent(PRACTICE)).toMatchObject({ status: "TENTATIVE", sequence: 1 });
    expect((await feedEvent(PRACTICE)).summary).toMatch(/^POSTPONED: /);

    await updateEvent(PRACTICE, { date: "2025-09-17T23:30:00.000Z", endDate: "2025-09-18T00:45:00.000Z" });
    const moved = await feedEvent(PRACTICE);
    expect(moved).toMatchObject({ status: "CONFIRMED", sequence: 2, start: "2025-09-17T23:30:00.000Z" });
    expect(moved.summary).not.toMatch(/^POSTPONED/);
    expect(moved.description.split("\n")[0]).toBe("Moved from Tue, Sep 16, 6:30 PM");
  });

  it("raises SEQUENCE for a new place, and not for a new title", async () => {
    await updateEvent(GAME, { location: "Field 9, Lake Kyle Park" });
    expect((await feedEvent(GAME)).sequence).toBe(1);
    await updateEvent(GAME, { title: "Season opener" });
    expect((await feedEvent(GAME)).sequence).toBe(1);
  });
});

describe("snack sign-ups for a called-off game", () => {
  it.each([
    { status: "cancelled", message: "This game is cancelled, so it needs no snacks." },
    {
      status: "postponed",
      message: "This game is postponed: snack sign-up opens again once it has a new date.",
    },
  ])("a $status game refuses with 409 and says why; nothing is stored", async ({ status, message }) => {
    await updateEvent(GAME, { status });
    const users = await call(fn("users"), "/api/users", { headers: { Cookie: coach() } });
    const answer = await signUp(GAME);
    expect(answer.status).toBe(409);
    expect(ApiErrorSchema.parse(answer.body).error).toMatchObject({ code: "conflict", message });
    expect((await call(fn("users"), "/api/users", { headers: { Cookie: coach() } })).body).toEqual(
      users.body,
    );
    expect(await findEvent(GAME)).toMatchObject({ snackParentId: null });
  });

  it("a cancelled game keeps its volunteer, named again once it is restored", async () => {
    const { body } = await signUp(GAME);
    const volunteer = SnackSignupAnswerSchema.parse(body).snackParentId;
    await updateEvent(GAME, { status: "cancelled" });
    expect(await findEvent(GAME)).toMatchObject({ snackParentId: volunteer });
    await updateEvent(GAME, { status: "scheduled" });
    expect(await findEvent(GAME)).toMatchObject({ snackParentId: volunteer });
  });
});

describe("the field-status alert", () => {
  const getAlert = () => call(fn("alert"), "/api/alert");
  const putAlert = (body: unknown, cookie = coach()) =>
    call(fn("alert"), "/api/alert", send("PUT", body, cookie));
  const deleteAlert = (cookie = coach()) =>
    call(fn("alert"), "/api/alert", send("DELETE", undefined, cookie));
  const alertNow = async () => FieldAlertAnswerSchema.parse((await getAlert()).body).alert;

  it("is none at first, cached until a change purges it", async () => {
    const { status, body, headers } = await getAlert();
    expect(status).toBe(200);
    expect(body).toEqual({ alert: null });
    expect(headers.get("Netlify-Cache-Tag")).toBe("alert");
    expect(headers.get("Netlify-CDN-Cache-Control")).toContain("s-maxage=86400");
  });

  it("lasts until the end of today in Kyle by default, then is gone", async () => {
    const { status, body } = await putAlert({ message: "  All fields closed today: rain ", level: "closed" });
    expect(status).toBe(200);
    // Monday 15 Sep 2025 ends at 11:59:59.999 PM CDT.
    const expected = {
      message: "All fields closed today: rain",
      messageEs: null,
      level: "closed",
      endsAt: "2025-09-16T04:59:59.999Z",
      updatedAt: "2025-09-15T17:00:00.000Z",
    };
    expect(body).toEqual({ alert: expected });
    expect(await alertNow()).toEqual(expected);
    // Noon: the CDN may keep it for the 12 hours left, no longer.
    expect((await getAlert()).headers.get("Netlify-CDN-Cache-Control")).toContain("s-maxage=43200,");

    await withEnv({ APP_NOW: "2025-09-15T23:59:59-05:00" }, async () => {
      expect(await alertNow()).toEqual(expected);
      expect((await getAlert()).headers.get("Netlify-CDN-Cache-Control")).toContain("s-maxage=1,");
    });
    await withEnv({ APP_NOW: "2025-09-16T00:00:00-05:00" }, async () => {
      expect(await alertNow()).toBeNull();
    });
  });

  it("ends when the coach says, and a new alert replaces the old", async () => {
    await putAlert({
      message: "Lightning: practice paused",
      level: "warning",
      endsAt: "2025-09-15T18:00:00.000Z",
    });
    await withEnv({ APP_NOW: "2025-09-15T12:59:00-05:00" }, async () => {
      expect(await alertNow()).toMatchObject({ level: "warning" });
    });
    await withEnv({ APP_NOW: "2025-09-15T13:00:00-05:00" }, async () => {
      expect(await alertNow()).toBeNull();
    });
    await putAlert({ message: "Pictures at 5 PM", level: "info" });
    expect(await alertNow()).toMatchObject({ message: "Pictures at 5 PM", level: "info" });
  });

  it("is cleared by the coach, and clearing twice is fine", async () => {
    await putAlert({ message: "Rain at the complex", level: "closed" });
    expect((await deleteAlert()).status).toBe(204);
    expect(await alertNow()).toBeNull();
    expect((await deleteAlert()).status).toBe(204);
    const withBody = await call(fn("alert"), "/api/alert", send("DELETE", { everything: true }, coach()));
    expect(withBody.status).toBe(400);
  });

  it.each([
    { case: "no message", body: { level: "info" }, path: "message" },
    { case: "a blank message", body: { message: "   ", level: "info" }, path: "message" },
    {
      case: "a message over 280 characters",
      body: { message: "x".repeat(281), level: "info" },
      path: "message",
    },
    { case: "an unknown level", body: { message: "Rain", level: "red" }, path: "level" },
    {
      case: "an end already past",
      body: { message: "Rain", level: "info", endsAt: "2025-09-15T16:59:00.000Z" },
      path: "endsAt",
    },
    {
      case: "a local end time",
      body: { message: "Rain", level: "info", endsAt: "2025-09-15T20:00" },
      path: "endsAt",
    },
  ])("refuses $case with 400", async ({ body, path }) => {
    const answer = await putAlert(body);
    expect(answer.status).toBe(400);
    const issues = ApiErrorSchema.parse(answer.body).error.issues ?? [];
    expect(issues.map((issue) => issue.path.join("."))).toContain(path);
    expect(await alertNow()).toBeNull();
  });

  it("carries the Spanish message: written, read back, replaced and cleared", async () => {
    const spanish = "Todas las canchas cerradas hoy: lluvia";
    const posted = await putAlert({
      message: "All fields closed today: rain",
      messageEs: ` ${spanish} `,
      level: "closed",
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ alert: { messageEs: spanish } });
    expect(await alertNow()).toMatchObject({ message: "All fields closed today: rain", messageEs: spanish });
    // A new alert replaces the whole one: without a Spanish message it has none.
    await putAlert({ message: "Pictures at 5 PM", level: "info" });
    expect(await alertNow()).toMatchObject({ message: "Pictures at 5 PM", messageEs: null });
    await putAlert({
      message: "Pictures at 5 PM",
      messageEs: "ñ".repeat(LIMITS.alertMessage),
      level: "info",
    });
    expect((await alertNow())?.messageEs).toHaveLength(LIMITS.alertMessage);
    await putAlert({ message: "Pictures at 5 PM", messageEs: "   ", level: "info" });
    expect(await alertNow()).toMatchObject({ messageEs: null });
  });

  it.each([
    {
      case: "a Spanish message over 280 characters",
      body: { message: "Rain", messageEs: "ñ".repeat(LIMITS.alertMessage + 1), level: "info" },
    },
    { case: "a Spanish message that is not text", body: { message: "Rain", messageEs: 7, level: "info" } },
  ])("refuses $case with 400 on messageEs", async ({ body }) => {
    const answer = await putAlert(body);
    expect(answer.status).toBe(400);
    const issues = ApiErrorSchema.parse(answer.body).error.issues ?? [];
    expect(issues.map((issue) => issue.path.join("."))).toEqual(["messageEs"]);
    expect(await alertNow()).toBeNull();
  });

  it("is posted and cleared by the coach only", async () => {
    expect((await putAlert({ message: "Rain at the complex", level: "closed" }, "")).status).toBe(401);
    await putAlert({ message: "Rain at the complex", level: "closed" });
    expect((await deleteAlert("")).status).toBe(401);
    expect(await alertNow()).toMatchObject({ message: "Rain at the complex" });
  });

  it("is stored without a start that repeats its level's label, in each language, and refused when it is only the label", async () => {
    const { status, body } = await putAlert({
      message: "Fields closed: rain at the complex",
      messageEs: "Canchas cerradas - lluvia en el complejo",
      level: "closed",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      alert: { message: "Rain at the complex", messageEs: "Lluvia en el complejo" },
    });
    const refused = await putAlert({ message: "Fields closed.", level: "closed" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { issues: [{ path: ["message"] }] } });
  });
});
