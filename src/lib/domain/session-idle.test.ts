import { describe, expect, it } from "vitest";
import {
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_MIN_GAP_MS,
  heartbeatDue,
  idleEnd,
  sessionNotice,
  sessionUse,
} from "./session-idle";

/** The sign-in, in epoch seconds; the session's 12-hour end. */
const SIGNED_IN = 1_757_955_600;
const EXPIRES = SIGNED_IN + 12 * 3600;
const minutes = (count: number) => count * 60;

describe("idleEnd", () => {
  it.each([
    { case: "2 hours after the last use", lastUseAt: SIGNED_IN, end: SIGNED_IN + minutes(120) },
    { case: "never after the 12 hours", lastUseAt: SIGNED_IN + minutes(11 * 60), end: EXPIRES },
    { case: "the 12 hours exactly", lastUseAt: EXPIRES - minutes(120), end: EXPIRES },
  ])("$case", ({ lastUseAt, end }) => {
    expect(idleEnd(lastUseAt, EXPIRES)).toBe(end);
  });
});

describe("sessionUse", () => {
  it.each([
    { case: "at sign-in", now: SIGNED_IN, lastUseAt: SIGNED_IN, use: "fresh" },
    { case: "59 seconds after the last use", now: SIGNED_IN + 59, lastUseAt: SIGNED_IN, use: "fresh" },
    { case: "a minute after the last use", now: SIGNED_IN + 60, lastUseAt: SIGNED_IN, use: "refresh" },
    { case: "1h59 after the last use", now: SIGNED_IN + minutes(119), lastUseAt: SIGNED_IN, use: "refresh" },
    {
      case: "1 second short of 2 hours",
      now: SIGNED_IN + minutes(120) - 1,
      lastUseAt: SIGNED_IN,
      use: "refresh",
    },
    { case: "2 hours after the last use", now: SIGNED_IN + minutes(120), lastUseAt: SIGNED_IN, use: "ended" },
    { case: "2h01 after the last use", now: SIGNED_IN + minutes(121), lastUseAt: SIGNED_IN, use: "ended" },
    {
      case: "used 10 minutes ago, past 12 hours",
      now: EXPIRES,
      lastUseAt: EXPIRES - minutes(10),
      use: "ended",
    },
    {
      case: "used 30 seconds ago, a second before 12 hours",
      now: EXPIRES - 1,
      lastUseAt: EXPIRES - 31,
      use: "fresh",
    },
    {
      case: "a fraction of a second past 12 hours",
      now: EXPIRES + 0.5,
      lastUseAt: EXPIRES - 30,
      use: "ended",
    },
  ])("$case: $use", ({ now, lastUseAt, use }) => {
    expect(sessionUse({ now, lastUseAt, expiresAt: EXPIRES })).toBe(use);
  });
});

describe("heartbeatDue", () => {
  const NOW = 1_000_000;
  it.each([
    { case: "hidden, never sent", visible: false, lastSentAt: null, minGapMs: 0, due: false },
    { case: "hidden, long ago", visible: false, lastSentAt: 0, minGapMs: HEARTBEAT_MIN_GAP_MS, due: false },
    {
      case: "visible, never sent",
      visible: true,
      lastSentAt: null,
      minGapMs: HEARTBEAT_INTERVAL_MS,
      due: true,
    },
    {
      case: "visible again, 59 seconds after the last",
      visible: true,
      lastSentAt: NOW - 59_000,
      minGapMs: HEARTBEAT_MIN_GAP_MS,
      due: false,
    },
    {
      case: "visible again, a minute after the last",
      visible: true,
      lastSentAt: NOW - 60_000,
      minGapMs: HEARTBEAT_MIN_GAP_MS,
      due: true,
    },
    {
      case: "the round, 4 minutes after the last",
      visible: true,
      lastSentAt: NOW - 240_000,
      minGapMs: HEARTBEAT_INTERVAL_MS,
      due: false,
    },
    {
      case: "the round, 5 minutes after the last",
      visible: true,
      lastSentAt: NOW - 300_000,
      minGapMs: HEARTBEAT_INTERVAL_MS,
      due: true,
    },
  ])("$case: $due", ({ visible, lastSentAt, minGapMs, due }) => {
    expect(heartbeatDue({ visible, now: NOW, lastSentAt, minGapMs })).toBe(due);
  });
});

describe("sessionNotice", () => {
  const END = 2_000_000_000;
  const MINUTE = 60_000;
  it.each([
    { case: "typed, 6 minutes left", now: END - 6 * MINUTE, unsaved: true, ended: false, notice: "none" },
    { case: "typed, 5 minutes left", now: END - 5 * MINUTE, unsaved: true, ended: false, notice: "warning" },
    { case: "typed, 1 minute left", now: END - MINUTE, unsaved: true, ended: false, notice: "warning" },
    { case: "typed, past the end", now: END + MINUTE, unsaved: true, ended: false, notice: "warning" },
    { case: "nothing typed, 1 minute left", now: END - MINUTE, unsaved: false, ended: false, notice: "none" },
    { case: "ended with typed text", now: END - 60 * MINUTE, unsaved: true, ended: true, notice: "ended" },
    { case: "ended, the text saved since", now: END, unsaved: false, ended: true, notice: "ended" },
  ])("$case: $notice", ({ now, unsaved, ended, notice }) => {
    expect(sessionNotice({ now, endsAt: END, ended, unsaved })).toBe(notice);
  });

  it("says nothing before the page knows the end", () => {
    expect(sessionNotice({ now: 0, endsAt: null, ended: false, unsaved: true })).toBe("none");
  });
});
