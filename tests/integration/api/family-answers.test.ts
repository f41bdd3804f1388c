/**
 * Family links and answers against the real local Blobs server (docs/api.md#family-answers): a link
 * made, used, rotated and wrong; answers after kick-off and the coach's cut-off, a note after the
 * lock, a cancelled event, a moved one to confirm, "not on Tuesdays", 50 taps at once, the coach's
 * answer, the family link's rate limit, the coach's headcount and nudge, the public counts, the
 * reminder's count and a family's snack sign-up. The privacy walk is in privacy.test.ts, backups in
 * backup.test.ts.
 */
import { describe, expect, it } from "vitest";
import { FAMILY_TOKEN_HEADER } from "../../../src/lib/constants";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import {
  CoachFamilySchema,
  FamilyLinkSchema,
  FamilyLinksSchema,
  FamilyListSchema,
  FamilySavedAnswerSchema,
  FamilySnackSignupAnswerSchema,
  FamilyViewSchema,
  HeadcountEventSchema,
  HeadcountSchema,
  PublicCountsAnswerSchema,
} from "../../../src/lib/schemas/families";
import { reminderOverview } from "../../../src/lib/server/reminders";
import { availabilityRepository, familiesRepository } from "../../../src/lib/server/repositories/families";
import { asCoach, fn, send, useCoachPerTest } from "../../support/api";
import { buildEventInput, buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { useSeasonClock, withEnv } from "../../support/env";
import { DateTime } from "luxon";

useSeasonClock();
const coach = useCoachPerTest();

// Saturday 20 Sep 2025, 9:00 AM in Kyle; Tuesday 16 Sep's practice at 6:30 PM.
const GAME = "game-2025-09-20";
const TUESDAY = "practice-2025-09-16";
const THURSDAY = "practice-2025-09-18";
const MATEO = "player-01";
const OLIVIA = "player-02";
const LIAM = "player-03";

let nextIp = 1;
const freshIp = () => `198.18.40.${String((nextIp++ % 250) + 1)}`;

const at = <T>(instant: string, task: () => Promise<T>) => withEnv({ APP_NOW: instant }, task);

async function makeFamily(playerIds: string[], name = "Garcia family", language = "en"): Promise<string> {
  const made = await call(
    fn("families"),
    "/api/families",
    send("POST", { name, playerIds, language }, coach()),
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return CoachFamilySchema.parse(made.body).id;
}

async function rotate(id: string, slot: 1 | 2): Promise<string> {
  const rotated = await call(
    fn("families-id-links-slot-rotate"),
    `/api/families/${id}/links/${String(slot)}/rotate`,
    send("POST", undefined, coach()),
    { params: { id, slot: String(slot) } },
  );
  expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
  return FamilyLinkSchema.parse(rotated.body).token;
}

/** A family with its first link: the Garcias (Mateo) unless told otherwise. */
async function linked(playerIds = [MATEO], name = "Garcia family"): Promise<{ id: string; token: string }> {
  const id = await makeFamily(playerIds, name);
  return { id, token: await rotate(id, 1) };
}

const headers = (token: string | null): Record<string, string> =>
  token === null ? {} : { [FAMILY_TOKEN_HEADER]: token };

const view = (token: string | null, ip = freshIp()) =>
  call(fn("family"), "/api/family", { headers: headers(token) }, { ip });

async function viewed(token: string) {
  const answer = await view(token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get("Cache-Control")).toBe("no-store");
  return FamilyViewSchema.parse(answer.body);
}

const answer = (token: string, body: Record<string, unknown>, ip = freshIp()) =>
  call(fn("family-answers"), "/api/family/answers", send("PUT", body, undefined, headers(token)), { ip });

async function answered(token: string, body: Record<string, unknown>) {
  const saved = await answer(token, body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return FamilySavedAnswerSchema.parse(saved.body);
}

const answersOf = async (token: string, eventId: string) =>
  (await viewed(token)).events.find((event) => event.id === eventId)?.answers;

async function headcount() {
  const answer = await call(fn("availability"), "/api/availability", asCoach(coach()));
  expect(answer.status).toBe(200);
  return HeadcountSchema.parse(answer.body);
}

const eventHeadcount = async (eventId: string) =>
  (await headcount()).events.find((event) => event.eventId === eventId);

const editEvent = async (id: string, body: Record<string, unknown>) => {
  const edited = await call(fn("events-id"), `/api/events/${id}`, send("PUT", body, coach()), {
    params: { id },
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
};

const settings = async (body: Record<string, unknown>) => {
  const saved = await call(
    fn("settings-availability"),
    "/api/settings/availability",
    send("PUT", body, coach()),
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
};

const errorOf = (body: unknown) => ApiErrorSchema.parse(body).error;

describe("family links", () => {
  it("are made, used, reprinted and rotated: the old token is a 404 at once, the other slot still works", async () => {
    const { id, token } = await linked([MATEO, OLIVIA]);
    const second = await rotate(id, 2);
    expect(token).toMatch(new RegExp(`^${id}\\.1\\.1\\.[A-Za-z0-9_-]{43}$`));

    const page = await viewed(token);
    expect(page.family).toEqual({
      name: "Garcia family",
      language: "en",
      players: [
        { id: MATEO, firstName: "Mateo" },
        { id: OLIVIA, firstName: "Olivia" },
      ],
    });
    expect(page.events[0]?.id).toBe(TUESDAY);
    expect(page.events.every((event) => event.answers.length === 2)).toBe(true);

    // Reprint: the same tokens again; the store holds no token.
    const reprint = await call(fn("families-id-links"), `/api/families/${id}/links`, asCoach(coach()), {
      params: { id },
    });
    expect(FamilyLinksSchema.parse(reprint.body).links).toEqual([
      { slot: 1, token },
      { slot: 2, token: second },
    ]);
    expect(JSON.stringify(await familiesRepository.get(id))).not.toContain(token.split(".")[3]);

    const rotated = await rotate(id, 1);
    expect(rotated).not.toBe(token);
    expect((await view(token)).status).toBe(404);
    expect((await view(rotated)).status).toBe(200);
    expect((await view(second)).status).toBe(200);

    // Ending a slot ends its link; a later rotate never brings the ended token back.
    const ended = await call(
      fn("families-id-links-slot"),
      `/api/families/${id}/links/2`,
      send("DELETE", undefined, coach()),
      { params: { id, slot: "2" } },
    );
    expect(ended.status).toBe(204);
    expect((await view(second)).status).toBe(404);
    const reprinted = await call(fn("families-id-links"), `/api/families/${id}/links`, asCoach(coach()), {
      params: { id },
    });
    expect(FamilyLinksSchema.parse(reprinted.body).links).toEqual([{ slot: 1, token: rotated }]);
    expect((await view(second)).status).toBe(404);
    expect(await rotate(id, 2)).not.toBe(second);

    const listed = FamilyListSchema.parse(
      (await call(fn("families"), "/api/families", asCoach(coach()))).body,
    ).families;
    expect(listed).toEqual([
      expect.objectContaining({
        id,
        players: [
          { id: MATEO, name: "Mateo Garcia" },
          { id: OLIVIA, name: "Olivia Nguyen" },
        ],
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain("token");
  });

  it("answer a wrong, forged, missing or malformed token with one 404, and change nothing", async () => {
    const { id, token } = await linked();
    const [, , , mac = ""] = token.split(".");
    const wrong = [
      null,
      "",
      "not a token",
      `${id}.1.2.${mac}`,
      `${id}.2.1.${mac}`,
      `${id}.1.1.${"A".repeat(43)}`,
      `someone-else.1.1.${mac}`,
    ];
    for (const guess of wrong) {
      const page = await view(guess);
      expect(page.status, String(guess)).toBe(404);
      expect(errorOf(page.body).message).toBe(
        "This family link no longer works. Please ask the coach for a new one.",
      );
      const tried = await answer(guess ?? "", { eventId: GAME, playerId: MATEO, answer: "going" });
      expect(tried.status).toBe(404);
    }
    expect(await availabilityRepository.list()).toEqual([]);
    // A player of another family is not this link's to answer for.
    expect((await answer(token, { eventId: GAME, playerId: OLIVIA, answer: "going" })).status).toBe(404);
  });

  it("are rate-limited per client before the token is looked at: 60 in 10 minutes, then 429", async () => {
    const { token } = await linked();
    const ip = "198.19.40.1";
    for (let index = 0; index < 60; index += 1) expect((await view("made-up", ip)).status).toBe(404);
    const limited = await view(token, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await view(token)).status).toBe(200);
  });
});

describe("answers", () => {
  it("are saved with a note, shown on the family page, and 50 taps at once end in one record", async () => {
    const { token } = await linked();
    const saved = await answered(token, {
      eventId: GAME,
      playerId: MATEO,
      answer: "going",
      note: "  llegamos   10 min tarde ",
    });
    expect(saved).toMatchObject({
      answer: "going",
      note: "llegamos 10 min tarde",
      by: "family",
      toConfirm: false,
    });

    const choices = ["going", "not-going", "maybe"] as const;
    const taps = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        answer(token, { eventId: GAME, playerId: MATEO, answer: choices[index % 3] }),
      ),
    );
    expect(taps.map((tap) => tap.status)).toEqual(taps.map(() => 200));
    const records = await availabilityRepository.list();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ eventId: GAME, playerId: MATEO, note: "llegamos 10 min tarde" });
    expect(choices).toContain(records[0]?.answer);
    expect((await answersOf(token, GAME))?.[0]?.answer).toBe(records[0]?.answer);
  });

  it("lock at kick-off and at the coach's cut-off with a 409 that says when; a note still reaches the coach", async () => {
    const { token } = await linked();
    await settings({ cutoffHours: 2 });
    // 7:30 AM: past the 7:00 AM cut-off of the 9:00 AM game.
    await at("2025-09-20T07:30:00-05:00", async () => {
      const locked = await answer(token, { eventId: GAME, playerId: MATEO, answer: "going" });
      expect(locked.status).toBe(409);
      expect(errorOf(locked.body).message).toBe(
        "Answers for this event closed at 7:00 AM. Please contact the coach.",
      );
      const page = await viewed(token);
      expect(page.events.find((event) => event.id === GAME)).toMatchObject({ locked: true, open: false });
    });
    await settings({ cutoffHours: 0 });
    await at("2025-09-20T08:59:00-05:00", async () => {
      expect((await answer(token, { eventId: GAME, playerId: MATEO, answer: "maybe" })).status).toBe(200);
    });
    await at("2025-09-20T09:05:00-05:00", async () => {
      const late = await answer(token, { eventId: GAME, playerId: MATEO, answer: "going" }, freshIp());
      expect(late.status).toBe(409);
      const spanish = await call(
        fn("family-answers"),
        "/api/family/answers",
        send("PUT", { eventId: GAME, playerId: MATEO, answer: "going" }, undefined, {
          ...headers(token),
          "Accept-Language": "es",
        }),
        { ip: freshIp() },
      );
      expect(errorOf(spanish.body).message).toMatch(/^Las respuestas para este evento se cerraron/);
      // The note after the lock: "running late" reaches the coach, the answer stays.
      const note = await answered(token, { eventId: GAME, playerId: MATEO, note: "Running late, 5 min" });
      expect(note).toMatchObject({ answer: "maybe", note: "Running late, 5 min" });
    });
  });

  it("are refused for a cancelled event and a postponed one until it has a new date", async () => {
    const { token } = await linked();
    await editEvent(GAME, { status: "cancelled", statusNote: "Fields closed: rain" });
    const cancelled = await answer(token, { eventId: GAME, playerId: MATEO, answer: "going" });
    expect(cancelled.status).toBe(409);
    expect(errorOf(cancelled.body).message).toBe("This event is cancelled, so it takes no answers.");
    expect((await answer(token, { eventId: GAME, playerId: MATEO, note: "ok" })).status).toBe(409);

    await editEvent(GAME, { status: "postponed" });
    const postponed = await answer(token, { eventId: GAME, playerId: MATEO, answer: "going" });
    expect(postponed.status).toBe(409);
    expect(errorOf(postponed.body).message).toMatch(/postponed/);
    // A new date puts it back on, and it takes answers again.
    await editEvent(GAME, { date: "2025-09-21T19:00:00.000Z", endDate: "2025-09-21T20:00:00.000Z" });
    expect((await answer(token, { eventId: GAME, playerId: MATEO, answer: "going" })).status).toBe(200);
    expect(await availabilityRepository.list()).toHaveLength(1);
  });

  it("of a moved event wait to be confirmed until the family answers again", async () => {
    const { token } = await linked();
    await answered(token, { eventId: GAME, playerId: MATEO, answer: "going" });
    await editEvent(GAME, { date: "2025-09-21T14:00:00.000Z", endDate: "2025-09-21T15:00:00.000Z" });
    expect((await answersOf(token, GAME))?.[0]).toMatchObject({ answer: "going", toConfirm: true });
    expect((await eventHeadcount(GAME))?.counts).toMatchObject({ going: 0, toConfirm: 1 });
    await answered(token, { eventId: GAME, playerId: MATEO, answer: "going" });
    expect((await answersOf(token, GAME))?.[0]).toMatchObject({ answer: "going", toConfirm: false });
    expect((await eventHeadcount(GAME))?.counts).toMatchObject({ going: 1, toConfirm: 0 });
  });

  it('"not on Tuesdays" answers Not going for every Tuesday, later ones too, until an answer says otherwise', async () => {
    const { token } = await linked();
    const away = await call(
      fn("family-away"),
      "/api/family/away",
      send("PUT", { playerId: MATEO, weekday: 2, away: true }, undefined, headers(token)),
      { ip: freshIp() },
    );
    expect(away.status, JSON.stringify(away.body)).toBe(200);
    expect(away.body).toEqual({ awayWeekdays: [{ playerId: MATEO, weekday: 2 }] });
    // An event added later, on Tuesday 30 Sep.
    const added = await call(
      fn("events"),
      "/api/events",
      send("POST", buildEventInput({ title: "Team photo", date: "2025-09-30T15:00:00.000Z" }), coach()),
    );
    const photo = (added.body as { id: string }).id;

    const page = await viewed(token);
    const of = (id: string) => page.events.find((event) => event.id === id)?.answers[0];
    expect(of(TUESDAY)).toMatchObject({ answer: "not-going", away: true });
    expect(of(photo)).toMatchObject({ answer: "not-going", away: true });
    expect(of(THURSDAY)).toMatchObject({ answer: null, away: false });
    expect(page.awayWeekdays).toEqual([{ playerId: MATEO, weekday: 2 }]);
    expect((await eventHeadcount(TUESDAY))?.counts).toMatchObject({ notGoing: 1, noAnswer: 10 });

    await answered(token, { eventId: TUESDAY, playerId: MATEO, answer: "going" });
    expect((await answersOf(token, TUESDAY))?.[0]).toMatchObject({ answer: "going", away: false });
  });
});

describe("the coach's headcount", () => {
  it("counts per player with names and notes, takes the coach's answer, and nudges without naming anyone", async () => {
    const garcias = await linked([MATEO], "Garcia family");
    await linked([OLIVIA, LIAM], "Nguyen-Johnson family");
    await answered(garcias.token, {
      eventId: GAME,
      playerId: MATEO,
      answer: "going",
      note: "Bringing grandma",
    });

    const game = await eventHeadcount(GAME);
    expect(game?.counts).toEqual({ going: 1, maybe: 0, notGoing: 0, toConfirm: 0, noAnswer: 10 });
    expect(game?.familiesWithoutAnswer).toBe(1);
    expect(game?.players.find((player) => player.playerId === MATEO)).toEqual({
      playerId: MATEO,
      name: "Mateo G.",
      answer: "going",
      toConfirm: false,
      away: false,
      note: "Bringing grandma",
      by: "family",
    });
    expect(game?.nudge).toBe(
      "1 family hasn't answered for the game on Sat, Sep 20: please use your family link.",
    );

    // A phone call: the coach answers for Olivia where families can no longer (72 hours before).
    await settings({ cutoffHours: 72 });
    const set = await call(
      fn("availability-event-player"),
      `/api/availability/${TUESDAY}/${OLIVIA}`,
      send("PUT", { answer: "maybe" }, coach()),
      { params: { eventId: TUESDAY, playerId: OLIVIA } },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const after = HeadcountEventSchema.parse(set.body);
    expect(after.players.find((player) => player.playerId === OLIVIA)).toMatchObject({
      name: "Olivia N.",
      answer: "maybe",
      by: "coach",
    });
    expect(after.counts).toMatchObject({ going: 0, maybe: 1, noAnswer: 10 });
    expect((await answer(garcias.token, { eventId: TUESDAY, playerId: MATEO, answer: "going" })).status).toBe(
      409,
    );

    // In the team's languages, both: one message, naming no family or player.
    const languages = await call(
      fn("groupme-reminders"),
      "/api/groupme/reminders",
      send("PUT", { languages: "both" }, coach()),
    );
    expect(languages.status).toBe(200);
    const nudge = (await eventHeadcount(GAME))?.nudge ?? "";
    expect(nudge).toBe(
      "1 family hasn't answered for the game on Sat, Sep 20: please use your family link.\n\n" +
        "1 familia no ha respondido para el partido del sáb, 20 de sept: por favor use su enlace familiar.",
    );
    for (const name of ["Mateo", "Olivia", "Liam", "Garcia", "Nguyen", "Johnson"])
      expect(nudge).not.toContain(name);
  });

  it("adds the count to the game-eve reminder, and public pages see counts only, or nothing", async () => {
    const { token } = await linked([MATEO, OLIVIA]);
    await answered(token, { eventId: GAME, playerId: MATEO, answer: "going", note: "Secret note" });
    await answered(token, { eventId: GAME, playerId: OLIVIA, answer: "not-going" });

    const reminder = await reminderOverview(DateTime.fromISO("2025-09-19T18:00:00-05:00"));
    expect(reminder.next?.eventId).toBe(GAME);
    expect(reminder.next?.text).toContain("1 of 11 coming.");

    const counts = await call(fn("availability-counts"), "/api/availability/counts", {}, { ip: freshIp() });
    expect(counts.status).toBe(200);
    expect(counts.headers.get("Netlify-Cache-Tag")).toBe("availability");
    expect(PublicCountsAnswerSchema.parse(counts.body).counts?.[GAME]).toEqual({
      going: 1,
      maybe: 0,
      notGoing: 1,
    });
    expect(JSON.stringify(counts.body)).not.toMatch(/Mateo|Olivia|Garcia|Secret note/);

    await settings({ publicCounts: "none" });
    const none = await call(fn("availability-counts"), "/api/availability/counts", {}, { ip: freshIp() });
    expect(none.body).toEqual({ counts: null });
  });
});

describe("a family's snack sign-up", () => {
  it("belongs to the family: listed on its page, changed and cancelled there, and no one else's", async () => {
    const { token } = await linked();
    const other = await linked([OLIVIA], "Nguyen family");
    const signedUp = await call(
      fn("family-snack-signup"),
      "/api/family/snack-signup",
      send("POST", { eventId: GAME, ...buildSignup() }, undefined, headers(token)),
      { ip: freshIp() },
    );
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(200);
    const { event, signup } = FamilySnackSignupAnswerSchema.parse(signedUp.body);
    expect(event.snackParentId).not.toBeNull();
    expect(JSON.stringify(signedUp.body)).not.toContain("manageToken");
    expect((await viewed(token)).snackSignups).toEqual([signup]);

    const cancel = (by: string) =>
      call(
        fn("family-snack-signup-id"),
        `/api/family/snack-signup/${GAME}`,
        send("DELETE", undefined, undefined, headers(by)),
        { params: { eventId: GAME }, ip: freshIp() },
      );
    const change = (by: string, body: unknown) =>
      call(
        fn("family-snack-signup-id"),
        `/api/family/snack-signup/${GAME}`,
        send("PUT", body, undefined, headers(by)),
        { params: { eventId: GAME }, ip: freshIp() },
      );
    const changedBody = buildSignup({ bringing: "Orange slices & water" });
    expect((await change(other.token, changedBody)).status).toBe(404);
    const changed = await change(token, changedBody);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(FamilySnackSignupAnswerSchema.parse(changed.body).signup.bringing).toBe("Orange slices & water");
    expect((await viewed(token)).snackSignups[0]?.bringing).toBe("Orange slices & water");

    expect((await cancel(other.token)).status).toBe(404);
    expect((await cancel(token)).status).toBe(204);
    expect((await viewed(token)).snackSignups).toEqual([]);
  });
});
