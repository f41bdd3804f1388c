/**
 * What a parent's visit costs the host, from the pages the bench loaded (pages.mjs), and what a
 * month of a season costs in Netlify credits by the site's own model (src/lib/domain/credits.ts),
 * which the coach's dashboard and the README's table use: the bench prints both, and `--check`
 * holds the model's figures for a view to what was measured.
 */
import {
  estimateMonthCredits,
  FREE_PLAN_CREDITS,
  MEASURED_VIEW,
  TYPICAL_SEASON,
  type ViewCost,
} from "../../src/lib/domain/credits.ts";
import { PAGES, type PageResult } from "./config.ts";
import { formatKb, formatTable } from "./table.ts";

export type Visit = { first: ViewCost; repeat: ViewCost };

/** How far a measured view may stray from the model's before `--check` says to update the model. */
export const VISIT_TOLERANCE = 0.2;

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The mean view over the pages a parent opens (every page the bench loads but the 404), rounded. */
export function averageVisit(pages: readonly PageResult[]): Visit {
  // A Spanish page loads what its English twin does: counting both would weigh a page twice.
  const parents = pages.filter((page) => page.expectedStatus === 200 && page.twin === undefined);
  const average = (pick: (visit: Visit) => ViewCost): ViewCost => ({
    requests: Math.round(mean(parents.map((page) => pick(page.visit).requests))),
    bytes: Math.round(mean(parents.map((page) => pick(page.visit).bytes)) / 1000) * 1000,
    apiRequests: Math.round(mean(parents.map((page) => pick(page.visit).apiRequests))),
  });
  return { first: average((visit) => visit.first), repeat: average((visit) => visit.repeat) };
}

export const VISIT_COLUMNS = [
  "page",
  "first: requests",
  "first: KB",
  "first: API",
  "again: requests",
  "again: KB",
  "again: API",
] as const;

/** One row per page and the mean of the parents' pages, as the model reads it. */
export function visitTable(pages: readonly PageResult[]): string {
  const row = (name: string, visit: Visit) => [
    name,
    String(visit.first.requests),
    formatKb(visit.first.bytes),
    String(visit.first.apiRequests),
    String(visit.repeat.requests),
    formatKb(visit.repeat.bytes),
    String(visit.repeat.apiRequests),
  ];
  return formatTable(VISIT_COLUMNS, [
    ...pages.map((page) => row(page.name, page.visit)),
    row("mean of the pages (model)", averageVisit(pages)),
  ]);
}

export const SEASON_COLUMNS = [
  "month",
  "builds",
  "builds cr",
  "requests cr",
  "bandwidth cr",
  "compute cr",
  "total cr",
  "of 300",
] as const;

/** A typical season month by month, in credits, from `visit` (the model's own figures by default). */
export function seasonTable(visit: Visit = MEASURED_VIEW): string {
  return formatTable(
    SEASON_COLUMNS,
    TYPICAL_SEASON.map(({ month, builds }) => {
      const credits = estimateMonthCredits(builds, visit);
      return [
        month,
        String(builds),
        credits.builds.toFixed(1),
        credits.requests.toFixed(1),
        credits.bandwidth.toFixed(1),
        credits.compute.toFixed(1),
        credits.total.toFixed(1),
        `${String(Math.round((credits.total / FREE_PLAN_CREDITS) * 100))}%`,
      ];
    }),
  );
}

/** The season's months in total credits from `visit`, e.g. "August 46.9, September 16.9, …". */
export function seasonCreditsLine(visit: Visit): string {
  return TYPICAL_SEASON.map(
    ({ month, builds }) => `${month} ${estimateMonthCredits(builds, visit).total.toFixed(1)}`,
  ).join(", ");
}

/**
 * A miss when the measured mean view strays more than `VISIT_TOLERANCE` from the model's, e.g.
 * "a first view: 31 requests measured, the model says 24": checked only when every page was loaded.
 */
export function checkVisitModel(pages: readonly PageResult[], model: Visit = MEASURED_VIEW): string[] {
  if (PAGES.some((page) => !pages.some((measured) => measured.name === page.name))) return [];
  const measured = averageVisit(pages);
  const misses: string[] = [];
  for (const kind of ["first", "repeat"] as const) {
    for (const figure of ["requests", "bytes", "apiRequests"] as const) {
      const [got, said] = [measured[kind][figure], model[kind][figure]];
      if (Math.abs(got - said) > VISIT_TOLERANCE * Math.max(said, 1)) {
        misses.push(
          `cost model: a ${kind === "first" ? "first" : "repeat"} view's ${figure} ${String(got)} measured, ` +
            `MEASURED_VIEW in src/lib/domain/credits.ts says ${String(said)}: update it`,
        );
      }
    }
  }
  return misses;
}
