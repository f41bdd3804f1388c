/**
 * The source tree has no import cycle: every module of src/, netlify/ and scripts/ can be read
 * from the bottom layer up (docs/architecture.md). Lazy `import()`s count too: a lazily loaded
 * module that imports its loader back is still a cycle, and each side can only be understood with
 * the other. ESLint keeps the layers apart; this catches a cycle inside one layer.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts"];
/** `from "./x"`, `import "./x"` and `import("./x")`, relative only. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this extension.
    }
  }
  return null;
}

/** The source modules `file` imports, each as written and as found, e.g. `{ specifier: "./b", target: "/…/b.ts" }`. */
function importsOf(file: string): { specifier: string; target: string }[] {
  return [...readFileSync(file, "utf8").matchAll(SPECIFIER)].flatMap(([, specifier = ""]) => {
    const target = resolve(file, specifier);
    return target !== null && SOURCE.test(target) ? [{ specifier, target }] : [];
  });
}

/** Every module and the modules it imports, e.g. `Map { "src/a.ts" => ["src/b.ts"] }`. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(files.map((file) => [file, [...new Set(importsOf(file).map(({ target }) => target))]]));
}

/** The cycles of a graph, each as the path that closes it, e.g. `[["a", "b", "a"]]`. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

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
    expect(graph.get(path.join(ROOT, "src/lib/schemas/records.ts"))).toContain(
      path.join(ROOT, "src/lib/constants.ts"),
    );
  });

  it("has no import cycle", () => {
    const cycles = findCycles(importGraph(files)).map((cycle) =>
      cycle.map((file) => path.relative(ROOT, file)).join(" → "),
    );
    expect(cycles).toEqual([]);
  });
});
