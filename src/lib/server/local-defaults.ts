/**
 * The documented local coach login. `npm start` prints it; `env.ts` accepts it only outside
 * production. Kept free of imports so the Node scripts in `scripts/` can read it too.
 */
export const DEV_COACH_EMAIL = "coach@example.com";
export const DEV_COACH_PASSWORD = "lightning-fall-2025";

/** Whether `url` is this machine, e.g. `http://localhost:4321`: only there does the local login apply. */
export const isLocalOrigin = (url: string) =>
  ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);
