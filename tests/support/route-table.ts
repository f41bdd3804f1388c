/**
 * The route table of docs/api.md (method, path, who, body, success, errors), read the same way by
 * the test that keeps it true to the functions and by the tests that call every route.
 */
import { readFileSync } from "node:fs";

export interface RouteRow {
  method: string;
  /** As in the function's `config.path`, e.g. `/api/events/:id`. */
  path: string;
  /** `anyone` or `coach`. */
  who: string;
  cells: string[];
}

/** `| GET | \`/api/events\` | anyone |` → `["GET", "`/api/events`", "anyone"]`; `\|` stays inside a cell. */
function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** The route table: the one whose header starts with method, path and who. */
export function routeTable(markdown: string): { header: string[]; rows: RouteRow[] } {
  const lines = markdown.split("\n");
  const starts = lines.flatMap((line, index) =>
    /^\|\s*method\s*\|\s*path\s*\|\s*who\s*\|/i.test(line) ? [index] : [],
  );
  if (starts.length !== 1) {
    throw new Error(`docs/api.md must have one route table, found ${String(starts.length)}`);
  }
  const start = starts[0] ?? 0;
  const header = cellsOf(lines[start] ?? "").map((cell) => cell.toLowerCase());
  const rows: RouteRow[] = [];
  // The header, then the |---| line, then one line per route until the table ends.
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith("|")) break;
    const cells = cellsOf(line);
    rows.push({
      method: cells[0] ?? "",
      path: (cells[1] ?? "").replaceAll("`", ""),
      who: cells[2] ?? "",
      cells,
    });
  }
  return { header, rows };
}

/** docs/api.md as it is in the repository. */
export const API_DOC = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");
