// The game import's largest files, ordinary and hostile (tests/support/large-game-imports.ts),
// each parsed `runs` times in this process after one run to warm up, e.g.
// `{ name: "CSV of 500 KB", kb: 488.3, medianMs: 112.4, maxMs: 131.0 }`. The parser is bundled with
// esbuild first (bundle.mjs).
import { performance } from "node:perf_hooks";
import { importBundled } from "./bundle.mjs";
import { KB } from "./config.ts";
import { percentile } from "./stats.ts";

const loadParser = () =>
  importBundled([
    'export { parseGameCsv } from "./src/lib/domain/game-import-csv";',
    'export { parseGameIcs } from "./src/lib/domain/game-import-ics";',
    'export { options } from "./tests/support/game-schedules";',
    'export { LARGE_IMPORTS } from "./tests/support/large-game-imports";',
  ]);

/** Parses of each file counted, after one to warm up. */
export const GAME_IMPORT_RUNS = 5;

export async function measureGameImport(runs = GAME_IMPORT_RUNS) {
  const { parseGameCsv, parseGameIcs, options, LARGE_IMPORTS } = await loadParser();
  return LARGE_IMPORTS.map(({ name, format, text }) => {
    const file = text();
    const parse = format === "csv" ? parseGameCsv : parseGameIcs;
    parse(file, options);
    const times = Array.from({ length: runs }, () => {
      const started = performance.now();
      parse(file, options);
      return performance.now() - started;
    });
    return { name, kb: file.length / KB, medianMs: percentile(times, 50), maxMs: Math.max(...times) };
  });
}
