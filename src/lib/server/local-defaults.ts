/**
 * The documented local coach login. `npm start` prints it; `env.ts` accepts it only outside
 * production. Kept free of imports so the Node scripts in `scripts/` can read it too.
 */
export const DEV_COACH_EMAIL = "coach@example.com";
export const DEV_COACH_PASSWORD = "lightning-fall-2025";
