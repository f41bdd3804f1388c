/**
 * The documented local coach login, and what counts as this machine. `npm start` prints the login;
 * `env.ts` accepts it only in a local run (off Netlify, in development or test). Kept free of
 * imports so the Node scripts in `scripts/` can read it too.
 */
export const DEV_COACH_EMAIL = "coach@example.com";
export const DEV_COACH_PASSWORD = "lightning-fall-2025";

/** The names of this machine's loopback interface, as a URL's `hostname` spells them. */
export const LOOPBACK_HOSTNAMES = ["localhost", "127.0.0.1", "[::1]"] as const;

/** Whether `hostname` is this machine, e.g. `localhost` or `[::1]` (case does not matter). */
export const isLoopbackHostname = (hostname: string) =>
  (LOOPBACK_HOSTNAMES as readonly string[]).includes(hostname.toLowerCase());

/**
 * Whether `url` is this machine, e.g. `http://localhost:4321`: the backup and restore commands
 * offer the local login only to it, and talk plain http to nothing else.
 */
export const isLocalOrigin = (url: string) => isLoopbackHostname(new URL(url).hostname);
