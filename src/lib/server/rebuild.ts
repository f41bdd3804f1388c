/**
 * Asks for the site to be built again, so its static pages show the store's current season and
 * team (docs/decisions/019-pages-follow-the-current-season.md), and no more often than a season on
 * Netlify's Free plan can afford (docs/decisions/021-builds-on-the-free-plan.md): a change opens a
 * window of `SITE_BUILD_WINDOW_MINUTES` (10) in `meta/site-build`, every change within it joins
 * it, and the scheduled check (`netlify/functions/site-build.mts`, every 5 minutes) posts to the
 * hook once the window has passed. Every post is recorded in `meta/site-builds`.
 *
 * `BUILD_HOOK_URL` is a Netlify build hook on Netlify, the preview's own hook locally (with a
 * window of 0: it posts at once), and unset where nothing needs rebuilding (tests, `npm start`,
 * deploy previews). Best effort: the change that asked is done whatever happens here.
 */
import { DateTime } from "luxon";
import { nowMillis } from "../clock";
import { estimateMonthCredits, FREE_PLAN_CREDITS } from "../domain/credits";
import {
  addToPendingBuild,
  buildStartsAt,
  isBuildDue,
  mergePendingBuilds,
  retryPendingBuild,
} from "../domain/site-builds";
import { TEAM_ZONE } from "../domain/time";
import {
  BuildLogSchema,
  SiteBuildStateSchema,
  type BuildRequest,
  type BuildsAnswer,
  type PendingBuild,
} from "../schemas/builds";
import { getEnv } from "./env";
import { BUILD_LOG_KEY, SITE_BUILD_KEY } from "./keys";
import { purgeTouchedTags } from "./request-scope";
import { openTeamStore } from "./seed";
import { readRecord, upsertRecord } from "./store";

/** How long to wait for the hook to accept the request. */
const HOOK_TIMEOUT_MS = 5000;

/** The build requests the log keeps: more than any month makes at one build per window. */
export const BUILD_LOG_KEPT = 200;

/**
 * Notes that a change at the clock's now needs a build, for `reason` ("The coach changed the
 * team's details"), which shows as the deploy's title on Netlify. With a window of 0 it posts at
 * once. Never throws: a store that fails here is logged, and the next change asks again.
 */
export async function requestRebuild(reason: string): Promise<void> {
  const { buildHookUrl, buildWindowMinutes } = getEnv();
  if (buildHookUrl === null) return;
  try {
    if (buildWindowMinutes === 0) {
      // The build reads `/api/season` through the CDN: the copy the change made stale goes first.
      await purgeTouchedTags();
      await recordBuild(await postToHook(buildHookUrl, [reason]));
      return;
    }
    const at = nowMillis();
    await upsertRecord(await openTeamStore(), SITE_BUILD_KEY, SiteBuildStateSchema, (current) => ({
      pending: addToPendingBuild(current?.pending ?? null, reason, at, buildWindowMinutes),
    }));
  } catch (error) {
    console.error(`Could not ask for a build (${reason}); pages update on the next one:`, error);
  }
}

/**
 * The scheduled check: starts the pending build if its window has passed, e.g. `"none"`,
 * `"waiting"`, or the request it made. One store read when nothing waits. A build the hook refused
 * is tried again at the next checks (three attempts in all), joined with any build opened since.
 */
export async function runDueBuild(): Promise<"none" | "waiting" | BuildRequest> {
  const hook = getEnv().buildHookUrl;
  if (hook === null) return "none";
  const store = await openTeamStore();
  const at = nowMillis();
  const state = await readRecord(store, SITE_BUILD_KEY, SiteBuildStateSchema);
  if (!state?.pending) return "none";
  if (!isBuildDue(state.pending, at)) return "waiting";
  // Claimed with a conditional write: of two checks at once, one finds it due, the other nothing.
  const claim: { build: PendingBuild | null } = { build: null };
  await upsertRecord(store, SITE_BUILD_KEY, SiteBuildStateSchema, (current) => {
    claim.build = current?.pending && isBuildDue(current.pending, at) ? current.pending : null;
    return claim.build ? { pending: null } : (current ?? { pending: null });
  });
  const { build } = claim;
  if (build === null) return "waiting";
  const request = await postToHook(hook, build.reasons);
  await recordBuild(request);
  const retry = request.accepted ? null : retryPendingBuild(build, at);
  if (retry !== null) {
    await upsertRecord(store, SITE_BUILD_KEY, SiteBuildStateSchema, (current) => ({
      pending: mergePendingBuilds(retry, current?.pending ?? null),
    }));
  }
  return request;
}

/** Posts to the hook; the deploy's title is the reasons, cut to Netlify's 100 characters. */
async function postToHook(hook: string, reasons: string[]): Promise<BuildRequest> {
  const url = new URL(hook);
  url.searchParams.set("trigger_title", reasons.join("; ").slice(0, 100));
  const at = new Date(nowMillis()).toISOString();
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    if (!response.ok)
      console.error(`The build hook answered ${String(response.status)}; pages update on the next build`);
    return { at, reasons, accepted: response.ok, status: response.status };
  } catch (error) {
    console.error("Could not reach the build hook; pages update on the next build:", error);
    return { at, reasons, accepted: false, status: null };
  }
}

/** Adds one request to the build log, keeping the latest `BUILD_LOG_KEPT`. */
async function recordBuild(request: BuildRequest): Promise<void> {
  await upsertRecord(await openTeamStore(), BUILD_LOG_KEY, BuildLogSchema, (current) => ({
    builds: [...(current?.builds ?? []), request].slice(-BUILD_LOG_KEPT),
  }));
}

/**
 * `GET /api/builds`: the build waiting, this month's builds (the calendar month in Kyle) and the
 * month's credits if they are all it makes, by the model of a season's visits.
 */
export async function buildsAnswer(): Promise<BuildsAnswer> {
  const store = await openTeamStore();
  const [state, log] = await Promise.all([
    readRecord(store, SITE_BUILD_KEY, SiteBuildStateSchema),
    readRecord(store, BUILD_LOG_KEY, BuildLogSchema),
  ]);
  const monthStart = DateTime.fromMillis(nowMillis(), { zone: TEAM_ZONE }).startOf("month").toMillis();
  const month = (log?.builds ?? []).filter((build) => Date.parse(build.at) >= monthStart).reverse();
  const pending = state?.pending ?? null;
  const accepted = month.filter((build) => build.accepted).length;
  return {
    automatic: getEnv().buildHookUrl !== null,
    pending: pending && {
      firstAt: pending.firstAt,
      startsAt: buildStartsAt(pending.dueAt),
      reasons: pending.reasons,
    },
    month,
    estimate: estimateMonthCredits(accepted + (pending ? 1 : 0)),
    planCredits: FREE_PLAN_CREDITS,
  };
}
