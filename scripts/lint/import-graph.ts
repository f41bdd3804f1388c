/**
 * The import graph of the source tree, read as text: every relative `import`, `export … from`
 * and lazy `import()`, resolved to its file. The import-graph test reads it for cycles and for the
 * browser code's layout (ui-boundaries.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { boundaryProblem, leafProblems } from "./ui-boundaries.ts";

const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts"];
/** `from "./x"`, `import "./x"` and `import("./x")` (the last one lazy), relative only. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*(\()?\s*)["'](\.{1,2}\/[^"']+)["']/g;

/** Every source module under `dir`, tests left out. */
export function sourceFiles(dir: string): string[] {
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

/**
 * The source modules `file` imports, each as written and as found, and whether lazily, e.g.
 * `{ specifier: "./b", target: "/…/b.ts", lazy: false }`.
 */
export function importsOf(file: string): { specifier: string; target: string; lazy: boolean }[] {
  return [...readFileSync(file, "utf8").matchAll(SPECIFIER)].flatMap(([, paren, specifier = ""]) => {
    const target = resolve(file, specifier);
    return target !== null && SOURCE.test(target) ? [{ specifier, target, lazy: paren === "(" }] : [];
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

/**
 * What breaks the browser code's layout in `files`, each as `"<from> → <to>: <why>"` or a leaf
 * problem, with paths relative to `root` (where `src/` is), e.g. `[]` for a tree that keeps it.
 */
export function layoutProblems(root: string, files: readonly string[]): string[] {
  const fromRoot = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const boundaries = files.flatMap((file) =>
    importsOf(file).flatMap(({ target, lazy }) => {
      const problem = boundaryProblem(fromRoot(file), fromRoot(target), lazy);
      return problem === null ? [] : [`${fromRoot(file)} → ${fromRoot(target)}: ${problem}`];
    }),
  );
  const graph = new Map(
    [...importGraph(files)].map(([file, targets]) => [fromRoot(file), targets.map(fromRoot)]),
  );
  return [...boundaries, ...leafProblems(graph)];
}
