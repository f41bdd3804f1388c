/**
 * What a month of the site costs in Netlify credits (docs/decisions/021-builds-on-the-free-plan.md):
 * Netlify's published rates, a parent's page view as `npm run bench` measures it, and a season's
 * traffic for a team of 11 families, which is an assumption and labelled so wherever it shows. The
 * dashboard, the README's table and the bench all use `estimateMonthCredits`. Pure.
 */
import type { CreditEstimate } from "../schemas/builds";

/**
 * Netlify's credit rates (docs.netlify.com, "How credits work", credit-based plans from
 * 4 September 2025): a production deploy, a GB-hour of function compute (scheduled functions
 * included), a GB sent and 10,000 web requests (pages, files and function calls alike).
 */
export const NETLIFY_RATES = {
  deploy: 15,
  computePerGbHour: 5,
  bandwidthPerGb: 20,
  requestsPer10k: 2,
} as const;

/** The Free plan's credits a month, a hard limit: when they run out every site of the account pauses. */
export const FREE_PLAN_CREDITS = 300;

/** One page view: the requests that reach Netlify and the bytes it sends (compressed). */
export interface ViewCost {
  requests: number;
  bytes: number;
  /** Of `requests`, those to `/api/…`, which a function answers when the CDN has no copy. */
  apiRequests: number;
}

/**
 * A parent's view of a public page, averaged over the public pages, as `npm run bench` measured it
 * (its "Cost of a visit" table; `--check` fails when a new measure strays more than a fifth from
 * these): `first` on a phone that has never opened the site, `repeat` on one that has.
 */
export const MEASURED_VIEW: { first: ViewCost; repeat: ViewCost } = {
  first: { requests: 16, bytes: 78_000, apiRequests: 2 },
  repeat: { requests: 5, bytes: 8_000, apiRequests: 2 },
};

/** What a month of visits to the site is made of. */
export interface SeasonTraffic {
  families: number;
  /** Page views a family makes in a month. */
  viewsPerFamily: number;
  /** Of the views, those on a phone with nothing of the site cached. */
  firstViewShare: number;
  /** Of the parents' API requests, those the CDN has no copy of (after a change purged it). */
  cdnMissShare: number;
  /** The coach's requests in a month, each a function call. */
  coachCalls: number;
  /** Runs of the scheduled functions in a month. */
  scheduledRuns: number;
  /** Seconds a function call runs. */
  secondsPerCall: number;
  /** The memory Netlify gives a function, in GB. */
  memoryGb: number;
}

/**
 * A month of a season for a team of 11 families: an assumption, not a measure. Two adults a
 * family, each opening about 3 pages on 4 days a week (the schedule before practice, the alert on
 * a rain morning, the snack sign-up, a post); one view in five on a phone with nothing cached (a
 * new phone, a cleared browser, a grandparent). The coach's dashboard makes a few hundred calls;
 * the scheduled functions run every 5 minutes (the build check) and every hour (two reminders).
 */
export const SEASON_TRAFFIC: SeasonTraffic = {
  families: 11,
  viewsPerFamily: 2 * 3 * 4 * 4.35,
  firstViewShare: 0.2,
  cdnMissShare: 0.1,
  coachCalls: 600,
  scheduledRuns: (30 * 24 * 60) / 5 + 2 * 30 * 24,
  secondsPerCall: 0.25,
  memoryGb: 1,
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The credits of a month with `builds` production builds, e.g. `estimateMonthCredits(1)` →
 * `{ builds: 15, requests: …, bandwidth: …, compute: …, total: … }`, each to a tenth of a credit.
 */
export function estimateMonthCredits(
  builds: number,
  view: { first: ViewCost; repeat: ViewCost } = MEASURED_VIEW,
  traffic: SeasonTraffic = SEASON_TRAFFIC,
): CreditEstimate {
  const views = traffic.families * traffic.viewsPerFamily;
  const firstViews = views * traffic.firstViewShare;
  const repeatViews = views - firstViews;
  const requests = firstViews * view.first.requests + repeatViews * view.repeat.requests + traffic.coachCalls;
  const bytes = firstViews * view.first.bytes + repeatViews * view.repeat.bytes;
  const apiRequests = firstViews * view.first.apiRequests + repeatViews * view.repeat.apiRequests;
  const calls = apiRequests * traffic.cdnMissShare + traffic.coachCalls + traffic.scheduledRuns;
  const gbHours = (calls * traffic.secondsPerCall * traffic.memoryGb) / 3600;
  const estimate = {
    builds: builds * NETLIFY_RATES.deploy,
    requests: round1((requests / 10_000) * NETLIFY_RATES.requestsPer10k),
    bandwidth: round1((bytes / 1e9) * NETLIFY_RATES.bandwidthPerGb),
    compute: round1(gbHours * NETLIFY_RATES.computePerGbHour),
  };
  return {
    ...estimate,
    total: round1(estimate.builds + estimate.requests + estimate.bandwidth + estimate.compute),
  };
}

/**
 * The builds of a typical fall season, month by month, for the README's table and the bench:
 * the season starts in August with its team record checked twice; a tagline or a link changes
 * once in a while after.
 */
export const TYPICAL_SEASON: readonly { month: string; builds: number; what: string }[] = [
  { month: "August", builds: 3, what: "the season starts; two evenings of team-record edits" },
  { month: "September", builds: 1, what: "one team-record change" },
  { month: "October", builds: 1, what: "one team-record change" },
  { month: "November", builds: 0, what: "games, scores, posts and players only" },
];
