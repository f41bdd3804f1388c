import { mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  answerBuildHook,
  coalesce,
  factsLine,
  isLocalClient,
  pointLink,
  removeBuildsExcept,
} from "./local-build-hook.ts";

describe("isLocalClient", () => {
  it.each([
    { remote: "127.0.0.1", local: "127.0.0.1", expected: true },
    { remote: "127.0.0.2", local: "127.0.0.1", expected: true },
    { remote: "::ffff:127.0.0.1", local: "::ffff:127.0.0.1", expected: true },
    { remote: "::1", local: "::1", expected: true },
    // The preview listening at HOST=192.168.1.5 calls itself there.
    { remote: "192.168.1.5", local: "192.168.1.5", expected: true },
    { remote: "::ffff:192.168.1.5", local: "192.168.1.5", expected: true },
    { remote: "192.168.1.7", local: "192.168.1.5", expected: false },
    { remote: "fe80::2", local: "fe80::1", expected: false },
    { remote: "::ffff:10.0.0.3", local: "::ffff:127.0.0.1", expected: false },
    { remote: undefined, local: "127.0.0.1", expected: false },
    { remote: "not-an-address", local: "not-an-address", expected: false },
  ])("$remote to $local: $expected", ({ remote, local, expected }) => {
    expect(isLocalClient(remote, local)).toBe(expected);
  });
});

describe("answerBuildHook", () => {
  const functionsCall = {
    method: "POST",
    headers: {},
    remoteAddress: "127.0.0.1",
    localAddress: "127.0.0.1",
  };

  it("starts a build for the functions' POST", () => {
    expect(answerBuildHook(functionsCall)).toEqual({ status: 200, message: "Build queued.", build: true });
  });

  it.each([
    { case: "a GET", change: { method: "GET" }, status: 405 },
    { case: "a PUT", change: { method: "PUT" }, status: 405 },
    {
      case: "another machine",
      change: { remoteAddress: "192.168.1.7", localAddress: "192.168.1.5" },
      status: 403,
    },
    {
      case: "a browser's cross-site POST",
      change: { headers: { origin: "https://example.com" } },
      status: 403,
    },
    {
      case: "a browser's POST without Origin",
      change: { headers: { "sec-fetch-site": "cross-site" } },
      status: 403,
    },
  ])("refuses $case ($status) without building", ({ change, status }) => {
    expect(answerBuildHook({ ...functionsCall, ...change })).toMatchObject({ status, build: false });
  });
});

/** A promise and the function that resolves it. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("coalesce", () => {
  it("runs one build at a time, and one more for every request made while one ran", async () => {
    const gates = [deferred(), deferred(), deferred()];
    let started = 0;
    const queue = coalesce(
      () => gates[started++]?.promise ?? Promise.resolve(),
      () => undefined,
    );
    queue.request();
    expect(started).toBe(1);
    queue.request();
    queue.request();
    queue.request();
    expect(started).toBe(1);
    gates[0]?.resolve();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toBe(2);
    gates[1]?.resolve();
    await queue.idle();
    expect(started).toBe(2);
    queue.request();
    gates[2]?.resolve();
    await queue.idle();
    expect(started).toBe(3);
  });

  it("reports a failed build and still runs the next", async () => {
    const errors: unknown[] = [];
    let builds = 0;
    const queue = coalesce(
      () => {
        builds += 1;
        return builds === 1 ? Promise.reject(new Error("astro build failed")) : Promise.resolve();
      },
      (error) => errors.push(error),
    );
    queue.request();
    queue.request();
    await queue.idle();
    expect(builds).toBe(2);
    expect(errors).toEqual([new Error("astro build failed")]);
  });
});

describe("pointLink and removeBuildsExcept", () => {
  let dir = "";
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "build-hook-"));
    for (const name of ["one", "two", "three"]) {
      await mkdir(join(dir, "builds", name), { recursive: true });
      await writeFile(join(dir, "builds", name, "index.html"), name);
    }
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("creates the link, then moves it to each new build", async () => {
    const link = join(dir, "site");
    pointLink(link, join(dir, "builds", "one"));
    expect(await readFile(join(link, "index.html"), "utf8")).toBe("one");
    pointLink(link, join(dir, "builds", "two"));
    expect(await readlink(link)).toBe(join(dir, "builds", "two"));
    expect(await readFile(join(link, "index.html"), "utf8")).toBe("two");
    expect((await readdir(dir)).sort()).toEqual(["builds", "site"]);
  });

  it("keeps the builds it is told to keep", async () => {
    await removeBuildsExcept(join(dir, "builds"), [join(dir, "builds", "two"), join(dir, "builds", "three")]);
    expect((await readdir(join(dir, "builds"))).sort()).toEqual(["three", "two"]);
  });
});

describe("factsLine", () => {
  it("finds the build's note on its facts, even after a page's name on the same line", () => {
    const output =
      "  ├─ /404.htmlSite facts: Kyle Thunder, Spring 2026, from http://127.0.0.1:4321/api/season.\n (+4ms)";
    expect(factsLine(output)).toBe(
      "Site facts: Kyle Thunder, Spring 2026, from http://127.0.0.1:4321/api/season.",
    );
    expect(factsLine("no note")).toBeNull();
  });
});
