/**
 * The Team Roster as parents and the coach both see it: the player count, search by first name,
 * last name or jersey number with Clear Search, the four stat tiles and the cards in jersey order.
 * The coach's mode (CoachRoster) draws the same view with its own controls added.
 */
import { useRef, type ReactNode } from "react";
import { filterPlayers, rosterStats, sortPlayers } from "./roster";
import LoadError from "../kit/LoadError";
import LoadingRows from "../kit/LoadingRows";
import { useHydrated } from "../kit/hydration";
import SearchField from "../kit/form/SearchField";
import type { PublicPlayer } from "../../lib/schemas/players";
import type { Loadable } from "../kit/load";
import { countWords, formatCount } from "../../i18n/count";
import { fill } from "../../i18n/fill";
import type { Words } from "../../i18n/catalog";
import type { Lang } from "../../i18n/lang";

export interface RosterBoardProps {
  /** "Fall 2025" */
  season: string;
  /** "9-10" */
  ages: string;
  /** "U10" */
  division: string;
  /** The page's `roster` words. */
  words: Words<"roster">;
  lang: Lang;
}

function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat-tile">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

type RosterPlayer = PublicPlayer & { parentId?: string | null };

/** The search text, kept above the view so it survives the switch to the coach's mode. */
export interface RosterSearch {
  query: string;
  onQueryChange: (query: string) => void;
}

interface RosterViewProps extends RosterBoardProps, RosterSearch {
  roster: Loadable<RosterPlayer[]>;
  onRetry: () => void;
  /** The coach's controls above the roster and on each card; parents get none. */
  toolbar?: ReactNode;
  renderActions?: (player: RosterPlayer) => ReactNode;
  /** Keeps the search box disabled, as before hydration: this view is about to be replaced. */
  replacing?: boolean;
}

/** The roster as given: parents pass the public roster, the coach's mode the full one. */
export function RosterView({
  season,
  ages,
  division,
  words,
  lang,
  roster: $roster,
  onRetry,
  toolbar,
  renderActions,
  query,
  onQueryChange: setQuery,
  replacing = false,
}: RosterViewProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();

  const players = $roster.status === "ready" ? sortPlayers($roster.data) : [];
  const shown = filterPlayers(players, query);
  const stats = rosterStats(players);
  const ready = $roster.status === "ready";
  const count = ready ? countWords(stats.totalPlayers, words.playerCount, lang) : words.loading;

  return (
    <div>
      <p className="mt-1 text-slate-700">{fill(words.seasonLine, { season, count })}</p>

      {toolbar ? <div className="mt-4 flex flex-wrap gap-2">{toolbar}</div> : null}

      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatTile label={words.totalPlayers} value={ready ? formatCount(stats.totalPlayers, lang) : "–"} />
        <StatTile
          label={words.assignedJerseys}
          value={ready ? formatCount(stats.assignedJerseys, lang) : "–"}
        />
        <StatTile label={words.ageRange} value={ages} />
        <StatTile label={words.division} value={division} />
      </dl>

      <div role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <SearchField
          label={words.searchLabel}
          value={query}
          onChange={setQuery}
          placeholder={words.searchPlaceholder}
          disabled={!hydrated || replacing}
          inputRef={searchRef}
          className="min-w-0 flex-1"
        />
        {query ? (
          <button
            type="button"
            onClick={() => {
              setQuery("");
              searchRef.current?.focus();
            }}
            className="min-h-11 rounded-lg px-4 font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            {words.clearSearch}
          </button>
        ) : null}
      </div>

      <div className="mt-4 min-h-96">
        {$roster.status === "loading" ? <LoadingRows label={words.loading} rows={4} /> : null}
        {$roster.status === "error" ? <LoadError problem={$roster.problem} onRetry={onRetry} /> : null}
        {$roster.status === "ready" ? (
          <>
            <p aria-live="polite" className="sr-only">
              {query
                ? fill(words.shown, {
                    shown: formatCount(shown.length, lang),
                    total: formatCount(players.length, lang),
                  })
                : ""}
            </p>
            {shown.length === 0 ? (
              <p className="rounded-lg bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
                {query ? words.noMatch : words.empty}
              </p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((player) => (
                  <li
                    key={player.id}
                    className="flex items-center gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200"
                  >
                    <span
                      aria-hidden={player.jerseyNumber === null ? true : undefined}
                      className="flex h-12 w-12 flex-none items-center justify-center rounded-full bg-navy-900 text-lg font-extrabold text-bolt-400"
                    >
                      {player.jerseyNumber === null ? "–" : `#${String(player.jerseyNumber)}`}
                    </span>
                    <div className="min-w-0 flex-1">
                      <h2 className="font-semibold text-navy-900">
                        {player.firstName}
                        {player.lastName ? ` ${player.lastName}` : ""}
                      </h2>
                      <p className="text-sm text-slate-700">
                        {player.position === null ? words.noPosition : words.positions[player.position]}
                      </p>
                    </div>
                    {renderActions ? <div className="flex-none">{renderActions(player)}</div> : null}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
