import { describe, expect, it } from "vitest";
import { PAGES } from "./config.ts";
import { parseOptions } from "./options.ts";

describe("parseOptions", () => {
  it("measures everything, three Lighthouse runs, five seconds a load case, by default", () => {
    expect(parseOptions([])).toEqual({
      check: false,
      json: undefined,
      pages: PAGES,
      runs: 3,
      lighthouse: true,
      load: true,
      duration: 5,
      build: true,
      help: false,
    });
  });

  it.each([
    { argv: ["--check"], expected: { check: true } },
    { argv: ["--json", "bench.json"], expected: { json: "bench.json" } },
    { argv: ["--runs", "1"], expected: { runs: 1 } },
    { argv: ["--skip-lighthouse", "--skip-load"], expected: { lighthouse: false, load: false } },
    { argv: ["--duration", "10"], expected: { duration: 10 } },
    { argv: ["--no-build"], expected: { build: false } },
    { argv: ["-h"], expected: { help: true } },
  ])("$argv", ({ argv, expected }) => {
    expect(parseOptions(argv)).toMatchObject(expected);
  });

  it.each([
    { pages: "/", names: ["/"] },
    { pages: "/schedule,/", names: ["/", "/schedule"] },
    { pages: " /roster , 404 ,", names: ["/roster", "404"] },
  ])("--pages $pages keeps the table's order", ({ pages, names }) => {
    expect(parseOptions(["--pages", pages]).pages.map((page) => page.name)).toEqual(names);
  });

  it.each([
    { argv: ["--pages", "/admin"], error: /unknown: \/admin/ },
    { argv: ["--pages", ","], error: /\(none given\)/ },
    { argv: ["--runs", "0"], error: /--runs must be a whole number/ },
    { argv: ["--runs", "two"], error: /--runs must be a whole number/ },
    { argv: ["--duration", "2.5"], error: /--duration must be a whole number/ },
    { argv: ["--fast"], error: /Unknown option/ },
    { argv: ["schedule"], error: /positional/ },
  ])("refuses $argv", ({ argv, error }) => {
    expect(() => parseOptions(argv)).toThrow(error);
  });
});
