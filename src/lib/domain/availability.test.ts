import { describe, expect, it } from "vitest";
import {
  answerRefusal,
  comingCount,
  eventWeekday,
  familiesWithoutAnswer,
  isOver,
  lockAt,
  playerAnswer,
  publicCounts,
  tally,
  type PlayerAnswer,
} from "./availability";

// Saturday 20 Sep 2025, 9:00 AM in Kyle (CDT), an hour long.
const game = {
  date: "2025-09-20T14:00:00.000Z",
  endDate: "2025-09-20T15:00:00.000Z",
  status: "scheduled" as const,
};
const at = (iso: string) => Date.parse(iso);

describe("lockAt", () => {
  it.each([
    { cutoff: 0, lock: "2025-09-20T14:00:00.000Z" },
    { cutoff: 2, lock: "2025-09-20T12:00:00.000Z" },
    { cutoff: 72, lock: "2025-09-17T14:00:00.000Z" },
  ])("a cut-off of $cutoff hours locks at $lock", ({ cutoff, lock }) => {
    expect(lockAt(game, cutoff)).toBe(lock);
  });
});

describe("isOver", () => {
  it.each([
    { what: "before its end", event: game, now: "2025-09-20T14:59:59.000Z", over: false },
    { what: "at its end", event: game, now: "2025-09-20T15:00:00.000Z", over: true },
    { what: "without an end, at its start", event: { ...game, endDate: null }, now: game.date, over: true },
    {
      what: "a Time TBA day, that evening in Kyle",
      event: { date: "2025-10-04T00:00:00.000Z", endDate: "2025-10-05T00:00:00.000Z" },
      now: "2025-10-05T03:00:00.000Z",
      over: false,
    },
    {
      what: "a Time TBA day, after midnight in Kyle",
      event: { date: "2025-10-04T00:00:00.000Z", endDate: "2025-10-05T00:00:00.000Z" },
      now: "2025-10-05T05:00:01.000Z",
      over: true,
    },
  ])("$what: $over", ({ event, now, over }) => {
    expect(isOver(event, at(now))).toBe(over);
  });
});

describe("answerRefusal", () => {
  it.each([
    {
      what: "open before the lock",
      event: game,
      now: "2025-09-20T11:59:00.000Z",
      cutoff: 2,
      note: false,
      refusal: null,
    },
    {
      what: "locked at the cut-off",
      event: game,
      now: "2025-09-20T12:00:00.000Z",
      cutoff: 2,
      note: false,
      refusal: "answersLocked",
    },
    {
      what: "locked at kick-off",
      event: game,
      now: game.date,
      cutoff: 0,
      note: false,
      refusal: "answersLocked",
    },
    {
      what: "a note after the lock",
      event: game,
      now: "2025-09-20T14:10:00.000Z",
      cutoff: 0,
      note: true,
      refusal: null,
    },
    {
      what: "a note once over",
      event: game,
      now: "2025-09-20T15:00:00.000Z",
      cutoff: 0,
      note: true,
      refusal: "answersOver",
    },
    {
      what: "cancelled",
      event: { ...game, status: "cancelled" as const },
      now: "2025-09-19T00:00:00.000Z",
      cutoff: 0,
      note: false,
      refusal: "answersCancelled",
    },
    {
      what: "a note on a cancelled event",
      event: { ...game, status: "cancelled" as const },
      now: "2025-09-19T00:00:00.000Z",
      cutoff: 0,
      note: true,
      refusal: "answersCancelled",
    },
    {
      what: "postponed",
      event: { ...game, status: "postponed" as const },
      now: "2025-09-19T00:00:00.000Z",
      cutoff: 0,
      note: false,
      refusal: "answersPostponed",
    },
    {
      what: "a note on a postponed event",
      event: { ...game, status: "postponed" as const },
      now: "2025-09-19T00:00:00.000Z",
      cutoff: 0,
      note: true,
      refusal: null,
    },
  ])("$what: $refusal", ({ event, now, cutoff, note, refusal }) => {
    expect(answerRefusal(event, at(now), cutoff, note)).toBe(refusal);
  });
});

describe("eventWeekday", () => {
  it.each([
    { what: "Saturday morning", event: game, weekday: 6 },
    // 00:30Z Wednesday is 7:30 PM Tuesday in Kyle.
    {
      what: "a Tuesday evening practice",
      event: { date: "2025-09-17T00:30:00.000Z", endDate: null },
      weekday: 2,
    },
    {
      what: "a Time TBA Sunday",
      event: { date: "2025-10-05T00:00:00.000Z", endDate: "2025-10-06T00:00:00.000Z" },
      weekday: 7,
    },
  ])("$what is day $weekday", ({ event, weekday }) => {
    expect(eventWeekday(event)).toBe(weekday);
  });
});

describe("playerAnswer", () => {
  const record = (answer: "going" | null, eventDate: string | null, note: string | null = null) => ({
    answer,
    note,
    by: answer === null ? null : ("family" as const),
    eventDate,
  });
  const awaySaturdays = [{ playerId: "p1", weekday: 6 }];
  it.each([
    { what: "no record", rec: null, away: [], expected: { answer: null, toConfirm: false, away: false } },
    {
      what: "an answer",
      rec: record("going", game.date),
      away: [],
      expected: { answer: "going", toConfirm: false, away: false },
    },
    {
      what: "an answer for the old time",
      rec: record("going", "2025-09-19T14:00:00.000Z"),
      away: [],
      expected: { answer: "going", toConfirm: true, away: false },
    },
    {
      what: "away on Saturdays",
      rec: null,
      away: awaySaturdays,
      expected: { answer: "not-going", toConfirm: false, away: true },
    },
    {
      what: "an answer beats away",
      rec: record("going", game.date),
      away: awaySaturdays,
      expected: { answer: "going", toConfirm: false, away: false },
    },
    {
      what: "a note alone, away",
      rec: record(null, null, "late"),
      away: awaySaturdays,
      expected: { answer: "not-going", toConfirm: false, away: true, note: "late" },
    },
    {
      what: "another player away",
      rec: null,
      away: [{ playerId: "p2", weekday: 6 }],
      expected: { answer: null, toConfirm: false, away: false },
    },
  ])("$what", ({ rec, away, expected }) => {
    expect(playerAnswer(game, "p1", rec, away)).toMatchObject(expected);
  });
});

const answer = (value: PlayerAnswer["answer"], toConfirm = false, away = false): PlayerAnswer => ({
  answer: value,
  toConfirm,
  away,
  note: null,
  by: value === null ? null : "family",
});

describe("tally, publicCounts and comingCount", () => {
  it.each([
    {
      what: "nobody answered",
      answers: [answer(null), answer(null)],
      counts: { going: 0, maybe: 0, notGoing: 0, toConfirm: 0, noAnswer: 2 },
      coming: null,
    },
    {
      what: "every kind",
      answers: [
        answer("going"),
        answer("going"),
        answer("maybe"),
        answer("not-going"),
        answer("not-going", false, true),
        answer("going", true),
        answer(null),
      ],
      counts: { going: 2, maybe: 1, notGoing: 2, toConfirm: 1, noAnswer: 1 },
      coming: { going: 2, total: 7 },
    },
  ])("$what", ({ answers, counts, coming }) => {
    expect(tally(answers)).toEqual(counts);
    expect(publicCounts(tally(answers))).toEqual({
      going: counts.going,
      maybe: counts.maybe,
      notGoing: counts.notGoing,
    });
    expect(comingCount(answers)).toEqual(coming);
  });
});

describe("familiesWithoutAnswer", () => {
  const answers: Record<string, PlayerAnswer> = {
    maya: answer("going"),
    leo: answer(null),
    ana: answer("going", true),
    sam: answer("not-going", false, true),
    kim: answer(null),
  };
  it.each([
    { what: "a family with one sibling missing", families: [{ playerIds: ["maya", "leo"] }], count: 1 },
    {
      what: "to confirm and away count as answered",
      families: [{ playerIds: ["ana"] }, { playerIds: ["sam"] }],
      count: 0,
    },
    {
      what: "two families",
      families: [{ playerIds: ["leo"] }, { playerIds: ["kim", "maya"] }, { playerIds: ["ana"] }],
      count: 2,
    },
  ])("$what: $count", ({ families, count }) => {
    expect(familiesWithoutAnswer(families, (id) => answers[id])).toBe(count);
  });
});
