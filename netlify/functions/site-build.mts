import type { Config } from "@netlify/functions";
import { getEnv } from "../../src/lib/server/env";
import { runDueBuild } from "../../src/lib/server/rebuild";

/**
 * Every 5 minutes: asks Netlify for the build that changes to the pages have waited for, once
 * their 10-minute window has passed (docs/decisions/021-builds-on-the-free-plan.md). One store read
 * when nothing waits. Netlify runs it on the schedule; it takes no request data.
 */
export default async (): Promise<void> => {
  getEnv(); // validates the environment and sets the clock before "now" is read
  const run = await runDueBuild();
  if (typeof run !== "string")
    console.info(
      `Site build asked for (${run.reasons.join("; ")}): ${run.accepted ? "accepted" : "refused"}`,
    );
};

export const config: Config = { schedule: "*/5 * * * *" };
