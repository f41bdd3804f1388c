import { describe, expect, it } from "vitest";
import { estimateMonthCredits, FREE_PLAN_CREDITS, SEASON_TRAFFIC, TYPICAL_SEASON } from "./credits";

/** Round figures, so that each meter can be checked by hand. */
const view = {
  first: { requests: 20, bytes: 100_000, apiRequests: 5 },
  repeat: { requests: 5, bytes: 10_000, apiRequests: 5 },
};
const traffic = {
  ...SEASON_TRAFFIC,
  families: 10,
  viewsPerFamily: 100,
  firstViewShare: 0.2,
  cdnMissShare: 0.1,
  coachCalls: 1000,
  scheduledRuns: 9000,
  secondsPerCall: 0.36,
  memoryGb: 1,
};

describe("estimateMonthCredits", () => {
  it.each([
    // 1,000 views: 200 first (4,000 requests, 20 MB), 800 repeat (4,000 requests, 8 MB), and the
    // coach's 1,000 requests: 9,000 requests = 1.8 credits; 28 MB = 0.56, so 0.6 credits.
    // Function calls: 5,000 API requests × 0.1 + 1,000 + 9,000 = 10,500 × 0.36 s = 1.05 GB-hours = 5.25, so 5.3.
    { builds: 0, expected: { builds: 0, requests: 1.8, bandwidth: 0.6, compute: 5.3, total: 7.7 } },
    { builds: 4, expected: { builds: 60, requests: 1.8, bandwidth: 0.6, compute: 5.3, total: 67.7 } },
    { builds: 20, expected: { builds: 300, requests: 1.8, bandwidth: 0.6, compute: 5.3, total: 307.7 } },
  ])("$builds builds: $expected.total credits", ({ builds, expected }) => {
    expect(estimateMonthCredits(builds, view, traffic)).toEqual(expected);
  });

  it("keeps every month of a typical season well under the Free plan's limit", () => {
    for (const { builds } of TYPICAL_SEASON) {
      expect(estimateMonthCredits(builds).total).toBeLessThan(FREE_PLAN_CREDITS / 3);
    }
  });
});
