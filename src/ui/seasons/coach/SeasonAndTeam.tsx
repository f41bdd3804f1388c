/**
 * /admin/season: the current season at a glance, starting the next season, and the team record.
 * Like the dashboard, it asks the server for the session first and loads no coach data without
 * one; then the team with the current season (`GET /api/season`) and the roster.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import CoachGate from "../../sign-in/coach/CoachGate";
import { SignedInBar } from "../../sign-in/coach/LogoutButton";
import { formatDaySpan } from "../../../lib/domain/day-span";
import { formatAges } from "../../../lib/domain/ages";
import type { Player } from "../../../lib/schemas/players";
import type { PublicSeason, SiteFacts } from "../../../lib/schemas/seasons";
import { Loaded } from "../../kit/coach/parts";
import {
  $seasonRoster,
  $siteFacts,
  loadBuilds,
  loadSeasonRoster,
  loadSiteFacts,
  showSiteFacts,
} from "./season-data";
import SiteBuilds from "./SiteBuilds";
import StartSeasonFlow from "./StartSeasonFlow";
import TeamForm from "./TeamForm";
import { KitWordsProvider } from "../../kit/words";
import type { Words } from "../../../i18n/catalog";

/** `kit`: the kit's English words, from the page. */
export default function SeasonAndTeam({ kit }: { kit: Words<"kit"> }) {
  return (
    <KitWordsProvider words={kit}>
      <CoachGate what="Season and team settings are">{(name) => <SignedIn name={name} />}</CoachGate>
    </KitWordsProvider>
  );
}

function SignedIn({ name }: { name: string }) {
  const facts = useStore($siteFacts);
  const roster = useStore($seasonRoster);
  // The flow starts from the season and roster as first loaded, and stays on screen while they
  // reload after the start (or fail to), so its outcome never disappears under the coach.
  const [flowStart, setFlowStart] = useState<{ season: PublicSeason; players: Player[] } | null>(null);
  if (flowStart === null && facts.status === "ready" && roster.status === "ready") {
    setFlowStart({ season: facts.data.season, players: roster.data });
  }

  return (
    <div className="space-y-6">
      <SignedInBar name={name} />

      <nav aria-label="On this page" className="flex flex-wrap gap-x-4 gap-y-1">
        <a href="/admin" className={LINK}>
          Back to the dashboard
        </a>
        <a href="#start-season" className={LINK}>
          Start the next season
        </a>
        <a href="#team-record" className={LINK}>
          Team record
        </a>
        <a href="#site-updates" className={LINK}>
          Site updates
        </a>
      </nav>

      <Loaded state={facts} what="the current season" onRetry={() => void loadSiteFacts()}>
        {(data) => <CurrentSeason facts={data} />}
      </Loaded>

      <section id="start-season" aria-labelledby="start-season-heading" className={SECTION}>
        <h2 id="start-season-heading" className="text-xl font-bold text-navy-900">
          Start the next season
        </h2>
        <p className="mt-1 text-slate-700">
          Five short steps. Nothing changes until you press Start on the last one, after a preview of
          everything it does.
        </p>
        <div className="mt-4">
          {flowStart ? (
            <StartSeasonFlow
              current={flowStart.season}
              players={flowStart.players}
              onStarted={() => {
                void loadSiteFacts();
                void loadSeasonRoster();
                void loadBuilds();
              }}
            />
          ) : facts.status !== "ready" ? (
            <Loaded state={facts} what="the current season" onRetry={() => void loadSiteFacts()}>
              {() => null}
            </Loaded>
          ) : (
            <Loaded state={roster} what="the roster" onRetry={() => void loadSeasonRoster()}>
              {() => null}
            </Loaded>
          )}
        </div>
      </section>

      <section id="team-record" aria-labelledby="team-record-heading" className={SECTION}>
        <h2 id="team-record-heading" className="text-xl font-bold text-navy-900">
          Team record
        </h2>
        <p className="mt-1 text-slate-700">
          What stays from season to season: the team&apos;s name, the coach, the home field, the league&apos;s
          links, the equipment list and the team&apos;s values.
        </p>
        <div className="mt-4">
          <Loaded state={facts} what="the team record" onRetry={() => void loadSiteFacts()}>
            {(data) => (
              <TeamForm
                team={data.team}
                onSaved={(team) => {
                  const latest = $siteFacts.get();
                  showSiteFacts(latest.status === "ready" ? { ...latest.data, team } : { ...data, team });
                  void loadBuilds();
                }}
              />
            )}
          </Loaded>
        </div>
      </section>

      <section id="site-updates" aria-labelledby="site-updates-heading" className={SECTION}>
        <h2 id="site-updates-heading" className="text-xl font-bold text-navy-900">
          Site updates
        </h2>
        <p className="mt-1 text-slate-700">
          Games, practices, players, posts and scores show on the parents&apos; pages at once. The team record
          and a new season are built into the pages: each build costs 15 of the hosting plan&apos;s credits,
          so the changes of 10 minutes go out together in one.
        </p>
        <div className="mt-4">
          <SiteBuilds />
        </div>
      </section>
    </div>
  );
}

const LINK =
  "inline-flex min-h-11 items-center font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900";

const SECTION = "scroll-mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";

function CurrentSeason({ facts }: { facts: SiteFacts }) {
  const { season, summary } = facts;
  return (
    <section
      aria-labelledby="current-season-heading"
      className="rounded-xl bg-navy-50 p-4 ring-1 ring-navy-100"
    >
      <h2 id="current-season-heading" className="text-sm font-semibold tracking-wide text-navy-700 uppercase">
        Current season
      </h2>
      <p className="mt-1 text-xl font-bold text-navy-900">{season.label}</p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Dates: </dt>
          <dd className="inline">{formatDaySpan(season.firstDay, season.lastDay)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Division: </dt>
          <dd className="inline">
            {season.division}, ages {formatAges(season.ages)}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Players: </dt>
          <dd className="inline">
            {summary.playerCount} of {season.rosterCapacity}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Practices: </dt>
          <dd className="inline">
            {summary.practiceCount}, {summary.practiceDays} {summary.practiceTime}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Games: </dt>
          <dd className="inline">{summary.gameCount}</dd>
        </div>
      </dl>
    </section>
  );
}
