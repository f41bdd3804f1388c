/**
 * The security headers of DESIGN.md section 4 on every answer the site gives, through the local
 * runtime that serves the build as Netlify does (static files with netlify.toml and the adapter's
 * headers; functions setting their own): every page in dist/ and the 404, the static files, and
 * every route of docs/api.md with each method it serves, with and without the coach's session,
 * including its error answers. Every page also grades A+ on the MDN HTTP Observatory's scoring
 * (tests/support/observatory.ts), graded as the deployed https site would be.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../../src/lib/server/local-defaults";
import { describeGrade, effectiveSources, gradeAnswer, parseCsp } from "../support/observatory";
import { API_DOC, routeTable } from "../support/route-table";
import { SITE_PAGES } from "./fixtures";

/** Where the site is deployed: Netlify serves it over https and redirects plain http there. */
const DEPLOYED = "https://hayslightning.org";
const OBSERVATORY_ORIGIN = "https://http-observatory.security.mozilla.org";
const OTHER_SITE = "https://evil.example";
/** An address of this file's own, so rate limits never couple it to another test. */
const CLIENT = { "X-Forwarded-For": "198.51.100.61" };

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

/** The `<script>` elements of a page, as the Observatory's SRI test reads them. */
function scriptsOf(html: string): { src: string | null; integrity: string | null }[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes = ""]) => ({
    src: /\ssrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? null,
    integrity: /\sintegrity=["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? null,
  }));
}

/** The headers every answer carries, page or function. */
function expectBaselineHeaders(headers: Record<string, string>, what: string): void {
  const hsts = /max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "");
  expect(Number(hsts?.[1] ?? 0), `${what}: HSTS of at least a year`).toBeGreaterThanOrEqual(31_536_000);
  expect(headers["x-content-type-options"], `${what}: nosniff`).toBe("nosniff");
  expect(headers["referrer-policy"], `${what}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  for (const feature of ["camera", "microphone", "geolocation"]) {
    expect(headers["permissions-policy"], `${what}: Permissions-Policy`).toContain(`${feature}=()`);
  }
  expect(headers["cross-origin-resource-policy"], `${what}: Cross-Origin-Resource-Policy`).toBe(
    "same-origin",
  );
  expect(headers["access-control-allow-origin"], `${what}: no CORS`).toBeUndefined();
}

/** Baseline plus a strict CSP that forbids framing. */
function expectSecureHeaders(headers: Record<string, string>, what: string): void {
  expectBaselineHeaders(headers, what);
  const policy = headers["content-security-policy"] ?? "";
  const csp = parseCsp(policy);
  const script = effectiveSources(csp, "script-src");
  expect(script.has("'unsafe-inline'"), `${what}: script-src ${policy}`).toBe(false);
  expect(script.has("'unsafe-eval'"), `${what}: script-src ${policy}`).toBe(false);
  expect([...script].some((source) => ["*", "http:", "https:", "data:"].includes(source))).toBe(false);
  expect([...effectiveSources(csp, "object-src")], `${what}: object-src`).toEqual(["'none'"]);
  expect(["'self'", "'none'"], `${what}: default-src`).toContain(
    [...(csp.get("default-src") ?? [])].join(" "),
  );
  expect(["'self'", "'none'"], `${what}: base-uri`).toContain([...(csp.get("base-uri") ?? [])].join(" "));
  expect([...(csp.get("frame-ancestors") ?? [])], `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(headers["x-frame-options"], `${what}: X-Frame-Options`).toBe("DENY");
}

function expectGradeAPlus(
  path: string,
  response: APIResponse,
  extra: { scripts?: ReturnType<typeof scriptsOf>; setCookies?: string[] } = {},
): void {
  const url = new URL(path, DEPLOYED);
  const graded = gradeAnswer({
    url: url.href,
    headers: response.headers(),
    httpRedirects: [`http://${url.host}${url.pathname}`, url.href],
    corsOrigin: OBSERVATORY_ORIGIN,
    ...extra,
  });
  expect(graded.grade, `${path}: ${describeGrade(graded)}`).toBe("A+");
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

const STATUS_CODES: Record<number, string> = {
  400: "validation_failed",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  415: "unsupported_media_type",
};

const INVALID_BODY = JSON.stringify({ unexpected: true });

async function send(
  request: APIRequestContext,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<APIResponse> {
  return request.fetch(url, {
    method,
    headers: { ...CLIENT, ...headers },
    ...(body === undefined ? {} : { data: body }),
    failOnStatusCode: false,
    maxRedirects: 0,
  });
}

/** Checks one function answer: the headers, and for an error the one error shape that says nothing more. */
async function expectFunctionAnswer(response: APIResponse, what: string, status: number): Promise<void> {
  const method = what.split(" ")[0];
  expect(response.status(), what).toBe(status);
  expectSecureHeaders(response.headers(), what);
  expect(parseCsp(response.headers()["content-security-policy"] ?? "").get("default-src")).toEqual(
    new Set(["'none'"]),
  );
  expectGradeAPlus(new URL(response.url()).pathname, response, {
    setCookies: response
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === "set-cookie")
      .map(({ value }) => value),
  });
  if (status >= 400 && method !== "HEAD") {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    expect(body.error?.code, what).toBe(STATUS_CODES[status]);
    expect(body.error?.message, what).toMatch(/^[^\n]{1,300}$/);
    expect(JSON.stringify(body), what).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:/);
  }
}

test.describe("every route of docs/api.md", () => {
  // ~150 calls, each a fresh worker thread in the local runtime.
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
      const expected = route.who === "coach" ? 401 : write ? 400 : 200;
      await expectFunctionAnswer(response, what, expected);
    }
  });

  test("answers the coach: 200 for reads, 400 or 404 for invalid writes, all with the headers and no-store", async ({
    request,
  }) => {
    const login = await send(
      request,
      "POST",
      "/api/auth/login",
      { "Content-Type": "application/json" },
      JSON.stringify({ email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD }),
    );
    await expectFunctionAnswer(login, "POST /api/auth/login", 200);
    const setCookie = login.headers()["set-cookie"] ?? "";
    // Over plain http (this runtime) the cookie cannot be Secure; over https it is (auth.test.ts).
    expect(setCookie).toMatch(/^team_session=[^;]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    const cookie = { Cookie: setCookie.split(";")[0] ?? "" };

    for (const route of ROUTES.filter((candidate) => candidate.path !== "/api/auth/logout")) {
      const what = `${route.method} ${route.url} as the coach`;
      if (route.method === "GET") {
        const response = await send(request, "GET", route.url, cookie);
        await expectFunctionAnswer(response, what, 200);
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
      // An unknown id may be refused before or after the body is read.
      const expected = route.path.includes(":") && response.status() === 404 ? 404 : 400;
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
      await expectFunctionAnswer(text, `${route.method} ${route.url} with text`, 415);
    }
    for (const path of new Set(ROUTES.map((route) => route.url))) {
      const response = await send(request, "PATCH", path, {});
      await expectFunctionAnswer(response, `PATCH ${path}`, 405);
      const served = ROUTES.filter((route) => route.url === path).map((route) => route.method);
      expect(response.headers().allow?.split(", ").sort(), path).toEqual(
        [...served, ...(served.includes("GET") ? ["HEAD"] : [])].sort(),
      );
    }
  });

  test("answers HEAD like GET, headers included", async ({ request }) => {
    for (const route of ROUTES.filter(
      (candidate) => candidate.method === "GET" && candidate.who === "anyone",
    )) {
      const response = await send(request, "HEAD", route.url, {});
      await expectFunctionAnswer(response, `HEAD ${route.url}`, 200);
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
