import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const COACH = { email: "coach@example.com", name: "Coach Alex Rivera" };
const SIGNED_IN = {
  authenticated: true,
  user: COACH,
  expiresAt: "2025-09-16T05:00:00.000Z",
  idleExpiresAt: "2025-09-15T19:00:00.000Z",
};
const SIGNED_OUT = { authenticated: false, user: null, expiresAt: null, idleExpiresAt: null };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const error = (status: number, code: string) => json({ error: { code, message: code } }, status);

let storage: Map<string, string>;
let assign: ReturnType<typeof vi.fn>;
let answers: Record<string, () => Response>;

beforeEach(() => {
  vi.resetModules();
  storage = new Map();
  assign = vi.fn();
  answers = {};
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
    location: { assign },
  });
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? "GET"} ${url}`];
    return answer ? Promise.resolve(answer()) : Promise.reject(new TypeError("Failed to fetch"));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const load = () => import("./session");
const flags = () => [storage.get("isAdmin") ?? null, storage.get("adminUser") ?? null];
const setStaleFlags = () => {
  storage.set("isAdmin", "true");
  storage.set("adminUser", JSON.stringify(COACH));
};

describe("checkSession: the flags follow the server", () => {
  it.each([
    {
      name: "a session sets them",
      answer: () => json(SIGNED_IN),
      status: "signed-in",
      expected: ["true", JSON.stringify(COACH)],
    },
    {
      name: "no session clears stale ones",
      answer: () => json(SIGNED_OUT),
      status: "signed-out",
      expected: [null, null],
    },
  ])("$name", async ({ answer, status, expected }) => {
    setStaleFlags();
    answers["GET /api/auth/session"] = answer;
    const { $session, checkSession } = await load();
    await checkSession();
    expect($session.get().status).toBe(status);
    expect(flags()).toEqual(expected);
  });

  it("offline: an error to retry, the flags as they were", async () => {
    setStaleFlags();
    const { $session, checkSession } = await load();
    await checkSession();
    expect($session.get()).toEqual({
      status: "error",
      problem: "offline",
    });
    expect(flags()[0]).toBe("true");
  });
});

describe("signIn", () => {
  it("sets the flags once the server started the session", async () => {
    answers["POST /api/auth/login"] = () => json(SIGNED_IN);
    const { signIn, $session } = await load();
    await expect(signIn("coach@example.com", "secret")).resolves.toEqual(COACH);
    expect(flags()).toEqual(["true", JSON.stringify(COACH)]);
    expect($session.get().status).toBe("signed-in");
  });

  it.each([
    { code: undefined, sent: { email: "coach@example.com", password: "secret" } },
    { code: "", sent: { email: "coach@example.com", password: "secret", code: "" } },
    { code: "287082", sent: { email: "coach@example.com", password: "secret", code: "287082" } },
  ])("sends the authenticator's code $code as given", async ({ code, sent }) => {
    const bodies: unknown[] = [];
    vi.stubGlobal("fetch", (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(init?.body as string));
      return Promise.resolve(json(SIGNED_IN));
    });
    const { signIn } = await load();
    await signIn("coach@example.com", "secret", code);
    expect(bodies).toEqual([sent]);
  });

  it.each([
    { status: 401, code: "unauthorized" },
    { status: 429, code: "rate_limited" },
  ])("a refusal ($status) sets nothing and sends nobody anywhere", async ({ status, code }) => {
    answers["POST /api/auth/login"] = () => error(status, code);
    const { signIn } = await load();
    await expect(signIn("coach@example.com", "nope")).rejects.toMatchObject({ status });
    expect(flags()).toEqual([null, null]);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("signOut", () => {
  it.each([
    { name: "ends the session", answer: () => json(SIGNED_OUT) },
    { name: "treats 401 as already logged out", answer: () => error(401, "unauthorized") },
  ])("$name: clears the flags and goes home", async ({ answer }) => {
    setStaleFlags();
    answers["POST /api/auth/logout"] = answer;
    const { signOut } = await load();
    await signOut();
    expect(flags()).toEqual([null, null]);
    expect(assign).toHaveBeenCalledExactlyOnceWith("/");
  });

  it("keeps everything when the server could not be reached", async () => {
    setStaleFlags();
    const { signOut } = await load();
    await expect(signOut()).rejects.toBeInstanceOf(TypeError);
    expect(flags()[0]).toBe("true");
    expect(assign).not.toHaveBeenCalled();
  });

  it("a coach call cut off by the logout does not count as an ended session", async () => {
    answers["POST /api/auth/logout"] = () => json(SIGNED_OUT);
    answers["GET /api/posts/all"] = () => error(401, "unauthorized");
    const { signOut } = await load();
    const { fetchAllPosts } = await import("../../posts/coach/api");
    await signOut();
    await expect(fetchAllPosts()).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledExactlyOnceWith("/");
  });
});

describe("a 401 from any coach call", () => {
  it("clears the flags and sends the coach to log in again, once", async () => {
    setStaleFlags();
    answers["GET /api/posts/all"] = () => error(401, "unauthorized");
    answers["GET /api/contact"] = () => error(401, "unauthorized");
    const { $session, EXPIRED_LOGIN_PATH } = await load();
    const { fetchAllPosts } = await import("../../posts/coach/api");
    const { fetchContactMessages } = await import("../../contact/coach/api");
    await Promise.allSettled([fetchAllPosts(), fetchContactMessages()]);
    expect(flags()).toEqual([null, null]);
    expect($session.get().status).toBe("signed-out");
    expect(EXPIRED_LOGIN_PATH).toBe("/admin-login?expired=1");
    expect(assign).toHaveBeenCalledExactlyOnceWith(EXPIRED_LOGIN_PATH);
  });
});

describe("a 401 on a page that holds typed text", () => {
  it.each([
    { keeps: true, url: [], flags: ["true", JSON.stringify(COACH)], status: "signed-in" },
    { keeps: false, url: ["/admin-login?expired=1"], flags: [null, null], status: "signed-out" },
  ])("keeps the page: $keeps", async ({ keeps, url, flags: expected, status }) => {
    answers["GET /api/auth/session"] = () => json(SIGNED_IN);
    answers["GET /api/posts/all"] = () => error(401, "unauthorized");
    const { $session, checkSession, keepPageOnSessionEnd } = await load();
    await checkSession();
    const keep = vi.fn(() => keeps);
    const stop = keepPageOnSessionEnd(keep);
    const { fetchAllPosts } = await import("../../posts/coach/api");
    await expect(fetchAllPosts()).rejects.toMatchObject({ status: 401 });
    expect(keep).toHaveBeenCalledOnce();
    expect(assign.mock.calls.map(([to]) => to as string)).toEqual(url);
    expect(flags()).toEqual(expected);
    expect($session.get().status).toBe(status);
    stop();
  });

  it("asks again at the next 401, and once the page stops keeping, goes to the login page", async () => {
    answers["GET /api/posts/all"] = () => error(401, "unauthorized");
    const { keepPageOnSessionEnd } = await load();
    const stop = keepPageOnSessionEnd(() => true);
    const { fetchAllPosts } = await import("../../posts/coach/api");
    await fetchAllPosts().catch(() => undefined);
    await fetchAllPosts().catch(() => undefined);
    expect(assign).not.toHaveBeenCalled();
    stop();
    await fetchAllPosts().catch(() => undefined);
    expect(assign).toHaveBeenCalledExactlyOnceWith("/admin-login?expired=1");
  });
});

describe("noteSessionTimes: the heartbeat's answer", () => {
  const LATER = { ...SIGNED_IN, idleExpiresAt: "2025-09-15T21:00:00.000Z" };

  it("moves the end of a session the page holds, and nothing else", async () => {
    answers["GET /api/auth/session"] = () => json(SIGNED_IN);
    const { $session, checkSession, noteSessionTimes } = await load();
    await checkSession();
    storage.clear();
    noteSessionTimes(LATER);
    expect($session.get()).toEqual({
      status: "signed-in",
      user: COACH,
      expiresAt: SIGNED_IN.expiresAt,
      idleExpiresAt: LATER.idleExpiresAt,
    });
    // The flags are the session check's and the sign-in's, not the heartbeat's.
    expect(flags()).toEqual([null, null]);
  });

  it.each([
    { name: "a page signed out", check: () => json(SIGNED_OUT), status: "signed-out" },
    { name: "a page whose check failed", check: undefined, status: "error" },
  ])("signs nobody in on $name", async ({ check, status }) => {
    if (check) answers["GET /api/auth/session"] = check;
    const { $session, checkSession, noteSessionTimes } = await load();
    await checkSession();
    noteSessionTimes(LATER);
    expect($session.get().status).toBe(status);
  });
});
