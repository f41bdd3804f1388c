/**
 * The security log (src/lib/server/security-log.ts): each event writes exactly one line (a rainout
 * that tells the group two: the rainout and the message), naming the client by its key, and no line
 * ever carries a secret or anything someone typed. The table runs in order, as one coach's evening
 * with a guesser and two busy parents around it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { nowMillis } from "../../../src/lib/clock";
import { clientNetwork } from "../../../src/lib/server/client-network";
import { hashPassword } from "../../../src/lib/server/password";
import { clientKey } from "../../../src/lib/server/secrets";
import type { SecurityLine } from "../../../src/lib/server/security-log";
import { totpFor } from "../../../src/lib/server/totp";
import { SiteFactsSchema } from "../../../src/lib/schemas/seasons";
import { SnackSignupAnswerSchema } from "../../../src/lib/schemas/snacks";
import { updateGroupMeSettings } from "../../../src/lib/server/repositories/groupme";
import { asCoach, cookieFrom, fn, send } from "../../support/api";
import { buildContactInput, buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { SEASON_DAY, useEnv } from "../../support/env";
import { useFakeGroupMe } from "../../support/use-fake-groupme";

const COACH_EMAIL = "head.coach@hayslightning.example";
const PASSWORD = "Lightning-Strikes-Twice-2025";
const WRONG_PASSWORD = "Guess-Number-Seven-77";
const TOTP_SECRET = "KRUGS4ZANFZSA5DIMUQHGZLDOJSXIIDPMYQHI2DFEBRW6YLDNA";
const SESSION_SECRET = "the-security-log-test-session-secret-0123456789";
const PARENT = { name: "Priya Raman", email: "priya.raman@example.com", phone: "(512) 555-0177" };
const MESSAGE = "Please call me about the carpool to the Buda game.";
const ALERT_TEXT = "Fields closed: lightning in the area until 7 PM";
const GROUP_MESSAGE = "Bring water bottles to Saturday's game";
const RAINOUT_TEXT = "Rainout: Saturday's game is cancelled, fields closed";
const TEAM_NAME = "Hays Thunderbolts";
const BOT = "bot-parents-0001";

const COACH_IP = "198.51.100.140";
const GUESSER_IP = "2001:db8:bad:1::66";
const PARENT_IP = "203.0.113.140";
const OTHER_PARENT_IP = "203.0.113.141";
const VOLUNTEER_IP = "203.0.113.142";

useFakeGroupMe(2000);

let restoreEnv: () => void;
let cookie = "";
let backup: unknown = null;
/** The manage token a volunteer cancels with. */
let manageToken = "";
/** Every code sent, and every line written while the table ran. */
const codesSent: string[] = [];
const everyLine: string[] = [];

beforeAll(async () => {
  restoreEnv = useEnv({
    APP_ENV: "test",
    APP_NOW: SEASON_DAY,
    COACH_EMAIL,
    // A cheap scrypt cost, as in password.test.ts: the file runs some thirty password checks.
    COACH_PASSWORD_HASH: await hashPassword(PASSWORD, { logN: 10, r: 8, p: 1 }),
    COACH_TOTP_SECRET: TOTP_SECRET,
    SESSION_SECRET,
  });
});
afterAll(() => {
  restoreEnv();
});

/** The security-log lines `task` writes, parsed. */
async function linesOf(task: () => Promise<unknown>): Promise<SecurityLine[]> {
  const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
  try {
    await task();
    const written = info.mock.calls.map((args) => args.map(String).join(" "));
    everyLine.push(...written);
    return written.map((line) => JSON.parse(line) as SecurityLine);
  } finally {
    info.mockRestore();
  }
}

/** The authenticator's code now, `steps` 30-second steps away. */
function code(steps = 0): string {
  const value = totpFor(TOTP_SECRET).generate({ timestamp: nowMillis() + steps * 30_000 });
  codesSent.push(value);
  return value;
}

const login = (body: unknown, ip: string) =>
  call(fn("auth-login"), "/api/auth/login", send("POST", body), { ip });
const guess = (ip: string, label = "") =>
  login({ email: COACH_EMAIL, password: `${WRONG_PASSWORD}${label}`, code: code() }, ip);
const asTheCoach = (name: string, path: string, init: RequestInit, params: Record<string, string> = {}) =>
  call(fn(name), path, init, { ip: COACH_IP, params });

interface Case {
  name: string;
  ip: string;
  /** Requests that lead up to the event; their lines are checked for secrets only. */
  before?: () => Promise<unknown>;
  act: () => Promise<{ status: number }>;
  status: number;
  /** The line the event writes (or its lines, in order), without `log`, `time` and `client`; null for none. */
  line: Entry | Entry[] | null;
}

type Entry = Omit<SecurityLine, "log" | "time" | "client">;

const SIGN_IN = "POST /api/auth/login";

/** The coach deletes record `id` of `collection` through its own route: a line naming the record. */
const coachDeletes = (what: string, collection: "events" | "players" | "posts", id: string): Case => ({
  name: `the coach deletes ${what}`,
  ip: COACH_IP,
  act: () =>
    asTheCoach(`${collection}-id`, `/api/${collection}/${id}`, send("DELETE", undefined, cookie), { id }),
  status: 204,
  line: {
    event: "delete",
    outcome: "success",
    route: `DELETE /api/${collection}/:id`,
    target: `${collection}/${id}`,
  },
});

const CASES: Case[] = [
  {
    name: "the coach signs in with password and code",
    ip: COACH_IP,
    act: async () => {
      const answer = await login({ email: COACH_EMAIL, password: PASSWORD, code: code() }, COACH_IP);
      cookie = cookieFrom(answer.headers.get("Set-Cookie"));
      return answer;
    },
    status: 200,
    line: { event: "sign-in", outcome: "success", route: SIGN_IN },
  },
  {
    name: "a guess of the password",
    ip: GUESSER_IP,
    act: () => guess(GUESSER_IP),
    status: 401,
    line: { event: "sign-in", outcome: "failure", reason: "bad-credentials", route: SIGN_IN },
  },
  {
    name: "a guess without a code",
    ip: GUESSER_IP,
    act: () => login({ email: COACH_EMAIL, password: WRONG_PASSWORD }, GUESSER_IP),
    status: 401,
    line: { event: "sign-in", outcome: "failure", reason: "bad-code", route: SIGN_IN },
  },
  {
    name: "the right password with a wrong code",
    ip: GUESSER_IP,
    act: () => login({ email: COACH_EMAIL, password: PASSWORD, code: code(5) }, GUESSER_IP),
    status: 401,
    line: { event: "sign-in", outcome: "failure", reason: "bad-code", route: SIGN_IN },
  },
  {
    name: "a guess past the client's limit of 10 failures",
    ip: GUESSER_IP,
    before: async () => {
      for (let attempt = 0; attempt < 7; attempt++) await guess(GUESSER_IP, String(attempt));
    },
    act: () => guess(GUESSER_IP, "-eleventh"),
    status: 429,
    line: {
      event: "sign-in",
      outcome: "failure",
      reason: "rate-limited",
      limit: "login-failures",
      route: SIGN_IN,
    },
  },
  {
    name: "a guess past the site's 20 password checks a minute",
    ip: "192.0.2.99",
    before: async () => {
      for (let address = 1; address <= 20; address++) await guess(`192.0.2.${String(address)}`);
    },
    act: () => guess("192.0.2.99"),
    status: 429,
    line: {
      event: "sign-in",
      outcome: "failure",
      reason: "scrypt-budget",
      limit: "scrypt-budget",
      route: SIGN_IN,
    },
  },
  {
    name: "the coach posts the field alert",
    ip: COACH_IP,
    act: () =>
      asTheCoach("alert", "/api/alert", send("PUT", { message: ALERT_TEXT, level: "closed" }, cookie)),
    status: 200,
    line: { event: "alert", outcome: "success", route: "PUT /api/alert" },
  },
  {
    name: "the coach clears the field alert",
    ip: COACH_IP,
    act: () => asTheCoach("alert", "/api/alert", send("DELETE", undefined, cookie)),
    status: 204,
    line: { event: "alert", outcome: "success", route: "DELETE /api/alert" },
  },
  coachDeletes("a player", "players", "player-01"),
  coachDeletes("a post", "posts", "post-snack-schedule"),
  {
    name: "the coach edits the team",
    ip: COACH_IP,
    act: async () => {
      const team: Record<string, unknown> = {
        ...SiteFactsSchema.parse((await asTheCoach("season", "/api/season", {})).body).team,
      };
      delete team.updatedAt;
      return asTheCoach("team", "/api/team", send("PUT", { ...team, name: TEAM_NAME }, cookie));
    },
    status: 200,
    line: { event: "team", outcome: "success", route: "PUT /api/team" },
  },
  {
    name: "the coach makes a GroupMe bot",
    ip: COACH_IP,
    act: () =>
      asTheCoach(
        "groupme-create-bot",
        "/api/groupme/create-bot",
        send("POST", { groupId: "1001", botName: "Lightning Coach - Parents" }, cookie),
      ),
    status: 201,
    line: { event: "groupme", outcome: "success", route: "POST /api/groupme/create-bot" },
  },
  {
    name: "the coach sends a GroupMe message",
    ip: COACH_IP,
    act: () =>
      asTheCoach(
        "groupme-send-message",
        "/api/groupme/send-message",
        send("POST", { message: GROUP_MESSAGE, botId: BOT }, cookie),
      ),
    status: 200,
    line: { event: "groupme", outcome: "success", route: "POST /api/groupme/send-message" },
  },
  {
    name: "the coach calls a rainout and tells the group",
    ip: COACH_IP,
    before: () => updateGroupMeSettings({ botId: BOT, botName: "Lightning Coach - Parents" }),
    act: () =>
      asTheCoach(
        "rainout",
        "/api/rainout",
        send(
          "POST",
          { eventIds: ["game-2025-09-20"], statusNote: "Rain", groupMe: { text: RAINOUT_TEXT } },
          cookie,
        ),
      ),
    status: 200,
    line: [
      { event: "rainout", outcome: "success", route: "POST /api/rainout" },
      { event: "groupme", outcome: "success", route: "POST /api/rainout" },
    ],
  },
  {
    name: "a rainout that could not cancel an event, so the group is not told",
    ip: COACH_IP,
    act: () =>
      asTheCoach(
        "rainout",
        "/api/rainout",
        send("POST", { eventIds: ["game-1999-01-01"], groupMe: { text: RAINOUT_TEXT } }, cookie),
      ),
    status: 200,
    line: { event: "rainout", outcome: "failure", route: "POST /api/rainout" },
  },
  {
    name: "the coach downloads a backup",
    ip: COACH_IP,
    act: async () => {
      const answer = await asTheCoach("backup", "/api/backup", asCoach(cookie));
      backup = answer.body;
      return answer;
    },
    status: 200,
    line: { event: "backup", outcome: "success", route: "GET /api/backup" },
  },
  {
    name: "the coach previews a restore",
    ip: COACH_IP,
    act: () => asTheCoach("backup-restore", "/api/backup/restore?dryRun=1", send("POST", backup, cookie)),
    status: 200,
    line: null,
  },
  {
    name: "the coach restores a backup",
    ip: COACH_IP,
    act: () => asTheCoach("backup-restore", "/api/backup/restore", send("POST", backup, cookie)),
    status: 200,
    line: { event: "restore", outcome: "success", route: "POST /api/backup/restore" },
  },
  {
    name: "a parent's fourth message in a minute",
    ip: PARENT_IP,
    before: async () => {
      for (let message = 0; message < 3; message++) await contact();
    },
    act: () => contact(),
    status: 429,
    line: { event: "rate-limited", outcome: "failure", limit: "contact", route: "POST /api/contact" },
  },
  {
    name: "the coach reads the contact inbox",
    ip: COACH_IP,
    act: () => asTheCoach("contact", "/api/contact?limit=10", asCoach(cookie)),
    status: 200,
    line: { event: "inbox", outcome: "success", route: "GET /api/contact" },
  },
  {
    name: "a parent's 21st snack sign-up in 10 minutes",
    ip: OTHER_PARENT_IP,
    before: async () => {
      for (let signup = 0; signup < 20; signup++) await snackSignup();
    },
    act: () => snackSignup(),
    status: 429,
    line: {
      event: "rate-limited",
      outcome: "failure",
      limit: "snack-signup",
      route: "PUT /api/events/:id/snack-signup",
    },
  },
  coachDeletes("an event", "events", "event-team-picture-day"),
  {
    name: "a volunteer cancels with their link",
    ip: VOLUNTEER_IP,
    before: async () => {
      const body = buildSignup({ parentName: PARENT.name, parentEmail: "volunteer@example.com" });
      const answer = await call(
        fn("events-snack-signup"),
        "/api/events/game-2025-10-04/snack-signup",
        send("PUT", body),
        {
          params: { id: "game-2025-10-04" },
          ip: VOLUNTEER_IP,
        },
      );
      manageToken = SnackSignupAnswerSchema.parse(answer.body).manageToken;
    },
    act: () =>
      call(
        fn("snack-signup"),
        "/api/snack-signup",
        send("DELETE", undefined, undefined, { "X-Snack-Manage-Token": manageToken }),
        { ip: VOLUNTEER_IP },
      ),
    status: 204,
    line: {
      event: "delete",
      outcome: "success",
      route: "DELETE /api/snack-signup",
      target: "users/*",
    },
  },
  {
    name: "the coach logs out",
    ip: COACH_IP,
    act: () => asTheCoach("auth-logout", "/api/auth/logout", send("POST", undefined, cookie)),
    status: 200,
    line: { event: "logout", outcome: "success", route: "POST /api/auth/logout" },
  },
];

function contact() {
  const body = buildContactInput({ name: PARENT.name, email: PARENT.email, message: MESSAGE });
  return call(fn("contact"), "/api/contact", send("POST", body), { ip: PARENT_IP });
}

function snackSignup() {
  const body = buildSignup({ parentName: PARENT.name, parentEmail: PARENT.email, parentPhone: PARENT.phone });
  return call(fn("events-snack-signup"), "/api/events/game-2025-09-27/snack-signup", send("PUT", body), {
    params: { id: "game-2025-09-27" },
    ip: OTHER_PARENT_IP,
  });
}

describe("the security log", () => {
  it.each(CASES)("$name: one line", async ({ ip, before, act, status, line }) => {
    if (before) await linesOf(before);
    let answer = { status: 0 };
    const lines = await linesOf(async () => {
      answer = await act();
    });
    expect(answer.status).toBe(status);
    const expected = (line === null ? [] : [line].flat()).map((entry) => ({
      log: "security",
      time: "2025-09-15T17:00:00.000Z",
      ...entry,
      // A volunteer's record id is made at sign-up: the line names it, whatever it is.
      ...(entry.target === "users/*" ? { target: `users/${manageToken.split(".")[0] ?? ""}` } : {}),
      client: clientKey(clientNetwork(ip)),
    }));
    expect(lines).toEqual(expected);
  });

  it("never carries an email, phone, password, code, secret, token, cookie, address or message", () => {
    expect(everyLine.length).toBeGreaterThan(CASES.length);
    const [, token = ""] = cookie.split("=");
    const secrets = [
      COACH_EMAIL,
      PASSWORD,
      WRONG_PASSWORD,
      TOTP_SECRET,
      SESSION_SECRET,
      token,
      ...token.split("."),
      "team_session",
      PARENT.name,
      PARENT.email,
      PARENT.phone,
      MESSAGE,
      ALERT_TEXT,
      GROUP_MESSAGE,
      RAINOUT_TEXT,
      TEAM_NAME,
      COACH_IP,
      GUESSER_IP,
      "2001:db8:bad",
      PARENT_IP,
      OTHER_PARENT_IP,
      VOLUNTEER_IP,
      manageToken.slice(manageToken.lastIndexOf(".") + 1),
      "192.0.2.",
      ...codesSent,
    ];
    for (const line of everyLine) {
      expect(line).toMatch(/^\{"log":"security",/);
      for (const secret of secrets) expect(line).not.toContain(secret);
    }
  });
});
