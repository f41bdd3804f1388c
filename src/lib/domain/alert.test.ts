import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { buildAlert } from "./alert";

const AT = DateTime.fromISO("2025-09-20T12:00:00.000Z", { zone: "utc" });

describe("buildAlert: the bar says its level's label once", () => {
  it.each([
    {
      case: "an English start that repeats the label goes",
      input: { message: "Fields closed: rain", messageEs: null, level: "closed" as const },
      expected: { message: "Rain", messageEs: null },
    },
    {
      case: "each language loses its own label",
      input: {
        message: "Fields closed - rain",
        messageEs: "Canchas cerradas: lluvia",
        level: "closed" as const,
      },
      expected: { message: "Rain", messageEs: "Lluvia" },
    },
    {
      case: "a message that does not start with the label stays as typed",
      input: {
        message: "All fields closed today: rain",
        messageEs: "Hoy no hay canchas",
        level: "closed" as const,
      },
      expected: { message: "All fields closed today: rain", messageEs: "Hoy no hay canchas" },
    },
    {
      case: "another level's label is the coach's words",
      input: { message: "Fields closed: rain", messageEs: null, level: "warning" as const },
      expected: { message: "Fields closed: rain", messageEs: null },
    },
    {
      case: "a Spanish message that is only its label is dropped",
      input: { message: "Rain", messageEs: "Canchas cerradas.", level: "closed" as const },
      expected: { message: "Rain", messageEs: null },
    },
  ])("$case", ({ input, expected }) => {
    expect(buildAlert({ ...input, endsAt: null }, AT)).toMatchObject(expected);
  });

  it("refuses a message that is only the label, naming the message", () => {
    const refusal = (() => {
      try {
        buildAlert({ message: "Fields closed.", messageEs: null, level: "closed", endsAt: null }, AT);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).issues?.map((issue) => issue.path)).toEqual([["message"]]);
  });
});
