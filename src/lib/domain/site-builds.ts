/**
 * When the site is built again (docs/decisions/021-builds-on-the-free-plan.md). A change to what the
 * static pages say opens a window; every change within it joins the same build, which starts at the
 * first run of the scheduled check at or after the window's end. Pure: the times are milliseconds.
 */
import type { BackupDiff } from "../schemas/backup";
import type { PendingBuild } from "../schemas/builds";

/** How long changes gather before the build: ten team edits in five minutes make one build. */
export const BUILD_WINDOW_MINUTES = 10;

/** How often the scheduled check runs (`*\/5 * * * *`), on the clock's five-minute marks. */
export const BUILD_CHECK_MINUTES = 5;

/** A build the hook did not accept is tried again on the next checks, this many times in all. */
export const BUILD_ATTEMPTS = 3;

/** The reasons one build keeps, the first ones: enough to say what a build was for. */
export const BUILD_REASONS_KEPT = 5;

const MINUTE = 60_000;

/**
 * The pending build after a change at `at` asked for one, e.g. a first change at 10:30 with a
 * 10-minute window: `{ firstAt: 10:30, dueAt: 10:40, reasons: [reason], attempts: 0 }`; a later
 * change only adds its reason (once), so the window never moves.
 */
export function addToPendingBuild(
  pending: PendingBuild | null,
  reason: string,
  at: number,
  windowMinutes: number,
): PendingBuild {
  if (pending === null) {
    return {
      firstAt: new Date(at).toISOString(),
      dueAt: new Date(at + windowMinutes * MINUTE).toISOString(),
      reasons: [reason],
      attempts: 0,
    };
  }
  const reasons = pending.reasons.includes(reason)
    ? pending.reasons
    : [...pending.reasons, reason].slice(0, BUILD_REASONS_KEPT);
  return { ...pending, reasons };
}

/** Whether the scheduled check at `at` starts the pending build. */
export const isBuildDue = (pending: PendingBuild, at: number): boolean => Date.parse(pending.dueAt) <= at;

/**
 * When the build will start, as the coach is told ("about 10:45"): the first five-minute mark at
 * or after `dueAt`, when the scheduled check finds it due.
 */
export function buildStartsAt(dueAt: string, checkMinutes = BUILD_CHECK_MINUTES): string {
  const step = checkMinutes * MINUTE;
  return new Date(Math.ceil(Date.parse(dueAt) / step) * step).toISOString();
}

/**
 * What happens to a build the hook did not accept at `at`: tried again at the next check, or
 * given up (`null`) after `BUILD_ATTEMPTS`.
 */
export function retryPendingBuild(failed: PendingBuild, at: number): PendingBuild | null {
  const attempts = failed.attempts + 1;
  if (attempts >= BUILD_ATTEMPTS) return null;
  return { ...failed, attempts, dueAt: new Date(at + BUILD_CHECK_MINUTES * MINUTE).toISOString() };
}

/** Joins a build that must be tried again with one that opened since: the earlier window, both reasons. */
export function mergePendingBuilds(retry: PendingBuild, opened: PendingBuild | null): PendingBuild {
  if (opened === null) return retry;
  const reasons = [...new Set([...retry.reasons, ...opened.reasons])].slice(0, BUILD_REASONS_KEPT);
  const dueAt = Date.parse(opened.dueAt) < Date.parse(retry.dueAt) ? opened.dueAt : retry.dueAt;
  return { firstAt: retry.firstAt, dueAt, reasons, attempts: retry.attempts };
}

/** The sections of a backup whose records the static pages show: the team, the current season, the seasons. */
const PAGE_SECTIONS = ["settings/team", "settings/season", "seasons"] as const;

/** Whether a restore with `diff` changed what the static pages show, so that they need a build. */
export function restoreChangesPages(diff: BackupDiff): boolean {
  return PAGE_SECTIONS.some((section) => {
    const { added, changed, removed } = diff[section];
    return added + changed + removed > 0;
  });
}
