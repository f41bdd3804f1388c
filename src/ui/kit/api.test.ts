import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { ApiRequestError, callApi, getJson, recordOf, recordsOf } from "./api";
import { nowMillis, syncClock } from "../../lib/clock";

afterEach(() => {
  vi.unstubAllGlobals();
  syncClock(new Date().toISOString());
});

async function failureOf(response: Response): Promise<ApiRequestError> {
  vi.stubGlobal("fetch", () => Promise.resolve(response));
  const error: unknown = await callApi("POST", "/api/auth/login", z.unknown(), { body: {} }).catch(
    (e: unknown) => e,
  );
  if (!(error instanceof ApiRequestError)) throw new Error("expected an ApiRequestError");
  return error;
}

const errorBody = (code: string, message: string) => JSON.stringify({ error: { code, message } });

describe("ApiRequestError.retryAfterSeconds", () => {
  it.each<{ headers: Record<string, string>; expected: number | null }>([
    { headers: { "Retry-After": "840" }, expected: 840 },
    { headers: {}, expected: null },
    { headers: { "Retry-After": "soon" }, expected: null },
  ])("Retry-After $headers → $expected", async ({ headers, expected }) => {
    const error = await failureOf(
      new Response(errorBody("rate_limited", "Too many sign-in attempts"), { status: 429, headers }),
    );
    expect(error.status).toBe(429);
    expect(error.code).toBe("rate_limited");
    expect(error.userMessage).toBe("Too many sign-in attempts");
    expect(error.retryAfterSeconds).toBe(expected);
  });

  it('keeps the "<status>: <body>" message shape', async () => {
    const body = errorBody("unauthorized", "Invalid email or password");
    const error = await failureOf(new Response(body, { status: 401 }));
    expect(error.message).toBe(`401: ${body}`);
    expect(error.retryAfterSeconds).toBeNull();
  });
});

describe("the parents' answers", () => {
  const answer =
    (body: unknown, status = 200) =>
    () =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { "X-App-Now": "2025-09-15T17:00:00.000Z" } }),
      );

  it.each([
    { case: "a list of records", body: [{ id: "game-2025-09-20", title: "Lightning vs Buda" }], ok: true },
    { case: "an empty list", body: [], ok: true },
    { case: "an object", body: { error: { code: "internal", message: "Oops" } }, ok: false },
    { case: "a record without an id", body: [{ title: "Lightning vs Buda" }], ok: false },
    { case: "a number id", body: [{ id: 7 }], ok: false },
    { case: "null in the list", body: [null], ok: false },
    { case: "a string", body: "<html>", ok: false },
  ])("$case → $ok", async ({ body, ok }) => {
    vi.stubGlobal("fetch", answer(body));
    const read = getJson("/api/events", recordsOf<{ id: string }>());
    if (ok) await expect(read).resolves.toEqual(body);
    // A plain Error, not a TypeError, which the islands would call being offline.
    else
      await expect(read).rejects.toSatisfy(
        (error) => error instanceof Error && !(error instanceof TypeError),
      );
  });

  it("reads one record", async () => {
    vi.stubGlobal("fetch", answer({ id: "abc", createdAt: "2025-09-15T17:00:00.000Z" }));
    await expect(getJson("/api/contact", recordOf<{ id: string }>())).resolves.toMatchObject({ id: "abc" });
    vi.stubGlobal("fetch", answer([{ id: "abc" }]));
    await expect(getJson("/api/contact", recordOf<{ id: string }>())).rejects.toThrow(/Expected a record/);
  });

  it("keeps the server's clock from any answer", async () => {
    vi.stubGlobal("fetch", answer([]));
    await getJson("/api/events", recordsOf());
    expect(Math.abs(nowMillis() - Date.parse("2025-09-15T17:00:00.000Z"))).toBeLessThan(1000);
  });
});

describe("error bodies", () => {
  it.each([
    {
      body: JSON.stringify({ error: { code: "conflict", message: "Taken by Ana" } }),
      code: "conflict",
      user: "Taken by Ana",
    },
    { body: JSON.stringify({ error: { code: "conflict" } }), code: null, user: null },
    { body: JSON.stringify({ message: "nope" }), code: null, user: null },
    { body: "Bad Gateway", code: null, user: null },
  ])("$body", async ({ body, code, user }) => {
    const error = await failureOf(new Response(body, { status: 409 }));
    expect(error.code).toBe(code);
    expect(error.userMessage).toBe(user);
    expect(error.message).toBe(`409: ${body}`);
  });
});

describe("ApiRequestError.issues", () => {
  it.each([
    {
      case: "a 400's field problems, as sent",
      body: {
        error: {
          code: "validation_failed",
          message: "Invalid",
          issues: [{ path: ["title"], message: "No" }],
        },
      },
      issues: [{ path: ["title"], message: "No" }],
    },
    { case: "none sent", body: { error: { code: "conflict", message: "Taken" } }, issues: undefined },
    {
      case: "not the error shape",
      body: { issues: [{ path: ["title"], message: "No" }] },
      issues: undefined,
    },
  ])("$case", async ({ body, issues }) => {
    const error = await failureOf(new Response(JSON.stringify(body), { status: 400 }));
    expect(error.issues).toEqual(issues);
  });
});

describe("the page's language on every call", () => {
  /** The `Accept-Language` a call sends from a page whose `<html lang>` is `lang` (none: no page). */
  async function sentLanguage(lang: string | null): Promise<string | null> {
    if (lang !== null) vi.stubGlobal("document", { documentElement: { lang } });
    let sent: string | null = null;
    vi.stubGlobal("fetch", (_path: string, init: RequestInit) => {
      sent = new Headers(init.headers).get("Accept-Language");
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    await callApi("DELETE", "/api/snack-signup", { parse: () => undefined });
    return sent;
  }

  it.each([
    { page: "es", sent: "es" },
    { page: "en", sent: "en" },
    { page: "", sent: "en" },
    { page: null, sent: "en" },
  ])("a page with lang=$page sends $sent", async ({ page, sent }) => {
    expect(await sentLanguage(page)).toBe(sent);
  });
});
