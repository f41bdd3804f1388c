import { describe, expect, it } from "vitest";
import { snackNoteFormValues, validateSnackNoteForm } from "./snack-note-form";

describe("validateSnackNoteForm", () => {
  it.each([
    {
      case: "both, trimmed",
      values: { note: " Nut-free team ", noteEs: " Equipo sin nueces " },
      expected: { ok: true, input: { note: "Nut-free team", noteEs: "Equipo sin nueces" } },
    },
    {
      case: "the English alone",
      values: { note: "Nut-free team", noteEs: "  " },
      expected: { ok: true, input: { note: "Nut-free team", noteEs: null } },
    },
    {
      case: "none: removes the note",
      values: { note: "", noteEs: "" },
      expected: { ok: true, input: { note: null, noteEs: null } },
    },
    {
      case: "the Spanish alone",
      values: { note: " ", noteEs: "Equipo sin nueces" },
      expected: { ok: false, errors: { note: "Write the English note too, or clear the Spanish one" } },
    },
    {
      case: "a Spanish note over 200 characters",
      values: { note: "Nut-free team", noteEs: "ñ".repeat(201) },
      expected: { ok: false, errors: { noteEs: "Too big: expected string to have <=200 characters" } },
    },
  ])("$case", ({ values, expected }) => {
    expect(validateSnackNoteForm(values)).toEqual(expected);
  });
});

describe("snackNoteFormValues", () => {
  it.each([
    { case: "never set", saved: null, expected: { note: "", noteEs: "" } },
    {
      case: "English only",
      saved: { note: "Nut-free", noteEs: null },
      expected: { note: "Nut-free", noteEs: "" },
    },
    {
      case: "both",
      saved: { note: "Nut-free", noteEs: "Sin nueces" },
      expected: { note: "Nut-free", noteEs: "Sin nueces" },
    },
  ])("$case", ({ saved, expected }) => {
    expect(snackNoteFormValues(saved)).toEqual(expected);
  });
});
