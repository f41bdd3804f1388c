/**
 * The Spanish versions of what the coach writes for the schedule and the team, through the routes
 * against the real local Blobs server (docs/api.md, Events and Seasons): events' notes and status notes,
 * the practice plan's topics, the season's name and the team's facts are taken beside the English,
 * stored, answered to anyone who reads them, cleared with `null` or `""`, and checked like the English.
 */
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { EventSchema, PracticeGenerationSchema } from "../../../src/lib/schemas/events";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import {
  PastSeasonSchema,
  SeasonListSchema,
  SiteFactsSchema,
  TeamSchema,
  type TeamInput,
} from "../../../src/lib/schemas/seasons";
import { fn, send, useCoachPerTest } from "../../support/api";
import { buildEventInput } from "../../support/builders";
import { call } from "../../support/call";
import { useSeasonClock } from "../../support/env";
import { springRequest } from "../../support/seasons";

useSeasonClock();
const coach = useCoachPerTest();

const Events = z.array(EventSchema);
const listEvents = async () => Events.parse((await call(fn("events"), "/api/events")).body);
const findEvent = async (id: string) => (await listEvents()).find((event) => event.id === id);
const createEvent = (body: unknown) => call(fn("events"), "/api/events", send("POST", body, coach()));
const updateEvent = (id: string, body: unknown) =>
  call(fn("events-id"), `/api/events/${id}`, send("PUT", body, coach()), { params: { id } });
const facts = async () => SiteFactsSchema.parse((await call(fn("season"), "/api/season")).body);
const startSeason = (body: unknown) => call(fn("seasons"), "/api/seasons", send("POST", body, coach()));
const saveTeam = (body: unknown) => call(fn("team"), "/api/team", send("PUT", body, coach()));

/** The issue paths of a 400, e.g. `[["notesEs"]]`. */
function refusedPaths(answer: { status: number; body: unknown }): unknown[] {
  expect(answer.status).toBe(400);
  return (ApiErrorSchema.parse(answer.body).error.issues ?? []).map((issue) => issue.path);
}

describe("events' Spanish notes", () => {
  it("POST takes notesEs beside the notes; the answer and the public list carry it", async () => {
    const { status, body } = await createEvent(
      buildEventInput({ notes: "Bring a white shirt", notesEs: "Traiga una camiseta blanca" }),
    );
    expect(status).toBe(201);
    const event = EventSchema.parse(body);
    expect(event).toMatchObject({
      notes: "Bring a white shirt",
      notesEs: "Traiga una camiseta blanca",
      statusNoteEs: null,
    });
    expect(await findEvent(event.id)).toEqual(event);
  });

  it("without a Spanish version every event reads notesEs and statusNoteEs as null", async () => {
    const events = await listEvents();
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.notesEs === null && event.statusNoteEs === null)).toBe(true);
  });

  it("PUT sets each Spanish version on its own, and null or a blank one clears it", async () => {
    const id = "game-2025-09-20";
    const cancelled = await updateEvent(id, {
      status: "cancelled",
      statusNote: "Fields closed: rain",
      statusNoteEs: "Canchas cerradas: lluvia",
      notesEs: "Llegue 30 minutos antes para calentar.",
    });
    expect(cancelled.status).toBe(200);
    expect(EventSchema.parse(cancelled.body)).toMatchObject({
      status: "cancelled",
      statusNote: "Fields closed: rain",
      statusNoteEs: "Canchas cerradas: lluvia",
      notes: expect.stringContaining("Arrive 30 minutes early") as unknown,
      notesEs: "Llegue 30 minutos antes para calentar.",
    });
    // An edit that names neither keeps both.
    expect((await updateEvent(id, { title: "Game vs Buda" })).status).toBe(200);
    expect(await findEvent(id)).toMatchObject({
      notesEs: "Llegue 30 minutos antes para calentar.",
      statusNoteEs: "Canchas cerradas: lluvia",
    });
    expect((await updateEvent(id, { notesEs: "  ", statusNoteEs: null })).status).toBe(200);
    expect(await findEvent(id)).toMatchObject({
      notesEs: null,
      statusNote: "Fields closed: rain",
      statusNoteEs: null,
    });
  });

  it("restoring an event clears both status notes unless the same edit gives them", async () => {
    const id = "game-2025-09-27";
    await updateEvent(id, { status: "postponed", statusNote: "Heat", statusNoteEs: "Calor" });
    expect((await updateEvent(id, { status: "scheduled" })).status).toBe(200);
    expect(await findEvent(id)).toMatchObject({ status: "scheduled", statusNote: null, statusNoteEs: null });

    await updateEvent(id, { status: "cancelled", statusNote: "Heat", statusNoteEs: "Calor" });
    await updateEvent(id, { status: "scheduled", statusNote: "Back on", statusNoteEs: "Se juega" });
    expect(await findEvent(id)).toMatchObject({ statusNote: "Back on", statusNoteEs: "Se juega" });
  });

  it.each([
    {
      case: "Spanish notes over 2000 characters",
      send: () => createEvent(buildEventInput({ notesEs: "x".repeat(2001) })),
      path: ["notesEs"],
    },
    {
      case: "a Spanish status note on a new event",
      send: () => createEvent({ ...buildEventInput(), statusNoteEs: "Calor" }),
      path: [],
    },
    {
      case: "a Spanish status note over 200 characters",
      send: () => updateEvent("game-2025-09-20", { statusNoteEs: "x".repeat(201) }),
      path: ["statusNoteEs"],
    },
    {
      case: "Spanish notes that are not text",
      send: () => updateEvent("game-2025-09-20", { notesEs: 7 }),
      path: ["notesEs"],
    },
  ])("refuses $case with 400 on the field, changing nothing", async ({ send: request, path }) => {
    const before = await listEvents();
    expect(refusedPaths(await request())).toContainEqual(path);
    expect(await listEvents()).toEqual(before);
  });
});

describe("practices' Spanish topics", () => {
  const spring = springRequest({
    practicePlan: {
      ...springRequest().practicePlan,
      topicsEs: ["Bienvenida: relevos de regate", null],
    },
  });

  it("a season's start gives a practice with a Spanish topic its Spanish notes; generating keeps them", async () => {
    const started = await startSeason(spring);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const practices = (await listEvents()).filter((event) => event.type === "practice");
    expect(practices.slice(0, 3).map(({ notes, notesEs }) => ({ notes, notesEs }))).toEqual([
      { notes: "Focus: Welcome back: dribbling relays", notesEs: "Enfoque: Bienvenida: relevos de regate" },
      { notes: "Focus: Passing in pairs", notesEs: null },
      { notes: null, notesEs: null },
    ]);
    expect((await facts()).season.practicePlan.topicsEs).toEqual(["Bienvenida: relevos de regate", null]);

    const generated = await call(
      fn("events-practices-generate"),
      "/api/events/practices/generate",
      send("POST", undefined, coach()),
    );
    expect(generated.status).toBe(200);
    const [first] = PracticeGenerationSchema.parse(generated.body).practices;
    expect(first?.notesEs).toBe("Enfoque: Bienvenida: relevos de regate");
    expect((await listEvents()).find((event) => event.id === first?.id)?.notesEs).toBe(
      "Enfoque: Bienvenida: relevos de regate",
    );
  });

  it("refuses a Spanish topic where the plan has no English one, naming it, and starts nothing", async () => {
    const answer = await startSeason({
      ...spring,
      practicePlan: { ...spring.practicePlan, topicsEs: [null, null, "Tiros"] },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(
      "Spanish topic 3 has no English topic 3. Write the English one or remove the Spanish one.",
    );
    expect((await facts()).season.id).toBe("fall-2025");
  });
});

describe("the season's Spanish name", () => {
  it("is stored with the season, and every public answer carries it", async () => {
    // content/'s first season has its Spanish name.
    expect((await facts()).season).toMatchObject({ label: "Fall 2025", labelEs: "Otoño 2025" });
    // A cancelled fall game with its Spanish note goes into the archive with it.
    await updateEvent("game-2025-09-20", {
      status: "cancelled",
      statusNote: "Fields closed",
      statusNoteEs: "Canchas cerradas",
    });
    const started = await startSeason(
      springRequest({ season: { ...springRequest().season, labelEs: "Primavera 2026" } }),
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);

    expect((await facts()).season).toMatchObject({ label: "Spring 2026", labelEs: "Primavera 2026" });
    const list = SeasonListSchema.parse((await call(fn("seasons"), "/api/seasons")).body);
    expect(list.current.season.labelEs).toBe("Primavera 2026");
    expect(list.past.map((item) => [item.season.label, item.season.labelEs])).toEqual([
      ["Fall 2025", "Otoño 2025"],
    ]);
    const past = PastSeasonSchema.parse(
      (await call(fn("seasons-id"), "/api/seasons/fall-2025", {}, { params: { id: "fall-2025" } })).body,
    );
    expect(past.season.labelEs).toBe("Otoño 2025");
    expect(past.games[0]).toMatchObject({
      id: "game-2025-09-20",
      statusNote: "Fields closed",
      statusNoteEs: "Canchas cerradas",
    });
  });

  it("refuses a Spanish name over 60 characters", async () => {
    const answer = await startSeason(
      springRequest({ season: { ...springRequest().season, labelEs: "P".repeat(61) } }),
    );
    expect(refusedPaths(answer)).toContainEqual(["season", "labelEs"]);
  });
});

describe("the team's Spanish facts", () => {
  /** The team as the coach's form sends it back. */
  const teamInput = async (): Promise<TeamInput> => {
    const input: TeamInput & { updatedAt?: string } = TeamSchema.parse((await facts()).team);
    delete input.updatedAt;
    return input;
  };

  /** The team without any Spanish version, as a form from before them sends it. */
  const inEnglishOnly = (team: TeamInput): TeamInput => {
    const none = <T extends object>(item: T) => ({ ...item, nameEs: null, detailEs: null });
    return { ...team, taglineEs: null, equipment: team.equipment.map(none), values: team.values.map(none) };
  };

  it("answers content/'s Spanish versions, and PUT /api/team takes each beside its English", async () => {
    const before = await teamInput();
    expect(before.taglineEs).toBe("Pies rápidos, corazones grandes y mucha diversión en Field 5 West.");
    expect(before.equipment[0]).toMatchObject({ nameEs: "Balón de fútbol", detailEs: "Tamaño 4" });
    // The league's jersey has no Spanish version in content/.
    expect(before.equipment.at(-1)).toMatchObject({ name: "Team jersey", nameEs: null, detailEs: null });

    const [ball, ...equipment] = before.equipment;
    const [teamwork, ...values] = before.values;
    if (!ball || !teamwork) throw new Error("The seeded team lists equipment and values");
    const saved = await saveTeam({
      ...before,
      taglineEs: "Pies rápidos y corazones grandes",
      equipment: [
        { ...ball, detailEs: "" },
        ...equipment,
        { name: "Rain jacket", detail: "For cold days", nameEs: "Chaqueta", detailEs: null },
      ],
      values: [{ ...teamwork, nameEs: null }, ...values],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { team } = await facts();
    expect(team.taglineEs).toBe("Pies rápidos y corazones grandes");
    // A blank Spanish detail is none.
    expect(team.equipment[0]).toMatchObject({ nameEs: "Balón de fútbol", detailEs: null });
    expect(team.equipment.at(-1)).toMatchObject({ name: "Rain jacket", nameEs: "Chaqueta", detailEs: null });
    expect(team.values[0]).toMatchObject({ name: "Teamwork", nameEs: null });

    // Sent without them (a form from before them), the Spanish versions are cleared like any field left out.
    const englishOnly: Record<string, unknown> = { ...inEnglishOnly(before) };
    delete englishOnly.taglineEs;
    expect((await saveTeam(englishOnly)).status).toBe(200);
    expect(TeamSchema.parse((await facts()).team)).toMatchObject(inEnglishOnly(before));
  });

  it.each([
    { case: "an overlong Spanish tagline", change: { taglineEs: "x".repeat(201) }, path: ["taglineEs"] },
    {
      case: "an overlong Spanish item name",
      change: { equipment: [{ name: "Ball", detail: "Size 4", nameEs: "x".repeat(61) }] },
      path: ["equipment", 0, "nameEs"],
    },
    {
      case: "an overlong Spanish value detail",
      change: { values: [{ name: "Fun", detail: "Smile", detailEs: "x".repeat(301) }] },
      path: ["values", 0, "detailEs"],
    },
  ])("refuses $case with 400 on its field", async ({ change, path }) => {
    const before = await teamInput();
    expect(refusedPaths(await saveTeam({ ...before, ...change }))).toContainEqual(path);
    expect(await teamInput()).toEqual(before);
  });
});
