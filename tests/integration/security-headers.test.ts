/**
 * Every function answers every method, with or without the coach's session, with the security
 * headers of docs/api.md: Netlify adds netlify.toml's headers to static files only, so a
 * function that forgot them would send none. The static headers and the functions' agree, and the
 * session cookie over https earns the Observatory's cookie bonus.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiErrorSchema } from "../../src/lib/schemas/http";
import { SECURITY_HEADERS } from "../../src/lib/server/http";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../../src/lib/server/local-defaults";
import { fn, FUNCTIONS, send, signInAsCoach, type FunctionModule } from "../support/api";
import { call, fakeContext } from "../support/call";
import { SEASON_DAY, useEnv } from "../support/env";
import { gradeAnswer } from "../support/observatory";

let restoreEnv: () => void;
let coach = "";
beforeAll(async () => {
  restoreEnv = useEnv({ APP_ENV: "test", APP_NOW: SEASON_DAY });
  coach = await signInAsCoach("198.51.100.71");
});
afterAll(() => {
  restoreEnv();
});

/** The `[headers.values]` of netlify.toml's `for = "/*"` rule, e.g. `{ "X-Frame-Options": "DENY" }`. */
function staticHeaders(): Record<string, string> {
  const toml = readFileSync(new URL("../../netlify.toml", import.meta.url), "utf8");
  const rule = /for = "\/\*"\s*\n\s*\[headers\.values\]\n([\s\S]*?)(?:\n\s*\n|\n\[|$)/.exec(toml)?.[1] ?? "";
  return Object.fromEntries(
    [...rule.matchAll(/^\s*([\w-]+)\s*=\s*"([^"]*)"\s*$/gm)].map(([, name = "", value = ""]) => [
      name,
      value,
    ]),
  );
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const;

/** The function's first path with every parameter filled in, and those parameters. */
function address(module: FunctionModule): { url: string; params: Record<string, string> } {
  const path = [module.config.path ?? []].flat()[0] ?? "";
  const params = Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name = ""]) => [name, "probe-id"]));
  return { url: path.replace(/:\w+/g, "probe-id"), params };
}

function request(method: (typeof METHODS)[number], cookie: string | undefined): RequestInit {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") {
    return { method, headers: cookie ? { Cookie: cookie } : {} };
  }
  // An invalid body: whatever the route is, nothing is written.
  return { ...send("POST", { unexpected: true }, cookie), method };
}

describe("static files and functions", () => {
  it("send the same headers, apart from the CSP (each page has its own, with its script hashes)", () => {
    const functionHeaders: Record<string, string> = { ...SECURITY_HEADERS };
    delete functionHeaders["Content-Security-Policy"];
    expect(staticHeaders()).toEqual(functionHeaders);
  });
});

describe.each(FUNCTIONS)("$name", (module) => {
  it.each(
    METHODS.flatMap((method) => [
      { method, session: false },
      { method, session: true },
    ]),
  )("answers $method (session: $session) with every security header", async ({ method, session }) => {
    const { url, params } = address(module);
    const { status, headers, body } = await call(
      module.handler,
      url,
      request(method, session ? coach : undefined),
      {
        params,
        ip: "198.51.100.72",
      },
    );
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), name).toBe(value);
    expect(headers.get("Access-Control-Allow-Origin")).toBeNull();
    // The only 5xx a healthy store allows: a GroupMe route on a server without a GroupMe token.
    if (status === 503) expect(module.name).toMatch(/^groupme-/);
    else expect(status).toBeLessThan(500);
    if (status >= 400 && method !== "HEAD")
      expect(ApiErrorSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
  });
});

describe("the session cookie over https", () => {
  it("is Secure, HttpOnly, SameSite=Strict and __Host-, which the Observatory rewards", async () => {
    const response = await fn("auth-login")(
      new Request("https://hayslightning.org/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://hayslightning.org" },
        body: JSON.stringify({ email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD }),
      }),
      fakeContext({}, "198.51.100.73"),
    );
    expect(response.status).toBe(200);
    const setCookies = response.headers.getSetCookie();
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(
      /^__Host-team_session=[^;]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    );
    const graded = gradeAnswer({
      url: "https://hayslightning.org/api/auth/login",
      headers: Object.fromEntries(response.headers),
      setCookies,
    });
    expect(graded.tests.cookies.result).toBe("cookies-secure-with-httponly-sessions-and-samesite");
    expect(graded).toMatchObject({ grade: "A+", score: 135 });
  });
});
