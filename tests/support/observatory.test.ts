/** The Observatory's grading, test by test, from the tables of its scoring page. */
import { describe, expect, it } from "vitest";
import { gradeAnswer, gradeFor, parseCsp, parseSetCookie, type ObservedAnswer } from "./observatory";

const URL_HTTPS = "https://team.example.org/";

/** An answer that earns every bonus: the baseline each row below changes one thing of. */
const STRONG: Readonly<Record<string, string>> = {
  "Content-Security-Policy":
    "default-src 'none'; script-src 'self'; frame-ancestors 'none'; form-action 'self'",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Content-Type": "text/html; charset=utf-8",
};

const answer = (overrides: Partial<ObservedAnswer> = {}): ObservedAnswer => ({
  url: URL_HTTPS,
  headers: STRONG,
  httpRedirects: ["http://team.example.org/", URL_HTTPS],
  ...overrides,
});

/** STRONG with each named header replaced, or removed for null. */
function headersWith(changes: Record<string, string | null>): Record<string, string> {
  const merged = Object.entries({ ...STRONG, ...changes });
  return Object.fromEntries(merged.filter((entry): entry is [string, string] => entry[1] !== null));
}

const withHeader = (name: string, value: string | null) => headersWith({ [name]: value });

describe("gradeFor", () => {
  it.each([
    [145, "A+"],
    [100, "A+"],
    [99, "A"],
    [90, "A"],
    [89, "A-"],
    [85, "A-"],
    [84, "B+"],
    [80, "B+"],
    [79, "B"],
    [70, "B"],
    [69, "B-"],
    [65, "B-"],
    [64, "C+"],
    [60, "C+"],
    [59, "C"],
    [50, "C"],
    [49, "C-"],
    [45, "C-"],
    [44, "D+"],
    [40, "D+"],
    [39, "D"],
    [30, "D"],
    [29, "D-"],
    [25, "D-"],
    [24, "F"],
    [0, "F"],
    [-10, "F"],
  ])("%i is %s", (score, grade) => {
    expect(gradeFor(score)).toBe(grade);
  });
});

describe("content-security-policy", () => {
  it.each([
    ["default-src 'none'; form-action 'self'", "csp-implemented-with-no-unsafe-default-src-none", 10],
    ["default-src 'self'; object-src 'none'", "csp-implemented-with-no-unsafe", 5],
    // Hashes make a browser ignore 'unsafe-inline', so the Observatory does too.
    [
      "default-src 'self'; script-src 'self' 'sha256-abc=' 'unsafe-inline'",
      "csp-implemented-with-no-unsafe",
      5,
    ],
    [
      "default-src 'self'; style-src 'self' 'unsafe-inline'",
      "csp-implemented-with-unsafe-inline-in-style-src-only",
      0,
    ],
    [
      "default-src 'self'; img-src http://cdn.example.org",
      "csp-implemented-with-insecure-scheme-in-passive-content-only",
      -10,
    ],
    ["default-src 'self'; script-src 'self' 'unsafe-eval'", "csp-implemented-with-unsafe-eval", -10],
    ["default-src 'self'; script-src 'self' 'unsafe-inline'", "csp-implemented-with-unsafe-inline", -20],
    ["default-src 'self'; script-src 'self' data:", "csp-implemented-with-unsafe-inline", -20],
    ["default-src 'self'; object-src https:", "csp-implemented-with-unsafe-inline", -20],
    // No script-src and no default-src: any script may run.
    ["img-src 'self'; frame-ancestors 'none'", "csp-implemented-with-unsafe-inline", -20],
    ["default-src 'self'; connect-src http://api.example.org", "csp-implemented-with-insecure-scheme", -20],
    ["default-src 'self'; default-src 'none'", "csp-header-invalid", -25],
    ["script-src 'strict-dynamic'", "csp-header-invalid", -25],
    [null, "csp-not-implemented", -25],
  ])("%s → %s (%i)", (policy, result, modifier) => {
    const graded = gradeAnswer(answer({ headers: withHeader("Content-Security-Policy", policy) }));
    expect(graded.tests["content-security-policy"]).toEqual({ result, modifier });
  });

  it("parses sources in lower case and treats an empty source list as 'none'", () => {
    expect(parseCsp("Default-Src 'SELF'; img-src; frame-ancestors 'none';")).toEqual(
      new Map([
        ["default-src", new Set(["'self'"])],
        ["img-src", new Set(["'none'"])],
        ["frame-ancestors", new Set(["'none'"])],
      ]),
    );
  });

  it("refuses two policies in one answer rather than grading them wrongly", () => {
    expect(() => parseCsp("default-src 'self', default-src 'none'")).toThrow(/not modelled/);
  });
});

describe("cookies", () => {
  const SESSION = "__Host-team_session=abc; Max-Age=43200; Path=/; HttpOnly; SameSite=Strict";
  it.each<[string, readonly string[], string, string, number]>([
    ["no cookie", [], URL_HTTPS, "cookies-not-found", 0],
    [
      "a Secure HttpOnly SameSite session",
      [`${SESSION}; Secure`],
      URL_HTTPS,
      "cookies-secure-with-httponly-sessions-and-samesite",
      5,
    ],
    [
      "Secure HttpOnly without SameSite",
      ["team_session=abc; Path=/; HttpOnly; Secure"],
      URL_HTTPS,
      "cookies-secure-with-httponly-sessions",
      0,
    ],
    [
      "a session cookie without Secure, under HSTS",
      [SESSION],
      URL_HTTPS,
      "cookies-session-without-secure-flag-but-protected-by-hsts",
      -10,
    ],
    [
      "a session cookie over plain http",
      [`${SESSION}; Secure`],
      "http://team.example.org/",
      "cookies-session-without-secure-flag",
      -40,
    ],
    [
      "a session cookie readable by scripts",
      ["team_session=abc; Secure; SameSite=Lax"],
      URL_HTTPS,
      "cookies-session-without-httponly-flag",
      -30,
    ],
    [
      "SameSite=None without Secure",
      ["theme=dark; SameSite=None"],
      URL_HTTPS,
      "cookies-samesite-flag-invalid",
      -20,
    ],
    [
      "SameSite with a value browsers do not know",
      ["theme=dark; Secure; SameSite=Maybe"],
      URL_HTTPS,
      "cookies-samesite-flag-invalid",
      -20,
    ],
    [
      "an anti-CSRF token without SameSite",
      ["csrf=abc; Secure"],
      URL_HTTPS,
      "cookies-anticsrf-without-samesite-flag",
      -20,
    ],
    [
      "another cookie without Secure, under HSTS",
      ["theme=dark; SameSite=Lax"],
      URL_HTTPS,
      "cookies-without-secure-flag-but-protected-by-hsts",
      -5,
    ],
  ])("%s", (_, setCookies, url, result, modifier) => {
    expect(gradeAnswer(answer({ url, setCookies })).tests.cookies).toEqual({ result, modifier });
  });

  it("without HSTS a cookie without Secure costs 20", () => {
    const graded = gradeAnswer(
      answer({
        headers: withHeader("Strict-Transport-Security", null),
        setCookies: ["theme=dark; SameSite=Lax"],
      }),
    );
    expect(graded.tests.cookies.result).toBe("cookies-without-secure-flag");
  });

  it("reads the flags of a Set-Cookie header", () => {
    expect(
      parseSetCookie("__Host-team_session=a.b; Max-Age=0; Path=/; HttpOnly; SameSite=Strict; Secure"),
    ).toEqual({
      name: "__Host-team_session",
      secure: true,
      httpOnly: true,
      sameSite: "strict",
    });
  });
});

describe("the other tests", () => {
  it.each<[string, Partial<ObservedAnswer>, string, string, number]>([
    ["HSTS of a year", {}, "strict-transport-security", "hsts-implemented-max-age-at-least-six-months", 0],
    [
      "HSTS of 180 days",
      { headers: withHeader("Strict-Transport-Security", "max-age=15552000") },
      "strict-transport-security",
      "hsts-implemented-max-age-at-least-six-months",
      0,
    ],
    [
      "HSTS of a day",
      { headers: withHeader("Strict-Transport-Security", "max-age=86400") },
      "strict-transport-security",
      "hsts-implemented-max-age-less-than-six-months",
      -10,
    ],
    [
      "HSTS without max-age",
      { headers: withHeader("Strict-Transport-Security", "includeSubDomains") },
      "strict-transport-security",
      "hsts-header-invalid",
      -20,
    ],
    [
      "HSTS sent twice",
      { headers: withHeader("Strict-Transport-Security", "max-age=1, max-age=2") },
      "strict-transport-security",
      "hsts-header-invalid",
      -20,
    ],
    [
      "no HSTS",
      { headers: withHeader("Strict-Transport-Security", null) },
      "strict-transport-security",
      "hsts-not-implemented",
      -20,
    ],
    [
      "no https at all",
      { url: "http://team.example.org/" },
      "strict-transport-security",
      "hsts-not-implemented-no-https",
      -20,
    ],
    [
      "Referrer-Policy no-referrer",
      { headers: withHeader("Referrer-Policy", "no-referrer") },
      "referrer-policy",
      "referrer-policy-private",
      5,
    ],
    [
      "Referrer-Policy, the last known value wins",
      { headers: withHeader("Referrer-Policy", "unsafe-url, same-origin, nonsense") },
      "referrer-policy",
      "referrer-policy-private",
      5,
    ],
    [
      "Referrer-Policy unsafe-url",
      { headers: withHeader("Referrer-Policy", "unsafe-url") },
      "referrer-policy",
      "referrer-policy-unsafe",
      -5,
    ],
    [
      "Referrer-Policy nonsense",
      { headers: withHeader("Referrer-Policy", "nonsense") },
      "referrer-policy",
      "referrer-policy-header-invalid",
      -5,
    ],
    [
      "no Referrer-Policy",
      { headers: withHeader("Referrer-Policy", null) },
      "referrer-policy",
      "referrer-policy-not-implemented",
      0,
    ],
    ["nosniff", {}, "x-content-type-options", "x-content-type-options-nosniff", 0],
    [
      "X-Content-Type-Options sniff",
      { headers: withHeader("X-Content-Type-Options", "sniff") },
      "x-content-type-options",
      "x-content-type-options-header-invalid",
      -5,
    ],
    [
      "no X-Content-Type-Options",
      { headers: withHeader("X-Content-Type-Options", null) },
      "x-content-type-options",
      "x-content-type-options-not-implemented",
      -5,
    ],
    ["frame-ancestors in the CSP", {}, "x-frame-options", "x-frame-options-implemented-via-csp", 5],
    [
      "X-Frame-Options DENY without frame-ancestors",
      { headers: withHeader("Content-Security-Policy", "default-src 'none'") },
      "x-frame-options",
      "x-frame-options-sameorigin-or-deny",
      0,
    ],
    [
      "X-Frame-Options nonsense",
      { headers: headersWith({ "Content-Security-Policy": null, "X-Frame-Options": "maybe" }) },
      "x-frame-options",
      "x-frame-options-header-invalid",
      -20,
    ],
    [
      "neither",
      { headers: headersWith({ "Content-Security-Policy": null, "X-Frame-Options": null }) },
      "x-frame-options",
      "x-frame-options-not-implemented",
      -20,
    ],
    ["CORP same-origin", {}, "cross-origin-resource-policy", "corp-implemented-with-same-origin", 10],
    [
      "CORP same-site",
      { headers: withHeader("Cross-Origin-Resource-Policy", "same-site") },
      "cross-origin-resource-policy",
      "corp-implemented-with-same-site",
      10,
    ],
    [
      "CORP cross-origin",
      { headers: withHeader("Cross-Origin-Resource-Policy", "cross-origin") },
      "cross-origin-resource-policy",
      "corp-implemented-with-cross-origin",
      0,
    ],
    [
      "CORP nonsense",
      { headers: withHeader("Cross-Origin-Resource-Policy", "nobody") },
      "cross-origin-resource-policy",
      "corp-header-invalid",
      -5,
    ],
    [
      "no CORP",
      { headers: withHeader("Cross-Origin-Resource-Policy", null) },
      "cross-origin-resource-policy",
      "corp-not-implemented",
      0,
    ],
    ["no CORS", {}, "cross-origin-resource-sharing", "cross-origin-resource-sharing-not-implemented", 0],
    [
      "CORS for anyone, without credentials",
      { headers: { ...STRONG, "Access-Control-Allow-Origin": "*" } },
      "cross-origin-resource-sharing",
      "cross-origin-resource-sharing-implemented-with-public-access",
      0,
    ],
    [
      "CORS for one other site",
      {
        corsOrigin: "https://evil.example",
        headers: { ...STRONG, "Access-Control-Allow-Origin": "https://partner.example" },
      },
      "cross-origin-resource-sharing",
      "cross-origin-resource-sharing-implemented-with-restricted-access",
      0,
    ],
    [
      "CORS that reflects any origin, with credentials",
      {
        corsOrigin: "https://evil.example",
        headers: {
          ...STRONG,
          "Access-Control-Allow-Origin": "https://evil.example",
          "Access-Control-Allow-Credentials": "true",
        },
      },
      "cross-origin-resource-sharing",
      "cross-origin-resource-sharing-implemented-with-universal-access",
      -50,
    ],
    ["http redirected to https on the same host", {}, "redirection", "redirection-to-https", 0],
    ["no plain http", { httpRedirects: [] }, "redirection", "redirection-not-needed-no-http", 0],
    [
      "http that stays http",
      { httpRedirects: ["http://team.example.org/"] },
      "redirection",
      "redirection-missing",
      -20,
    ],
    [
      "http to another host's https",
      { httpRedirects: ["http://team.example.org/", "https://www.team.example.org/"] },
      "redirection",
      "redirection-off-host-from-http",
      -5,
    ],
    [
      "http to http, then https",
      { httpRedirects: ["http://team.example.org/", "http://www.team.example.org/", URL_HTTPS] },
      "redirection",
      "redirection-not-to-https-on-initial-redirection",
      -10,
    ],
    [
      "http redirected to http",
      { httpRedirects: ["http://team.example.org/", "http://www.team.example.org/"] },
      "redirection",
      "redirection-not-to-https",
      -20,
    ],
    [
      "a JSON answer",
      { headers: { ...STRONG, "Content-Type": "application/json" } },
      "subresource-integrity",
      "sri-not-implemented-response-not-html",
      0,
    ],
    [
      "a page without scripts",
      { scripts: [] },
      "subresource-integrity",
      "sri-not-implemented-but-no-scripts-loaded",
      0,
    ],
    [
      "inline and same-origin scripts",
      {
        scripts: [
          { src: null, integrity: null },
          { src: "/_astro/a.js", integrity: null },
        ],
      },
      "subresource-integrity",
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
      0,
    ],
    [
      "a same-origin script with integrity",
      { scripts: [{ src: "/_astro/a.js", integrity: "sha384-x" }] },
      "subresource-integrity",
      "sri-implemented-and-all-scripts-loaded-securely",
      5,
    ],
    [
      "an external https script with integrity",
      { scripts: [{ src: "https://cdn.other.net/a.js", integrity: "sha384-x" }] },
      "subresource-integrity",
      "sri-implemented-and-external-scripts-loaded-securely",
      5,
    ],
    [
      "an external https script without integrity",
      { scripts: [{ src: "https://cdn.other.net/a.js", integrity: null }] },
      "subresource-integrity",
      "sri-not-implemented-but-external-scripts-loaded-securely",
      -5,
    ],
    [
      "an external http script with integrity",
      { scripts: [{ src: "http://cdn.other.net/a.js", integrity: "sha384-x" }] },
      "subresource-integrity",
      "sri-implemented-but-external-scripts-not-loaded-securely",
      -20,
    ],
    [
      "a protocol-relative script without integrity",
      { scripts: [{ src: "//cdn.other.net/a.js", integrity: null }] },
      "subresource-integrity",
      "sri-not-implemented-and-external-scripts-not-loaded-securely",
      -50,
    ],
  ])("%s", (_, overrides, test, result, modifier) => {
    expect(
      gradeAnswer(answer(overrides)).tests[test as keyof ReturnType<typeof gradeAnswer>["tests"]],
    ).toEqual({
      result,
      modifier,
    });
  });
});

describe("the score", () => {
  it("adds every bonus to an answer with no penalty: 100 + CSP 10 + referrer 5 + frame-ancestors 5 + CORP 10", () => {
    expect(gradeAnswer(answer())).toMatchObject({ score: 130, grade: "A+" });
  });

  it("adds bonuses while the penalised score is still 90: 100 - 10 + 30", () => {
    const graded = gradeAnswer(answer({ headers: withHeader("Strict-Transport-Security", "max-age=60") }));
    expect(graded).toMatchObject({ score: 120, grade: "A+" });
  });

  it("adds no bonus below 90: 100 - 20 (no HSTS) stays 80, B+", () => {
    const graded = gradeAnswer(answer({ headers: withHeader("Strict-Transport-Security", null) }));
    expect(graded).toMatchObject({ score: 80, grade: "B+" });
  });

  it("grades a bare answer: no CSP, no HSTS, no nosniff, no framing rule is 100 - 70, a D", () => {
    const graded = gradeAnswer({
      url: URL_HTTPS,
      headers: { "Content-Type": "text/html" },
      httpRedirects: ["http://team.example.org/", URL_HTTPS],
    });
    expect(graded).toMatchObject({ score: 30, grade: "D" });
  });

  it("never goes below 0", () => {
    const graded = gradeAnswer({
      url: "http://team.example.org/",
      headers: {
        "Content-Type": "text/html",
        "Access-Control-Allow-Origin": "https://evil.example",
        "Access-Control-Allow-Credentials": "true",
      },
      corsOrigin: "https://evil.example",
      setCookies: ["session=1"],
      httpRedirects: ["http://team.example.org/"],
      scripts: [{ src: "//cdn.other.net/a.js", integrity: null }],
    });
    expect(graded).toMatchObject({ score: 0, grade: "F" });
  });
});
