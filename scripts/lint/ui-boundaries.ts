/**
 * The rules of the browser code's layout (docs/architecture.md, "The browser side"), written once
 * for the ESLint rule in eslint.config.js and the import-graph test, which also checks what a rule
 * over one file cannot see: that a module another feature imports is a leaf.
 *
 * - `src/ui/kit/` is what every feature shares; it imports no feature.
 * - Parents' code (anything outside a `coach/` folder) never imports the coach's: a lazy `import()`
 *   of its own feature's `coach/entry.ts` is the only way in.
 * - A feature imports another only through a leaf module at the top of that feature's folder, or
 *   of its `coach/` folder (coach code only). The dashboard's tabs are the one exception to
 *   leafness: /admin puts every feature's coach tab on one page, as a route places islands.
 *
 * Paths are relative to the repository, with `/`, e.g. `src/ui/snacks/coach/SnacksTab.tsx`.
 */
import path from "node:path";

const UI = "src/ui/";
export const KIT = "kit";
/** The one folder whose modules may put another feature's non-leaf coach tab on screen. */
export const COMPOSER = "dashboard";

export interface UiPlace {
  /** The folder under src/ui, e.g. `"snacks"`, or `"kit"`. */
  feature: string;
  /** Inside a `coach/` folder: what only the coach loads. */
  coach: boolean;
  /** Directly in `src/ui/<feature>/` or in `src/ui/<feature>/coach/`: where leaf modules live. */
  top: boolean;
  /** The feature's `coach/entry.ts`, the one door from a parents' page to the coach's mode. */
  entry: boolean;
}

/** Where `file` sits in src/ui, e.g. `src/ui/posts/coach/entry.ts` → posts, coach, top, entry; null outside. */
export function uiPlace(file: string): UiPlace | null {
  if (!file.startsWith(UI)) return null;
  const parts = file.slice(UI.length).split("/");
  const feature = parts[0] ?? "";
  const folders = parts.slice(1, -1);
  const coach = folders.includes("coach");
  const top = folders.length === 0 || (folders.length === 1 && folders[0] === "coach");
  const name = (parts.at(-1) ?? "").replace(/\.[^.]+$/, "");
  return { feature, coach, top, entry: coach && top && folders.length === 1 && name === "entry" };
}

/**
 * What is wrong with `from` importing `to` (`lazy` for an `import()`), or null when the layout
 * allows it, e.g. `boundaryProblem("src/ui/kit/Dialog.tsx", "src/ui/posts/store.ts", false)` →
 * "The kit is shared by every feature and imports none of them …".
 */
export function boundaryProblem(from: string, to: string, lazy: boolean): string | null {
  const target = uiPlace(to);
  if (target === null) return null;
  if (from.startsWith("src/lib/")) return "Shared rules under src/lib never import browser code from src/ui.";
  const source = uiPlace(from);
  if (source === null) return null;
  if (source.feature === KIT && target.feature !== KIT) {
    return `The kit is shared by every feature and imports none of them (here ${target.feature}/).`;
  }
  if (!source.coach && target.coach) {
    if (lazy && target.entry && target.feature === source.feature) return null;
    return (
      "Parents' code never loads the coach's: only a lazy import() of its own feature's " +
      "coach/entry.ts may reach it."
    );
  }
  if (target.feature === source.feature || target.feature === KIT) return null;
  if (!target.top) {
    return (
      `Another feature is imported only through a leaf module at the top of its folder or of its ` +
      `coach/ folder, never from ${path.posix.dirname(to)}/.`
    );
  }
  return null;
}

/**
 * The modules of `graph` (each with the modules it imports, statically or lazily) that another
 * feature imports although they are not leaves, e.g. `["src/ui/posts/PostCard.tsx (imported by
 * src/ui/seasons/ArchivedPostCard.tsx) imports src/ui/schedule/EventStatus.tsx"]`. A leaf imports,
 * inside src/ui, only the kit and other leaves of its own feature; the dashboard may import any
 * top-level coach module.
 */
export function leafProblems(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const leaves = new Map<string, string | null>();
  /** Null for a leaf, else the import that makes `file` none. */
  const whyNotLeaf = (file: string, visiting: Set<string>): string | null => {
    const known = leaves.get(file);
    if (known !== undefined) return known;
    if (visiting.has(file)) return null;
    visiting.add(file);
    const place = uiPlace(file);
    let why: string | null = null;
    for (const next of graph.get(file) ?? []) {
      const target = uiPlace(next);
      if (target === null || target.feature === KIT) continue;
      if (target.feature !== place?.feature) {
        why = `imports ${next}`;
        break;
      }
      const inner = whyNotLeaf(next, visiting);
      if (inner !== null) {
        why = `imports ${next}, which ${inner}`;
        break;
      }
    }
    visiting.delete(file);
    leaves.set(file, why);
    return why;
  };

  const problems: string[] = [];
  for (const [from, targets] of graph) {
    const source = uiPlace(from);
    if (source === null || source.feature === COMPOSER) continue;
    for (const to of targets) {
      const target = uiPlace(to);
      if (target === null || target.feature === KIT || target.feature === source.feature) continue;
      const why = whyNotLeaf(to, new Set());
      if (why !== null) problems.push(`${to} (imported by ${from}) ${why}`);
    }
  }
  return problems;
}
