/**
 * The coach's sign-in: credentials from the environment, a signed HttpOnly
 * SameSite=Strict cookie with a 12-hour absolute lifetime, and a session version in Blobs that
 * logging out bumps, so every earlier cookie (a stolen one too) stops working at once. A cookie
 * also carries a fingerprint of the credentials it was signed in with, so changing the password
 * (or the email, or the authenticator's secret) ends every session too.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import * as z from "zod/mini";
import { now } from "../clock";
import { AppError } from "../domain/errors";
import type { Session } from "../schemas/auth";
import { getEnv } from "./env";
import { SESSION_VERSION_KEY } from "./keys";
import { verifyPassword } from "./password";
import { deriveKey } from "./secrets";
import { openTeamStore } from "./seed";
import { readRecord, upsertRecord } from "./store";
import { totpSecret } from "./totp";
import { readTeam } from "./repositories/seasons";

export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;

/** Over HTTPS the cookie gets the `__Host-` prefix, which browsers only accept with Secure and Path=/. */
const SECURE_COOKIE = "__Host-team_session";
const PLAIN_COOKIE = "team_session";

export interface CoachSession {
  email: string;
  name: string;
  expiresAt: string;
}

const SessionVersionSchema = z.strictObject({ version: z.int().check(z.gte(0)) });
const TokenPayloadSchema = z.strictObject({
  v: z.int().check(z.gte(0)),
  iat: z.int(),
  exp: z.int(),
  /** `credentialsFingerprint()` when the session started. */
  c: z.string(),
});
type TokenPayload = z.infer<typeof TokenPayloadSchema>;

const isSecure = (request: Request) =>
  new URL(request.url).protocol === "https:" || request.headers.get("X-Forwarded-Proto") === "https";

/** Both names, for `Netlify-Vary`: answers differ for a browser that carries either. */
export const sessionCookieNames = [SECURE_COOKIE, PLAIN_COOKIE] as const;

/** The cookie's name for this request: `__Host-team_session` over HTTPS, `team_session` locally. */
export const sessionCookieName = (request: Request) => (isSecure(request) ? SECURE_COOKIE : PLAIN_COOKIE);

function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** The cookie's HMAC-SHA256, under the session's own key (secrets.ts), never SESSION_SECRET itself. */
const signature = (payload: string) =>
  createHmac("sha256", deriveKey("session")).update(payload).digest("base64url");

/** `<payload>.<signature>`, both base64url. */
function signToken(payload: TokenPayload): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${encoded}.${signature(encoded)}`;
}

/** The payload of a token this server signed, or null for anything else. */
function verifyToken(token: string): TokenPayload | null {
  const [encoded, given, extra] = token.split(".");
  if (encoded === undefined || given === undefined || extra !== undefined) return null;
  const expected = Buffer.from(signature(encoded));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const parsed = TokenPayloadSchema.safeParse(JSON.parse(Buffer.from(encoded, "base64url").toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function currentVersion(): Promise<number> {
  const stored = await readRecord(await openTeamStore(), SESSION_VERSION_KEY, SessionVersionSchema);
  return stored?.version ?? 0;
}

/** The authenticator's secret, or `undefined` when COACH_TOTP_SECRET is malformed (sign-in says so). */
function totpSecretOrUndefined(): string | null | undefined {
  try {
    return totpSecret();
  } catch {
    return undefined;
  }
}

/**
 * A fingerprint of the credentials a sign-in is checked against: the email, the password's hash
 * (or the local password) and the authenticator's secret, e.g. `"q3Jx…"` (22 base64url characters,
 * 128 bits). An HMAC under its own key, so the cookie that carries it tells nothing of them. Null
 * while COACH_TOTP_SECRET is malformed: no session holds then, and the pages a cookie changes
 * (`/api/players`, `/api/users`) answer as to a parent rather than fail.
 */
function credentialsFingerprint(): string | null {
  const env = getEnv();
  const secret = totpSecretOrUndefined();
  if (secret === undefined) return null;
  const credentials = [env.coachEmail.toLowerCase(), env.coachPasswordHash ?? env.coachPassword, secret];
  return createHmac("sha256", deriveKey("credentials"))
    .update(JSON.stringify(credentials))
    .digest("base64url")
    .slice(0, 22);
}

/** Compares two strings in constant time (their SHA-256 digests, so lengths may differ). */
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Whether the email and password are the coach's. Always does the full check, so timing tells nothing. */
export async function checkCredentials(email: string, password: string): Promise<boolean> {
  const env = getEnv();
  const emailMatches = sameText(email.trim().toLowerCase(), env.coachEmail.toLowerCase());
  const passwordMatches = env.coachPasswordHash
    ? await verifyPassword(password, env.coachPasswordHash)
    : env.coachPassword !== null && sameText(password, env.coachPassword);
  return emailMatches && passwordMatches;
}

/** The session of `payload`, named as the team record names the coach. */
const coachSession = async (payload: TokenPayload): Promise<CoachSession> => ({
  email: getEnv().coachEmail,
  name: (await readTeam()).coach.name,
  expiresAt: new Date(payload.exp * 1000).toISOString(),
});

/** What the auth routes answer: who is signed in and until when, or that no one is. */
export const toSessionBody = (session: CoachSession | null): Session =>
  session
    ? {
        authenticated: true,
        user: { email: session.email, name: session.name },
        expiresAt: session.expiresAt,
      }
    : { authenticated: false, user: null, expiresAt: null };

/** Starts a session: the coach and the `Set-Cookie` value that carries it. */
export async function startSession(request: Request): Promise<{ session: CoachSession; cookie: string }> {
  const issuedAt = Math.floor(now().toSeconds());
  const payload = {
    v: await currentVersion(),
    iat: issuedAt,
    exp: issuedAt + SESSION_LIFETIME_SECONDS,
    c: credentialsFingerprint() ?? "",
  };
  const attributes = [`Max-Age=${String(SESSION_LIFETIME_SECONDS)}`, "Path=/", "HttpOnly", "SameSite=Strict"];
  if (isSecure(request)) attributes.push("Secure");
  return {
    session: await coachSession(payload),
    cookie: [`${sessionCookieName(request)}=${signToken(payload)}`, ...attributes].join("; "),
  };
}

/** The `Set-Cookie` value that removes the session cookie from the browser. */
export function clearSessionCookie(request: Request): string {
  const attributes = ["Max-Age=0", "Path=/", "HttpOnly", "SameSite=Strict"];
  if (isSecure(request)) attributes.push("Secure");
  return [`${sessionCookieName(request)}=`, ...attributes].join("; ");
}

/**
 * The coach's session if the request carries a valid, unexpired, not-logged-out cookie signed in
 * with the credentials the server has now.
 */
export async function readSession(request: Request): Promise<CoachSession | null> {
  const token = readCookie(request, sessionCookieName(request));
  const payload = token ? verifyToken(token) : null;
  if (!payload || payload.exp <= now().toSeconds()) return null;
  const fingerprint = credentialsFingerprint();
  if (fingerprint === null || payload.c !== fingerprint) return null;
  return payload.v === (await currentVersion()) ? coachSession(payload) : null;
}

/** The coach's session, or a 401 for everyone else. */
export async function requireSession(request: Request): Promise<CoachSession> {
  const session = await readSession(request);
  if (!session) throw new AppError("unauthorized", 401, "Sign in as the coach to do this");
  return session;
}

/** Ends every session signed so far (logout), wherever its cookie is. */
export async function endAllSessions(): Promise<void> {
  await upsertRecord(await openTeamStore(), SESSION_VERSION_KEY, SessionVersionSchema, (current) => ({
    version: (current?.version ?? 0) + 1,
  }));
}
