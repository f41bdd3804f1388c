import type { Config } from "@netlify/functions";
import { now } from "../../src/lib/clock";
import { getEnv } from "../../src/lib/server/env";
import { runGameReminders } from "../../src/lib/server/reminders";

/**
 * Every hour: sends the game-day reminders that are due (6 PM in Kyle the evening before each
 * game) through the team's GroupMe bot. Netlify runs it on the schedule; it takes no request data.
 */
export default async (): Promise<void> => {
  getEnv(); // validates the environment and sets the clock before "now" is read
  const run = await runGameReminders(now());
  const summary = run.skipped
    ? `skipped (${run.skipped})`
    : `sent ${String(run.sent.length)}, failed ${String(run.failed.length)}, claimed by another run ${String(run.claimedElsewhere.length)}`;
  console.info(`Game reminders at ${now().toISO() ?? ""}: ${summary}`);
};

export const config: Config = { schedule: "@hourly" };
