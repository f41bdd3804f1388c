import { describe, expect, it } from "vitest";
import { MEASURED_VIEW } from "../../src/lib/domain/credits.ts";
import {
  BUDGETS,
  KB,
  type FloodResult,
  type LatencyResult,
  type LighthouseRun,
  type LoadResult,
  type PageResult,
} from "./config.ts";
import { checkBudgets } from "./budgets.ts";

const lighthouse = (run: Partial<LighthouseRun>) => {
  const median: LighthouseRun = { score: 0.99, lcpMs: 1200, cls: 0, tbtMs: 20, ...run };
  return { median, runs: [median] };
};

const page = (overrides: Partial<PageResult> = {}): PageResult => ({
  name: "/schedule",
  status: 200,
  expectedStatus: 200,
  htmlGzip: 8 * KB,
  islands: 2,
  jsGzip: 60 * KB,
  jsFiles: 9,
  requests: 14,
  otherOrigins: 0,
  reactDomCopies: 1,
  visit: MEASURED_VIEW,
  lighthouse: lighthouse({}),
  ...overrides,
});

const load = (overrides: Partial<LoadResult> = {}): LoadResult => ({
  target: "/api/events",
  connections: 10,
  requestsPerSecond: 400,
  p50Ms: 20,
  p95Ms: 40,
  p99Ms: 60,
  failures: 0,
  storeCallsPerRequest: 1,
  ...overrides,
});

describe("checkBudgets", () => {
  it.each([
    { label: "a page within every budget", pages: [page()], expected: [] },
    { label: "HTML exactly at 14 KB", pages: [page({ htmlGzip: 14 * KB })], expected: [] },
    {
      label: "HTML over 14 KB",
      pages: [page({ htmlGzip: 14 * KB + 1 })],
      expected: ["/schedule: HTML 14.0 KB gzip, budget 14.0 KB"],
    },
    {
      label: "a Spanish page within half a kilobyte of its English twin, either way",
      pages: [page(), page({ name: "/es/schedule", twin: "/schedule", jsGzip: 60.5 * KB })],
      expected: [],
    },
    {
      label: "a Spanish page more than half a kilobyte heavier than its English twin",
      pages: [page(), page({ name: "/es/schedule", twin: "/schedule", jsGzip: 60.6 * KB })],
      expected: ["/es/schedule: JavaScript 60.6 KB gzip, /schedule 60.0 KB: budget 0.5 KB apart"],
    },
    {
      label: "a Spanish page more than half a kilobyte lighter than its English twin",
      pages: [page(), page({ name: "/es/schedule", twin: "/schedule", jsGzip: 59.4 * KB })],
      expected: ["/es/schedule: JavaScript 59.4 KB gzip, /schedule 60.0 KB: budget 0.5 KB apart"],
    },
    {
      label: "JavaScript over 80 KB",
      pages: [page({ jsGzip: 108.3 * KB })],
      expected: ["/schedule: JavaScript 108.3 KB gzip, budget 80.0 KB"],
    },
    {
      label: "JavaScript over 2.25 KB on a page without an island",
      pages: [page({ name: "/chat", islands: 0, jsGzip: 2.4 * KB })],
      expected: ["/chat: JavaScript 2.4 KB gzip without an island, budget 2.3 KB"],
    },
    {
      label: "the field-status alert's script alone on a page without an island",
      pages: [page({ name: "/chat", islands: 0, jsGzip: 1.0 * KB })],
      expected: [],
    },
    { label: "no island, no JavaScript", pages: [page({ islands: 0, jsGzip: 0 })], expected: [] },
    {
      label: "two copies of React DOM",
      pages: [page({ reactDomCopies: 2 })],
      expected: ["/schedule: React DOM loaded 2 times, budget 1"],
    },
    {
      label: "a wrong status",
      pages: [page({ name: "404", status: 200, expectedStatus: 404 })],
      expected: ["404: answered 200, expected 404"],
    },
    {
      label: "performance under 0.95",
      pages: [page({ lighthouse: lighthouse({ score: 0.88 }) })],
      expected: ["/schedule: Lighthouse performance 0.88, budget 0.95"],
    },
    {
      label: "performance at 0.95",
      pages: [page({ lighthouse: lighthouse({ score: 0.95 }) })],
      expected: [],
    },
    {
      label: "CLS and TBT over",
      pages: [page({ lighthouse: lighthouse({ cls: 0.027, tbtMs: 130.4 }) })],
      expected: ["/schedule: CLS 0.027, budget 0.020", "/schedule: TBT 130 ms, budget 100 ms"],
    },
    {
      label: "an unscored page",
      pages: [page({ lighthouse: lighthouse({ score: null, cls: 1, error: "NO_FCP" }) })],
      expected: ["/schedule: Lighthouse could not score the page (NO_FCP)"],
    },
    {
      label: "Lighthouse skipped: bytes only",
      pages: [page({ lighthouse: undefined, jsGzip: 90 * KB })],
      expected: ["/schedule: JavaScript 90.0 KB gzip, budget 80.0 KB"],
    },
    {
      label: "misses on two pages, in page order",
      pages: [page({ name: "/", htmlGzip: 15 * KB }), page({ name: "/posts", reactDomCopies: 3 })],
      expected: ["/: HTML 15.0 KB gzip, budget 14.0 KB", "/posts: React DOM loaded 3 times, budget 1"],
    },
  ])("$label", ({ pages, expected }) => {
    expect(checkBudgets(pages, [], BUDGETS)).toEqual(expected);
  });

  it.each([
    { label: "no failures", results: [load(), load({ connections: 50 })], expected: [] },
    {
      label: "failed requests",
      results: [load({ target: "/calendar.ics", connections: 50, failures: 3 })],
      expected: ["GET /calendar.ics at 50 connections: 3 failed requests"],
    },
    {
      label: "no answer at all",
      results: [load({ requestsPerSecond: 0, p50Ms: Number.NaN })],
      expected: ["GET /api/events at 10 connections: no answer in the time measured"],
    },
    { label: "two store calls a read", results: [load({ storeCallsPerRequest: 2 })], expected: [] },
    {
      label: "more store calls than the budget",
      results: [load({ target: "/api/users", storeCallsPerRequest: 33.5 })],
      expected: ["GET /api/users at 10 connections: 33.5 store calls a request, budget 2"],
    },
  ])("load: $label", ({ results, expected }) => {
    expect(checkBudgets([], results, BUDGETS)).toEqual(expected);
  });

  it.each([
    { label: "a parse within a second", medianMs: 140, expected: [] },
    { label: "a parse exactly at a second", medianMs: 1000, expected: [] },
    {
      label: "a parse over a second",
      medianMs: 31_800,
      expected: ["game import, TZID of 200 KB: 31800 ms to parse, budget 1000 ms"],
    },
  ])("game import: $label", ({ medianMs, expected }) => {
    const parsed = { name: "TZID of 200 KB", kb: 195.5, medianMs, maxMs: medianMs };
    expect(checkBudgets([], [], BUDGETS, [parsed])).toEqual(expected);
  });

  it("uses the budgets it is given", () => {
    expect(checkBudgets([page()], [], { ...BUDGETS, jsGzipBytes: 50 * KB })).toEqual([
      "/schedule: JavaScript 60.0 KB gzip, budget 50.0 KB",
    ]);
  });

  const latency = (overrides: Partial<LatencyResult>): LatencyResult => ({
    server: "npm start",
    target: "/api/health",
    parallel: false,
    afterReady: true,
    requests: 20,
    p50Ms: 4,
    p95Ms: 9,
    allMs: 90,
    ...overrides,
  });
  const preview = latency({ server: "npm run preview", afterReady: false, p50Ms: 2.5 });
  const slow =
    "npm start: the first 20 GET /api/health after ready p50 206.0 ms, budget 2 × the preview's 2.5 ms";

  it.each([
    { label: "first calls within twice the preview", rows: [latency({}), preview], expected: [] },
    { label: "first calls exactly twice the preview", rows: [latency({ p50Ms: 5 }), preview], expected: [] },
    {
      label: "first calls over twice the preview",
      rows: [latency({ p50Ms: 206 }), preview],
      expected: [slow],
    },
    {
      label: "slow warm calls and a slow parallel row are not the first calls",
      rows: [
        latency({ afterReady: false, p50Ms: 206 }),
        latency({ parallel: true, afterReady: false, p50Ms: 206 }),
        latency({ target: "/api/events", p50Ms: 206 }),
        preview,
      ],
      expected: [],
    },
    { label: "no preview measured: nothing to compare", rows: [latency({ p50Ms: 206 })], expected: [] },
    { label: "no first calls measured", rows: [preview], expected: [] },
  ])("npm start: $label", ({ rows, expected }) => {
    expect(checkBudgets([], [], BUDGETS, [], rows)).toEqual(expected);
  });

  const floodStep = (overrides: Partial<FloodResult>): FloodResult => ({
    request: "GET /api/contact",
    messages: 20_000,
    cpuMs: 800,
    wallMs: 2000,
    limit: "default",
    ...overrides,
  });

  it.each([
    { label: "the inbox within the default limit", step: floodStep({}), expected: [] },
    { label: "the inbox exactly at the default limit", step: floodStep({ cpuMs: 10_000 }), expected: [] },
    {
      label: "the inbox over the default limit",
      step: floodStep({ cpuMs: 12_340 }),
      expected: [
        "20000 contact messages, GET /api/contact: CPU 12.3 s, budget 10 s (Netlify's default limit)",
      ],
    },
    {
      label: "a backup over the default, within the longest",
      step: floodStep({ cpuMs: 20_000, limit: "longest" }),
      expected: [],
    },
    {
      label: "a restore over the longest limit",
      step: floodStep({ request: "POST /api/backup/restore", cpuMs: 26_204, limit: "longest" }),
      expected: [
        "20000 contact messages, POST /api/backup/restore: CPU 26.2 s, budget 26 s (Netlify's longest limit)",
      ],
    },
  ])("flood: $label", ({ step, expected }) => {
    expect(checkBudgets([], [], BUDGETS, [], [], [step])).toEqual(expected);
  });
});
