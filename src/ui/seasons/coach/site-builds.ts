/**
 * The coach's Site updates panel in words (docs/decisions/021-builds-on-the-free-plan.md): when the
 * pages update, what a build was for, and the month's cost against the Free plan. Pure.
 */
import { formatDate, formatTime } from "../../../lib/domain/time";
import { NETLIFY_RATES } from "../../../lib/domain/credits";
import type { BuildRequest, BuildsAnswer } from "../../../lib/schemas/builds";

/**
 * When the parents' pages show the team record and the season, e.g. "Your changes reach the
 * parents' pages at about 10:45 AM, in one build with any other change until then."
 */
export function pagesUpdateSentence(answer: Pick<BuildsAnswer, "automatic" | "pending">): string {
  if (!answer.automatic)
    return "This site has no build hook, so the pages change on the next deploy (see the README's Deploy section).";
  if (answer.pending === null) return "The parents' pages show the team record and the season as saved.";
  return (
    `Your changes reach the parents' pages at about ${formatTime(answer.pending.startsAt)}, ` +
    "in one build with any other change until then."
  );
}

/** One build request in a line, e.g. "Sep 15, 2025, 12:10 PM: The coach changed the team's details". */
export function buildLine(build: BuildRequest): string {
  const outcome = build.accepted
    ? ""
    : ` (Netlify did not accept it${build.status === null ? ": no answer" : `: ${String(build.status)}`})`;
  return `${formatDate(build.at)}, ${formatTime(build.at)}: ${build.reasons.join("; ")}${outcome}`;
}

/**
 * The month's estimate in a sentence, e.g. "About 36 of the Free plan's 300 credits this month: 30
 * for 2 builds, 6 for parents' visits and the site's own checks (an estimate)."
 */
export function creditsSentence(answer: Pick<BuildsAnswer, "estimate" | "planCredits">): string {
  const { estimate, planCredits } = answer;
  const builds = estimate.builds / NETLIFY_RATES.deploy;
  const visits = estimate.total - estimate.builds;
  return (
    `About ${String(Math.round(estimate.total))} of the Free plan's ${String(planCredits)} credits this month: ` +
    `${String(estimate.builds)} for ${String(builds)} build${builds === 1 ? "" : "s"}, ` +
    `${String(Math.max(1, Math.round(visits)))} for families' visits and the site's own checks (an estimate).`
  );
}

/** Whether the month's estimate is near the limit: four fifths of it or more. */
export const nearPlanLimit = (answer: Pick<BuildsAnswer, "estimate" | "planCredits">): boolean =>
  answer.estimate.total >= 0.8 * answer.planCredits;
