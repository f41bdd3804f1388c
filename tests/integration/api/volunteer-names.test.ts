/**
 * The name rule through the routes (docs/api.md#names-and-snack-notes), against the real local Blobs
 * server: real names in several scripts are taken and shown to the public as first name and last
 * initial; an attack of each kind the rule names is refused with 400 on its field, by the snack
 * sign-up and the contact form, and stores nothing; a phone number or payment handle in what a
 * volunteer brings is refused by the sign-up, the change by the manage link and the coach's
 * assignment. The rule's whole tables run against the schema (src/lib/schemas/person-name.test.ts);
 * here each kind of answer goes through each route once, which is what the routes add. One store for the file: a refusal writes nothing and every
 * accepted sign-up is cancelled with its own token.
 */
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { REFUSED_BRINGINGS, REFUSED_NAMES } from "../../support/names";
import { UserSchema } from "../../../src/lib/schemas/snacks";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import { SnackSignupAnswerSchema } from "../../../src/lib/schemas/snacks";
import { asCoach, fn, send, useCoach } from "../../support/api";
import { buildContactInput, buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { useSeasonClock } from "../../support/env";
import { contents } from "../../support/store-snapshot";

useSeasonClock();
const coach = useCoach();

const GAME = "game-2025-09-27";

let nextIp = 1;
const freshIp = () => `198.18.${String(Math.floor(nextIp / 250))}.${String((nextIp++ % 250) + 1)}`;

const signUp = (id: string, body: unknown) =>
  call(fn("events-snack-signup"), `/api/events/${id}/snack-signup`, send("PUT", body), {
    params: { id },
    ip: freshIp(),
  });

const holding = (token: string) => ({ "X-Snack-Manage-Token": token });

const cancel = (token: string) =>
  call(fn("snack-signup"), "/api/snack-signup", send("DELETE", undefined, undefined, holding(token)), {
    ip: freshIp(),
  });

const change = (token: string, body: unknown) =>
  call(fn("snack-signup"), "/api/snack-signup", send("PUT", body, undefined, holding(token)), {
    ip: freshIp(),
  });

const assign = (id: string, body: unknown) =>
  call(fn("events-snack-volunteer"), `/api/events/${id}/snack-volunteer`, send("PUT", body, coach()), {
    params: { id },
  });

const publicUsers = async () =>
  z
    .array(z.strictObject({ id: z.string(), name: z.string(), bringing: z.nullable(z.string()) }))
    .parse((await call(fn("users"), "/api/users")).body);

const coachUsers = async () =>
  z.array(UserSchema).parse((await call(fn("users"), "/api/users", asCoach(coach()))).body);

const errorOf = (body: unknown) => ApiErrorSchema.parse(body).error;

/** The first case of each sentence the rule answers with, e.g. one of the hidden characters. */
const onePerProblem = <T extends { problem: RegExp }>(cases: readonly T[]): T[] =>
  cases.filter(
    (item, index) => cases.findIndex((other) => other.problem.source === item.problem.source) === index,
  );

/**
 * Real names whose public short form the route works out differently: an apostrophe, a curly one
 * and a hyphen, initials, a name written right to left, one without spaces between letters of
 * another script, and two letters.
 */
const SOME_REAL_NAMES = ["Zoë O'Brien", "Mary-Kate O’Neil", "J.R. Smith", "محمد علي", "李小龙", "Bo"];

describe("names that are names", () => {
  it.each(SOME_REAL_NAMES)("takes %s, and the public sees first name and last initial", async (name) => {
    const answer = await signUp(GAME, buildSignup({ parentName: name }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const token = SnackSignupAnswerSchema.parse(answer.body).manageToken;
    const [volunteer] = await publicUsers();
    expect(volunteer?.name.length).toBeLessThanOrEqual(name.length);
    expect(name.startsWith(volunteer?.name.split(" ")[0] ?? "?")).toBe(true);
    expect((await coachUsers())[0]?.name).toBe(name.normalize("NFC"));
    expect((await cancel(token)).status).toBe(204);
  });

  // (An empty name gets the form's own sentence, tested with the sign-up's other routes.)
  it.each(onePerProblem(REFUSED_NAMES.filter(({ name }) => name.trim() !== "")))(
    "refuses $case with 400 on the name, and stores nothing",
    async ({ name, problem }) => {
      const before = await contents();
      const { status, body } = await signUp(GAME, buildSignup({ parentName: name }));
      expect(status).toBe(400);
      const [issue] = errorOf(body).issues ?? [];
      expect(issue?.path).toEqual(["parentName"]);
      expect(issue?.message).toMatch(problem);
      expect(await contents()).toEqual(before);
    },
  );

  it.each(onePerProblem(REFUSED_NAMES.filter(({ name }) => name.trim() !== "")))(
    "refuses $case as a contact form's name too",
    async ({ name, problem }) => {
      const { status, body } = await call(
        fn("contact"),
        "/api/contact",
        send("POST", buildContactInput({ name })),
        {
          ip: freshIp(),
        },
      );
      expect(status).toBe(400);
      const [issue] = errorOf(body).issues ?? [];
      expect(issue).toMatchObject({ path: ["name"] });
      expect(issue?.message).toMatch(problem);
    },
  );

  it.each([
    { bringing: "Pay the snack fee at snackfee.com", problem: /web addresses/ },
    { bringing: "Water\u202Eevil", problem: /hidden character/ },
    { bringing: "x".repeat(81), problem: /80 characters/ },
  ])("refuses $bringing as what a volunteer brings", async ({ bringing, problem }) => {
    const { status, body } = await signUp(GAME, buildSignup({ bringing }));
    expect(status).toBe(400);
    expect(errorOf(body).issues?.[0]).toMatchObject({ path: ["bringing"] });
    expect(errorOf(body).issues?.[0]?.message).toMatch(problem);
  });
});

describe("phone numbers and payment handles in what a volunteer brings", () => {
  const expectRefused = (answer: { status: number; body: unknown }, problem: RegExp) => {
    expect(answer.status).toBe(400);
    const { issues } = errorOf(answer.body);
    expect(issues?.map((issue) => issue.path)).toEqual([["bringing"]]);
    expect(issues?.[0]?.message).toMatch(problem);
  };

  it.each(onePerProblem(REFUSED_BRINGINGS))(
    "refuses $case in a sign-up with 400 on bringing, and stores nothing",
    async ({ bringing, problem }) => {
      const before = await contents();
      expectRefused(await signUp(GAME, buildSignup({ bringing })), problem);
      expect(await contents()).toEqual(before);
    },
  );

  it("refuses them in a change by the manage link and in the coach's assignment, and keeps the text", async () => {
    const answer = await signUp(GAME, buildSignup({ bringing: "Orange slices" }));
    const token = SnackSignupAnswerSchema.parse(answer.body).manageToken;
    for (const { bringing, problem } of REFUSED_BRINGINGS) {
      expectRefused(await change(token, buildSignup({ bringing })), problem);
      expectRefused(await assign(GAME, buildSignup({ bringing })), problem);
    }
    expect(await publicUsers()).toEqual([expect.objectContaining({ bringing: "Orange slices" })]);
    expect((await cancel(token)).status).toBe(204);
  });

  // A dollar amount, runs of digits that are no phone number, and letters beyond ASCII.
  it.each(["$20 of fruit", "Water for 2 teams, 10 kids each", "Pão de queijo"])(
    "takes %s, which the public then reads",
    async (bringing) => {
      const answer = await signUp(GAME, buildSignup({ bringing }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect((await publicUsers())[0]?.bringing).toBe(bringing);
      expect((await cancel(SnackSignupAnswerSchema.parse(answer.body).manageToken)).status).toBe(204);
    },
  );
});
