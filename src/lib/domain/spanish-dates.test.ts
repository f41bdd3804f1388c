/**
 * Dates and times on a Spanish page, as Node's ICU writes "es-US": every shape a page shows, so a
 * change of style or of ICU shows here first.
 */
import { describe, expect, it } from "vitest";
import { formatClock, formatClockRange } from "./clock-words";
import { formatDay } from "./day-words";
import { formatDate, formatEventDate, formatEventTime, formatRelative, formatTime } from "./time";

/** Intl's no-break spaces, written out so the expectations read as the page does. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, " ");

describe("Spanish days (es-US)", () => {
  it.each([
    ["monthDay", "20 sept"],
    ["date", "20 sept 2025"],
    ["weekdayMonthDay", "sáb, 20 de sept"],
    ["weekdayDate", "sáb, 20 de sept de 2025"],
    ["longWeekdayDate", "sábado, 20 de sept de 2025"],
    ["month", "septiembre de 2025"],
  ] as const)("%s is %s", (style, expected) => {
    expect(plain(formatDay("2025-09-20", style, "es-US"))).toBe(expected);
  });
});

describe("Spanish clock times (es-US)", () => {
  it.each([
    ["18:30", "6:30 p.m."],
    ["09:05", "9:05 a.m."],
    ["00:00", "12:00 a.m."],
    ["12:00", "12:00 p.m."],
  ])("%s is %s", (time, expected) => {
    expect(plain(formatClock(time, "es"))).toBe(expected);
  });

  it.each([
    ["18:30", "19:45", "6:30–7:45 p.m."],
    ["11:00", "12:30", "11:00 a.m. – 12:30 p.m."],
  ])("%s to %s is %s", (start, end, expected) => {
    expect(plain(formatClockRange(start, end, "es"))).toBe(expected);
  });

  it("leaves English as the site writes it", () => {
    expect(formatClock("18:30")).toBe("6:30 PM");
    expect(formatClockRange("18:30", "19:45")).toBe("6:30-7:45 PM");
  });
});

describe("Spanish instants in the team's zone", () => {
  const saturday = "2025-09-20T14:00:00.000Z";
  const tba = { date: "2025-10-04T00:00:00.000Z", endDate: "2025-10-05T00:00:00.000Z" };

  it.each([
    ["formatDate", () => formatDate(saturday, "es"), "20 sept 2025"],
    ["formatTime", () => formatTime(saturday, "es"), "9:00 a.m."],
    [
      "formatEventTime",
      () => formatEventTime({ date: saturday, endDate: "2025-09-20T15:00:00.000Z" }, "es"),
      "9:00 a.m. - 10:00 a.m.",
    ],
    ["formatEventTime, Time TBA", () => formatEventTime(tba, "es"), "Hora por confirmar"],
    ["formatEventDate, Time TBA", () => formatEventDate(tba, "es"), "4 oct 2025"],
  ])("%s", (_name, format, expected) => {
    expect(plain(format())).toBe(expected);
  });

  it.each([
    [30_000, "Justo ahora"],
    [5 * 60_000, "hace 5 minutos"],
    [60 * 60_000, "hace 1 hora"],
    [3 * 86_400_000, "hace 3 días"],
    [30 * 86_400_000, "20 sept"],
  ])("%i ms after is %s", (elapsed, expected) => {
    expect(plain(formatRelative(saturday, Date.parse(saturday) + elapsed, "es"))).toBe(expected);
  });
});
