// `npm start`: the whole site and every /api route on `astro dev`, offline, with file-backed
// Blobs under .netlify/ (kept across restarts) and a store seeded from content/ on first use.
// Every page render reads the team and current season from this server's own `GET /api/season`
// (SEASON_SOURCE_URL, src/lib/site-facts.ts), so a change in the store shows on the next page load
// with no rebuild; the functions are given no build hook to call. The address is announced once
// the server is warm (dev-functions.ts, WARM_PATH) and has rendered the home page once, so the
// first request after "ready" is answered as fast as the hundredth.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../src/lib/server/local-defaults.ts";
import { WARM_PATH } from "./dev-functions.ts";
import { waitForHealth } from "./wait-for-health.mjs";

const port = process.env.PORT || "4321";
const url = `http://localhost:${port}`;
const env = {
  ...process.env,
  APP_ENV: process.env.APP_ENV || "development",
  ASTRO_TELEMETRY_DISABLED: "1",
  PORT: port,
  // One secret for every function in this server, so a session signed by one is valid in all.
  SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString("base64url"),
  // The pages' facts from this server's store, unless pointed elsewhere (e.g. the live site's).
  SEASON_SOURCE_URL: process.env.SEASON_SOURCE_URL || url,
};
// Never the real site's hook from a shell that has it: a local change must not rebuild production.
delete env.BUILD_HOOK_URL;
const astro = fileURLToPath(new URL("../node_modules/astro/bin/astro.mjs", import.meta.url));
const child = spawn(process.execPath, [astro, "dev", "--port", port], { stdio: "inherit", env });

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

/**
 * The server's health once it has finished the work it does before its first real request. The
 * warm-up is worth waiting for, not failing for: if it stalls or fails, the address is announced
 * anyway, with what went wrong.
 */
async function warmedUp() {
  const health = await waitForHealth(`${url}/api/health`, 120_000);
  try {
    for (const path of [WARM_PATH, "/"]) {
      const response = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(60_000) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    }
  } catch (error) {
    console.error(`The server did not finish warming up (${error.message}); the first requests may be slow.`);
  }
  return health;
}

warmedUp()
  .then((health) => {
    const login = process.env.COACH_PASSWORD_HASH
      ? `${env.COACH_EMAIL || DEV_COACH_EMAIL} / (the password behind COACH_PASSWORD_HASH)`
      : `${env.COACH_EMAIL || DEV_COACH_EMAIL} / ${env.COACH_PASSWORD || DEV_COACH_PASSWORD}`;
    console.log(
      [
        "",
        `  Team site ready at ${url}  (store ${health.store.reachable ? "ready, seeded from content/" : "UNREACHABLE"})`,
        `  Local coach login: ${login}  →  ${url}/admin-login`,
        `  Clock: ${env.APP_NOW ? `fixed at ${env.APP_NOW} (APP_NOW)` : "real time (set APP_NOW=2025-09-15T12:00:00-05:00 to see the season)"}`,
        "",
      ].join("\n"),
    );
  })
  .catch((error) => console.error(`Could not confirm the server is up: ${error.message}`));
