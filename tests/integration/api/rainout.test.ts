/**
 * The one-step rainout (`POST /api/rainout`) against the real local Blobs server and the local
 * GroupMe: every part done and reported, each failure reported on its own, the GroupMe message held
 * back until every event is cancelled, and a store that fails part-way leaving each part either
 * done or not done, as the answer says, with a repeat of the failed parts finishing the job.
 */
import { randomUUID } from "node:crypto";
import * as z from "zod/mini";
import { beforeEach, describe, expect, it } from "vitest";
import { EventSchema } from "../../../src/lib/schemas/events";
import {
  FieldAlertAnswerSchema,
  RainoutResultSchema,
  type RainoutResult,
} from "../../../src/lib/schemas/game-day";
import { updateGroupMeSettings } from "../../../src/lib/server/repositories/groupme";
import { fn, send, signInAsCoach } from "../../support/api";
import { buildEventInput } from "../../support/builders";
import { call } from "../../support/call";
import { useFaultyBlobs } from "../../support/use-faulty-blobs";
import { useFakeGroupMe } from "../../support/use-fake-groupme";
import { LIMITS } from "../../../src/lib/constants";
import { composeMessage } from "../../../src/lib/domain/groupme-message";
import { rainoutGroupMeTexts } from "../../../src/ui/game-day/coach/rainout";

const BOT = "bot-parents-0001";
/** Saturday 20 Sep 2025: the season's first game, and a team event made for the day in each test. */
const GAME = "game-2025-09-20";
const NOTE = "Fields closed: rain";
const ALERT = { message: "All fields closed today: rain", level: "closed" };
const TEXT = "⚽ Rainout: everything on Sat, Sep 20 is cancelled (Fields closed: rain).";

const fake = useFakeGroupMe(400);
const proxy = useFaultyBlobs();
let coach = "";

beforeEach(async () => {
  coach = await signInAsCoach();
  await updateGroupMeSettings({ botId: BOT, botName: "Lightning Coach - Hays Lightning U10 Parents" });
});

/** A team event on Saturday 20 Sep, so the day has two events to cancel. */
async function newDayEvent(title = `Team picture ${randomUUID().slice(0, 6)}`): Promise<string> {
  const body = buildEventInput({
    title,
    type: "event",
    date: "2025-09-20T16:00:00.000Z",
    endDate: null,
  });
  const { status, body: event } = await call(fn("events"), "/api/events", send("POST", body, coach));
  expect(status).toBe(201);
  return EventSchema.parse(event).id;
}

const rainout = (body: unknown, cookie = coach) =>
  call(fn("rainout"), "/api/rainout", send("POST", body, cookie));

async function statusOf(id: string): Promise<string | undefined> {
  const events = z.array(EventSchema).parse((await call(fn("events"), "/api/events")).body);
  return events.find((event) => event.id === id)?.status;
}

const alertNow = async () => FieldAlertAnswerSchema.parse((await call(fn("alert"), "/api/alert")).body).alert;
const messages = () => fake().state.messages.map((message) => message.text);

describe("POST /api/rainout", () => {
  it("cancels the day's events with one note, posts the alert and tells the group, reporting each part", async () => {
    const other = await newDayEvent();
    const { status, body } = await rainout({
      eventIds: [GAME, other],
      statusNote: NOTE,
      alert: ALERT,
      groupMe: { text: TEXT },
    });
    expect(status).toBe(200);
    const result = RainoutResultSchema.parse(body);
    expect(result.events.map((outcome) => [outcome.id, outcome.ok])).toEqual([
      [GAME, true],
      [other, true],
    ]);
    expect(result.events[0]).toMatchObject({ event: { status: "cancelled", statusNote: NOTE } });
    expect(result.alert).toMatchObject({ ok: true, alert: { ...ALERT, endsAt: "2025-09-16T04:59:59.999Z" } });
    expect(result.groupMe).toEqual({ ok: true });
    expect([await statusOf(GAME), await statusOf(other)]).toEqual(["cancelled", "cancelled"]);
    expect(await alertNow()).toMatchObject(ALERT);
    expect(fake().state.messages).toEqual([expect.objectContaining({ bot_id: BOT, text: TEXT })]);
  });

  it("does only the parts asked for", async () => {
    const result = RainoutResultSchema.parse((await rainout({ eventIds: [GAME], statusNote: null })).body);
    expect(result).toMatchObject({ events: [{ id: GAME, ok: true }], alert: null, groupMe: null });
    expect(await alertNow()).toBeNull();
    expect(messages()).toEqual([]);
  });

  it("reports an event it could not cancel, and holds the message back until every event is", async () => {
    const result = RainoutResultSchema.parse(
      (
        await rainout({
          eventIds: [GAME, "no-such-event"],
          statusNote: NOTE,
          alert: ALERT,
          groupMe: { text: TEXT },
        })
      ).body,
    );
    expect(result.events).toEqual([
      expect.objectContaining({ id: GAME, ok: true }),
      { id: "no-such-event", ok: false, error: { code: "not_found", message: "Event not found" } },
    ]);
    expect(result.alert).toMatchObject({ ok: true });
    expect(result.groupMe).toEqual({
      ok: false,
      error: { code: "conflict", message: "Not sent: 1 event is not cancelled yet. Try again to finish." },
    });
    expect(messages()).toEqual([]);
  });

  it("reports GroupMe's refusal and a missing bot, with the rest done", async () => {
    fake().failNext("bot-post", { status: 500 });
    const refused = RainoutResultSchema.parse(
      (await rainout({ eventIds: [GAME], statusNote: NOTE, alert: ALERT, groupMe: { text: TEXT } })).body,
    );
    expect(refused.events[0]?.ok).toBe(true);
    expect(refused.alert?.ok).toBe(true);
    expect(refused.groupMe).toMatchObject({ ok: false, error: { code: "upstream_failed" } });

    await updateGroupMeSettings({ botId: null });
    const noBot = RainoutResultSchema.parse((await rainout({ eventIds: [], groupMe: { text: TEXT } })).body);
    expect(noBot.groupMe).toEqual({
      ok: false,
      error: { code: "validation_failed", message: "Not sent: choose the team's bot under GroupMe first." },
    });
    expect(messages()).toEqual([]);
  });

  it.each([
    {
      case: "a message over 1000 characters",
      body: { eventIds: [GAME], groupMe: { text: "x".repeat(1001) } },
    },
    { case: "an alert without a level", body: { eventIds: [GAME], alert: { message: "Rain" } } },
    { case: "a note over 200 characters", body: { eventIds: [GAME], statusNote: "x".repeat(201) } },
    { case: "no events list", body: { statusNote: NOTE } },
  ])("refuses $case with 400 and does nothing", async ({ body }) => {
    expect((await rainout(body)).status).toBe(400);
    expect(await statusOf(GAME)).toBe("scheduled");
  });

  it("is the coach's alone", async () => {
    expect((await rainout({ eventIds: [GAME], alert: ALERT }, "")).status).toBe(401);
    expect(await statusOf(GAME)).toBe("scheduled");
    expect(await alertNow()).toBeNull();
  });
});

describe("a rainout in English and Spanish", () => {
  it("cancels with both notes, posts both alerts, and its message in both languages fits GroupMe with the longest texts", async () => {
    const ids = [GAME];
    for (let index = 0; index < 12; index += 1) {
      ids.push(
        await newDayEvent(
          `${String(index)} ${"Team picture day at the league's field ".repeat(6)}`.slice(0, LIMITS.title),
        ),
      );
    }
    const events = z.array(EventSchema).parse((await call(fn("events"), "/api/events")).body);
    const dayEvents = events.filter((event) => ids.includes(event.id));
    const notes = {
      en: "Fields closed: rain. ".repeat(10).slice(0, 200).trim(),
      es: "Canchas cerradas: lluvia. ".repeat(8).slice(0, 200).trim(),
    };
    const texts = rainoutGroupMeTexts(
      "2025-09-20",
      notes,
      dayEvents,
      `https://${"a".repeat(60)}.example`,
      "both",
    );
    const message = composeMessage(texts, "both");
    expect(message.fits).toBe(true);

    const alert = {
      message: "Rain. Everything on Sat, Sep 20 is cancelled.",
      messageEs: "Lluvia. Todo lo del sáb, 20 de sept está cancelado.",
      level: "closed",
    };
    const result = RainoutResultSchema.parse(
      (
        await rainout({
          eventIds: ids,
          statusNote: notes.en,
          statusNoteEs: notes.es,
          alert,
          groupMe: { text: message.text },
        })
      ).body,
    );
    expect(result.events.every((outcome) => outcome.ok)).toBe(true);
    expect(result.events[0]).toMatchObject({
      event: { status: "cancelled", statusNote: notes.en, statusNoteEs: notes.es },
    });
    expect(await alertNow()).toMatchObject(alert);
    expect(result.groupMe).toEqual({ ok: true });

    const [sent = ""] = messages();
    expect(messages()).toHaveLength(1);
    expect(sent).toBe(message.text);
    expect(sent.length).toBeLessThanOrEqual(1000);
    const [english = "", spanish = ""] = sent.split("\n\n");
    expect(english).toMatch(/^⚠️ Fields closed: rain\. /);
    expect(english.endsWith("/schedule")).toBe(true);
    expect(spanish).toMatch(/^⚠️ Canchas cerradas: lluvia\. /);
    expect(spanish.endsWith("/es/schedule")).toBe(true);
  });

  it("refuses a Spanish note over 200 characters or a Spanish alert over 280, doing nothing", async () => {
    for (const body of [
      { eventIds: [GAME], statusNoteEs: "x".repeat(201) },
      { eventIds: [GAME], alert: { message: "Rain", messageEs: "x".repeat(281), level: "closed" } },
    ]) {
      expect((await rainout(body)).status).toBe(400);
    }
    expect(await statusOf(GAME)).toBe("scheduled");
    expect(await alertNow()).toBeNull();
  });
});

describe("a rainout while the store fails part-way", { timeout: 120_000 }, () => {
  /** Asks again for the parts `result` says failed, as the dashboard's "Try again" does. */
  const retryBody = (ids: string[], result: RainoutResult) => ({
    eventIds: ids.filter((id) => result.events.find((outcome) => outcome.id === id)?.ok !== true),
    statusNote: NOTE,
    alert: result.alert?.ok === true ? null : ALERT,
    groupMe: result.groupMe?.ok === true ? null : { text: TEXT },
  });

  it("leaves each part done or not done as it says, and a repeat of the failed parts finishes it", async () => {
    const from = proxy.seen.length;
    const healthyRun = await rainout({ eventIds: [await newDayEvent()], statusNote: NOTE, alert: ALERT });
    expect(healthyRun.status).toBe(200);
    const requests = proxy.since(from).length;
    expect(requests).toBeGreaterThan(3);

    // Runs where some parts were done and others not: the case this is about.
    let partial = 0;
    for (let healthy = 0; healthy <= requests + 2; healthy += 1) {
      const ids = [await newDayEvent(), await newDayEvent()];
      await call(fn("alert"), "/api/alert", send("DELETE", undefined, coach));
      fake().reset();
      const what = `store failing after ${String(healthy)} requests`;

      proxy.set({ kind: "fail-after", requests: healthy });
      const answer = await rainout({
        eventIds: ids,
        statusNote: NOTE,
        alert: ALERT,
        groupMe: { text: TEXT },
      });
      proxy.set({ kind: "healthy" });

      if (answer.status !== 200) {
        // The session could not be checked: nothing was done.
        expect(answer.status, what).toBe(502);
        expect([await statusOf(ids[0] ?? ""), await statusOf(ids[1] ?? "")], what).toEqual([
          "scheduled",
          "scheduled",
        ]);
        expect(await alertNow(), what).toBeNull();
        expect(messages(), what).toEqual([]);
        continue;
      }
      const result = RainoutResultSchema.parse(answer.body);
      for (const outcome of result.events) {
        expect(await statusOf(outcome.id), `${what}: ${outcome.id}`).toBe(
          outcome.ok ? "cancelled" : "scheduled",
        );
        if (!outcome.ok) expect(outcome.error.code, what).toBe("upstream_failed");
      }
      expect((await alertNow()) !== null, what).toBe(result.alert?.ok === true);
      const allCancelled = result.events.every((outcome) => outcome.ok);
      const parts = [...result.events, result.alert, result.groupMe].map((part) => part?.ok === true);
      if (parts.includes(true) && parts.includes(false)) partial += 1;
      // Held back while an event is still on; otherwise sent, unless reading the bot failed too.
      if (!allCancelled)
        expect(result.groupMe, what).toMatchObject({ ok: false, error: { code: "conflict" } });
      expect(messages(), what).toEqual(result.groupMe?.ok === true ? [TEXT] : []);

      const again = RainoutResultSchema.parse((await rainout(retryBody(ids, result))).body);
      expect(
        again.events.every((outcome) => outcome.ok),
        what,
      ).toBe(true);
      expect(again.alert === null || again.alert.ok, what).toBe(true);
      expect([await statusOf(ids[0] ?? ""), await statusOf(ids[1] ?? "")], what).toEqual([
        "cancelled",
        "cancelled",
      ]);
      expect(await alertNow(), what).toMatchObject(ALERT);
      expect(messages(), what).toEqual([TEXT]);
    }
    expect(partial).toBeGreaterThan(2);
  });
});
