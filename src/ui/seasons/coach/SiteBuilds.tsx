/**
 * What the Site updates section of /admin/season shows (the section itself is SeasonAndTeam's, as
 * its others are): when the parents' pages show the last change to the team record or the season,
 * this month's builds, and what the month costs on Netlify's Free plan
 * (docs/decisions/021-builds-on-the-free-plan.md).
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Loaded } from "../../kit/coach/parts";
import { Button } from "../../kit/form/Button";
import { $builds, loadBuilds } from "./season-data";
import { buildLine, creditsSentence, nearPlanLimit, pagesUpdateSentence } from "./site-builds";

export default function SiteBuilds() {
  const builds = useStore($builds);
  const [checking, setChecking] = useState(false);
  const checkAgain = async () => {
    setChecking(true);
    try {
      await loadBuilds();
    } finally {
      setChecking(false);
    }
  };
  return (
    <div className="space-y-3" aria-live="polite">
      <Loaded state={builds} what="the site's builds" onRetry={() => void loadBuilds()}>
        {(answer) => (
          <>
            <p className="font-medium text-navy-900">{pagesUpdateSentence(answer)}</p>
            <p className={nearPlanLimit(answer) ? "font-semibold text-red-800" : "text-slate-700"}>
              {nearPlanLimit(answer) ? "Warning: " : ""}
              {creditsSentence(answer)}
            </p>
            <p className="text-sm text-slate-700">
              Netlify&apos;s Free plan has {answer.planCredits} credits a month; when they run out, every site
              of the account is paused until the next month. The estimate counts this calendar month&apos;s
              builds and an assumed season of visits by 11 families.
            </p>
            <h3 className="font-semibold text-navy-900">Builds this month: {answer.month.length}</h3>
            {answer.month.length === 0 ? (
              <p className="text-slate-700">None yet.</p>
            ) : (
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                {answer.month.map((build, index) => (
                  <li key={`${build.at}-${String(index)}`}>{buildLine(build)}</li>
                ))}
              </ul>
            )}
            <Button
              tone="secondary"
              small
              pending={checking}
              pendingLabel="Checking..."
              onClick={() => void checkAgain()}
            >
              Check again
            </Button>
          </>
        )}
      </Loaded>
    </div>
  );
}
