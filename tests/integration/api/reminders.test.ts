/**
 * Game-day reminders against the real local Blobs server (the seeded Fall 2025 season) and the
 * local GroupMe: sent at 6 PM in Kyle the evening before, on both sides of the 2 Nov 2025
 * daylight-saving change, never before, never once the game started, exactly once however many
 * runs overlap, tried again after a failed send, and as the coach's preview showed it.
 */
import { DateTime } from "luxon";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GroupMeRemindersSchema } from "../../../src/lib/schemas/groupme";
import { reminderOverview, runGameReminders } from "../../../src/lib/server/reminders";
import { updateEvent } from "../../../src/lib/server/repositories/events";
import { teamStore } from "../../../src/lib/server/store";
import { listReminderRecords, updateGroupMeSettings } from "../../../src/lib/server/repositories/groupme";
import { useFreshBlobsSite } from "../../setup/each-file";
import { fn, send, signInAsCoach } from "../../support/api";
import { buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { withEnv } from "../../support/env";
import { useFakeGroupMe } from "../../support/use-fake-groupme";

const BOT = "bot-parents-0001";
const NOV_1 = "game-2025-11-01";
const NOV_8 = "game-2025-11-08";
/** 6:00 PM CDT on Friday 31 Oct and 6:00 PM CST on Friday 7 Nov. */
const EVE_OF_NOV_1 = "2025-10-31T23:00:00.000Z";
const EVE_OF_NOV_8 = "2025-11-08T00:00:00.000Z";

const fake = useFakeGroupMe(400);

let quiet: { mockRestore: () => void }[] = [];

beforeEach(async () => {
  useFreshBlobsSite();
  // The runs say what they did; failures are logged on purpose here.
  quiet = (["info", "warn"] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation(() => undefined),
  );
  await updateGroupMeSettings({ botId: BOT, botName: "Lightning Coach - Hays Lightning U10 Parents" });
});

afterEach(() => {
  for (const spy of quiet) spy.mockRestore();
});

const at = (iso: string) => DateTime.fromISO(iso, { zone: "utc" });
const run = (iso: string) => runGameReminders(at(iso));
const posted = () => fake().state.messages.map((message) => message.text);

describe("when a reminder goes out", () => {
  it.each([
    { name: "a minute before 6 PM CDT the evening before 1 Nov", now: "2025-10-31T22:59:00.000Z", sent: [] },
    { name: "6 PM CDT the evening before 1 Nov", now: EVE_OF_NOV_1, sent: [NOV_1] },
    { name: "the morning of 1 Nov, before kick-off", now: "2025-11-01T14:59:00.000Z", sent: [NOV_1] },
    { name: "at kick-off on 1 Nov (10:00 AM CDT)", now: "2025-11-01T15:00:00.000Z", sent: [] },
    { name: "a minute before 6 PM CST the evening before 8 Nov", now: "2025-11-07T23:59:00.000Z", sent: [] },
    { name: "6 PM CST the evening before 8 Nov", now: EVE_OF_NOV_8, sent: [NOV_8] },
    { name: "after the season's last game started", now: "2025-11-08T18:30:00.000Z", sent: [] },
  ])("$name → $sent", async ({ now, sent }) => {
    const result = await run(now);
    expect(result.skipped).toBeNull();
    expect(result.sent.map((reminder) => reminder.eventId)).toEqual(sent);
    expect(fake().state.messages).toHaveLength(sent.length);
    expect(
      fake().state.messages.every((message) => message.bot_id === BOT && message.group_id === "1001"),
    ).toBe(true);
    expect((await listReminderRecords()).map((record) => record.eventId)).toEqual(sent);
  });

  it("says tomorrow the evening before, in Kyle's time on both sides of the change", async () => {
    await run(EVE_OF_NOV_1);
    await run(EVE_OF_NOV_8);
    expect(posted()).toEqual([
      "⚽ Game tomorrow: Sat, Nov 1 at 10:00 AM vs Driftwood Dragons at Driftwood Fields, Field 3, 300 Ranch Road 150, Driftwood, Texas. Away game. Arrive 30 minutes early to warm up. Clocks go back one hour tonight. We still need a snack volunteer: sign up at http://localhost:4321/schedule#snack-game-2025-11-01",
      "⚽ Game tomorrow: Sat, Nov 8 at 12:30 PM vs Kyle Comets at Hays Youth Sports Complex, Field 5 West, 100 Hays Youth Drive. Last game of the season! Wear the team jersey. Arrive 30 minutes early to warm up. We still need a snack volunteer: sign up at http://localhost:4321/schedule#snack-game-2025-11-08",
    ]);
  });

  it("says today when the evening's runs were missed and it goes out on game day", async () => {
    await run("2025-11-01T13:00:00.000Z");
    expect(posted()[0]).toMatch(/^⚽ Game today: Sat, Nov 1 at 10:00 AM/);
  });

  it("does not send the reminders of games that were missed altogether", async () => {
    // The first run of the season's last evening: every earlier game has been played.
    const result = await run(EVE_OF_NOV_8);
    expect(result.sent.map((reminder) => reminder.eventId)).toEqual([NOV_8]);
  });
});

describe("exactly once", () => {
  it("a second run sends nothing more", async () => {
    expect((await run(EVE_OF_NOV_1)).sent).toHaveLength(1);
    const again = await run("2025-10-31T23:30:00.000Z");
    expect(again).toEqual({ skipped: null, sent: [], failed: [], claimedElsewhere: [] });
    expect(fake().state.messages).toHaveLength(1);
  });

  it("of runs that overlap, one sends and the others see the claim", async () => {
    const runs = await Promise.all([
      run(EVE_OF_NOV_1),
      run(EVE_OF_NOV_1),
      run(EVE_OF_NOV_1),
      run(EVE_OF_NOV_1),
    ]);
    expect(runs.flatMap((result) => result.sent.map((reminder) => reminder.eventId))).toEqual([NOV_1]);
    expect(runs.flatMap((result) => result.failed)).toEqual([]);
    expect(fake().state.messages).toHaveLength(1);
    expect(await listReminderRecords()).toEqual([
      { eventId: NOV_1, gameDate: "2025-11-01T15:00:00.000Z", claimedAt: EVE_OF_NOV_1, sentAt: EVE_OF_NOV_1 },
    ]);
  });

  it("while GroupMe is slow, an overlapping run still does not send it again", async () => {
    fake().failNext("bot-post", { stallMs: 150 });
    const runs = await Promise.all([run(EVE_OF_NOV_1), run("2025-10-31T23:00:01.000Z")]);
    expect(runs.flatMap((result) => result.sent)).toHaveLength(1);
    expect(fake().state.messages).toHaveLength(1);
  });
});

describe("a failed send", () => {
  it.each([
    { name: "GroupMe failing", failure: { status: 500 }, error: "GroupMe said: internal server error" },
    {
      name: "GroupMe's rate limit",
      failure: { status: 429 },
      error: "GroupMe is limiting requests right now. Please wait a minute and try again.",
    },
    {
      name: "no answer in time",
      failure: { stallMs: 5000 },
      error: "Could not reach GroupMe: it did not answer in time",
    },
  ])("after $name gives the claim back, and the next run sends it", async ({ failure, error }) => {
    fake().failNext("bot-post", failure);
    const first = await run(EVE_OF_NOV_1);
    expect(first.sent).toEqual([]);
    expect(first.failed).toEqual([{ eventId: NOV_1, error }]);
    expect(await listReminderRecords()).toEqual([]);
    expect(fake().state.messages).toEqual([]);

    const next = await run("2025-11-01T00:00:00.000Z");
    expect(next.sent.map((reminder) => reminder.eventId)).toEqual([NOV_1]);
    expect(fake().state.messages).toHaveLength(1);
  });

  it("through a bot GroupMe does not know is not marked sent", async () => {
    await updateGroupMeSettings({ botId: "bot-gone" });
    const result = await run(EVE_OF_NOV_1);
    expect(result.failed).toEqual([{ eventId: NOV_1, error: "GroupMe said: bot not found" }]);
    expect(await listReminderRecords()).toEqual([]);
  });
});

describe("nothing goes out", () => {
  it("while reminders are off", async () => {
    await updateGroupMeSettings({ remindersEnabled: false });
    expect(await run(EVE_OF_NOV_1)).toEqual({
      skipped: "disabled",
      sent: [],
      failed: [],
      claimedElsewhere: [],
    });
    expect(fake().state.requests).toEqual([]);
    expect(await listReminderRecords()).toEqual([]);
  });

  it("without a bot", async () => {
    await updateGroupMeSettings({ botId: null });
    expect(await run(EVE_OF_NOV_1)).toEqual({
      skipped: "no_bot",
      sent: [],
      failed: [],
      claimedElsewhere: [],
    });
    expect(fake().state.requests).toEqual([]);
  });
});

describe("the snack volunteer", () => {
  it("is thanked by name, and nothing else of theirs goes to the group", async () => {
    const signup = buildSignup({ parentName: "Jane Doe", parentEmail: "jane.doe@example.com" });
    const answer = await call(
      fn("events-snack-signup"),
      `/api/events/${NOV_1}/snack-signup`,
      send("PUT", signup),
      {
        params: { id: NOV_1 },
      },
    );
    expect(answer.status).toBe(200);
    await run(EVE_OF_NOV_1);
    const [text = ""] = posted();
    expect(text).toBe(
      "⚽ Game tomorrow: Sat, Nov 1 at 10:00 AM vs Driftwood Dragons at Driftwood Fields, Field 3, 300 Ranch Road 150, Driftwood, Texas. Away game. Arrive 30 minutes early to warm up. Clocks go back one hour tonight. Snacks: Jane D. is bringing them, thank you!",
    );
    expect(text).not.toContain("jane.doe");
    expect(text).not.toContain("555");
  });
});

describe("game-day changes", () => {
  it.each(["cancelled", "postponed"] as const)(
    "a %s game is never reminded, and the next game is previewed",
    async (status) => {
      await updateEvent(NOV_1, { status, statusNote: "Fields closed: rain" });
      expect((await run(EVE_OF_NOV_1)).sent).toEqual([]);
      expect(fake().state.messages).toEqual([]);
      expect((await reminderOverview(at("2025-10-31T12:00:00.000Z"))).next?.eventId).toBe(NOV_8);
    },
  );

  it("a game moved before its reminder is reminded once, the evening before its new date", async () => {
    // Saturday 1 Nov moves to Sunday 2 Nov, 2:00 PM CST.
    await updateEvent(NOV_1, { date: "2025-11-02T20:00:00.000Z", endDate: null });
    expect((await run(EVE_OF_NOV_1)).sent).toEqual([]);
    const eve = "2025-11-02T00:00:00.000Z";
    expect((await run(eve)).sent).toEqual([
      { eventId: NOV_1, text: expect.stringMatching(/^⚽ Game tomorrow: Sun, Nov 2 at 2:00 PM/) as unknown },
    ]);
    expect((await run(eve)).sent).toEqual([]);
    expect(fake().state.messages).toHaveLength(1);
  });

  it("a game moved after its reminder went out is reminded once more, of the new date, and not again if moved back", async () => {
    await run(EVE_OF_NOV_1);
    await updateEvent(NOV_1, { date: "2025-11-02T20:00:00.000Z", endDate: null });
    expect((await run("2025-11-02T00:00:00.000Z")).sent.map((sent) => sent.eventId)).toEqual([NOV_1]);
    expect(posted()[1]).toMatch(/^⚽ Game tomorrow: Sun, Nov 2 at 2:00 PM/);
    await updateEvent(NOV_1, { date: "2025-11-01T15:00:00.000Z", endDate: "2025-11-01T16:00:00.000Z" });
    expect((await run("2025-11-01T14:00:00.000Z")).sent).toEqual([]);
    expect(fake().state.messages).toHaveLength(2);
    expect((await listReminderRecords()).map((record) => record.gameDate).sort()).toEqual([
      "2025-11-01T15:00:00.000Z",
      "2025-11-02T20:00:00.000Z",
    ]);
  });
});

describe("in the team's languages", () => {
  const SPANISH_NOV_1 =
    "⚽ Partido mañana: sáb, 1 de nov, 10:00 a.m. contra Driftwood Dragons en Driftwood Fields, Field 3, 300 Ranch Road 150, Driftwood, Texas.";

  it("goes out in Spanish, from the Spanish versions the coach wrote", async () => {
    await updateGroupMeSettings({ languages: "es" });
    await updateEvent(NOV_1, { notesEs: "Partido fuera. Llegue 30 minutos antes." });
    await run(EVE_OF_NOV_1);
    expect(posted()).toEqual([
      `${SPANISH_NOV_1} Partido fuera. Llegue 30 minutos antes. Todavía necesitamos una familia voluntaria para la merienda: anótese en http://localhost:4321/es/schedule#snack-game-2025-11-01`,
    ]);
  });

  it("in both, is one message, English first, the English notes said once when there is no Spanish version", async () => {
    await updateGroupMeSettings({ languages: "both" });
    await run(EVE_OF_NOV_1);
    const [english = "", spanish = "", ...rest] = (posted()[0] ?? "").split("\n\n");
    expect(rest).toEqual([]);
    expect(english).toContain("Clocks go back one hour tonight.");
    expect(spanish).toBe(
      `${SPANISH_NOV_1} Todavía necesitamos una familia voluntaria para la merienda: anótese en http://localhost:4321/es/schedule#snack-game-2025-11-01`,
    );
  });

  it.each([
    { case: "the longest notes and snack note", place: null, cut: true },
    { case: "the longest place, opponent, notes and snack note", place: "longest", cut: false },
  ])(
    "in both, with $case, fits in 1000 characters: the notes cut (or left out), with the schedule's link",
    async ({ place, cut }) => {
      await updateGroupMeSettings({ languages: "both" });
      await updateEvent(NOV_1, {
        ...(place === null
          ? {}
          : {
              location: `Driftwood Fields ${"Field 3 ".repeat(24)}`.slice(0, 200),
              opponent: `Driftwood Dragons ${"U10 ".repeat(25)}`.slice(0, 100),
            }),
        notes: "Away game, arrive early. ".repeat(80),
        notesEs: "Partido fuera, llegue temprano. ".repeat(62),
      });
      await teamStore().setJSON("settings/snacks", {
        note: "Nut-free team: one player has a peanut allergy. ".repeat(5).slice(0, 200),
        noteEs: "Equipo sin nueces: un jugador es alérgico al maní. ".repeat(4).slice(0, 200),
        updatedAt: "2025-10-01T12:00:00.000Z",
      });
      const preview = (await reminderOverview(at("2025-10-31T12:00:00.000Z"))).next;
      await run(EVE_OF_NOV_1);
      const [text = ""] = posted();
      expect(fake().state.messages).toHaveLength(1);
      expect(text.length).toBeLessThanOrEqual(1000);
      expect(text).toBe(preview?.text);
      const [english = "", spanish = ""] = text.split("\n\n");
      expect(english).toMatch(/^⚽ Game tomorrow: Sat, Nov 1 at 10:00 AM vs Driftwood Dragons/);
      expect(spanish).toMatch(/^⚽ Partido mañana: sáb, 1 de nov, 10:00 a\.m\. contra Driftwood Dragons/);
      expect(english.endsWith("More: http://localhost:4321/schedule")).toBe(true);
      expect(spanish.endsWith("Más: http://localhost:4321/es/schedule")).toBe(true);
      // Cut with "…" where there is room for some of them; else only the link says there is more.
      expect(english.includes("Away game, arrive early.")).toBe(cut);
      expect(spanish.includes("Partido fuera, llegue temprano.")).toBe(cut);
      expect(english.includes("… ")).toBe(cut);
      expect(spanish.includes("… ")).toBe(cut);
      // The sign-up links are whole.
      expect(english).toContain("http://localhost:4321/schedule#snack-game-2025-11-01 ");
      expect(spanish).toContain("http://localhost:4321/es/schedule#snack-game-2025-11-01 ");
    },
  );
});

describe("reminders kept before games could move", () => {
  it("a record without the game's start stands for its start now: nothing goes out twice", async () => {
    await teamStore().setJSON(`reminders/${NOV_1}`, {
      eventId: NOV_1,
      claimedAt: EVE_OF_NOV_1,
      sentAt: EVE_OF_NOV_1,
    });
    expect((await run(EVE_OF_NOV_1)).sent).toEqual([]);
    expect(fake().state.messages).toEqual([]);
  });
});

describe("the coach's preview", () => {
  it("is exactly what goes out, and the sent reminder is listed afterwards", async () => {
    await withEnv({ APP_NOW: "2025-10-31T12:00:00-05:00" }, async () => {
      // Signed in on that day: a session lasts 12 hours.
      const cookie = await signInAsCoach();
      const overview = async () =>
        GroupMeRemindersSchema.parse(
          (await call(fn("groupme-reminders"), "/api/groupme/reminders", { headers: { Cookie: cookie } }))
            .body,
        );
      const before = await overview();
      expect(before.next).toMatchObject({ eventId: NOV_1, sendAt: EVE_OF_NOV_1 });
      await run(EVE_OF_NOV_1);
      expect(posted()).toEqual([before.next?.text]);

      const after = await overview();
      expect(after.sent).toEqual([{ eventId: NOV_1, sentAt: EVE_OF_NOV_1 }]);
      expect(after.next).toMatchObject({ eventId: NOV_8, sendAt: EVE_OF_NOV_8 });
    });
  });
});

describe("the scheduled function", () => {
  it("runs hourly and sends what is due at the clock's now", async () => {
    const module = await import("../../../netlify/functions/game-reminders.mts");
    expect(module.config).toEqual({ schedule: "@hourly" });
    await withEnv({ APP_NOW: "2025-10-31T18:30:00-05:00" }, () => module.default());
    expect(fake().state.messages.map((message) => message.text)).toEqual([
      expect.stringMatching(/^⚽ Game tomorrow: Sat, Nov 1 at 10:00 AM/),
    ]);
  });
});
