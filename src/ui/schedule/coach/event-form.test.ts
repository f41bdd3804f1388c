import { describe, expect, it } from "vitest";
import { buildEvent } from "../../../../tests/support/builders";
import {
  eventToFormValues,
  NEW_EVENT_FORM,
  utcToLocal,
  validateEventForm,
  type EventFormValues,
  statusChange,
  missingSpanishLabel,
} from "./event-form";

const form = (overrides: Partial<EventFormValues>): EventFormValues => ({
  ...NEW_EVENT_FORM,
  title: "Practice",
  date: "2025-09-16",
  startTime: "18:30",
  endTime: "19:45",
  ...overrides,
});

describe("validateEventForm: Chicago wall-clock times become UTC, on both sides of 2 Nov 2025", () => {
  it.each([
    {
      name: "CDT practice",
      values: form({}),
      date: "2025-09-16T23:30:00.000Z",
      end: "2025-09-17T00:45:00.000Z",
    },
    {
      name: "CST practice after the change",
      values: form({ date: "2025-11-04" }),
      date: "2025-11-05T00:30:00.000Z",
      end: "2025-11-05T01:45:00.000Z",
    },
    {
      name: "Saturday game before the change",
      values: form({ date: "2025-11-01", startTime: "09:00", endTime: "10:00" }),
      date: "2025-11-01T14:00:00.000Z",
      end: "2025-11-01T15:00:00.000Z",
    },
    {
      name: "the repeated hour resolves to CDT",
      values: form({ date: "2025-11-02", startTime: "01:30", endTime: "" }),
      date: "2025-11-02T06:30:00.000Z",
      end: null,
    },
    {
      name: "Time TBA is midnight UTC to midnight UTC",
      values: form({ date: "2025-10-04", startTime: "", endTime: "", timeTba: true }),
      date: "2025-10-04T00:00:00.000Z",
      end: "2025-10-05T00:00:00.000Z",
    },
    {
      name: "Time TBA ignores times typed before ticking it",
      values: form({ date: "2025-11-15", timeTba: true }),
      date: "2025-11-15T00:00:00.000Z",
      end: "2025-11-16T00:00:00.000Z",
    },
  ])("$name", ({ values, date, end }) => {
    const result = validateEventForm(values);
    expect(result).toMatchObject({ ok: true, input: { date, endDate: end } });
  });
});

describe("validateEventForm: the legacy form's rules", () => {
  it.each([
    { name: "title required", values: form({ title: "  " }), errors: { title: "Title is required" } },
    { name: "date required", values: form({ date: "" }), errors: { date: "Date is required" } },
    {
      name: "title and date together",
      values: form({ title: "", date: "" }),
      errors: { title: "Title is required", date: "Date is required" },
    },
    {
      name: "start time unless Time TBA",
      values: form({ startTime: "" }),
      errors: { startTime: "Start time is required (or tick Time TBA)" },
    },
    {
      name: "end after start",
      values: form({ startTime: "19:00", endTime: "18:00" }),
      errors: { endTime: "End time must be after the start time" },
    },
    {
      name: "a time skipped in spring",
      values: form({ date: "2026-03-08", startTime: "02:30", endTime: "" }),
      errors: { startTime: "This time does not exist in Kyle that day (clocks spring forward)" },
    },
    {
      name: "an impossible date",
      values: form({ date: "2025-02-30" }),
      errors: { date: "Enter a date such as 2025-09-20" },
    },
  ])("$name", ({ values, errors }) => {
    const result = validateEventForm(values);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual(errors);
  });

  it.each([
    { type: "practice" as const, opponent: null },
    { type: "event" as const, opponent: null },
    { type: "game" as const, opponent: "Kyle Kickers" },
  ])("opponent is kept for games only ($type → $opponent)", ({ type, opponent }) => {
    const result = validateEventForm(form({ type, opponent: " Kyle Kickers " }));
    expect(result).toMatchObject({ ok: true, input: { type, opponent } });
  });

  it("sends empty location and notes as null (the API puts the event at the practice field)", () => {
    expect(validateEventForm(form({ location: " ", notes: "" }))).toMatchObject({
      ok: true,
      input: { title: "Practice", type: "practice", location: null, notes: null },
    });
  });
});

describe("eventToFormValues", () => {
  it.each([
    {
      name: "a CDT game",
      event: buildEvent({}),
      expected: { date: "2025-09-20", startTime: "09:00", endTime: "10:00", timeTba: false },
    },
    {
      name: "a CST practice that ends after midnight UTC",
      event: buildEvent({
        type: "practice",
        date: "2025-11-05T00:30:00.000Z",
        endDate: "2025-11-05T01:45:00.000Z",
      }),
      expected: { date: "2025-11-04", startTime: "18:30", endTime: "19:45", timeTba: false },
    },
    {
      name: "no end time",
      event: buildEvent({ endDate: null }),
      expected: { date: "2025-09-20", startTime: "09:00", endTime: "", timeTba: false },
    },
    {
      name: "Time TBA keeps its UTC date",
      event: buildEvent({ date: "2025-09-13T00:00:00.000Z", endDate: "2025-09-14T00:00:00.000Z" }),
      expected: { date: "2025-09-13", startTime: "", endTime: "", timeTba: true },
    },
  ])("$name", ({ event, expected }) => {
    expect(eventToFormValues(event)).toMatchObject(expected);
  });

  it("round-trips through validateEventForm", () => {
    const event = buildEvent({ notes: "Bring water" });
    const result = validateEventForm(eventToFormValues(event));
    expect(result).toMatchObject({
      ok: true,
      input: {
        title: event.title,
        type: "game",
        date: event.date,
        endDate: event.endDate,
        location: event.location,
        opponent: event.opponent,
        notes: "Bring water",
      },
    });
  });
});

describe("utcToLocal", () => {
  it.each([
    { iso: "2025-09-09T23:30:00.000Z", expected: { date: "2025-09-09", time: "18:30" } },
    { iso: "2025-11-05T00:30:00.000Z", expected: { date: "2025-11-04", time: "18:30" } },
  ])("$iso → $expected.date $expected.time", ({ iso, expected }) => {
    expect(utcToLocal(iso)).toEqual(expected);
  });
});

describe("statusChange", () => {
  const cancelled = { status: "cancelled" as const, statusNote: "Rain", statusNoteEs: "Lluvia" };
  const typed = (status: "cancelled" | "scheduled", statusNote: string, statusNoteEs = "Lluvia") => ({
    status,
    statusNote,
    statusNoteEs,
  });
  it.each([
    { case: "nothing changed", event: cancelled, values: typed("cancelled", "Rain"), expected: {} },
    {
      case: "cancelled with a note in both languages",
      event: { status: "scheduled" as const, statusNote: null, statusNoteEs: null },
      values: typed("cancelled", " Fields closed: rain ", " Canchas cerradas: lluvia "),
      expected: {
        status: "cancelled",
        statusNote: "Fields closed: rain",
        statusNoteEs: "Canchas cerradas: lluvia",
      },
    },
    {
      case: "cancelled with an English note only",
      event: { status: "scheduled" as const, statusNote: null, statusNoteEs: null },
      values: typed("cancelled", "Heat", ""),
      expected: { status: "cancelled", statusNote: "Heat" },
    },
    {
      case: "restored",
      event: cancelled,
      values: typed("scheduled", "Rain"),
      expected: { status: "scheduled" },
    },
    {
      case: "the note cleared",
      event: cancelled,
      values: typed("cancelled", "  "),
      expected: { statusNote: null },
    },
    {
      case: "the Spanish note alone changed",
      event: cancelled,
      values: typed("cancelled", "Rain", "Lluvia fuerte"),
      expected: { statusNoteEs: "Lluvia fuerte" },
    },
    {
      case: "the Spanish note cleared",
      event: cancelled,
      values: typed("cancelled", "Rain", " "),
      expected: { statusNoteEs: null },
    },
  ])("$case → $expected", ({ event, values, expected }) => {
    expect(statusChange(event, values)).toEqual(expected);
  });
});

describe("the Spanish versions in the form", () => {
  it("fills them from the event and sends the notes' one, blank as none", () => {
    const event = buildEvent({ notes: "Bring water", notesEs: "Traiga agua", statusNoteEs: "Lluvia" });
    const values = eventToFormValues(event);
    expect(values).toMatchObject({ notesEs: "Traiga agua", statusNoteEs: "Lluvia" });
    expect(validateEventForm(values)).toMatchObject({ ok: true, input: { notesEs: "Traiga agua" } });
    expect(validateEventForm({ ...values, notesEs: "  " })).toMatchObject({
      ok: true,
      input: { notesEs: null },
    });
    expect(eventToFormValues(buildEvent())).toMatchObject({ notesEs: "", statusNoteEs: "" });
  });

  it.each([
    { field: "notesEs", values: form({ notesEs: "x".repeat(2001) }) },
    { field: "statusNoteEs", values: form({ statusNoteEs: "x".repeat(201) }) },
  ] as const)("refuses an overlong $field under its input", ({ field, values }) => {
    const result = validateEventForm(values);
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : Object.keys(result.errors)).toEqual([field]);
  });
});

describe("missingSpanishLabel", () => {
  it.each([
    { case: "no notes", event: {}, label: null },
    { case: "notes in both", event: { notes: "Water", notesEs: "Agua" }, label: null },
    { case: "notes in English only", event: { notes: "Water" }, label: "No Spanish notes" },
    {
      case: "a status note in English only",
      event: { statusNote: "Rain", notes: "Water", notesEs: "Agua" },
      label: "No Spanish status note",
    },
    {
      case: "both in English only",
      event: { statusNote: "Rain", notes: "Water" },
      label: "No Spanish notes or status note",
    },
  ])("$case → $label", ({ event, label }) => {
    expect(missingSpanishLabel(buildEvent(event))).toBe(label);
  });
});
