/**
 * Asks for the site to be built again, so its static pages show the store's current season and
 * team (docs/decisions/019-pages-follow-the-current-season.md). `BUILD_HOOK_URL` is a Netlify build
 * hook on Netlify, the preview's own hook locally, and unset where nothing needs rebuilding (tests,
 * `npm start`, deploy previews). Best effort: the change that asked is done whatever happens here.
 */
import { getEnv } from "./env";
import { purgeTouchedTags } from "./request-scope";

/** How long to wait for the hook to accept the request. */
const HOOK_TIMEOUT_MS = 5000;

/** Posts to the build hook; `reason` shows as the deploy's title on Netlify. */
export async function requestRebuild(reason: string): Promise<void> {
  const hook = getEnv().buildHookUrl;
  if (hook === null) return;
  // The build reads `/api/season` through the CDN: the copy the change made stale goes first.
  await purgeTouchedTags();
  const url = new URL(hook);
  url.searchParams.set("trigger_title", reason.slice(0, 100));
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    if (!response.ok)
      console.error(`The build hook answered ${String(response.status)}; pages update on the next build`);
  } catch (error) {
    console.error("Could not reach the build hook; pages update on the next build:", error);
  }
}
