/**
 * One past season, from the season id in the address (`/seasons/fall-2025`; every such address
 * serves this same page): its heading and facts, a link to its calendar file, its record as a
 * stat grid, every game with its score and result, its practice count, the roster (first names
 * and jersey numbers) and its posts. An unknown season gets a page that says so and leads back to
 * the list. The document's title names the season once it is known. Its words, kit words and
 * language come from the page, so the same script serves /seasons/<id> and /es/seasons/<id>; what
 * the coach typed (game notes, posts) stays as typed, marked English on a Spanish page.
 */
import { StatusBadge } from "../schedule/StatusBadge";
import { lazy, Suspense, useEffect, useId, useRef, type ReactNode } from "react";
import LoadError from "../kit/LoadError";
import { ApiRequestError } from "../kit/api";
import { formatEventDate, formatEventTime } from "../../lib/domain/time";
import type { ArchivedGame, PastSeason } from "../../lib/schemas/seasons";
import type { Words } from "../../i18n/catalog";
import { fill } from "../../i18n/fill";
import type { Lang } from "../../i18n/lang";
import { typedLang, typedText } from "../../i18n/typed-lang";
import { KitWordsProvider, TypedWords } from "../kit/words";
import type { EventWords } from "../schedule/event-words";
import { EventWordsProvider } from "../schedule/words";
import {
  countOf,
  gameOutcome,
  recordLine,
  recordStats,
  seasonCalendarPath,
  seasonFactsLine,
  seasonHeading,
  seasonName,
  seasonIdFromPath,
  snackLine,
  type GameOutcome,
} from "./past-season";
import { withSiteName } from "../kit/seo";

/**
 * A post of the season, loaded once the season has posts to show: the post reader (links, the
 * preview's cut) is the page's largest part, and a season without posts, or an address that names
 * no season, never needs it.
 */
const ArchivedPostCard = lazy(() => import("./ArchivedPostCard"));
import { fetchPastSeason } from "./api";
import { useAnswer } from "../kit/use-answer";

/** The page's words and language, handed down to every part of the season. */
interface PageWords {
  /** The seasons' words in the page's language: `wordsFor(lang).seasons`. */
  words: Words<"seasons">;
  lang: Lang;
}

/** The season this address names; an address that cannot name one is answered as the API would. */
function load(signal: AbortSignal): Promise<PastSeason> {
  const id = seasonIdFromPath(window.location.pathname);
  if (id === null) {
    return Promise.reject(new ApiRequestError(404, "404: not a season address", "not_found", null));
  }
  return fetchPastSeason(id, signal);
}

const SECTION_HEADING = "text-xl font-bold text-navy-900";
const EMPTY = "mt-3 rounded-xl bg-white p-5 text-slate-700 ring-1 ring-slate-200";

const RESULT_STYLES: Record<"win" | "loss" | "draw", string> = {
  win: "bg-green-700 text-white",
  loss: "bg-slate-700 text-white",
  draw: "bg-amber-100 text-amber-950",
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className={SECTION_HEADING}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A section's list, one item a row, or a line saying it has nothing, e.g. "No games this season.";
 * `ordered` where the order means something (games as played).
 */
function ListSection<T>({
  title,
  empty,
  items,
  ordered = false,
  className,
  itemClassName,
  render,
}: {
  title: string;
  empty: string;
  items: readonly T[];
  ordered?: boolean;
  className: string;
  itemClassName?: string;
  render: (item: T) => ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <Section title={title}>
      {items.length === 0 ? (
        <p className={EMPTY}>{empty}</p>
      ) : (
        <List className={className}>
          {items.map((item, index) => (
            // The list never changes once shown, so its order is a stable key.
            <li key={index} className={itemClassName}>
              {render(item)}
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}

/**
 * The score and the result word (the word, not the colour, carries the result), the Cancelled
 * badge, or "No final score".
 */
function Outcome({
  outcome,
  game,
  words,
}: {
  outcome: GameOutcome;
  game: ArchivedGame;
  words: PageWords["words"];
}) {
  if (outcome.kind === "cancelled") return <StatusBadge event={game} />;
  if (outcome.kind === "none") {
    return <p className="text-sm font-semibold text-slate-700">{outcome.text}</p>;
  }
  return (
    <p className="flex items-center gap-2">
      <span className="sr-only">{words.score}</span>
      <span className="text-2xl font-extrabold text-navy-900 tabular-nums">{outcome.score}</span>
      <span className={`rounded-full px-2.5 py-0.5 text-sm font-bold ${RESULT_STYLES[outcome.result]}`}>
        {outcome.word}
      </span>
    </p>
  );
}

function GameRow({ game, words, lang }: { game: ArchivedGame } & PageWords) {
  const snacks = snackLine(game.volunteer, words);
  const when = `${formatEventDate(game, lang)} · ${formatEventTime(game, lang)}`;
  // What the coach typed is English: a Spanish page says so.
  const typed = typedLang(lang);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          {game.status === "postponed" ? <StatusBadge event={game} className="mb-1" /> : null}
          <h3 className="font-semibold text-navy-900" lang={typed}>
            {game.title}
          </h3>
          <p className="text-sm text-slate-700">
            {/* Struck through once called off; the badge carries the meaning. */}
            {game.status === "scheduled" ? when : <s>{when}</s>}
          </p>
          {game.opponent ? (
            <p className="text-sm text-slate-700">{fill(words.opponent, { opponent: game.opponent })}</p>
          ) : null}
          <p className="text-sm text-slate-700">{game.location ?? words.locationTba}</p>
        </div>
        <Outcome outcome={gameOutcome(game, words)} game={game} words={words} />
      </div>
      {game.statusNote ? (
        <p className="mt-1 text-sm font-medium text-slate-900">
          <TypedWords shown={typedText(lang, game.statusNote, game.statusNoteEs)} />
        </p>
      ) : null}
      {snacks ? <p className="mt-1 text-sm text-slate-700">{snacks}</p> : null}
    </>
  );
}

/** A player of that season: the jersey number in its circle (a dash without one) and the first name. */
function RosterEntry({ player }: { player: PastSeason["roster"][number] }) {
  return (
    <>
      <span className="flex size-12 flex-none items-center justify-center rounded-full bg-navy-900 text-lg font-extrabold text-bolt-400">
        {player.jerseyNumber === null ? <span aria-hidden="true">–</span> : `#${String(player.jerseyNumber)}`}
      </span>
      <span className="min-w-0 font-semibold wrap-break-word text-navy-900">{player.firstName}</span>
    </>
  );
}

function SeasonBody({ data, words, lang }: { data: PastSeason } & PageWords) {
  // The answer comes in order: games as played, the roster by jersey number, posts newest first.
  const { games, roster, posts } = data;

  return (
    <>
      <Section title={words.record}>
        <p className="mt-1 text-slate-700">{recordLine(data.results, words)}</p>
        <dl className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-6">
          {recordStats(data.results, words).map((stat) => (
            <div key={stat.label} className="stat-tile">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <ListSection
        title={words.gamesTitle}
        empty={words.noGames}
        items={games}
        ordered
        className="mt-3 space-y-2"
        itemClassName="rounded-lg bg-white p-4 ring-1 ring-slate-200"
        render={(game) => <GameRow game={game} words={words} lang={lang} />}
      />

      <ListSection
        title={words.rosterTitle}
        empty={words.noPlayers}
        items={roster}
        className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
        itemClassName="flex items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200"
        render={(player) => <RosterEntry player={player} />}
      />

      <ListSection
        title={words.postsTitle}
        empty={words.noPosts}
        items={posts}
        className="mt-3 space-y-4"
        render={(post) => (
          // About a short post's height while its reader arrives, so the footer barely moves.
          <Suspense fallback={<div className="h-36 rounded-xl bg-white ring-1 ring-slate-200" />}>
            <ArchivedPostCard post={post} words={words} lang={lang} />
          </Suspense>
        )}
      />
    </>
  );
}

/** The placeholder below the facts while the season loads: bars of about the stat grid and games. */
function LoadingBody() {
  return (
    <div aria-hidden="true" className="mt-10 animate-pulse space-y-3">
      <div className="h-7 w-32 rounded bg-slate-200" />
      <div className="h-20 rounded-lg bg-slate-200" />
      <div className="h-7 w-32 rounded bg-slate-200" />
      {[0, 1, 2].map((key) => (
        <div key={key} className="h-28 rounded-lg bg-slate-200" />
      ))}
    </div>
  );
}

interface PastSeasonViewProps extends PageWords {
  siteName: string;
  kit: Words<"kit">;
  /** The events' words, for the badge of a called-off game. */
  event: EventWords;
  /** The list of seasons in the page's language (its `pathIn("/seasons", lang)`). */
  seasonsPath: string;
}

export default function PastSeasonView(props: PastSeasonViewProps) {
  return (
    <KitWordsProvider words={props.kit}>
      <EventWordsProvider speech={{ words: props.event, lang: props.lang }}>
        <Season {...props} />
      </EventWordsProvider>
    </KitWordsProvider>
  );
}

function Season({ siteName, words, lang, seasonsPath }: PastSeasonViewProps) {
  const { answer, retry, retried } = useAnswer(load);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (answer.status === "ready")
      document.title = withSiteName(seasonHeading(seasonName(answer.data.season, lang), words), siteName);
    else if (answer.status === "not-found") document.title = withSiteName(words.notFoundTitle, siteName);
  }, [answer, siteName, words, lang]);

  // After Try again, the focus (on the button, now gone) moves to the page's heading.
  useEffect(() => {
    if (retried && answer.status !== "loading") headingRef.current?.focus();
  }, [retried, answer.status]);

  const heading =
    answer.status === "ready"
      ? seasonHeading(seasonName(answer.data.season, lang), words)
      : answer.status === "not-found"
        ? words.notFoundHeading
        : words.pageTitle;

  return (
    <div aria-busy={answer.status === "loading"}>
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold text-navy-900">
        {heading}
      </h1>

      {/* Each state's content is new, never the previous one's moved: a heading that now wraps
          onto a second line pushes down nothing that was already on screen. */}
      <div key={answer.status}>
        {answer.status === "ready" ? (
          <>
            <p className="mt-1 min-h-6 text-slate-700">{seasonFactsLine(answer.data.season, words, lang)}</p>
            <p className="text-slate-700">
              {countOf(answer.data.practiceCount, words.practices)} ·{" "}
              {countOf(answer.data.games.length, words.games)} ·{" "}
              {countOf(answer.data.roster.length, words.players)}
            </p>
            <a href={seasonCalendarPath(answer.data.season.id, lang)} className="mt-4 link-button">
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z" />
              </svg>
              {fill(words.addToCalendar, { label: seasonName(answer.data.season, lang) })}
            </a>
            <SeasonBody data={answer.data} words={words} lang={lang} />
          </>
        ) : answer.status === "not-found" ? (
          <>
            <p className="mt-1 text-slate-700">{words.notFoundText}</p>
            <a href={seasonsPath} className="mt-4 link-button">
              {words.seeAllSeasons}
            </a>
          </>
        ) : (
          <>
            <p className="mt-1 min-h-6 text-slate-700">
              {answer.status === "loading" ? words.loadingSeason : ""}
            </p>
            <p className="min-h-6" />
            {answer.status === "loading" ? (
              <>
                <div aria-hidden="true" className="mt-4 h-11" />
                <LoadingBody />
              </>
            ) : (
              <div className="mt-4">
                <LoadError problem={answer.problem} onRetry={retry} />
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
