import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { buildSnackSettings } from "./snack-note";

const at = DateTime.fromISO("2025-09-15T17:00:00.000Z", { zone: "utc" });

describe("buildSnackSettings", () => {
  it.each([
    { case: "both versions", note: "Nut-free team", noteEs: "Equipo sin nueces" },
    { case: "the English alone", note: "Nut-free team", noteEs: null },
    { case: "none: the note removed", note: null, noteEs: null },
  ])("keeps $case", ({ note, noteEs }) => {
    expect(buildSnackSettings({ note, noteEs }, at)).toEqual({
      note,
      noteEs,
      updatedAt: "2025-09-15T17:00:00.000Z",
    });
  });

  it("refuses a Spanish note without the English one, naming the English field", () => {
    expect(() => buildSnackSettings({ note: null, noteEs: "Equipo sin nueces" }, at)).toThrow(
      expect.objectContaining({
        status: 400,
        issues: [{ path: ["note"], message: "Write the English note too, or clear the Spanish one" }],
      }),
    );
  });
});
