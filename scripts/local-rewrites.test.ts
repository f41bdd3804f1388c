import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { notFoundPage, pastSeasonPage } from "./local-rewrites";

describe("pastSeasonPage", () => {
  it.each([
    { pathname: "/seasons/fall-2025", expected: "/past-season/" },
    { pathname: "/seasons/fall-2025/", expected: "/past-season/" },
    { pathname: "/es/seasons/fall-2025", expected: "/es/past-season/" },
    { pathname: "/es/seasons/fall-2025/", expected: "/es/past-season/" },
    { pathname: "/seasons", expected: null },
    { pathname: "/es/seasons", expected: null },
    { pathname: "/seasons/fall-2025/calendar.ics", expected: null },
    { pathname: "/es/seasons/fall-2025/calendar.ics", expected: null },
    { pathname: "/es/calendar.ics", expected: null },
    { pathname: "/en/seasons/fall-2025", expected: null },
    { pathname: "/schedule", expected: null },
  ])("$pathname → $expected", ({ pathname, expected }) => {
    expect(pastSeasonPage(pathname)).toBe(expected);
  });
});

describe("notFoundPage", () => {
  it.each([
    { pathname: "/nope", expected: "/404.html" },
    { pathname: "/esperanza", expected: "/404.html" },
    { pathname: "/posts/nope", expected: "/404.html" },
    { pathname: "/es", expected: "/es/404/" },
    { pathname: "/es/nope", expected: "/es/404/" },
    { pathname: "/es/posts/nope", expected: "/es/404/" },
  ])("$pathname → $expected", ({ pathname, expected }) => {
    expect(notFoundPage(pathname)).toBe(expected);
  });
});

describe("netlify.toml", () => {
  const toml = readFileSync(new URL("../netlify.toml", import.meta.url), "utf8");
  const rules = [
    ...toml.matchAll(/\[\[redirects\]\]\s+from = "([^"]+)"\s+to = "([^"]+)"\s+status = (\d+)/g),
  ].map(([, from, to, status]) => ({ from, to, status: Number(status) }));

  it("has the rewrites the local servers mirror, the 404 rule last", () => {
    expect(rules).toEqual([
      { from: "/seasons/:id", to: pastSeasonPage("/seasons/x"), status: 200 },
      { from: "/es/seasons/:id", to: pastSeasonPage("/es/seasons/x"), status: 200 },
      { from: "/es/*", to: notFoundPage("/es/x"), status: 404 },
    ]);
  });
});
