/**
 * The source tree has no import cycle: every module of src/, netlify/ and scripts/ can be read
 * from the bottom layer up (docs/architecture.md). Lazy `import()`s count too: a lazily loaded
 * module that imports its loader back is still a cycle, and each side can only be understood with
 * the other. ESLint keeps the layers apart; this catches a cycle inside one layer.
 *
 * The browser code's layout (scripts/lint/ui-boundaries.ts) holds over the whole graph too: the
 * rules ESLint applies import by import, lazy imports included, and what only the graph shows, that
 * every module another feature imports is a leaf. A small tree that breaks each rule
 * (tests/fixtures/ui-layout) shows that the check finds every break.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  findCycles,
  importGraph,
  importsOf,
  layoutProblems,
  sourceFiles,
} from "../../scripts/lint/import-graph";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("findCycles", () => {
  it.each([
    { case: "a chain", graph: { a: ["b"], b: ["c"], c: [] }, cycles: [] },
    { case: "two modules that import each other", graph: { a: ["b"], b: ["a"] }, cycles: [["a", "b", "a"]] },
    { case: "a module that imports itself", graph: { a: ["a"] }, cycles: [["a", "a"]] },
    { case: "a diamond", graph: { a: ["b", "c"], b: ["d"], c: ["d"], d: [] }, cycles: [] },
    { case: "a longer loop", graph: { a: ["b"], b: ["c"], c: ["a"] }, cycles: [["a", "b", "c", "a"]] },
  ])("$case", ({ graph, cycles }) => {
    expect(findCycles(new Map(Object.entries(graph)))).toEqual(cycles);
  });
});

/** Every relative import that names no file extension, e.g. `["src/a.ts: ./b"]`, in `files` and what they import. */
function extensionlessImports(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { specifier, target } of importsOf(file)) {
      if (!/\.(ts|tsx|mts|mjs|js)$/.test(specifier)) found.push(`${path.relative(ROOT, file)}: ${specifier}`);
      visit(target);
    }
  };
  entries.forEach(visit);
  return found;
}

describe("the layout check, on a tree that breaks each rule once", () => {
  const fixture = path.join(ROOT, "tests/fixtures/ui-layout");
  const problems = layoutProblems(fixture, sourceFiles(path.join(fixture, "src")));

  it.each([
    ["the kit imports a feature", "src/ui/kit/banner.ts → src/ui/posts/post-title.ts: The kit"],
    ["parents' code imports coach code", "src/ui/posts/posts-board.ts → src/ui/posts/coach/coach-board.ts"],
    [
      "a lazy import of coach code past its entry",
      "src/ui/roster/roster-board.ts → src/ui/roster/coach/coach-roster.ts",
    ],
    [
      "a lazy import of another feature's coach entry",
      "src/ui/schedule/calendar.ts → src/ui/roster/coach/entry.ts",
    ],
    ["another feature's subfolder", "src/ui/snacks/snack-list.ts → src/ui/schedule/parts/badge.ts"],
    [
      "another feature's module that is not a leaf",
      "src/ui/posts/post-card.ts (imported by src/ui/seasons/past-season.ts)",
    ],
    ["shared rules that import browser code", "src/lib/domain/words.ts → src/ui/posts/post-title.ts"],
  ])("finds %s", (_rule, found) => {
    expect(problems.filter((problem) => problem.startsWith(found))).toHaveLength(1);
  });

  it("finds nothing else: the imports the rules allow pass", () => {
    expect(problems).toHaveLength(7);
  });
});

describe("the source tree", () => {
  const files = ["src", "netlify", "scripts"].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));

  // Node runs the scripts as they are (it strips the types, it does not guess extensions), so
  // every module a script loads must name the files it imports, e.g. `./constants.ts`.
  it("names the file of every import that the command-line scripts load", () => {
    const scripts = ["backup.mjs", "restore.mjs", "hash-password.mjs"].map((name) =>
      path.join(ROOT, "scripts", name),
    );
    expect(extensionlessImports(scripts)).toEqual([]);
  });

  it("reads a graph of every module", () => {
    const graph = importGraph(files);
    expect(graph.size).toBeGreaterThan(150);
    expect(graph.get(path.join(ROOT, "src/lib/schemas/events.ts"))).toContain(
      path.join(ROOT, "src/lib/constants.ts"),
    );
  });

  it("keeps the browser code's layout: the kit, the features and the coach's code apart, leaves between features", () => {
    expect(layoutProblems(ROOT, files)).toEqual([]);
  });

  it("has no import cycle", () => {
    const cycles = findCycles(importGraph(files)).map((cycle) =>
      cycle.map((file) => path.relative(ROOT, file)).join(" → "),
    );
    expect(cycles).toEqual([]);
  });
});
