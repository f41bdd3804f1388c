/**
 * The checks of the security headers (docs/api.md) shared by the specs that ask for
 * answers: the one that sweeps every page and route on the warm functions, and the one that runs
 * through Netlify's per-request runtime.
 */
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { describeGrade, effectiveSources, gradeAnswer, parseCsp } from "../support/observatory";

/** Where the site is deployed: Netlify serves it over https and redirects plain http there. */
const DEPLOYED = "https://hayslightning.org";
export const OBSERVATORY_ORIGIN = "https://http-observatory.security.mozilla.org";

/** The `<script>` elements of a page, as the Observatory's SRI test reads them. */
export function scriptsOf(html: string): { src: string | null; integrity: string | null }[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes = ""]) => ({
    src: /\ssrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? null,
    integrity: /\sintegrity=["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? null,
  }));
}

/** The headers every answer carries, page or function. */
export function expectBaselineHeaders(headers: Record<string, string>, what: string): void {
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
export function expectSecureHeaders(headers: Record<string, string>, what: string): void {
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

export function expectGradeAPlus(
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

export const STATUS_CODES: Record<number, string> = {
  400: "validation_failed",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  415: "unsupported_media_type",
};

export async function send(
  request: APIRequestContext,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<APIResponse> {
  return request.fetch(url, {
    method,
    headers,
    ...(body === undefined ? {} : { data: body }),
    failOnStatusCode: false,
    maxRedirects: 0,
  });
}

/** Checks one function answer: the headers, and for an error the one error shape that says nothing more. */
export async function expectFunctionAnswer(
  response: APIResponse,
  what: string,
  status: number,
): Promise<void> {
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
