import { describe, expect, it } from "vitest";
import { CALENDAR_PATH, calendarFileName, calendarLinks, calendarPath } from "./calendar-links";

describe("calendarLinks", () => {
  it.each([
    {
      site: "https://hayslightning.example.org",
      feed: "https://hayslightning.example.org/calendar.ics",
      webcal: "webcal://hayslightning.example.org/calendar.ics",
    },
    {
      site: "https://hayslightning.example.org/",
      feed: "https://hayslightning.example.org/calendar.ics",
      webcal: "webcal://hayslightning.example.org/calendar.ics",
    },
    {
      site: "http://localhost:4321",
      feed: "http://localhost:4321/calendar.ics",
      webcal: "webcal://localhost:4321/calendar.ics",
    },
  ])("for $site: $feed and $webcal", ({ site, feed, webcal }) => {
    expect(calendarLinks(site)).toEqual({ feed, webcal, download: "/calendar.ics?download=1" });
    expect(calendarLinks(new URL(site))).toEqual(calendarLinks(site));
  });

  it("points at the feed's path", () => {
    expect(CALENDAR_PATH).toBe("/calendar.ics");
  });

  it.each([
    { lang: "en" as const, path: "/calendar.ics" },
    { lang: "es" as const, path: "/es/calendar.ics" },
  ])("in $lang: $path", ({ lang, path }) => {
    expect(calendarPath(lang)).toBe(path);
    expect(calendarLinks("https://hayslightning.example.org", lang)).toEqual({
      feed: `https://hayslightning.example.org${path}`,
      webcal: `webcal://hayslightning.example.org${path}`,
      download: `${path}?download=1`,
    });
  });
});

describe("calendarFileName", () => {
  it.each([
    { team: { name: "Hays Lightning", season: "Fall 2025" }, expected: "hays-lightning-fall-2025.ics" },
    { team: { name: "Los Niños, FC!", season: "Spring 2026" }, expected: "los-ninos-fc-spring-2026.ics" },
    { team: { name: "⚽", season: "" }, expected: "team-calendar.ics" },
  ])("$expected", ({ team, expected }) => {
    expect(calendarFileName(team)).toBe(expected);
  });
});
