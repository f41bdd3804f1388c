/**
 * `client:near="<id prefix>"`: an island below the fold on a phone hydrates when the reader nears
 * it (400 px ahead), so a page's first load does not pay for it; or at once when the address's `#`
 * names one of its parts, e.g. `client:near="snack-"` with `/schedule#snack-game-2025-09-27` (home's
 * Sign Up for Snacks), because that row exists only once the island has loaded, and the island
 * itself then brings it into view. On a wide screen, where the island is in view, it hydrates at
 * once.
 */
import type { ClientDirective } from "astro";

const nearDirective: ClientDirective = (load, options, island) => {
  const hash = typeof options.value === "string" && options.value !== "" ? `#${options.value}` : null;
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    removeEventListener("hashchange", followHash);
    void load().then((run) => run());
  };
  const followHash = () => {
    if (hash !== null && location.hash.startsWith(hash)) hydrate();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) hydrate();
    },
    { rootMargin: "400px" },
  );
  // The island's element shows its children only (`display: contents`): they are what is seen.
  for (const child of island.children) observer.observe(child);
  addEventListener("hashchange", followHash);
  followHash();
};

export default nearDirective;
