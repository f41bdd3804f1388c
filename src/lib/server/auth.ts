/**
 * The coach's sign-in: credentials from the environment, a signed HttpOnly
 * SameSite=Strict cookie with a 12-hour absolute lifetime, and a session record in Blobs: a version
 * that logging out bumps, so every earlier cookie (a stolen one too) stops working at once, and each
 * session's last use, so a session ends after 2 hours without use (../domain/session-idle.ts). A
 * cookie also carries a fingerprint of the credentials it was signed in with, so changing the
 * password (or the email, or the authenticator's secret) ends every session too.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import * as z from "zod/mini";
import { now } from "../clock";
import { AppError } from "../domain/errors";
import {
  idleEnd,
  LAST_USE_REFRESH_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_LIFETIME_SECONDS,
  sessionUse,
} from "../domain/session-idle";
import type { Session } from "../schemas/auth";
import { getEnv } from "./env";
import { SESSION_VERSION_KEY } from "./keys";
import { verifyPassword } from "./password";
import { deriveKey } from "./secrets";
import { openTeamStore } from "./seed";
import { readRecord, upsertRecord } from "./store";
import { totpSecret } from "./totp";
import { readTeam } from "./repositories/seasons";

/** Over HTTPS the cookie gets the `__Host-` prefix, which browsers only accept with Secure and Path=/. */
const SECURE_COOKIE = "__Host-team_session";
const PLAIN_COOKIE = "team_session";

export interface CoachSession {
  email: string;
  name: string;
  expiresAt: string;
  /** When it ends unless used before: 2 hours after its last use, never after `expiresAt`. */
  idleExpiresAt: string;
}

/**
 * The one session record, `meta/session-version`: every coach request reads it anyway (the
 * version), so the last uses cost no read of their own. One coach, a handful of sessions: the
 * entries of sessions idle for 2 hours are dropped whenever one is written, and logout drops all.
 */
const SessionRecordSchema = z.strictObject({
  version: z.int().check(z.gte(0)),
  /**
   * When each session was last used, in epoch seconds, by `sessionId`, e.g.
   * `{ "q3Jx…": 1757955600 }`. A session without an entry was last used when it was signed in.
   */
  lastUse: z.optional(z.record(z.string(), z.int())),
});
type SessionRecord = z.infer<typeof SessionRecordSchema>;
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

async function readSessionRecord(): Promise<SessionRecord> {
  const stored = await readRecord(await openTeamStore(), SESSION_VERSION_KEY, SessionRecordSchema);
  return stored ?? { version: 0 };
}

/**
 * The name of a session in the session record: a digest of its signed cookie, e.g. `"q3Jx…"` (22
 * base64url characters, 128 bits), so the store never holds a cookie that could be sent back.
 */
const sessionId = (token: string) => createHash("sha256").update(token).digest("base64url").slice(0, 22);

/** Thrown inside the record's change when there is nothing to write: no write is made. */
class NothingToWrite extends Error {}

/**
 * Notes that session `id` (of version `version`) was used at `now` (seconds), unless another
 * request did so less than a minute ago or a logout came first; a store that fails leaves the last
 * use as it was (the session ends a little sooner), never the request. Answers the last use on
 * record afterwards.
 */
async function recordUse(id: string, version: number, lastUseAt: number, now: number): Promise<number> {
  let recorded = lastUseAt;
  try {
    await upsertRecord(await openTeamStore(), SESSION_VERSION_KEY, SessionRecordSchema, (current) => {
      const stored = current ?? { version: 0 };
      const last = stored.lastUse?.[id] ?? lastUseAt;
      // Another request of this session wrote it meanwhile, or a logout ended every session.
      if (stored.version !== version || now - last < LAST_USE_REFRESH_SECONDS) {
        recorded = last;
        throw new NothingToWrite();
      }
      const live = Object.entries(stored.lastUse ?? {}).filter(([, at]) => now - at < SESSION_IDLE_SECONDS);
      recorded = now;
      return { version: stored.version, lastUse: { ...Object.fromEntries(live), [id]: now } };
    });
  } catch (error) {
    if (!(error instanceof NothingToWrite)) {
      console.warn("Could not record the coach session's last use; it stays as it was");
    }
  }
  return recorded;
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

/** The session of `payload`, last used at `lastUseAt`, named as the team record names the coach. */
const coachSession = async (payload: TokenPayload, lastUseAt: number): Promise<CoachSession> => ({
  email: getEnv().coachEmail,
  name: (await readTeam()).coach.name,
  expiresAt: new Date(payload.exp * 1000).toISOString(),
  idleExpiresAt: new Date(idleEnd(lastUseAt, payload.exp) * 1000).toISOString(),
});

/** What the auth routes answer: who is signed in and until when, or that no one is. */
export const toSessionBody = (session: CoachSession | null): Session =>
  session
    ? {
        authenticated: true,
        user: { email: session.email, name: session.name },
        expiresAt: session.expiresAt,
        idleExpiresAt: session.idleExpiresAt,
      }
    : { authenticated: false, user: null, expiresAt: null, idleExpiresAt: null };

/** Starts a session: the coach and the `Set-Cookie` value that carries it. */
export async function startSession(request: Request): Promise<{ session: CoachSession; cookie: string }> {
  const issuedAt = Math.floor(now().toSeconds());
  const payload = {
    v: (await readSessionRecord()).version,
    iat: issuedAt,
    exp: issuedAt + SESSION_LIFETIME_SECONDS,
    c: credentialsFingerprint() ?? "",
  };
  const attributes = [`Max-Age=${String(SESSION_LIFETIME_SECONDS)}`, "Path=/", "HttpOnly", "SameSite=Strict"];
  if (isSecure(request)) attributes.push("Secure");
  return {
    // A new session has no last use on record: it was last used as it was signed in.
    session: await coachSession(payload, issuedAt),
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
 * with the credentials the server has now, used in the last 2 hours. With `use`, the request counts
 * as a use of the session: its last use is written when the one on record is a minute old.
 */
export async function readSession(
  request: Request,
  { use = false }: { use?: boolean } = {},
): Promise<CoachSession | null> {
  const token = readCookie(request, sessionCookieName(request));
  const payload = token ? verifyToken(token) : null;
  // A cookie past its 12 hours needs no store read to be refused.
  if (!token || !payload || payload.exp <= now().toSeconds()) return null;
  const fingerprint = credentialsFingerprint();
  if (fingerprint === null || payload.c !== fingerprint) return null;
  const record = await readSessionRecord();
  if (payload.v !== record.version) return null;
  const id = sessionId(token);
  const at = now().toSeconds();
  const lastUseAt = record.lastUse?.[id] ?? payload.iat;
  const verdict = sessionUse({ now: at, lastUseAt, expiresAt: payload.exp });
  if (verdict === "ended") return null;
  if (!use || verdict === "fresh") return coachSession(payload, lastUseAt);
  return coachSession(payload, await recordUse(id, payload.v, lastUseAt, Math.floor(at)));
}

/**
 * The coach's session, or a 401 for everyone else (an idle or expired session too). Every coach
 * route calls it, so each is a use of the session.
 */
export async function requireSession(request: Request): Promise<CoachSession> {
  const session = await readSession(request, { use: true });
  if (!session) throw new AppError("unauthorized", 401, "signInAsCoach");
  return session;
}

/** Ends every session signed so far (logout), wherever its cookie is; their last uses go too. */
export async function endAllSessions(): Promise<void> {
  await upsertRecord(await openTeamStore(), SESSION_VERSION_KEY, SessionRecordSchema, (current) => ({
    version: (current?.version ?? 0) + 1,
  }));
}
