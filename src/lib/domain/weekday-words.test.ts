import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "../constants";
import { weekdayName } from "./weekday-words";

describe("weekdayName", () => {
  it("names every day of the week, Monday first", () => {
    const capitalised = WEEKDAYS.map((day) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`);
    expect(WEEKDAYS.map((day) => weekdayName(day))).toEqual(capitalised);
    expect(capitalised[0]).toBe("Monday");
  });

  it.each([
    { locale: "de", name: "Dienstag" },
    { locale: "es", name: "martes" },
  ])("in $locale", ({ locale, name }) => {
    expect(weekdayName("tuesday", locale)).toBe(name);
  });
});
