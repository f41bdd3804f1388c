import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MEASURED_VIEW } from "../../src/lib/domain/credits.ts";
import { PAGES, type PageResult } from "./config.ts";
import { averageVisit, checkVisitModel, seasonCreditsLine, seasonTable, type Visit } from "./visit-cost.ts";

const visit = (first: number, again: number, bytes = 80_000): Visit => ({
  first: { requests: first, bytes, apiRequests: 2 },
  repeat: { requests: again, bytes: bytes / 10, apiRequests: 2 },
});
const page = (name: string, measured: Visit, expectedStatus = 200): PageResult => ({
  name,
  status: expectedStatus,
  expectedStatus,
  htmlGzip: 5000,
  islands: 1,
  jsGzip: 70_000,
  jsFiles: 10,
  requests: measured.first.requests,
  otherOrigins: 0,
  reactDomCopies: 1,
  visit: measured,
});
/** Every page the bench loads, each with the model's own figures, the 404 with wild ones. */
const allPages = (model: Visit = MEASURED_VIEW) =>
  PAGES.map((bench) =>
    bench.status === 200 ? page(bench.name, model) : page(bench.name, visit(99, 99), 404),
  );

describe("averageVisit", () => {
  it.each([
    { case: "one page", pages: [page("/", visit(20, 5))], expected: visit(20, 5) },
    {
      case: "the mean, rounded; the 404 and the Spanish twins left out",
      pages: [
        page("/", visit(20, 5, 90_000)),
        page("/chat", visit(7, 4, 12_400)),
        page("404", visit(99, 99), 404),
        { ...page("/es/chat", visit(70, 40)), twin: "/chat" },
      ],
      expected: {
        first: { requests: 14, bytes: 51_000, apiRequests: 2 },
        repeat: { requests: 5, bytes: 5000, apiRequests: 2 },
      },
    },
  ])("$case", ({ pages, expected }) => {
    expect(averageVisit(pages)).toEqual(expected);
  });
});

describe("checkVisitModel", () => {
  it("passes the model's own figures, and checks only a run of every page", () => {
    expect(checkVisitModel(allPages())).toEqual([]);
    expect(checkVisitModel([page("/", visit(99, 99))])).toEqual([]);
  });

  it("names each figure more than a fifth away", () => {
    const strayed = {
      ...MEASURED_VIEW,
      first: { ...MEASURED_VIEW.first, requests: MEASURED_VIEW.first.requests * 2 },
    };
    expect(checkVisitModel(allPages(strayed))).toEqual([
      `cost model: a first view's requests ${String(MEASURED_VIEW.first.requests * 2)} measured, MEASURED_VIEW in src/lib/domain/credits.ts says ${String(MEASURED_VIEW.first.requests)}: update it`,
    ]);
  });
});

describe("the season's credits", () => {
  it("prints a row a month, and the same totals in a line", () => {
    const table = seasonTable().split("\n");
    expect(table[0]).toBe(
      "| month     | builds | builds cr | requests cr | bandwidth cr | compute cr | total cr | of 300 |",
    );
    expect(table).toHaveLength(6);
    const totals = table.slice(2).map((row) => row.split("|")[7]?.trim());
    expect(seasonCreditsLine(MEASURED_VIEW)).toBe(
      ["August", "September", "October", "November"]
        .map((month, index) => `${month} ${totals[index] ?? ""}`)
        .join(", "),
    );
  });
});

describe("the README's cost table", () => {
  it("is the one the bench prints", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8").split("\n");
    // Every line but the alignment rule, which the README's formatter writes its own way.
    const [header, , ...rows] = seasonTable().split("\n");
    const at = readme.indexOf(header ?? "");
    expect(at, "the table's header in README.md").toBeGreaterThan(-1);
    expect(readme.slice(at + 2, at + 2 + rows.length)).toEqual(rows);
  });
});
