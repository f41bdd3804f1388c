import { describe, expect, it } from "vitest";
import type { BackupDiff } from "../schemas/backup";
import type { PendingBuild } from "../schemas/builds";
import {
  addToPendingBuild,
  buildStartsAt,
  isBuildDue,
  mergePendingBuilds,
  restoreChangesPages,
  retryPendingBuild,
} from "./site-builds";

const t = (time: string) => Date.parse(`2025-09-15T${time}Z`);
const iso = (time: string) => `2025-09-15T${time}.000Z`;
const pending = (first: string, due: string, reasons = ["Team"], attempts = 0): PendingBuild => ({
  firstAt: iso(first),
  dueAt: iso(due),
  reasons,
  attempts,
});

describe("addToPendingBuild", () => {
  it.each([
    {
      case: "the first change opens the window",
      before: null,
      reason: "Team",
      at: "17:03:10",
      expected: pending("17:03:10", "17:13:10"),
    },
    {
      case: "a later change keeps the window",
      before: pending("17:00:00", "17:10:00"),
      reason: "Team",
      at: "17:09:59",
      expected: pending("17:00:00", "17:10:00"),
    },
    {
      case: "a new reason joins it",
      before: pending("17:00:00", "17:10:00"),
      reason: "Restore",
      at: "17:05:00",
      expected: pending("17:00:00", "17:10:00", ["Team", "Restore"]),
    },
    {
      case: "five reasons at most",
      before: pending("17:00:00", "17:10:00", ["a", "b", "c", "d", "e"]),
      reason: "f",
      at: "17:05:00",
      expected: pending("17:00:00", "17:10:00", ["a", "b", "c", "d", "e"]),
    },
  ])("$case", ({ before, reason, at, expected }) => {
    expect(addToPendingBuild(before, reason, t(at), 10)).toEqual(expected);
  });
});

describe("isBuildDue and buildStartsAt", () => {
  it.each([
    { due: "17:10:00", at: "17:09:59", isDue: false, startsAt: iso("17:10:00") },
    { due: "17:10:00", at: "17:10:00", isDue: true, startsAt: iso("17:10:00") },
    { due: "17:13:10", at: "17:15:00", isDue: true, startsAt: iso("17:15:00") },
    { due: "17:58:00", at: "17:55:00", isDue: false, startsAt: iso("18:00:00") },
  ])("due $due, checked at $at", ({ due, at, isDue, startsAt }) => {
    const build = pending("17:00:00", due);
    expect(isBuildDue(build, t(at))).toBe(isDue);
    expect(buildStartsAt(build.dueAt)).toBe(startsAt);
  });
});

describe("retryPendingBuild and mergePendingBuilds", () => {
  it("tries a refused build at the next checks, three attempts in all", () => {
    const first = retryPendingBuild(pending("17:00:00", "17:10:00"), t("17:10:00"));
    expect(first).toEqual(pending("17:00:00", "17:15:00", ["Team"], 1));
    const second = first && retryPendingBuild(first, t("17:15:00"));
    expect(second).toEqual(pending("17:00:00", "17:20:00", ["Team"], 2));
    expect(second && retryPendingBuild(second, t("17:20:00"))).toBeNull();
  });

  it.each([
    { case: "nothing opened since", opened: null, expected: pending("17:00:00", "17:15:00", ["Team"], 1) },
    {
      case: "a later window: the retry's time, both reasons",
      opened: pending("17:12:00", "17:22:00", ["Restore"]),
      expected: pending("17:00:00", "17:15:00", ["Team", "Restore"], 1),
    },
    {
      case: "an earlier due time wins",
      opened: pending("17:01:00", "17:11:00", ["Team"]),
      expected: pending("17:00:00", "17:11:00", ["Team"], 1),
    },
  ])("$case", ({ opened, expected }) => {
    expect(mergePendingBuilds(pending("17:00:00", "17:15:00", ["Team"], 1), opened)).toEqual(expected);
  });
});

describe("restoreChangesPages", () => {
  const section = (added = 0, changed = 0, removed = 0) => ({
    added,
    changed,
    removed,
    unchanged: 0,
    ids: { added: [], changed: [], removed: [] },
  });
  const diff = (changes: Partial<Record<keyof BackupDiff, ReturnType<typeof section>>>): BackupDiff =>
    new Proxy(changes, {
      get: (target, key) => (target as Record<string | symbol, unknown>)[key] ?? section(),
    }) as BackupDiff;

  it.each([
    { case: "nothing changed", changes: {}, expected: false },
    {
      case: "players and events",
      changes: { players: section(1, 2, 3), events: section(0, 4) },
      expected: false,
    },
    { case: "the team record", changes: { "settings/team": section(0, 1) }, expected: true },
    { case: "the current season", changes: { "settings/season": section(0, 1) }, expected: true },
    { case: "a season record removed", changes: { seasons: section(0, 0, 1) }, expected: true },
  ])("$case: $expected", ({ changes, expected }) => {
    expect(restoreChangesPages(diff(changes))).toBe(expected);
  });
});
