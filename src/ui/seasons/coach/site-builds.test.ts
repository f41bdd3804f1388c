import { describe, expect, it } from "vitest";
import type { BuildsAnswer } from "../../../lib/schemas/builds";
import { buildLine, creditsSentence, nearPlanLimit, pagesUpdateSentence } from "./site-builds";

const estimate = (builds: number, rest = 6.1) => ({
  builds: builds * 15,
  requests: 1.8,
  bandwidth: 0.5,
  compute: rest - 2.3,
  total: builds * 15 + rest,
});

describe("pagesUpdateSentence", () => {
  it.each([
    {
      answer: { automatic: false, pending: null },
      expected:
        "This site has no build hook, so the pages change on the next deploy (see the README's Deploy section).",
    },
    {
      answer: { automatic: true, pending: null },
      expected: "The parents' pages show the team record and the season as saved.",
    },
    {
      answer: {
        automatic: true,
        pending: {
          firstAt: "2025-09-15T15:33:00.000Z",
          startsAt: "2025-09-15T15:45:00.000Z",
          reasons: ["Team"],
        },
      },
      expected:
        "Your changes reach the parents' pages at about 10:45 AM, in one build with any other change until then.",
    },
  ] satisfies { answer: Pick<BuildsAnswer, "automatic" | "pending">; expected: string }[])(
    "$expected",
    ({ answer, expected }) => {
      expect(pagesUpdateSentence(answer)).toBe(expected);
    },
  );
});

describe("buildLine", () => {
  it.each([
    { accepted: true, status: 200, expected: "Sep 15, 2025, 12:10 PM: The coach changed the team's details" },
    {
      accepted: false,
      status: 500,
      expected:
        "Sep 15, 2025, 12:10 PM: The coach changed the team's details (Netlify did not accept it: 500)",
    },
    {
      accepted: false,
      status: null,
      expected:
        "Sep 15, 2025, 12:10 PM: The coach changed the team's details (Netlify did not accept it: no answer)",
    },
  ])("$expected", ({ accepted, status, expected }) => {
    expect(
      buildLine({
        at: "2025-09-15T17:10:00.000Z",
        reasons: ["The coach changed the team's details"],
        accepted,
        status,
      }),
    ).toBe(expected);
  });
});

describe("creditsSentence and nearPlanLimit", () => {
  it.each([
    {
      builds: 0,
      expected:
        "About 6 of the Free plan's 300 credits this month: 0 for 0 builds, 6 for families' visits and the site's own checks (an estimate).",
      near: false,
    },
    {
      builds: 1,
      expected:
        "About 21 of the Free plan's 300 credits this month: 15 for 1 build, 6 for families' visits and the site's own checks (an estimate).",
      near: false,
    },
    {
      builds: 16,
      expected:
        "About 246 of the Free plan's 300 credits this month: 240 for 16 builds, 6 for families' visits and the site's own checks (an estimate).",
      near: true,
    },
  ])("$builds builds", ({ builds, expected, near }) => {
    const answer = { estimate: estimate(builds), planCredits: 300 };
    expect(creditsSentence(answer)).toBe(expected);
    expect(nearPlanLimit(answer)).toBe(near);
  });
});
