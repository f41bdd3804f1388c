import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { ApiRequestError, sendJson } from "./api-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failureOf(response: Response): Promise<ApiRequestError> {
  vi.stubGlobal("fetch", () => Promise.resolve(response));
  const error: unknown = await sendJson("POST", "/api/auth/login", {}, z.unknown()).catch((e: unknown) => e);
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

  it("keeps the spec's message shape", async () => {
    const body = errorBody("unauthorized", "Invalid email or password");
    const error = await failureOf(new Response(body, { status: 401 }));
    expect(error.message).toBe(`401: ${body}`);
    expect(error.retryAfterSeconds).toBeNull();
  });
});
