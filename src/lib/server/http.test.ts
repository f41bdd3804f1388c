import * as z from "zod/mini";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useEnv } from "../../../tests/support/env";
import { AppError, english } from "../domain/errors";
import { fakeContext } from "../../../tests/support/call";
import {
  anyone,
  assertSameOrigin,
  coachOnly,
  ifMatchRevision,
  errorResponse,
  json,
  MAX_BODY_BYTES,
  readJson,
  route,
  toErrorResponse,
} from "./http";

const BodySchema = z.strictObject({ name: z.string().check(z.minLength(1), z.maxLength(20)) });

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = useEnv({ APP_ENV: "test", SITE_URL: "https://team.example.org" });
});
afterAll(() => {
  restoreEnv();
});

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("https://team.example.org/api/things", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });

async function rejection(request: Request) {
  try {
    await readJson(request, BodySchema);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code, issues: error.issues };
    throw error;
  }
  throw new Error("expected a rejection");
}

describe("readJson", () => {
  it("returns the parsed body", async () => {
    await expect(readJson(post('{"name":"Ana"}'), BodySchema)).resolves.toEqual({ name: "Ana" });
  });

  it.each([
    {
      name: "the configured site",
      url: "https://team.example.org/api/x",
      origin: "https://team.example.org",
    },
    {
      name: "the host it was reached on",
      url: "http://127.0.0.1:4321/api/x",
      origin: "http://127.0.0.1:4321",
    },
  ])("accepts writes from $name", ({ url, origin }) => {
    const request = new Request(url, { method: "POST", headers: { Origin: origin } });
    expect(() => {
      assertSameOrigin(request);
    }).not.toThrow();
  });

  it.each([
    {
      name: "a form post",
      request: post("name=A", { "Content-Type": "application/x-www-form-urlencoded" }),
      status: 415,
      code: "unsupported_media_type",
    },
    {
      name: "no content type",
      request: new Request("https://team.example.org/x", { method: "PUT", body: "{}" }),
      status: 415,
      code: "unsupported_media_type",
    },
    {
      name: "a declared body over 64 KB",
      request: post("{}", { "Content-Length": String(MAX_BODY_BYTES + 1) }),
      status: 413,
      code: "payload_too_large",
    },
    {
      name: "an actual body over 64 KB",
      request: post(JSON.stringify({ name: "x".repeat(MAX_BODY_BYTES) })),
      status: 413,
      code: "payload_too_large",
    },
    { name: "malformed JSON", request: post("{name:"), status: 400, code: "validation_failed" },
    { name: "an empty body", request: post(""), status: 400, code: "validation_failed" },
    {
      name: "an unknown field",
      request: post('{"name":"A","admin":true}'),
      status: 400,
      code: "validation_failed",
    },
    { name: "a wrong type", request: post('{"name":5}'), status: 400, code: "validation_failed" },
    {
      name: "an over-long string",
      request: post(JSON.stringify({ name: "x".repeat(21) })),
      status: 400,
      code: "validation_failed",
    },
  ])("rejects $name with $status", async ({ request, status, code }) => {
    expect(await rejection(request)).toMatchObject({ status, code });
  });

  it("names the invalid field in the issues", async () => {
    const { issues } = await rejection(post('{"name":""}'));
    expect(issues?.map((issue) => issue.path)).toEqual([["name"]]);
    expect(issues?.[0]?.message).toMatch(/>=1 characters/);
  });
});

describe("responses", () => {
  it("sends JSON with no-store by default and keeps a caller's cache policy", () => {
    expect(json({ a: 1 }).headers.get("Cache-Control")).toBe("no-store");
    expect(
      json({ a: 1 }, { headers: { "Cache-Control": "public, max-age=60" } }).headers.get("Cache-Control"),
    ).toBe("public, max-age=60");
  });

  it("shapes errors as { error: { code, message } }", async () => {
    const response = errorResponse(404, "not_found", "Event not found");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "Event not found" } });
  });

  it("turns an unexpected exception into a 500 that leaks nothing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = toErrorResponse(new Error("ECONNREFUSED 10.0.0.5:443 secret-token"));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/ECONNREFUSED|secret-token/);
    expect(JSON.parse(text)).toMatchObject({ error: { code: "internal" } });
    expect(logged).toHaveBeenCalledOnce();
  });

  const noContentEndpoint = anyone(() => new Response(null, { status: 204 }));

  it.each<{ method: string; headers: Record<string, string> }>([
    { method: "DELETE", headers: { Origin: "https://evil.example" } },
    { method: "POST", headers: { Origin: "https://evil.example" } },
    { method: "PUT", headers: { Origin: "null" } },
    { method: "DELETE", headers: { "Sec-Fetch-Site": "cross-site" } },
  ])("route() refuses a cross-site $method even without a body", async ({ method, headers }) => {
    const handler = route({ DELETE: noContentEndpoint, POST: noContentEndpoint, PUT: noContentEndpoint });
    const request = new Request("https://team.example.org/api/players/p1", { method, headers });
    const response = await handler(request, fakeContext());
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "forbidden" } });
  });

  it("route() lets a same-site write and any read through", async () => {
    const handler = route({ GET: noContentEndpoint, DELETE: noContentEndpoint });
    const site = "https://team.example.org/api/players/p1";
    const sameSite = new Request(site, { method: "DELETE", headers: { Origin: "https://team.example.org" } });
    expect((await handler(sameSite, fakeContext())).status).toBe(204);
    const read = new Request(site, { headers: { Origin: "https://evil.example" } });
    expect((await handler(read, fakeContext())).status).toBe(204);
  });

  it("route() answers HEAD with the GET endpoint and other methods with 405 and Allow", async () => {
    const handler = route({ GET: noContentEndpoint, POST: noContentEndpoint });
    const site = "https://team.example.org/api/things";
    expect((await handler(new Request(site, { method: "HEAD" }), fakeContext())).status).toBe(204);
    const response = await handler(new Request(site, { method: "PATCH" }), fakeContext());
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, POST, HEAD");
  });

  it("route() answers a coach endpoint with 401 before running it when there is no session", async () => {
    const run = vi.fn(() => new Response(null, { status: 204 }));
    const handler = route({ GET: coachOnly(run) });
    const response = await handler(new Request("https://team.example.org/api/things"), fakeContext());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "unauthorized" } });
    expect(run).not.toHaveBeenCalled();
  });

  it("route() maps a thrown AppError to its status", async () => {
    const handler = route({
      GET: anyone(() => {
        throw new AppError("conflict", 409, english("Already covered by Sam"));
      }),
    });
    const response = await handler(new Request("https://team.example.org/x"), fakeContext());
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "conflict", message: "Already covered by Sam" } });
  });
});

describe("ifMatchRevision", () => {
  const withIfMatch = (value?: string) =>
    new Request(
      "https://team.example.org/api/posts/p1",
      value === undefined ? {} : { headers: { "If-Match": value } },
    );

  it.each([
    { header: undefined, expected: null },
    { header: "*", expected: null },
    { header: '"3"', expected: 3 },
    { header: 'W/"12"', expected: 12 },
  ])("reads $header as $expected", ({ header, expected }) => {
    expect(ifMatchRevision(withIfMatch(header))).toBe(expected);
  });

  it.each(["3", '"three"', '"1", "2"'])("refuses %s with 400", (header) => {
    expect(() => ifMatchRevision(withIfMatch(header))).toThrow(AppError);
  });
});
