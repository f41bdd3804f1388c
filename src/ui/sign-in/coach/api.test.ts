import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionSchema } from "../../../lib/schemas/auth";
import { fetchSession, logIn, logOut } from "./api";

afterEach(() => {
  vi.unstubAllGlobals();
});

const reply = (body: unknown) => {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  return calls;
};

const signedIn = {
  authenticated: true,
  user: { email: "coach@example.com", name: "Coach Rivera" },
  expiresAt: "2025-09-16T05:00:00.000Z",
  idleExpiresAt: "2025-09-15T19:00:00.000Z",
};
const signedOut = { authenticated: false, user: null, expiresAt: null, idleExpiresAt: null };

describe("the session answer", () => {
  it.each([signedIn, signedOut])("reads what the schema accepts: %j", async (body) => {
    expect(SessionSchema.safeParse(body).success).toBe(true);
    reply(body);
    await expect(fetchSession()).resolves.toEqual(body);
  });

  it.each([
    { case: "no authenticated flag", body: { user: null, expiresAt: null } },
    { case: "a string flag", body: { ...signedOut, authenticated: "yes" } },
    { case: "a user without a name", body: { ...signedIn, user: { email: "coach@example.com" } } },
    { case: "a user that is a string", body: { ...signedIn, user: "coach" } },
    { case: "a numeric expiry", body: { ...signedIn, expiresAt: 12 } },
    { case: "no idle end", body: { authenticated: false, user: null, expiresAt: null } },
    { case: "a numeric idle end", body: { ...signedIn, idleExpiresAt: 7200 } },
    { case: "a list", body: [signedIn] },
    { case: "null", body: null },
  ])("refuses $case, as the schema does", async ({ body }) => {
    expect(SessionSchema.safeParse(body).success).toBe(false);
    reply(body);
    await expect(fetchSession()).rejects.toThrow(/Expected a session/);
  });
});

describe("sign-in and sign-out", () => {
  it("posts the credentials as JSON and reads the session", async () => {
    const calls = reply(signedIn);
    await expect(logIn({ email: "coach@example.com", password: "pw" })).resolves.toEqual(signedIn);
    expect(calls[0]?.url).toBe("/api/auth/login");
    expect(calls[0]?.init?.method).toBe("POST");
    expect(calls[0]?.init?.body).toBe(JSON.stringify({ email: "coach@example.com", password: "pw" }));
  });

  it("logs out with no body", async () => {
    const calls = reply(signedOut);
    await expect(logOut()).resolves.toEqual(signedOut);
    expect(calls[0]?.url).toBe("/api/auth/logout");
    expect(calls[0]?.init?.body).toBeNull();
  });
});
