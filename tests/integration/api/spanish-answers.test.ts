/**
 * The parents' refusals in Spanish, against the real local Blobs server (docs/api.md#languages): a
 * request with `Accept-Language: es` gets the same status and `code` as in English and its message
 * and issues in Spanish, from the catalog; cached public reads answer the same bytes in both
 * languages (docs/decisions/023-api-messages-in-two-languages.md).
 */
import { describe, expect, it } from "vitest";
import { ApiErrorSchema, type ApiError } from "../../../src/lib/schemas/http";
import { SnackSignupAnswerSchema } from "../../../src/lib/schemas/snacks";
import { fn, send, useCoachPerTest } from "../../support/api";
import { buildContactInput, buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { useEnv, useSeasonClock } from "../../support/env";

useSeasonClock();
// Every test starts from the freshly seeded season.
useCoachPerTest();

const GAME = "game-2025-09-27";
const SPANISH = { "Accept-Language": "es-US,es;q=0.9,en;q=0.5" };

let nextIp = 1;
/** A client of its own for each call unless one is given, so budgets and limits are the test's choice. */
const freshIp = () => `198.19.${String(Math.floor(nextIp / 250))}.${String((nextIp++ % 250) + 1)}`;

const signUp = (id: string, body: unknown, headers: Record<string, string> = {}, ip = freshIp()) =>
  call(fn("events-snack-signup"), `/api/events/${id}/snack-signup`, send("PUT", body, undefined, headers), {
    params: { id },
    ip,
  });

async function signedUp(id: string, body: unknown = buildSignup()): Promise<string> {
  const answer = await signUp(id, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SnackSignupAnswerSchema.parse(answer.body).manageToken;
}

const manage = (token: string, headers: Record<string, string> = SPANISH) =>
  call(fn("snack-signup"), "/api/snack-signup", { headers: { "X-Snack-Manage-Token": token, ...headers } });

const sendContact = (body: unknown, ip: string, headers: Record<string, string> = SPANISH) =>
  call(fn("contact"), "/api/contact", send("POST", body, undefined, headers), { ip });

/** The answer's error, checked to be in Spanish and never kept by a cache. */
function spanishError(answer: { status: number; headers: Headers; body: unknown }): ApiError["error"] {
  expect(answer.headers.get("Content-Language")).toBe("es");
  expect(answer.headers.get("Vary")).toBe("Accept-Language");
  expect(answer.headers.get("Cache-Control")).toBe("no-store");
  return ApiErrorSchema.parse(answer.body).error;
}

describe("a parent's refusals in Spanish", () => {
  it("a covered game: 409 conflict naming the volunteer, to a person and to the honeypot's decoy alike", async () => {
    await signedUp(GAME, buildSignup({ parentName: "María José García" }));
    const other = buildSignup({ parentName: "Kim Lee", parentEmail: "kim@example.com" });
    const person = await signUp(GAME, other, SPANISH);
    const bot = await signUp(GAME, { ...other, website: "http://spam.example" }, SPANISH);
    for (const answer of [person, bot]) {
      expect(answer.status).toBe(409);
      expect(spanishError(answer)).toEqual({
        code: "conflict",
        message: "María G. acaba de anotarse para llevar la merienda a este partido.",
      });
    }
    const english = await signUp(GAME, other);
    expect(ApiErrorSchema.parse(english.body).error).toEqual({
      code: "conflict",
      message: "María G. just signed up to bring snacks for this game.",
    });
    expect(english.headers.get("Content-Language")).toBe("en");
  });

  it("the two-game budget: 409 with the budget's count", async () => {
    const family = { parentEmail: "busy@example.com" };
    await signedUp(GAME, buildSignup(family));
    await signedUp("game-2025-10-04", buildSignup(family));
    const refused = await signUp("game-2025-10-11", buildSignup(family), SPANISH);
    expect(refused.status).toBe(409);
    const error = spanishError(refused);
    expect(error.code).toBe("conflict");
    expect(error.message).toMatch(
      /^Este correo electrónico ya está anotado para llevar la merienda a 2 próximos partidos/,
    );
  });

  it("a game not on the schedule: 404 not_found", async () => {
    const answer = await signUp("game-2099-01-01", buildSignup(), SPANISH);
    expect(answer.status).toBe(404);
    expect(spanishError(answer)).toEqual({ code: "not_found", message: "No se encontró el evento" });
  });

  it("a spent manage link: 404, and a started game's: 409", async () => {
    const spent = await manage(`v${"0".repeat(16)}-${"0".repeat(24)}.${"A".repeat(43)}`);
    expect(spent.status).toBe(404);
    expect(spanishError(spent).message).toMatch(/^Este enlace de inscripción ya no funciona/);

    const token = await signedUp("game-2025-09-20");
    const restore = useEnv({ APP_ENV: "test", APP_NOW: "2025-09-20T09:00:00-05:00" });
    try {
      const started = await manage(token);
      expect(started.status).toBe(409);
      expect(spanishError(started)).toEqual({
        code: "conflict",
        message:
          "Este partido ya empezó, así que su inscripción ya no se puede cambiar. Comuníquese con el entrenador.",
      });
    } finally {
      restore();
    }
  });

  it("the contact form's field rules and limits: 400 with each field's issue, zod's own in Spanish too", async () => {
    const answer = await sendContact(
      buildContactInput({ name: "Jane 2", email: "jane", subject: "x".repeat(201), message: "short" }),
      freshIp(),
    );
    expect(answer.status).toBe(400);
    const error = spanishError(answer);
    expect(error.code).toBe("validation_failed");
    expect(error.message).toBe("Faltan datos o hay datos que no son válidos");
    const byField = Object.fromEntries(
      (error.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(byField).toEqual({
      name: "No ponga números en su nombre.",
      email: "Escriba un correo electrónico válido",
      subject: expect.stringMatching(/^Demasiado grande/) as unknown,
      message: "El mensaje debe tener al menos 10 caracteres",
    });
  });

  it("a rate limit: 429 with its wait, and Retry-After", async () => {
    const ip = freshIp();
    for (let sent = 0; sent < 3; sent++)
      expect((await sendContact(buildContactInput(), ip, {})).status).toBe(201);
    const limited = await sendContact(buildContactInput(), ip);
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get("Retry-After"));
    expect(spanishError(limited)).toEqual({
      code: "rate_limited",
      message: `Demasiados mensajes a la vez. Inténtelo de nuevo en ${String(seconds)} segundos.`,
    });
  });
});

describe("what a cache keeps", () => {
  it("a cached public read is the same answer in both languages: its words are the page's", async () => {
    const english = await call(fn("events"), "/api/events");
    const spanish = await call(fn("events"), "/api/events", { headers: SPANISH });
    expect(english.status).toBe(200);
    expect(spanish.body).toEqual(english.body);
    expect(spanish.headers.get("Netlify-Vary")).toBe(english.headers.get("Netlify-Vary"));
    expect(spanish.headers.get("Content-Language")).toBeNull();
  });
});
