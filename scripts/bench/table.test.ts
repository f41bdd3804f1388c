import { describe, expect, it } from "vitest";
import { MEASURED_VIEW } from "../../src/lib/domain/credits.ts";
import { BUDGETS, KB, type LatencyResult, type LoadResult, type PageResult } from "./config.ts";
import {
  formatCalls,
  formatKb,
  formatRatio,
  formatScore,
  formatTable,
  gameImportTable,
  floodTable,
  latencyTable,
  loadTable,
  pagesTable,
  writesTable,
} from "./table.ts";

describe("formatKb", () => {
  it.each([
    { bytes: 0, expected: "0.0" },
    { bytes: 14 * KB, expected: "14.0" },
    { bytes: 110_899, expected: "108.3" },
    { bytes: 51, expected: "0.0" },
  ])("$bytes bytes", ({ bytes, expected }) => {
    expect(formatKb(bytes)).toBe(expected);
  });
});

describe("formatScore", () => {
  it.each([
    { score: 0.97, expected: "0.97" },
    { score: 1, expected: "1.00" },
    { score: null, expected: "–" },
    { score: undefined, expected: "–" },
  ])("$score", ({ score, expected }) => {
    expect(formatScore(score)).toBe(expected);
  });
});

describe("formatRatio", () => {
  it.each([
    { value: 35, base: 3648, expected: "0.0096" },
    { value: 186, base: 3648, expected: "0.051" },
    { value: 3648, base: 3648, expected: "1" },
    { value: 7, base: 2, expected: "3.5" },
    { value: 221.1, base: 1.4, expected: "158" },
    { value: 0, base: 3648, expected: "0" },
    { value: Number.NaN, base: 1.4, expected: "–" },
    { value: 5, base: 0, expected: "–" },
    { value: 5, base: undefined, expected: "–" },
  ])("$value / $base", ({ value, base, expected }) => {
    expect(formatRatio(value, base)).toBe(expected);
  });
});

describe("formatTable", () => {
  it("pads every column, text left and numbers right", () => {
    expect(
      formatTable(
        ["page", "KB"],
        [
          ["/", "1.5"],
          ["/schedule", "108.3"],
        ],
      ),
    ).toBe(
      [
        "| page      |    KB |",
        "|:----------|------:|",
        "| /         |   1.5 |",
        "| /schedule | 108.3 |",
      ].join("\n"),
    );
  });

  it("prints the header of an empty table", () => {
    expect(formatTable(["a", "b"], [])).toBe(["| a   |   b |", "|:----|----:|"].join("\n"));
  });
});

const page: PageResult = {
  name: "/",
  status: 200,
  expectedStatus: 200,
  htmlGzip: 9 * KB,
  islands: 3,
  jsGzip: 106.5 * KB,
  jsFiles: 12,
  requests: 17,
  otherOrigins: 1,
  reactDomCopies: 1,
  visit: MEASURED_VIEW,
};

describe("pagesTable", () => {
  it.each([
    {
      label: "without Lighthouse",
      result: page,
      row: "| /    |     9.0 | 106.5 |       12 |       3 |       17 |             1 |    – |          – |      – |   – |      – |",
    },
    {
      label: "with the median of three runs and the range of their scores",
      result: {
        ...page,
        lighthouse: {
          median: { score: 0.91, lcpMs: 2803.4, cls: 0.0271, tbtMs: 93 },
          runs: [
            { score: 0.97, lcpMs: 1800, cls: 0, tbtMs: 10 },
            { score: 0.91, lcpMs: 2803.4, cls: 0.0271, tbtMs: 93 },
            { score: 0.88, lcpMs: 3900, cls: 0.03, tbtMs: 120 },
          ],
        },
      },
      row: "| /    |     9.0 | 106.5 |       12 |       3 |       17 |             1 | 0.91 |  0.88–0.97 |   2803 | 0.027 |     93 |",
    },
    {
      label: "a page Lighthouse could not score",
      result: {
        ...page,
        lighthouse: {
          median: { score: null, lcpMs: 0, cls: 0, tbtMs: 0, error: "NO_FCP" },
          runs: [{ score: null, lcpMs: 0, cls: 0, tbtMs: 0, error: "NO_FCP" }],
        },
      },
      row: "| /    |     9.0 | 106.5 |       12 |       3 |       17 |             1 | NO_FCP |          – |      – |   – |      – |",
    },
  ])("$label", ({ result, row }) => {
    const lines = pagesTable([result]).split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^\| page +\| HTML KB \| JS KB \| JS files \| islands \| requests \| other origins \|/,
    );
    expect(lines[2]?.replace(/ +/g, " ")).toBe(row.replace(/ +/g, " "));
  });
});

describe("loadTable", () => {
  const result = (target: string, connections: number, rps: number, p50: number): LoadResult => ({
    target,
    connections,
    requestsPerSecond: rps,
    p50Ms: p50,
    p95Ms: p50 * 2,
    p99Ms: p50 * 3,
    failures: 0,
    storeCallsPerRequest: target === "/favicon.svg" ? 0 : 1,
  });

  it("divides each target by the static file at the same connection count", () => {
    const lines = loadTable([
      result("/favicon.svg", 10, 2000, 4),
      result("/favicon.svg", 50, 2500, 18),
      result("/api/events", 10, 400, 24),
      result("/api/events", 50, 500, 90),
    ])
      .split("\n")
      .map((line) => line.replace(/ +/g, " "));
    expect(lines.slice(2)).toEqual([
      "| GET /favicon.svg | 10 | 2000 | 4.0 | 8.0 | 12.0 | 1 | 1 | 0 | 0 |",
      "| GET /favicon.svg | 50 | 2500 | 18.0 | 36.0 | 54.0 | 1 | 1 | 0 | 0 |",
      "| GET /api/events | 10 | 400 | 24.0 | 48.0 | 72.0 | 0.2 | 6 | 1 | 0 |",
      "| GET /api/events | 50 | 500 | 90.0 | 180.0 | 270.0 | 0.2 | 5 | 1 | 0 |",
    ]);
  });

  it("prints a dash for the ratio when the static file was not measured", () => {
    const row = loadTable([result("/api/posts", 10, 300, 30)]).split("\n")[2];
    expect(row?.replace(/ +/g, " ")).toBe(
      "| GET /api/posts | 10 | 300 | 30.0 | 60.0 | 90.0 | – | – | 1 | 0 |",
    );
  });
});

describe("formatCalls", () => {
  it.each([
    [1, "1"],
    [2, "2"],
    [0.5, "0.5"],
    [33.333, "33.33"],
    [0, "0"],
    [Number.NaN, "–"],
  ])("%s → %s", (calls, text) => {
    expect(formatCalls(calls)).toBe(text);
  });
});

describe("latencyTable", () => {
  const latency = (overrides: Partial<LatencyResult>): LatencyResult => ({
    server: "npm start",
    target: "/api/health",
    parallel: false,
    afterReady: false,
    requests: 20,
    p50Ms: 3.21,
    p95Ms: 9.87,
    allMs: 80.4,
    ...overrides,
  });

  it("prints one row per server and request, saying which went first after ready and how many at once", () => {
    const lines = latencyTable([
      latency({ afterReady: true, p50Ms: 5 }),
      latency({}),
      latency({ target: "/api/events", p50Ms: 4 }),
      latency({ parallel: true, requests: 10, p50Ms: 20, p95Ms: 30, allMs: 31.6 }),
      latency({ server: "npm run preview" }),
    ])
      .split("\n")
      .map((line) => line.replace(/ +/g, " "));
    expect(lines).toEqual([
      "| server | request | requests | p50 ms | p95 ms | all ms |",
      expect.stringMatching(/^\|:-+\|(-+:\|){5}$/),
      "| npm start | first after ready: GET /api/health | 20 | 5.0 | 9.9 | 80 |",
      "| npm start | GET /api/health | 20 | 3.2 | 9.9 | 80 |",
      "| npm start | GET /api/events | 20 | 4.0 | 9.9 | 80 |",
      "| npm start | 10 at once: GET /api/health | 10 | 20.0 | 30.0 | 32 |",
      "| npm run preview | GET /api/health | 20 | 3.2 | 9.9 | 80 |",
    ]);
  });
});

describe("gameImportTable and writesTable", () => {
  it("prints a row per file timed and per write sent", () => {
    const squeeze = (table: string) => table.split("\n").map((line) => line.replace(/ +/g, " "));
    expect(
      squeeze(gameImportTable([{ name: "TZID of 200 KB", kb: 195.53, medianMs: 10.57, maxMs: 11.7 }])),
    ).toEqual([
      "| file | KB | median ms | max ms |",
      expect.stringMatching(/^\|:-+\|(-+:\|){3}$/),
      "| TZID of 200 KB | 196 | 10.6 | 11.7 |",
    ]);
    expect(
      squeeze(writesTable([{ request: "PUT /api/events/:id/snack-signup", status: 200, storeCalls: 15 }])),
    ).toEqual([
      "| request | status | store calls |",
      expect.stringMatching(/^\|:-+\|(-+:\|){2}$/),
      "| PUT /api/events/:id/snack-signup | 200 | 15 |",
    ]);
  });
});

describe("floodTable", () => {
  it("prints each step's CPU and wall-clock seconds beside the limit it is held to", () => {
    const lines = floodTable(
      [
        { request: "GET /api/contact", messages: 20_000, cpuMs: 412, wallMs: 1530, limit: "default" },
        {
          request: "POST /api/backup/restore",
          messages: 20_000,
          cpuMs: 14_960,
          wallMs: 88_210,
          limit: "longest",
        },
      ],
      BUDGETS.functionCpuMs,
    )
      .split("\n")
      .map((line) => line.replace(/ +/g, " "));
    expect(lines).toEqual([
      "| request | messages | CPU s | wall s | limit s |",
      expect.stringMatching(/^\|:-+\|(-+:\|){4}$/),
      "| GET /api/contact | 20000 | 0.4 | 1.5 | 10 |",
      "| POST /api/backup/restore | 20000 | 15.0 | 88.2 | 26 |",
    ]);
  });
});
