/**
 * Past seasons: the season on now as a card to its schedule, then every past season, newest first,
 * as a card to its page with its dates, division, ages and record. Until the answer arrives,
 * placeholder cards stand where the cards will be. Its words, kit words and language come from the
 * page, so the same script serves /seasons and /es/seasons.
 */
import { useEffect, useRef } from "react";
import LoadError from "../kit/LoadError";
import type { SeasonListItem } from "../../lib/schemas/seasons";
import type { Words } from "../../i18n/catalog";
import { fill } from "../../i18n/fill";
import type { Lang } from "../../i18n/lang";
import {
  currentSeasonLine,
  divisionAndAges,
  recordShort,
  recordWords,
  seasonPath,
  seasonSpan,
} from "./past-season";
import { fetchSeasons } from "./api";
import { useAnswer } from "../kit/use-answer";
import { KitWordsProvider, TypedWords } from "../kit/words";
import { typedText } from "../../i18n/typed-lang";

interface SeasonListProps {
  /** The seasons' words in the page's language: `wordsFor(lang).seasons`. */
  words: Words<"seasons">;
  kit: Words<"kit">;
  lang: Lang;
  /** The pages it links to, in the page's language (its `pathIn`), e.g. `{ seasons: "/es/seasons", … }`. */
  paths: { seasons: string; schedule: string };
}

const CARD = "relative rounded-xl p-4 shadow-sm ring-1 ring-slate-200 hover:ring-navy-700";
// The link covers its card, so the whole card takes a tap; the card shows where the focus is.
const CARD_LINK =
  "font-bold text-navy-900 underline-offset-2 after:absolute after:inset-0 after:rounded-xl hover:underline";
const FOCUS_IN_CARD = "focus-within:ring-2 focus-within:ring-navy-700";

const load = (signal: AbortSignal) => fetchSeasons(signal);

/** Grey cards of the loaded cards' size; the label says what is coming. */
function LoadingCards({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p className="text-slate-700">{label}</p>
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

function PastSeasonCard({
  item,
  words,
  lang,
  paths,
}: { item: SeasonListItem } & Omit<SeasonListProps, "kit">) {
  const { season, results } = item;
  return (
    <li className={`${CARD} ${FOCUS_IN_CARD} bg-white`}>
      <h3 className="text-lg">
        <a href={seasonPath(season.id, paths.seasons)} className={CARD_LINK}>
          <TypedWords shown={typedText(lang, season.label, season.labelEs)} />
        </a>
      </h3>
      <p className="text-sm text-slate-700">{seasonSpan(season, lang)}</p>
      <p className="text-sm text-slate-700">{divisionAndAges(season, words)}</p>
      {results ? (
        <p className="mt-2 font-semibold text-navy-900">
          <span aria-hidden="true">{recordShort(results, words)}</span>
          <span className="sr-only">{fill(words.recordLabel, { record: recordWords(results, words) })}</span>
        </p>
      ) : null}
    </li>
  );
}

export default function SeasonList(props: SeasonListProps) {
  return (
    <KitWordsProvider words={props.kit}>
      <Seasons {...props} />
    </KitWordsProvider>
  );
}

function Seasons({ words, lang, paths }: SeasonListProps) {
  const { answer, retry, retried } = useAnswer(load);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After Try again, the focus (on the button, now gone) moves to what came in its place.
  useEffect(() => {
    if (retried && answer.status === "ready") headingRef.current?.focus();
  }, [retried, answer.status]);

  if (answer.status === "loading") return <LoadingCards label={words.loadingSeasons} />;
  if (answer.status !== "ready") {
    // The list has no "not found": a 404 here is a failure like any other.
    return <LoadError problem={answer.status === "error" ? answer.problem : "loadFailed"} onRetry={retry} />;
  }

  const { current, past } = answer.data;
  return (
    <div>
      <div className={`${CARD} ${FOCUS_IN_CARD} bg-navy-50`}>
        <p>
          <a href={paths.schedule} className={CARD_LINK}>
            {currentSeasonLine(current.season, words, lang)}
          </a>
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {fill(words.currentSeasonNote, { span: seasonSpan(current.season, lang) })}
        </p>
      </div>

      <section aria-labelledby="earlier-seasons" className="mt-8">
        <h2 id="earlier-seasons" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-navy-900">
          {words.earlierSeasons}
        </h2>
        {past.length === 0 ? (
          <p className="mt-3 rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
            {words.noPastSeasons}
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {past.map((item) => (
              <PastSeasonCard key={item.season.id} item={item} words={words} lang={lang} paths={paths} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
