import { describe, expect, it } from "vitest";
import { wordsFor } from "../../i18n/words";
import { withoutLabel } from "./alert-label";

describe("withoutLabel: the bar never says its level's label twice", () => {
  it.each([
    { message: "Fields closed: rain", label: "Fields closed", shown: "Rain" },
    {
      message: "fields closed - rain. Everything is off.",
      label: "Fields closed",
      shown: "Rain. Everything is off.",
    },
    { message: "  Fields closed.  ", label: "Fields closed", shown: "" },
    { message: "Fields closed", label: "Fields closed", shown: "" },
    { message: "Heads up, practice moved to 7 PM", label: "Heads up", shown: "Practice moved to 7 PM" },
    { message: "Canchas cerradas: lluvia", label: "Canchas cerradas", shown: "Lluvia" },
    { message: "Atención — ¡nuevo horario!", label: "Atención", shown: "¡nuevo horario!" },
    // Not the label: left as typed.
    {
      message: "All fields closed today: rain",
      label: "Fields closed",
      shown: "All fields closed today: rain",
    },
    { message: "Fields closedown tonight", label: "Fields closed", shown: "Fields closedown tonight" },
    { message: "Fields closed: rain", label: "Heads up", shown: "Fields closed: rain" },
    { message: "Fields closed: rain", label: "Canchas cerradas", shown: "Fields closed: rain" },
  ])("$label + $message → $shown", ({ message, label, shown }) => {
    expect(withoutLabel(message, label)).toBe(shown);
  });

  it("every level's label in both languages, followed by a reason", () => {
    for (const lang of ["en", "es"] as const) {
      for (const label of Object.values(wordsFor(lang).alert.levels)) {
        expect(withoutLabel(`${label}: lightning`, label)).toBe("Lightning");
      }
    }
  });
});
