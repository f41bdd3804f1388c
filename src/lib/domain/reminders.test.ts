import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { buildEvent } from "../../../tests/support/builders";
import { GROUPME_MESSAGE_MAX } from "../constants";
import type { Event } from "../schemas/events";
import type { SnackStatus } from "./schedule";
import {
  type ReminderTexts,
  buildReminder,
  dueReminders,
  nextReminderGame,
  reminderClaim,
  reminderSendAt,
  reminderText,
} from "./reminders";

const SITE = "https://hayslightning.org";

const game = (overrides: Partial<Event> = {}): Event =>
  buildEvent({
    id: "game-2025-11-01",
    title: "Game vs Driftwood Dragons",
    // 10:00 AM CDT
    date: "2025-11-01T15:00:00.000Z",
    endDate: "2025-11-01T16:00:00.000Z",
    location: "Hays Youth Sports Complex, Field 5 West",
    opponent: "Driftwood Dragons",
    ...overrides,
  });

// Saturday 8 Nov 2025, 12:30 PM CST: the first game after the 2 Nov daylight-saving change.
const afterChange = game({
  id: "game-2025-11-08",
  date: "2025-11-08T18:30:00.000Z",
  endDate: "2025-11-08T19:30:00.000Z",
  opponent: "Kyle Comets",
});
// Saturday 4 Oct 2025, Time TBA: both ends at midnight UTC on different days.
const timeTba = game({
  id: "game-2025-10-04",
  date: "2025-10-04T00:00:00.000Z",
  endDate: "2025-10-05T00:00:00.000Z",
});
// 9:00 AM CDT on Saturday 20 Sep, which is 14:00Z: an early game stays on its Chicago day.
const early = game({ id: "game-2025-09-20", date: "2025-09-20T14:00:00.000Z", endDate: null });
// 6:00 PM CDT on Friday 3 Oct is 23:00Z; 7:30 PM CDT on Friday 3 Oct is already 4 Oct in UTC.
const lateEvening = game({ id: "game-late", date: "2025-10-04T00:30:00.000Z", endDate: null });

const at = (iso: string) => DateTime.fromISO(iso, { zone: "utc" });

describe("reminderSendAt: 6:00 PM in Kyle the evening before the game's day", () => {
  it.each([
    { name: "Sat 1 Nov (CDT evening before)", event: game(), expected: "2025-10-31T23:00:00.000Z" },
    { name: "Sat 8 Nov (CST evening before)", event: afterChange, expected: "2025-11-08T00:00:00.000Z" },
    { name: "Time TBA on Sat 4 Oct (its UTC date)", event: timeTba, expected: "2025-10-03T23:00:00.000Z" },
    { name: "9:00 AM Sat 20 Sep", event: early, expected: "2025-09-19T23:00:00.000Z" },
    { name: "7:30 PM Fri 3 Oct (4 Oct in UTC)", event: lateEvening, expected: "2025-10-02T23:00:00.000Z" },
    {
      name: "Mon 3 Nov, the day after the change (Sun evening is CST)",
      event: game({ date: "2025-11-03T23:30:00.000Z", endDate: null }),
      expected: "2025-11-03T00:00:00.000Z",
    },
    {
      name: "Sun 2 Nov, the change itself (Sat evening is still CDT)",
      event: game({ date: "2025-11-02T16:00:00.000Z", endDate: null }),
      expected: "2025-11-01T23:00:00.000Z",
    },
  ])("$name → $expected", ({ event, expected }) => {
    expect(reminderSendAt(event)).toBe(expected);
  });
});

describe("dueReminders", () => {
  const practice = game({ id: "practice-2025-10-30", type: "practice", date: "2025-10-31T23:30:00.000Z" });
  const events = [afterChange, game(), practice];
  const none = new Set<string>();

  it.each([
    { now: "2025-10-31T22:59:59.000Z", expected: [] },
    { now: "2025-10-31T23:00:00.000Z", expected: ["game-2025-11-01"] },
    { now: "2025-11-01T14:59:00.000Z", expected: ["game-2025-11-01"] },
    { now: "2025-11-01T15:00:00.000Z", expected: [] },
    { now: "2025-11-07T23:59:00.000Z", expected: [] },
    { now: "2025-11-08T00:00:00.000Z", expected: ["game-2025-11-08"] },
    { now: "2025-11-08T18:30:00.000Z", expected: [] },
  ])("at $now → $expected", ({ now, expected }) => {
    expect(dueReminders(events, at(now), none).map((event) => event.id)).toEqual(expected);
  });

  it("leaves out games already sent or being sent", () => {
    expect(dueReminders(events, at("2025-10-31T23:00:00.000Z"), new Set([reminderClaim(game())]))).toEqual(
      [],
    );
  });

  it.each(["cancelled", "postponed"] as const)("never reminds the group of a %s game", (status) => {
    expect(dueReminders([game({ status })], at("2025-10-31T23:00:00.000Z"), none)).toEqual([]);
    expect(nextReminderGame([game({ status }), afterChange], at("2025-10-20T12:00:00.000Z"), none)?.id).toBe(
      afterChange.id,
    );
  });

  it("reminds once more, of the new date, a game moved after its reminder went out", () => {
    const sent = new Set([reminderClaim(game())]);
    // Saturday's game moves to Sunday 2 Nov, 3:00 PM in Kyle (20:00 UTC) after Friday's reminder.
    const moved = game({ date: "2025-11-02T20:00:00.000Z", endDate: null, previousDate: game().date });
    expect(dueReminders([moved], at("2025-11-01T22:59:00.000Z"), sent)).toEqual([]);
    expect(dueReminders([moved], at("2025-11-01T23:00:00.000Z"), sent)).toEqual([moved]);
    expect(
      dueReminders([moved], at("2025-11-01T23:00:00.000Z"), new Set([...sent, reminderClaim(moved)])),
    ).toEqual([]);
    // Moved back to its first start, it is not reminded again.
    expect(dueReminders([game()], at("2025-10-31T23:30:00.000Z"), sent)).toEqual([]);
  });

  it("keeps a Time TBA game due through its whole day in Kyle", () => {
    expect(dueReminders([timeTba], at("2025-10-03T22:59:00.000Z"), none)).toEqual([]);
    expect(dueReminders([timeTba], at("2025-10-04T23:00:00.000Z"), none)).toEqual([timeTba]);
    expect(dueReminders([timeTba], at("2025-10-05T05:00:00.000Z"), none)).toEqual([]);
  });

  it("lists several due games earliest first", () => {
    const afternoon = game({ id: "game-afternoon", date: "2025-11-01T19:00:00.000Z", endDate: null });
    const both = dueReminders([afternoon, afterChange, game()], at("2025-10-31T23:00:00.000Z"), none);
    expect(both.map((event) => event.id)).toEqual(["game-2025-11-01", "game-afternoon"]);
  });
});

describe("nextReminderGame", () => {
  it.each([
    { now: "2025-10-20T12:00:00.000Z", sent: [], expected: "game-2025-11-01" },
    { now: "2025-10-31T23:30:00.000Z", sent: [reminderClaim(game())], expected: "game-2025-11-08" },
    { now: "2025-11-01T15:00:00.000Z", sent: [], expected: "game-2025-11-08" },
    { now: "2025-11-08T18:30:00.000Z", sent: [], expected: null },
  ])("at $now with $sent sent → $expected", ({ now, sent, expected }) => {
    expect(nextReminderGame([afterChange, game()], at(now), new Set(sent))?.id ?? null).toBe(expected);
  });
});

describe("reminderText", () => {
  const covered = { covered: true as const, name: "Jane Doe" };
  const open = { covered: false as const };

  it.each([
    {
      name: "a volunteer",
      event: game(),
      snack: covered,
      expected:
        "⚽ Game tomorrow: Sat, Nov 1 at 10:00 AM vs Driftwood Dragons at Hays Youth Sports Complex, Field 5 West. Snacks: Jane Doe is bringing them, thank you!",
    },
    {
      name: "no volunteer",
      event: game(),
      snack: open,
      expected:
        "⚽ Game tomorrow: Sat, Nov 1 at 10:00 AM vs Driftwood Dragons at Hays Youth Sports Complex, Field 5 West. We still need a snack volunteer: sign up at https://hayslightning.org/schedule#snack-game-2025-11-01",
    },
    {
      name: "covered by someone whose name is gone",
      event: game(),
      snack: { covered: true as const, name: null },
      expected:
        "⚽ Game tomorrow: Sat, Nov 1 at 10:00 AM vs Driftwood Dragons at Hays Youth Sports Complex, Field 5 West. Snacks are covered, thank you!",
    },
    {
      name: "after the daylight-saving change",
      event: afterChange,
      snack: covered,
      expected:
        "⚽ Game tomorrow: Sat, Nov 8 at 12:30 PM vs Kyle Comets at Hays Youth Sports Complex, Field 5 West. Snacks: Jane Doe is bringing them, thank you!",
    },
    {
      name: "Time TBA",
      event: timeTba,
      snack: covered,
      expected:
        "⚽ Game tomorrow: Sat, Oct 4 (time to be announced) vs Driftwood Dragons at Hays Youth Sports Complex, Field 5 West. Snacks: Jane Doe is bringing them, thank you!",
    },
    {
      name: "no place",
      event: game({ location: null }),
      snack: covered,
      expected:
        "⚽ Game tomorrow: Sat, Nov 1 at 10:00 AM vs Driftwood Dragons (field to be announced). Snacks: Jane Doe is bringing them, thank you!",
    },
    {
      name: "no opponent",
      event: game({ opponent: null }),
      snack: covered,
      expected:
        "⚽ Game tomorrow: Sat, Nov 1 at 10:00 AM at Hays Youth Sports Complex, Field 5 West. Snacks: Jane Doe is bringing them, thank you!",
    },
    {
      name: "no opponent, no place, Time TBA, no volunteer",
      event: game({ ...timeTba, opponent: "  ", location: "" }),
      snack: open,
      expected:
        "⚽ Game tomorrow: Sat, Oct 4 (time to be announced) (field to be announced). We still need a snack volunteer: sign up at https://hayslightning.org/schedule#snack-game-2025-10-04",
    },
    {
      name: "a place with line breaks and a full stop",
      event: game({ location: "Rio Vista Fields,\n  Field 2." }),
      snack: covered,
      expected:
        "⚽ Game tomorrow: Sat, Nov 1 at 10:00 AM vs Driftwood Dragons at Rio Vista Fields, Field 2. Snacks: Jane Doe is bringing them, thank you!",
    },
  ])("$name", ({ event, snack, expected }) => {
    expect(reminderText(event, snack, SITE)).toBe(expected);
  });

  it("says today when a missed reminder goes out on the game's day", () => {
    expect(reminderText(game(), covered, SITE, "2025-11-01T12:00:00.000Z")).toMatch(
      /^⚽ Game today: Sat, Nov 1 at 10:00 AM/,
    );
    expect(reminderText(game(), covered, SITE, "2025-11-01T04:59:00.000Z")).toMatch(/^⚽ Game tomorrow:/);
  });

  it("never passes GroupMe's 1000 characters: a very long place is cut, the sign-up link kept", () => {
    const text = reminderText(game({ location: "Field ".repeat(400) }), open, SITE);
    expect(text.length).toBeLessThanOrEqual(GROUPME_MESSAGE_MAX);
    expect(text).toMatch(/Field…\. We still need a snack volunteer: sign up at .+#snack-game-2025-11-01$/);
  });

  it("never passes 1000 characters even when the parts alone are too long", () => {
    const text = reminderText(
      game({ opponent: "🦁".repeat(300) }),
      { covered: true, name: "Ann ".repeat(200) },
      `https://${"a".repeat(900)}.org`,
    );
    expect(text.length).toBeLessThanOrEqual(GROUPME_MESSAGE_MAX);
    expect(text.endsWith("…")).toBe(true);
    // Cut between characters, never inside an emoji's surrogate pair.
    expect(text.isWellFormed()).toBe(true);
  });
});

describe("reminderText in the team's languages", () => {
  const covered = { covered: true as const, name: "Jane D." };
  const open = { covered: false as const };
  const EN =
    "⚽ Game tomorrow: Sat, Nov 1 at 10:00 AM vs Driftwood Dragons at Hays Youth Sports Complex, Field 5 West.";
  const ES =
    "⚽ Partido mañana: sáb, 1 de nov, 10:00 a.m. contra Driftwood Dragons en Hays Youth Sports Complex, Field 5 West.";

  it.each<{ name: string; event: Event; snack: SnackStatus; texts: ReminderTexts; expected: string }>([
    {
      name: "Spanish",
      event: game(),
      snack: covered,
      texts: { languages: "es" },
      expected: `${ES} Merienda: Jane D. la trae, ¡gracias!`,
    },
    {
      name: "Spanish, no volunteer: the Spanish schedule's sign-up link",
      event: game(),
      snack: open,
      texts: { languages: "es" },
      expected: `${ES} Todavía necesitamos una familia voluntaria para la merienda: anótese en ${SITE}/es/schedule#snack-game-2025-11-01`,
    },
    {
      name: "Spanish, Time TBA and no place",
      event: game({ ...timeTba, location: null }),
      snack: covered,
      texts: { languages: "es" },
      expected:
        "⚽ Partido mañana: sáb, 4 de oct (hora por anunciar) contra Driftwood Dragons (cancha por anunciar). Merienda: Jane D. la trae, ¡gracias!",
    },
    {
      name: "the families' count, in both: names no one",
      event: game(),
      snack: covered,
      texts: { languages: "both", coming: { going: 9, total: 11 } },
      expected: `${EN} 9 of 11 coming. Snacks: Jane D. is bringing them, thank you!\n\n${ES} 9 de 11 vienen. Merienda: Jane D. la trae, ¡gracias!`,
    },
    {
      name: "both: one message, English first",
      event: game(),
      snack: covered,
      texts: { languages: "both" },
      expected: `${EN} Snacks: Jane D. is bringing them, thank you!\n\n${ES} Merienda: Jane D. la trae, ¡gracias!`,
    },
    {
      name: "the game's notes and the snack note, English",
      event: game({ notes: "Arrive 30 minutes early", notesEs: "Llegue 30 minutos antes" }),
      snack: covered,
      texts: { snackNote: "Nut-free team.", snackNoteEs: "Equipo sin nueces" },
      expected: `${EN} Arrive 30 minutes early. Snacks: Jane D. is bringing them, thank you! Snack note: Nut-free team.`,
    },
    {
      name: "the Spanish versions of the notes in Spanish",
      event: game({ notes: "Arrive 30 minutes early", notesEs: "¡Llegue 30 minutos antes!" }),
      snack: covered,
      texts: { languages: "es", snackNote: "Nut-free team", snackNoteEs: "Equipo sin nueces" },
      expected: `${ES} ¡Llegue 30 minutos antes! Merienda: Jane D. la trae, ¡gracias! Nota sobre la merienda: Equipo sin nueces.`,
    },
    {
      name: "Spanish alone falls back to the English notes",
      event: game({ notes: "Arrive 30 minutes early" }),
      snack: covered,
      texts: { languages: "es", snackNote: "Nut-free team" },
      expected: `${ES} Arrive 30 minutes early. Merienda: Jane D. la trae, ¡gracias! Nota sobre la merienda: Nut-free team.`,
    },
    {
      name: "both: a note without a Spanish version is said once, in English",
      event: game({ notes: "Arrive 30 minutes early" }),
      snack: covered,
      texts: { languages: "both", snackNote: "Nut-free team", snackNoteEs: "Equipo sin nueces" },
      expected: `${EN} Arrive 30 minutes early. Snacks: Jane D. is bringing them, thank you! Snack note: Nut-free team.\n\n${ES} Merienda: Jane D. la trae, ¡gracias! Nota sobre la merienda: Equipo sin nueces.`,
    },
  ])("$name", ({ event, snack, texts, expected }) => {
    expect(reminderText(event, snack, SITE, undefined, texts)).toBe(expected);
  });

  it.each<{ name: string; event: Event; texts: ReminderTexts; links: string[] }>([
    {
      name: "English notes of 2000 characters",
      event: game({ notes: "Bring water. ".repeat(153) }),
      texts: { languages: "en" },
      links: [`More: ${SITE}/schedule`],
    },
    {
      name: "both, with the longest notes in each language",
      event: game({ notes: "Bring water. ".repeat(153), notesEs: "Traiga agua. ".repeat(153) }),
      texts: { languages: "both", snackNote: "n".repeat(200), snackNoteEs: "ñ".repeat(200) },
      links: [`More: ${SITE}/schedule`, `Más: ${SITE}/es/schedule`],
    },
    {
      name: "Spanish, with the longest notes",
      event: game({ notes: "Bring water. ".repeat(153), notesEs: "Traiga agua. ".repeat(153) }),
      texts: { languages: "es", snackNote: "n".repeat(200) },
      links: [`Más: ${SITE}/es/schedule`],
    },
  ])(
    "never fails for its length: $name are cut with … and a link to the schedule",
    ({ event, texts, links }) => {
      const text = reminderText(event, { covered: false }, SITE, undefined, texts);
      expect(text.length).toBeLessThanOrEqual(GROUPME_MESSAGE_MAX);
      const halves = text.split("\n\n");
      expect(halves).toHaveLength(links.length);
      halves.forEach((half, index) => {
        expect(half).toContain("… ");
        expect(half.endsWith(links[index] ?? "")).toBe(true);
        // The sign-up link is whole.
        expect(half).toMatch(/#snack-game-2025-11-01 /);
      });
    },
  );

  it("never passes 1000 characters in both languages with every text at its longest", () => {
    const text = reminderText(
      game({
        location: "Field ".repeat(34),
        opponent: "🦁".repeat(50),
        notes: "x".repeat(2000),
        notesEs: "y".repeat(2000),
      }),
      { covered: true, name: "Ann ".repeat(25) },
      SITE,
      undefined,
      { languages: "both", snackNote: "n".repeat(200), snackNoteEs: "ñ".repeat(200) },
    );
    expect(text.length).toBeLessThanOrEqual(GROUPME_MESSAGE_MAX);
    expect(text.isWellFormed()).toBe(true);
    expect(text).toContain(`More: ${SITE}/schedule`);
    expect(text.endsWith(`Más: ${SITE}/es/schedule`)).toBe(true);
  });
});

describe("buildReminder", () => {
  it("previews the text as it will go out at its hour", () => {
    const reminder = buildReminder(afterChange, { covered: false }, SITE);
    expect(reminder).toEqual({
      eventId: "game-2025-11-08",
      sendAt: "2025-11-08T00:00:00.000Z",
      text: reminderText(afterChange, { covered: false }, SITE, "2025-11-08T00:00:00.000Z"),
    });
    expect(reminder.text).toContain("Game tomorrow: Sat, Nov 8 at 12:30 PM");
  });
});
