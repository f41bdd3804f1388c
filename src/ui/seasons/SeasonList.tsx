/**
 * Past seasons: the season on now as a card to its schedule, then every past season, newest first,
 * as a card to its page with its dates, division, ages and record. Until the answer arrives,
 * placeholder cards stand where the cards will be.
 */
import { useEffect, useRef } from "react";
import LoadError from "../kit/LoadError";
import type { SeasonListItem } from "../../lib/schemas/seasons";
import { currentSeasonLine, divisionAndAges, recordShort, recordWords, seasonPath } from "./past-season";
import { formatDaySpan } from "../../lib/domain/day-span";
import { fetchSeasons } from "./api";
import { useAnswer } from "../kit/use-answer";

const CARD = "relative rounded-xl p-4 shadow-sm ring-1 ring-slate-200 hover:ring-navy-700";
// The link covers its card, so the whole card takes a tap; the card shows where the focus is.
const CARD_LINK =
  "font-bold text-navy-900 underline-offset-2 after:absolute after:inset-0 after:rounded-xl hover:underline";
const FOCUS_IN_CARD = "focus-within:ring-2 focus-within:ring-navy-700";

const load = (signal: AbortSignal) => fetchSeasons(signal);

/** Grey cards of the loaded cards' size; the label says what is coming. */
function LoadingCards() {
  return (
    <div aria-busy="true">
      <p className="text-slate-700">Loading seasons...</p>
      <div aria-hidden="true" className="mt-3 animate-pulse space-y-3">
        <div className="h-20 rounded-xl bg-slate-200" />
        <div className="mt-8 h-6 w-40 rounded bg-slate-200" />
        {[0, 1].map((key) => (
          <div key={key} className="h-28 rounded-xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}

function PastSeasonCard({ item }: { item: SeasonListItem }) {
  const { season, results } = item;
  return (
    <li className={`${CARD} ${FOCUS_IN_CARD} bg-white`}>
      <h3 className="text-lg">
        <a href={seasonPath(season.id)} className={CARD_LINK}>
          {season.label}
        </a>
      </h3>
      <p className="text-sm text-slate-700">{formatDaySpan(season.firstDay, season.lastDay)}</p>
      <p className="text-sm text-slate-700">{divisionAndAges(season)}</p>
      {results ? (
        <p className="mt-2 font-semibold text-navy-900">
          <span aria-hidden="true">{recordShort(results)}</span>
          <span className="sr-only">Record: {recordWords(results)}</span>
        </p>
      ) : null}
    </li>
  );
}

export default function SeasonList() {
  const { answer, retry, retried } = useAnswer(load);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After Try again, the focus (on the button, now gone) moves to what came in its place.
  useEffect(() => {
    if (retried && answer.status === "ready") headingRef.current?.focus();
  }, [retried, answer.status]);

  if (answer.status === "loading") return <LoadingCards />;
  if (answer.status !== "ready") {
    // The list has no "not found": a 404 here is a failure like any other.
    const message =
      answer.status === "error" ? answer.message : "Something went wrong loading this. Please try again.";
    return <LoadError message={message} onRetry={retry} />;
  }

  const { current, past } = answer.data;
  return (
    <div>
      <div className={`${CARD} ${FOCUS_IN_CARD} bg-navy-50`}>
        <p>
          <a href="/schedule" className={CARD_LINK}>
            {currentSeasonLine(current.season)}
          </a>
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {formatDaySpan(current.season.firstDay, current.season.lastDay)} · its games, practices and snack
          sign-up are on the schedule.
        </p>
      </div>

      <section aria-labelledby="earlier-seasons" className="mt-8">
        <h2 id="earlier-seasons" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-navy-900">
          Earlier seasons
        </h2>
        {past.length === 0 ? (
          <p className="mt-3 rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
            No past seasons yet. Results of each season stay here once the next one starts.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {past.map((item) => (
              <PastSeasonCard key={item.season.id} item={item} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
