/**
 * The security headers of docs/api.md on every answer the site gives, from the preview that serves
 * the build as Netlify does (static files with netlify.toml and the adapter's headers; functions,
 * warm in its process, setting their own; runtime.api.spec.ts checks that Netlify's per-request
 * runtime passes a function's headers on as they are): every page in dist/ and the 404, the static
 * files, and every route of docs/api.md with each method it serves, with and without the coach's
 * session, including its error answers. Every page also grades A+ on the MDN HTTP Observatory's scoring
 * (tests/support/observatory.ts), graded as the deployed https site would be.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../../src/lib/server/local-defaults";
import { SECURITY_HEADERS } from "../../src/lib/server/security-headers";
import { gradeAnswer, parseCsp } from "../support/observatory";
import { API_DOC, routeTable } from "../support/route-table";
import { SITE_PAGES } from "./fixtures";
import {
  expectBaselineHeaders,
  expectFunctionAnswer,
  expectGradeAPlus,
  expectSecureHeaders,
  OBSERVATORY_ORIGIN,
  scriptsOf,
  send as sendFrom,
} from "./security-headers";

const OTHER_SITE = "https://evil.example";
/** The pages the brief of the site promises; dist/ may hold more, and each is checked. */
const KNOWN_PAGES = SITE_PAGES;

/** Every page the build wrote, e.g. `["/", "/admin", …]`, from `dist/**‍/index.html`. */
function builtPages(directory = "dist", prefix = ""): string[] {
  const pages: string[] = [];
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (name === "index.html") pages.push(prefix === "" ? "/" : prefix);
    else if (statSync(path).isDirectory() && name !== "_astro")
      pages.push(...builtPages(path, `${prefix}/${name}`));
  }
  return pages.sort();
}

test.describe("pages", () => {
  const pages = builtPages();

  test("the build holds every page of the site", () => {
    expect(pages).toEqual(expect.arrayContaining(KNOWN_PAGES));
  });

  for (const path of [...pages, "/no-such-page"]) {
    test(`${path} carries the security headers and grades A+`, async ({ request }) => {
      const response = await request.get(path, { headers: { Origin: OBSERVATORY_ORIGIN } });
      expect(response.status()).toBe(path === "/no-such-page" ? 404 : 200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      expectSecureHeaders(response.headers(), path);
      // The map on the home page is the one frame any page may show.
      const csp = parseCsp(response.headers()["content-security-policy"] ?? "");
      expect([...(csp.get("frame-src") ?? [])]).toEqual(["https://www.openstreetmap.org"]);
      const scripts = scriptsOf(await response.text());
      expect(scripts.filter((script) => script.src !== null && /^(https?:)?\/\//.test(script.src))).toEqual(
        [],
      );
      expectGradeAPlus(path, response, { scripts });
    });
  }

  test("a page asked for with a trailing slash has the same headers", async ({ request }) => {
    const plain = await request.get("/schedule");
    const slashed = await request.get("/schedule/");
    expect(slashed.status()).toBe(200);
    expect(slashed.headers()["content-security-policy"]).toBe(plain.headers()["content-security-policy"]);
    expectSecureHeaders(slashed.headers(), "/schedule/");
  });
});

test("a static file and a function answer carry the same security headers, apart from the CSP", async ({
  request,
}) => {
  // Netlify adds netlify.toml's headers to static files only; each function sets its own.
  const names = Object.keys(SECURITY_HEADERS).filter((name) => name !== "Content-Security-Policy");
  const [file, answer] = await Promise.all([request.get("/favicon.svg"), request.get("/api/health")]);
  for (const name of names) {
    expect(file.headers()[name.toLowerCase()], name).toBe(SECURITY_HEADERS[name]);
    expect(answer.headers()[name.toLowerCase()], name).toBe(SECURITY_HEADERS[name]);
  }
});

test("static files carry the headers that are not about documents", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const asset = /["'](\/_astro\/[^"']+\.(?:js|css))["']/.exec(home)?.[1];
  expect(asset, "a built script or style on the home page").toBeDefined();
  for (const path of ["/favicon.svg", "/robots.txt", asset ?? ""]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectBaselineHeaders(response.headers(), path);
    expect(response.headers()["x-frame-options"], path).toBe("DENY");
  }
});

/** One route with a concrete address: `/api/events/:id` → `/api/events/no-such-id`. */
interface Route {
  method: string;
  path: string;
  url: string;
  who: string;
}

const ROUTES: Route[] = routeTable(API_DOC).rows.map((row) => ({
  method: row.method,
  path: row.path,
  url: row.path.replace(/:\w+/g, "no-such-id"),
  who: row.who,
}));

const INVALID_BODY = JSON.stringify({ unexpected: true });

/**
 * The routes of a private link's token: one sign-up's manage token (`/api/snack-signup`) and a
 * family's (`/api/family…`). A request without the token's header opens nothing, which they say
 * (404) before they read a body (docs/api.md#snack-sign-up, docs/api.md#family-answers).
 */
const byToken = (route: Route) =>
  route.path === "/api/snack-signup" || /^\/api\/family(\/|$)/.test(route.path);

/**
 * A read of one record by id (a past season's page or calendar, a family's links for the coach):
 * the made-up id is a 404.
 */
const byId = (route: Route) =>
  byToken(route) || route.path.includes("/seasons/:id") || route.path.startsWith("/api/families/:id");

/** An address of this file's own, so rate limits never couple it to another test. */
const CLIENT = { "X-Forwarded-For": "198.51.100.61" };

const send = (
  request: APIRequestContext,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
) => sendFrom(request, method, url, { ...CLIENT, ...headers }, body);

/** The local coach's sign-in, with `headers` on top of the JSON content type. */
const signIn = (request: APIRequestContext, headers: Record<string, string> = {}) =>
  send(
    request,
    "POST",
    "/api/auth/login",
    { "Content-Type": "application/json", ...headers },
    JSON.stringify({ email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD }),
  );

test.describe("every route of docs/api.md", () => {
  // About 150 calls.
  test.setTimeout(180_000);

  test("covers every function", () => {
    expect(ROUTES.length).toBeGreaterThan(20);
    expect(new Set(ROUTES.map((route) => route.who))).toEqual(new Set(["anyone", "coach"]));
  });

  test("answers without a session: 401 for coach routes, 200 or 400 for public ones, all with the headers", async ({
    request,
  }) => {
    for (const route of ROUTES) {
      const what = `${route.method} ${route.url} without a session`;
      const write = route.method !== "GET";
      const response = await send(
        request,
        route.method,
        route.url,
        write ? { "Content-Type": "application/json" } : {},
        write ? INVALID_BODY : undefined,
      );
      const expected = route.who === "coach" ? 401 : byId(route) ? 404 : write ? 400 : 200;
      await expectFunctionAnswer(response, what, expected);
    }
  });

  test("answers the coach: 200 for reads, 400 or 404 for invalid writes, all with the headers and no-store", async ({
    request,
  }) => {
    const login = await signIn(request);
    await expectFunctionAnswer(login, "POST /api/auth/login", 200);
    const setCookie = login.headers()["set-cookie"] ?? "";
    // Over plain http (this runtime) the cookie cannot be Secure; over https it is (below).
    expect(setCookie).toMatch(/^team_session=[^;]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    const cookie = { Cookie: setCookie.split(";")[0] ?? "" };

    for (const route of ROUTES.filter((candidate) => candidate.path !== "/api/auth/logout")) {
      const what = `${route.method} ${route.url} as the coach`;
      if (route.method === "GET") {
        const response = await send(request, "GET", route.url, cookie);
        await expectFunctionAnswer(response, what, byId(route) ? 404 : 200);
        if (route.who === "coach") expect(response.headers()["cache-control"], what).toBe("no-store");
        continue;
      }
      const response = await send(
        request,
        route.method,
        route.url,
        { ...cookie, "Content-Type": "application/json" },
        INVALID_BODY,
      );
      // An unknown id may be refused before or after the body is read; the manage token's route
      // without its header opens nothing, before the body is read.
      const unknownId = route.path.includes(":") && response.status() === 404;
      const expected = byToken(route) || unknownId ? 404 : 400;
      await expectFunctionAnswer(response, what, expected);
    }

    const logout = await send(request, "POST", "/api/auth/logout", cookie);
    await expectFunctionAnswer(logout, "POST /api/auth/logout", 200);
    expect(logout.headers()["set-cookie"]).toMatch(
      /^team_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    await expectFunctionAnswer(await send(request, "GET", "/api/posts/all", cookie), "after logout", 401);
  });

  test("refuses a write from another site (403), a body that is not JSON (415) and a method no route serves (405)", async ({
    request,
  }) => {
    for (const route of ROUTES.filter((candidate) => candidate.method !== "GET")) {
      const crossSite = await send(
        request,
        route.method,
        route.url,
        { Origin: OTHER_SITE, "Content-Type": "application/json" },
        INVALID_BODY,
      );
      await expectFunctionAnswer(crossSite, `${route.method} ${route.url} from another site`, 403);
    }
    for (const route of ROUTES.filter(
      (candidate) => candidate.who === "anyone" && candidate.method !== "GET",
    )) {
      const text = await send(request, route.method, route.url, { "Content-Type": "text/plain" }, "hello");
      await expectFunctionAnswer(text, `${route.method} ${route.url} with text`, byToken(route) ? 404 : 415);
    }
    for (const path of new Set(ROUTES.map((route) => route.url))) {
      const served = ROUTES.filter((route) => route.url === path).map((route) => route.method);
      for (const method of ["PATCH", "OPTIONS"]) {
        const response = await send(request, method, path, {});
        await expectFunctionAnswer(response, `${method} ${path}`, 405);
        expect(response.headers().allow?.split(", ").sort(), path).toEqual(
          [...served, ...(served.includes("GET") ? ["HEAD"] : [])].sort(),
        );
      }
    }
  });

  test("signs the coach in over https with a Secure __Host- cookie, which the Observatory rewards", async ({
    request,
  }) => {
    // Netlify ends TLS in front of the function and says so in X-Forwarded-Proto.
    const login = await signIn(request, { "X-Forwarded-Proto": "https" });
    expect(login.status()).toBe(200);
    const setCookies = login
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === "set-cookie")
      .map(({ value }) => value);
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(
      /^__Host-team_session=[^;]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    );
    const graded = gradeAnswer({
      url: "https://hayslightning.org/api/auth/login",
      headers: login.headers(),
      setCookies,
    });
    expect(graded.tests.cookies.result).toBe("cookies-secure-with-httponly-sessions-and-samesite");
    expect(graded).toMatchObject({ grade: "A+", score: 135 });
  });

  test("answers HEAD like GET, headers included", async ({ request }) => {
    for (const route of ROUTES.filter(
      (candidate) => candidate.method === "GET" && candidate.who === "anyone",
    )) {
      const response = await send(request, "HEAD", route.url, {});
      await expectFunctionAnswer(response, `HEAD ${route.url}`, byId(route) ? 404 : 200);
    }
  });

  test("answers a public unknown id with 404 and the headers", async ({ request }) => {
    const response = await send(
      request,
      "PUT",
      "/api/events/no-such-id/snack-signup",
      { "Content-Type": "application/json" },
      JSON.stringify({ parentName: "Sam Rivera", parentEmail: "sam@example.com" }),
    );
    await expectFunctionAnswer(response, "PUT snack-signup of an unknown game", 404);
  });
});
