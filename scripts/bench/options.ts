import { parseArgs } from "node:util";
import { PAGES, type BenchPage } from "./config.ts";

export type BenchOptions = {
  /** exit non-zero when a budget is missed */
  check: boolean;
  /** also write every figure to this file as JSON */
  json: string | undefined;
  pages: BenchPage[];
  /** Lighthouse runs per page; the median is reported */
  runs: number;
  lighthouse: boolean;
  load: boolean;
  /** seconds each load-test case is measured (after a one-second warm-up) */
  duration: number;
  build: boolean;
  help: boolean;
};

export const USAGE = `npm run bench [-- options]

  --check              exit 1 and list every budget missed (docs/performance.md)
  --json FILE          also write the figures to FILE
  --pages /,/schedule  only these pages (404 for the not-found page); default: all
  --runs N             Lighthouse runs per page, median reported (default 3)
  --skip-lighthouse    bytes and requests only
  --skip-load          no load test of the API
  --duration S         seconds per load-test case (default 5)
  --no-build           serve the dist/ already built`;

function positiveInteger(value: string, name: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  }
  return number;
}

/** The bench's command line, checked: an unknown option or page is an error, not ignored. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      check: { type: "boolean", default: false },
      json: { type: "string" },
      pages: { type: "string" },
      runs: { type: "string", default: "3" },
      "skip-lighthouse": { type: "boolean", default: false },
      "skip-load": { type: "boolean", default: false },
      duration: { type: "string", default: "5" },
      "no-build": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  let pages = [...PAGES];
  if (values.pages !== undefined) {
    const names = values.pages
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name !== "");
    const unknown = names.filter((name) => !PAGES.some((page) => page.name === name));
    if (unknown.length > 0 || names.length === 0) {
      throw new Error(
        `--pages takes some of ${PAGES.map((page) => page.name).join(",")}; unknown: ${unknown.join(",") || "(none given)"}`,
      );
    }
    pages = PAGES.filter((page) => names.includes(page.name));
  }
  return {
    check: values.check,
    json: values.json,
    pages,
    runs: positiveInteger(values.runs, "--runs"),
    lighthouse: !values["skip-lighthouse"],
    load: !values["skip-load"],
    duration: positiveInteger(values.duration, "--duration"),
    build: !values["no-build"],
    help: values.help,
  };
}
