/**
 * The grade the MDN HTTP Observatory gives an answer, worked out from its headers: the ten tests
 * and score modifiers of https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring
 * (mdn/mdn-http-observatory, `src/analyzer/tests/*`, `src/grader/charts.js`), so a test can hold
 * every page to A+ without the network. Each test starts at 100; penalties first, then bonuses
 * only when the penalised score is still 90 or more.
 *
 * What is not modelled: the HSTS preload list (the site is not on it), and several CSP policies in
 * one answer (the site sends one; more throws, so the test notices).
 */

/** What the Observatory sees of one address. */
export interface ObservedAnswer {
  /** The address scanned, e.g. `https://hayslightning.org/`; HSTS and cookies count only over https. */
  url: string;
  /** The answer's headers, e.g. `{ "content-security-policy": "default-src 'none'" }` (any case). */
  headers: Readonly<Record<string, string>>;
  /** Every `Set-Cookie` header value of the answer. */
  setCookies?: readonly string[];
  /** The `<script>` elements of an HTML answer (none for other answers). */
  scripts?: readonly { src: string | null; integrity: string | null }[];
  /**
   * The addresses a request to `http://<host>/` went through, first to last, e.g.
   * `["http://example.org/", "https://example.org/"]`; omitted when the host has no plain http.
   */
  httpRedirects?: readonly string[];
  /** The `Origin` the CORS probe sent; the answer's `Access-Control-Allow-*` headers are read from `headers`. */
  corsOrigin?: string;
}

export type ObservatoryTest =
  | "content-security-policy"
  | "cookies"
  | "cross-origin-resource-sharing"
  | "redirection"
  | "referrer-policy"
  | "strict-transport-security"
  | "subresource-integrity"
  | "x-content-type-options"
  | "x-frame-options"
  | "cross-origin-resource-policy";

export interface TestResult {
  result: string;
  modifier: number;
}

export interface ObservatoryGrade {
  score: number;
  grade: string;
  tests: Record<ObservatoryTest, TestResult>;
}

/** Every result a test can give, with its score modifier (the Observatory's SCORE_TABLE). */
export const MODIFIERS: Readonly<Record<string, number>> = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-not-found": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  "redirection-to-https": 0,
  "redirection-not-needed-no-http": 0,
  "redirection-off-host-from-http": -5,
  "redirection-not-to-https-on-initial-redirection": -10,
  "redirection-not-to-https": -20,
  "redirection-missing": -20,
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "hsts-not-implemented-no-https": -20,
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  "corp-not-implemented": 0,
  "corp-implemented-with-same-origin": 10,
  "corp-implemented-with-same-site": 10,
  "corp-implemented-with-cross-origin": 0,
  "corp-header-invalid": -5,
};

/** Lowest score of each grade, best first. */
const GRADES: readonly (readonly [number, string])[] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** `gradeFor(105)` → `"A+"`, `gradeFor(92)` → `"A"`. */
export function gradeFor(score: number): string {
  return GRADES.find(([lowest]) => Math.max(score, 0) >= lowest)?.[1] ?? "F";
}

const DANGEROUSLY_BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const NONCES_AND_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

function header(answer: ObservedAnswer, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(answer.headers)) if (key.toLowerCase() === wanted) return value;
  return null;
}

const isHttps = (answer: ObservedAnswer) => new URL(answer.url).protocol === "https:";

/**
 * `"default-src 'self'; img-src data:"` → `Map { "default-src" => Set {"'self'"}, … }`, sources in
 * lower case; a `-src` directive without sources is `'none'`. Throws on a repeated directive or a
 * policy too short to mean anything, as the Observatory does.
 */
/** The sources a directive allows, a copy: its own, else default-src's, else anything (`*`). */
export function effectiveSources(csp: Map<string, Set<string>>, name: string): Set<string> {
  return new Set(csp.get(name) ?? csp.get("default-src") ?? ["*"]);
}

/** Whether a source list holds a nonce or a hash, which makes browsers ignore `'unsafe-inline'`. */
const hasNonceOrHash = (sources: Iterable<string>) =>
  [...sources].some((source) => NONCES_AND_HASHES.some((prefix) => source.startsWith(prefix)));

export function parseCsp(policy: string): Map<string, Set<string>> {
  const text = policy.replaceAll(/[\r\n]/g, "").trim();
  if (text.includes(",")) throw new Error("Several CSP policies in one answer are not modelled here");
  if (text.length < "img-src".length - 1) throw new Error(`Invalid policy: ${text}`);
  const directives = new Map<string, Set<string>>();
  for (const entry of text.split(";")) {
    const [rawName, ...sources] = entry.trim().split(/\s+/);
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (directives.has(name) && name !== "report-uri" && name !== "report-to") {
      throw new Error(`Duplicate directive ${name}`);
    }
    const values = sources.map((source) => source.toLowerCase());
    if (values.length === 0 && name.endsWith("-src")) values.push("'none'");
    if (!directives.has(name)) directives.set(name, new Set(values));
  }
  return directives;
}

function contentSecurityPolicy(answer: ObservedAnswer): {
  result: string;
  csp: Map<string, Set<string>> | null;
} {
  const value = header(answer, "content-security-policy");
  if (value === null) return { result: "csp-not-implemented", csp: null };
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(value);
  } catch {
    return { result: "csp-header-invalid", csp: null };
  }
  if (csp.size === 0) return { result: "csp-not-implemented", csp: null };
  const objectSrc = effectiveSources(csp, "object-src");
  const scriptSrc = effectiveSources(csp, "script-src");
  const styleSrc = effectiveSources(csp, "style-src");
  for (const sources of [scriptSrc, styleSrc]) {
    if (hasNonceOrHash(sources)) sources.delete("'unsafe-inline'");
  }
  const hashedScripts = hasNonceOrHash(scriptSrc);
  // The first finding, in the Observatory's order, is the result.
  const findings: string[] = [];
  const settle = (finding: string) => findings.push(finding);
  if (scriptSrc.has("'strict-dynamic'")) {
    if (hashedScripts) {
      for (const source of [...scriptSrc]) {
        const broad = [...DANGEROUSLY_BROAD].some((prefix) => source.startsWith(prefix));
        if (broad || source === "'self'" || source === "'unsafe-inline'") scriptSrc.delete(source);
      }
    } else settle("csp-header-invalid");
  }
  const passive = new Set(["img-src", "media-src"]);
  const active = [
    ...[...csp.entries()]
      .filter(([name]) => !passive.has(name) && name !== "script-src")
      .flatMap(([, sources]) => [...sources]),
    ...scriptSrc,
  ];
  const passiveSources = [...passive].flatMap((name) => [...(csp.get(name) ?? csp.get("default-src") ?? [])]);
  const insecure = (source: string) => source.startsWith("http:") || source.startsWith("ftp:");

  if (
    [...scriptSrc].some((source) => BROAD_OR_INLINE.has(source)) ||
    [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))
  ) {
    settle("csp-implemented-with-unsafe-inline");
  }
  if (isHttps(answer) && active.some(insecure)) settle("csp-implemented-with-insecure-scheme");
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    settle("csp-implemented-with-unsafe-eval");
  if (isHttps(answer) && passiveSources.some(insecure)) {
    settle("csp-implemented-with-insecure-scheme-in-passive-content-only");
  }
  if ([...styleSrc].some((source) => BROAD_OR_INLINE.has(source))) {
    settle("csp-implemented-with-unsafe-inline-in-style-src-only");
  }
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1)
    settle("csp-implemented-with-no-unsafe-default-src-none");
  return { result: findings[0] ?? "csp-implemented-with-no-unsafe", csp };
}

function strictTransportSecurity(answer: ObservedAnswer): string {
  if (!isHttps(answer)) return "hsts-not-implemented-no-https";
  const value = header(answer, "strict-transport-security");
  if (value === null) return "hsts-not-implemented";
  if (value.includes(",")) return "hsts-header-invalid";
  const maxAge = value
    .split(";")
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith("max-age="));
  if (maxAge === undefined) return "hsts-header-invalid";
  const seconds = Number.parseInt(maxAge.slice("max-age=".length), 10);
  if (Number.isNaN(seconds)) return "hsts-header-invalid";
  // Six months is 15768000 s; the Observatory accepts the common 15552000 (180 days).
  return seconds < 15_552_000
    ? "hsts-implemented-max-age-less-than-six-months"
    : "hsts-implemented-max-age-at-least-six-months";
}

/** The finding latest in `severity` (least to most serious), e.g. of a page's several cookies. */
function mostSerious(findings: readonly string[], severity: readonly string[]): string | undefined {
  return [...findings].sort((a, b) => severity.indexOf(a) - severity.indexOf(b)).at(-1);
}

/** Cookie results from least to most serious: a later one replaces an earlier one. */
const COOKIE_SEVERITY = [
  "cookies-without-secure-flag-but-protected-by-hsts",
  "cookies-without-secure-flag",
  "cookies-session-without-secure-flag-but-protected-by-hsts",
  "cookies-samesite-flag-invalid",
  "cookies-anticsrf-without-samesite-flag",
  "cookies-session-without-httponly-flag",
  "cookies-session-without-secure-flag",
];

interface ParsedCookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
}

/** `"a=1; Path=/; HttpOnly; SameSite=Strict"` → `{ name: "a", httpOnly: true, sameSite: "strict", … }`. */
export function parseSetCookie(value: string): ParsedCookie {
  const [pair = "", ...attributes] = value.split(";").map((part) => part.trim());
  const cookie: ParsedCookie = {
    name: pair.split("=")[0] ?? "",
    secure: false,
    httpOnly: false,
    sameSite: null,
  };
  for (const attribute of attributes) {
    const [rawName = "", rawValue] = attribute.split("=");
    const name = rawName.trim().toLowerCase();
    if (name === "secure") cookie.secure = true;
    if (name === "httponly") cookie.httpOnly = true;
    if (name === "samesite") cookie.sameSite = (rawValue ?? "").trim().toLowerCase();
  }
  return cookie;
}

function cookies(answer: ObservedAnswer): string {
  const all = (answer.setCookies ?? []).map(parseSetCookie).filter((cookie) => cookie.name !== "");
  if (all.length === 0) return "cookies-not-found";
  const hsts = strictTransportSecurity(answer) === "hsts-implemented-max-age-at-least-six-months";
  const findings: string[] = [];
  const worsen = (finding: string) => findings.push(finding);
  let missingSameSite = false;
  for (const cookie of all) {
    const name = cookie.name.toLowerCase();
    const session = name.includes("login") || name.includes("sess");
    const secure = cookie.secure && isHttps(answer);
    if (cookie.sameSite !== null && !["lax", "strict", "none"].includes(cookie.sameSite)) {
      worsen("cookies-samesite-flag-invalid");
    }
    if (!secure && cookie.sameSite === "none") worsen("cookies-samesite-flag-invalid");
    if (!secure)
      worsen(hsts ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag");
    if (name.includes("csrf") && cookie.sameSite === null) worsen("cookies-anticsrf-without-samesite-flag");
    if (session && !secure) {
      worsen(
        hsts
          ? "cookies-session-without-secure-flag-but-protected-by-hsts"
          : "cookies-session-without-secure-flag",
      );
    }
    if (session && !cookie.httpOnly) worsen("cookies-session-without-httponly-flag");
    if (cookie.sameSite === null) missingSameSite = true;
  }
  return (
    mostSerious(findings, COOKIE_SEVERITY) ??
    (missingSameSite
      ? "cookies-secure-with-httponly-sessions"
      : "cookies-secure-with-httponly-sessions-and-samesite")
  );
}

function crossOriginResourceSharing(answer: ObservedAnswer): string {
  const allowOrigin = header(answer, "access-control-allow-origin");
  if (allowOrigin === null) return "cross-origin-resource-sharing-not-implemented";
  const origin = allowOrigin.trim().toLowerCase();
  if (origin === "*") return "cross-origin-resource-sharing-implemented-with-public-access";
  const credentials = header(answer, "access-control-allow-credentials")?.trim().toLowerCase();
  if (answer.corsOrigin !== undefined && allowOrigin === answer.corsOrigin && credentials === "true") {
    return "cross-origin-resource-sharing-implemented-with-universal-access";
  }
  return "cross-origin-resource-sharing-implemented-with-restricted-access";
}

function redirection(answer: ObservedAnswer): string {
  const route = answer.httpRedirects;
  if (route === undefined || route.length === 0) return "redirection-not-needed-no-http";
  if (route.length === 1) return "redirection-missing";
  const urls = route.map((address) => new URL(address));
  if (urls.at(-1)?.protocol !== "https:") return "redirection-not-to-https";
  if (urls[1]?.protocol === "http:") return "redirection-not-to-https-on-initial-redirection";
  if (urls[0]?.protocol === "http:" && urls[0].hostname !== urls[1]?.hostname)
    return "redirection-off-host-from-http";
  return "redirection-to-https";
}

function referrerPolicy(answer: ObservedAnswer): string {
  const value = header(answer, "referrer-policy");
  if (value === null) return "referrer-policy-not-implemented";
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  // The last policy the browser knows wins.
  const policy = value
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter((part) => good.includes(part) || bad.includes(part))
    .at(-1);
  if (policy === undefined) return "referrer-policy-header-invalid";
  return good.includes(policy) ? "referrer-policy-private" : "referrer-policy-unsafe";
}

/** SRI results from least to most serious. */
const SRI_SEVERITY = [
  "sri-implemented-and-all-scripts-loaded-securely",
  "sri-implemented-and-external-scripts-loaded-securely",
  "sri-implemented-but-external-scripts-not-loaded-securely",
  "sri-not-implemented-but-external-scripts-loaded-securely",
  "sri-not-implemented-and-external-scripts-not-loaded-securely",
  "sri-not-implemented-response-not-html",
];

/** `"www.example.org"` → `"example.org"`: the registrable part, enough for the site's own hosts. */
const siteOf = (hostname: string) => hostname.split(".").slice(-2).join(".");

function subresourceIntegrity(answer: ObservedAnswer): string {
  const mime = (header(answer, "content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (mime !== "" && mime !== "text/html" && mime !== "application/xhtml+xml") {
    return "sri-not-implemented-response-not-html";
  }
  const scripts = answer.scripts ?? [];
  if (scripts.length === 0) return "sri-not-implemented-but-no-scripts-loaded";
  const findings: string[] = [];
  const worsen = (finding: string) => findings.push(finding);
  let integrityOnOwnScripts = false;
  let foreign = false;
  for (const { src, integrity } of scripts) {
    if (!src) continue;
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite =
      protocolRelative || relative || siteOf(new URL(src).hostname) === siteOf(new URL(answer.url).hostname);
    const secureOrigin = relative || (sameSite && !protocolRelative);
    const secureScheme = absolute ? new URL(src).protocol === "https:" : relative && isHttps(answer);
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme) worsen("sri-implemented-but-external-scripts-not-loaded-securely");
      else if (!integrity && secureScheme) worsen("sri-not-implemented-but-external-scripts-loaded-securely");
      else if (!integrity) worsen("sri-not-implemented-and-external-scripts-not-loaded-securely");
    } else if (integrity && secureScheme) {
      integrityOnOwnScripts = true;
    }
  }
  if (findings.length > 0) return mostSerious(findings, SRI_SEVERITY) ?? "";
  if (integrityOnOwnScripts) return "sri-implemented-and-all-scripts-loaded-securely";
  return foreign
    ? "sri-implemented-and-external-scripts-loaded-securely"
    : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin";
}

function xContentTypeOptions(answer: ObservedAnswer): string {
  const value = header(answer, "x-content-type-options");
  if (value === null) return "x-content-type-options-not-implemented";
  return value.trim().toLowerCase() === "nosniff"
    ? "x-content-type-options-nosniff"
    : "x-content-type-options-header-invalid";
}

function xFrameOptions(answer: ObservedAnswer, csp: Map<string, Set<string>> | null): string {
  if (csp?.has("frame-ancestors")) return "x-frame-options-implemented-via-csp";
  const value = header(answer, "x-frame-options")?.trim().toLowerCase();
  if (!value) return "x-frame-options-not-implemented";
  if (value === "deny" || value === "sameorigin") return "x-frame-options-sameorigin-or-deny";
  return value.startsWith("allow-from")
    ? "x-frame-options-allow-from-origin"
    : "x-frame-options-header-invalid";
}

function crossOriginResourcePolicy(answer: ObservedAnswer): string {
  const value = header(answer, "cross-origin-resource-policy")?.slice(0, 256).trim().toLowerCase();
  switch (value) {
    case undefined:
    case "":
      return "corp-not-implemented";
    case "same-origin":
      return "corp-implemented-with-same-origin";
    case "same-site":
      return "corp-implemented-with-same-site";
    case "cross-origin":
      return "corp-implemented-with-cross-origin";
    default:
      return "corp-header-invalid";
  }
}

/** Runs the ten tests on one answer and grades it, e.g. `{ score: 125, grade: "A+", tests: … }`. */
export function gradeAnswer(answer: ObservedAnswer): ObservatoryGrade {
  const csp = contentSecurityPolicy(answer);
  const results: Record<ObservatoryTest, string> = {
    "content-security-policy": csp.result,
    cookies: cookies(answer),
    "cross-origin-resource-sharing": crossOriginResourceSharing(answer),
    redirection: redirection(answer),
    "referrer-policy": referrerPolicy(answer),
    "strict-transport-security": strictTransportSecurity(answer),
    "subresource-integrity": subresourceIntegrity(answer),
    "x-content-type-options": xContentTypeOptions(answer),
    "x-frame-options": xFrameOptions(answer, csp.csp),
    "cross-origin-resource-policy": crossOriginResourcePolicy(answer),
  };
  const tests = Object.fromEntries(
    Object.entries(results).map(([name, result]) => {
      const modifier = MODIFIERS[result];
      if (modifier === undefined) throw new Error(`No modifier for ${result}`);
      return [name, { result, modifier }];
    }),
  ) as Record<ObservatoryTest, TestResult>;
  const modifiers = Object.values(tests).map((test) => test.modifier);
  const penalised = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, value) => sum + value, 0);
  const withBonuses = 100 + modifiers.reduce((sum, value) => sum + value, 0);
  const score = Math.max(0, penalised >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : penalised);
  return { score, grade: gradeFor(score), tests };
}

/** One line per test that did not earn its full marks, for a failure message. */
export function describeGrade({ score, grade, tests }: ObservatoryGrade): string {
  const lines = Object.entries(tests).map(
    ([name, { result, modifier }]) => `  ${name}: ${result} (${modifier > 0 ? "+" : ""}${String(modifier)})`,
  );
  return [`score ${String(score)}, grade ${grade}`, ...lines].join("\n");
}
