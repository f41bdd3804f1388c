/**
 * docs/api.md matches the functions: its route table lists every method each function serves, on
 * the path in the function's `config.path`, with "coach" exactly where the route needs the session.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../../src/lib/constants";
import { FUNCTIONS, send, type FunctionModule } from "../../support/api";
import { call, TEST_ORIGIN } from "../../support/call";
import { useEnv } from "../../support/env";
import { API_DOC, routeTable } from "../../support/route-table";

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = useEnv({ APP_ENV: "test", APP_NOW: "2025-09-15T12:00:00-05:00" });
});
afterAll(() => {
  restoreEnv();
});

const METHODS = ["GET", "POST", "PUT", "DELETE"] as const;
type Method = (typeof METHODS)[number];
type Who = "anyone" | "coach";

const DOC = API_DOC;
const TABLE = routeTable(DOC);

/** Every path of a function, e.g. `["/api/events/:id"]`. */
const pathsOf = (module: FunctionModule): string[] => [module.config.path ?? []].flat();

interface Served {
  method: Method;
  path: string;
  who: Who;
}

/**
 * Calls the function with each method from the site's own origin and without a cookie: 405 means
 * the method is not served, 401 that it needs the coach, anything else (200, or 400/415 for a
 * public write without a body) that anyone may call it.
 */
async function probe(module: FunctionModule): Promise<Served[]> {
  const served: Served[] = [];
  for (const path of pathsOf(module)) {
    const params: Record<string, string> = {};
    for (const [, name = ""] of path.matchAll(/:(\w+)/g)) params[name] = "probe-id";
    const url = path.replace(/:\w+/g, "probe-id");
    for (const method of METHODS) {
      const init = method === "GET" ? { headers: { Origin: TEST_ORIGIN } } : send(method, undefined);
      const { status } = await call(module.handler, url, init, { params, ip: "192.0.2.80" });
      if (status === 405) continue;
      served.push({ method, path, who: status === 401 ? "coach" : "anyone" });
    }
  }
  return served;
}

const key = (method: string, path: string) => `${method} ${path}`;

describe("docs/api.md", () => {
  it("has one route table whose rows fill every column", () => {
    expect(TABLE.header.slice(0, 3)).toEqual(["method", "path", "who"]);
    expect(TABLE.header).toEqual(expect.arrayContaining(["body", "errors"]));
    expect(TABLE.rows.length).toBeGreaterThan(0);
    for (const row of TABLE.rows) {
      expect(row.cells, key(row.method, row.path)).toHaveLength(TABLE.header.length);
      expect(
        row.cells.every((cell) => cell !== ""),
        key(row.method, row.path),
      ).toBe(true);
      expect(METHODS, key(row.method, row.path)).toContain(row.method);
      expect(["anyone", "coach"], key(row.method, row.path)).toContain(row.who);
    }
  });

  it("lists each method and path once", () => {
    const keys = TABLE.rows.map((row) => key(row.method, row.path));
    expect(keys.filter((entry, index) => keys.indexOf(entry) !== index)).toEqual([]);
  });

  it("names no path that no function has", () => {
    const paths = new Set(FUNCTIONS.flatMap(pathsOf));
    expect(TABLE.rows.map((row) => row.path).filter((path) => !paths.has(path))).toEqual([]);
  });

  it("names every error code", () => {
    for (const code of ERROR_CODES) expect(DOC).toContain(`\`${code}\``);
  });

  it.each(FUNCTIONS)(
    "documents $name: every path, one row per method it serves, and who may call it",
    async (module) => {
      const paths = pathsOf(module);
      expect(paths.length).toBeGreaterThan(0);
      const documented = TABLE.rows.filter((row) => paths.includes(row.path));
      for (const path of paths) expect(documented.map((row) => row.path)).toContain(path);

      const served = await probe(module);
      expect(served.length).toBeGreaterThan(0);
      // Same method+path pairs in the code and in the doc, each with the same "who".
      const sort = (entries: string[]) => [...entries].sort();
      expect(sort(documented.map((row) => `${key(row.method, row.path)} ${row.who}`))).toEqual(
        sort(served.map((route) => `${key(route.method, route.path)} ${route.who}`)),
      );
    },
  );
});
