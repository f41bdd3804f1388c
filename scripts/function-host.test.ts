import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Config } from "@netlify/functions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFunctionHost, functionRoutes, matchFunction, type FunctionHost } from "./function-host.ts";

const FUNCTIONS: { name: string; config: Config | undefined }[] = [
  { name: "events-id", config: { path: "/api/events/:id", excludedPath: ["/api/events/upcoming"] } },
  { name: "events-upcoming", config: { path: "/api/events/upcoming" } },
  { name: "events", config: { path: "/api/events" } },
  { name: "signup", config: { path: "/api/events/:id/snack-signup" } },
  { name: "posts-id", config: { path: "/api/posts/:id", excludedPath: ["/api/posts/all"] } },
  { name: "posts-all", config: { path: "/api/posts/all" } },
  { name: "calendar", config: { path: "/calendar.ics" } },
  { name: "reminders", config: { schedule: "@hourly" } },
  { name: "two-paths", config: { path: ["/api/a", "/api/b/:x"] } },
  { name: "posts-only", config: { path: "/api/only-post", method: "POST" } },
  { name: "no-config", config: undefined },
];

describe("functionRoutes", () => {
  const routes = functionRoutes(FUNCTIONS);

  it("puts every literal path before every parameterised one, keeping the given order within each", () => {
    expect(routes.map((route) => route.path)).toEqual([
      "/api/events/upcoming",
      "/api/events",
      "/api/posts/all",
      "/calendar.ics",
      "/api/a",
      "/api/only-post",
      "/api/events/:id",
      "/api/events/:id/snack-signup",
      "/api/posts/:id",
      "/api/b/:x",
    ]);
  });

  it("gives a function without a path (scheduled, or no config) no route", () => {
    expect(routes.some((route) => route.name === "reminders" || route.name === "no-config")).toBe(false);
  });
});

describe("matchFunction", () => {
  const routes = functionRoutes(FUNCTIONS);

  it.each([
    ["/api/events", "GET", "events", {}],
    ["/api/events/", "GET", "events", {}],
    ["/API/Events", "GET", "events", {}],
    ["/api/events/upcoming", "GET", "events-upcoming", {}],
    ["/api/events/game-2025-09-20", "PUT", "events-id", { id: "game-2025-09-20" }],
    ["/api/events/game-1/snack-signup", "PUT", "signup", { id: "game-1" }],
    ["/api/posts/all", "GET", "posts-all", {}],
    ["/api/posts/post-1", "DELETE", "posts-id", { id: "post-1" }],
    ["/calendar.ics", "GET", "calendar", {}],
    ["/api/a", "GET", "two-paths", {}],
    ["/api/b/7", "GET", "two-paths", { x: "7" }],
    ["/api/only-post", "POST", "posts-only", {}],
  ])("%s (%s) → %s %j", (path, method, name, params) => {
    expect(matchFunction(routes, path, method)).toEqual({ name, params });
  });

  it.each([
    ["/", "GET"],
    ["/schedule", "GET"],
    ["/api", "GET"],
    ["/api/nothing", "GET"],
    ["/api/events/a/b", "GET"],
    ["/api/only-post", "GET"],
    ["/calendar.ics.bak", "GET"],
  ])("leaves %s (%s) to the caller", (path, method) => {
    expect(matchFunction(routes, path, method)).toBeNull();
  });

  it("lets an excluded path fall to a later route rather than to nothing", () => {
    const only = functionRoutes([
      { name: "by-id", config: { path: "/x/:id", excludedPath: "/x/special" } },
      { name: "any", config: { path: "/x/*" } },
    ]);
    expect(matchFunction(only, "/x/special")).toEqual({ name: "any", params: { "0": "special" } });
    expect(matchFunction(only, "/x/1")).toEqual({ name: "by-id", params: { id: "1" } });
  });
});

/**
 * The host over a project of its own (under the ignored .netlify/, so esbuild resolves packages
 * from the repository's node_modules): functions are imported once and keep their state, and a
 * changed file is picked up by the next request.
 */
describe("createFunctionHost", () => {
  const repository = fileURLToPath(new URL("..", import.meta.url));
  let root: string;
  let host: FunctionHost;

  const counter = (answer: string) => `
import { label } from "../../lib/label.ts";
let calls = 0;
export default async (request, context) => {
  calls += 1;
  return Response.json({ answer: ${JSON.stringify(answer)}, label, calls, params: context.params, ip: context.ip });
};
export const config = { path: "/api/count/:id" };
`;

  const call = async (path: string, ip = "198.51.100.7") => {
    const response = await host.handle(new Request(`http://localhost${path}`), ip);
    return response ? ((await response.json()) as Record<string, unknown>) : null;
  };

  beforeAll(async () => {
    await mkdir(join(repository, ".netlify"), { recursive: true });
    root = await mkdtemp(join(repository, ".netlify", "test-host-"));
    await mkdir(join(root, "netlify", "functions"), { recursive: true });
    await mkdir(join(root, "lib"), { recursive: true });
    await writeFile(join(root, "lib", "label.ts"), `export const label: string = "first";\n`);
    await writeFile(join(root, "netlify", "functions", "count.mts"), counter("one"));
    host = createFunctionHost({ root });
    await host.ready();
  }, 30_000);

  afterAll(async () => {
    await host.close();
    await rm(root, { recursive: true, force: true });
  });

  it("imports a function once: its module state carries from one request to the next", async () => {
    const first = await call("/api/count/a");
    const second = await call("/api/count/b", "203.0.113.5");
    expect(first).toEqual({
      answer: "one",
      label: "first",
      calls: 1,
      params: { id: "a" },
      ip: "198.51.100.7",
    });
    expect(second).toMatchObject({ calls: 2, params: { id: "b" }, ip: "203.0.113.5" });
  });

  it("answers null for a path no function claims", async () => {
    expect(await call("/api/other")).toBeNull();
  });

  it("reloads a function after its file changes, and after a module it imports changes", async () => {
    await writeFile(join(root, "netlify", "functions", "count.mts"), counter("two"));
    host.invalidate(join(root, "netlify", "functions", "count.mts"));
    expect(await call("/api/count/c")).toMatchObject({ answer: "two", label: "first", calls: 1 });

    await writeFile(join(root, "lib", "label.ts"), `export const label: string = "second";\n`);
    host.invalidate(join(root, "lib", "label.ts"));
    expect(await call("/api/count/d")).toMatchObject({ answer: "two", label: "second", calls: 1 });
  });

  it("ignores a change to a file no function is built from", async () => {
    await writeFile(join(root, "unrelated.ts"), "export const x = 1;\n");
    host.invalidate(join(root, "unrelated.ts"));
    const before = await call("/api/count/e");
    expect(await call("/api/count/f")).toMatchObject({ calls: (before?.calls as number) + 1 });
  });

  it("picks up a new function file", async () => {
    await writeFile(
      join(root, "netlify", "functions", "hello.mts"),
      `export default async () => new Response("hi");\nexport const config = { path: "/api/hello" };\n`,
    );
    host.invalidate(join(root, "netlify", "functions", "hello.mts"));
    const response = await host.handle(new Request("http://localhost/api/hello"), "127.0.0.1");
    expect(await response?.text()).toBe("hi");
  });
});
