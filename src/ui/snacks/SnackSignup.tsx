/**
 * Game Day Snack Signup (docs/product-rules.md#snack-sign-ups): upcoming games, Covered! with
 * the volunteer's public name and what they bring, or Need Volunteer with a Sign Up button that
 * opens the dialog for that game. A game this phone signed up for says "You're bringing snacks"
 * with Change (its private page, /snacks/manage#<token>) and Cancel (after a confirmation).
 * A cancelled or postponed game wears its badge and says why it takes no sign-up instead of the
 * button, still naming its volunteer (docs/product-rules.md#game-day-changes).
 * The dialogs (with the form kit and the API's writes) are not part of the page: they load as a
 * pointer reaches for a Sign Up or Cancel button or the keyboard focuses one, so they are there by
 * the click (docs/decisions/009-one-form-kit-by-hand.md). In the words its page hands it (`words`,
 * `event`, `kit`), its dates in `lang`, its links to `pages.manage`, the manage page in that language.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { fill } from "../../i18n/fill";
import { nowMillis } from "../../lib/clock";
import { formatScore, selectUpcomingGames } from "../../lib/domain/schedule";
import type { Event } from "../../lib/schemas/events";
import { manageLink, snackRow } from "./snack-tokens";
import { StatusBadge } from "../schedule/StatusBadge";
import { WhenAndWhere } from "../schedule/EventStatus";
import { snackNoticeWords } from "../schedule/event-words";
import { SnackWordsProvider, useSnackWords, type SnackSpeech } from "./words";
import LoadError from "../kit/LoadError";
import LoadingRows from "../kit/LoadingRows";
import { $events, $volunteers, loadEvents, refreshEvents } from "../schedule/store";
import { $snackTokens } from "./token-store";
import { useLoadable } from "../kit/hydration";
import { showError } from "../kit/toasts";

let dialogModule: Promise<typeof import("./SnackSignupDialog")> | null = null;

/** Loads the sign-up dialog once; a failed load (offline) is tried again next time. */
function loadDialog() {
  dialogModule ??= import("./SnackSignupDialog").catch((error: unknown) => {
    dialogModule = null;
    throw error;
  });
  return dialogModule;
}

const prefetchDialog = () => {
  loadDialog().catch(() => undefined);
};

/**
 * Scrolls `target` to the middle of the screen, and again each time the page's height changes
 * for a while: the events list above renders from the same data in its own island, in the
 * background, and grows the page whenever it gets to it, which on a phone pushed the row out of
 * view. Stops once the reader scrolls, touches the screen or presses a key (they move the page
 * themselves), or after 3 seconds. Returns the stop.
 */
function followIntoView(target: HTMLElement): () => void {
  // Observing calls this once at once, then on every change of the page's size.
  const observer = new ResizeObserver(() => {
    target.scrollIntoView({ block: "center" });
  });
  const moves = new AbortController();
  const stop = () => {
    observer.disconnect();
    moves.abort();
  };
  // Wheel and touch listeners on the window are passive by default: they never hold a scroll up.
  for (const type of ["wheel", "touchstart", "keydown"]) {
    addEventListener(type, stop, { signal: moves.signal });
  }
  setTimeout(stop, 3000);
  observer.observe(document.body);
  return stop;
}

/** Whether this page load has gone to the row its link named (once, as a browser does). */
let followedLink = false;

/** What the open dialog is for: a sign-up for a game, or the cancel of this phone's sign-up. */
type Opened = { game: Event; token?: string };

export default function SnackSignup(speech: SnackSpeech) {
  return (
    <SnackWordsProvider speech={speech}>
      <SnackList />
    </SnackWordsProvider>
  );
}

function SnackList() {
  const { words, event: eventWords, pages } = useSnackWords();
  const said = words.list;
  const $all = useLoadable($events);
  const $people = useLoadable($volunteers);
  const tokens = useStore($snackTokens);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [dialogs, setDialogs] = useState<typeof import("./SnackSignupDialog") | null>(null);
  // The row to focus if the game's button is gone when the dialog closes (covered, or open again).
  const [rowToFocus, setRowToFocus] = useState<string>();
  const ready = $all.status === "ready";

  // A link such as /schedule#snack-game-2025-09-20 (home's Sign Up for Snacks) points at a row that
  // exists only once the games have loaded, after the browser looked for it: go there now.
  useEffect(() => {
    const { hash } = location;
    if (!ready || followedLink || !hash.startsWith("#snack-")) return;
    followedLink = true;
    // Ids are letters, digits, "-" and "_": nothing in the hash is percent-encoded.
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    (target.querySelector("button") ?? target).focus();
    return followIntoView(target);
  }, [ready]);

  if ($all.status === "loading") return <LoadingRows label={said.loading} rows={3} />;
  if ($all.status === "error") {
    return <LoadError problem={$all.problem} onRetry={() => void loadEvents()} />;
  }

  const open = (next: Opened) => {
    setOpened(next);
    setRowToFocus(`snack-${next.game.id}`);
    loadDialog().then(setDialogs, () => {
      setOpened(null);
      showError(said.formFailed, words.dialog.failedTitle);
    });
  };
  const close = () => {
    setOpened(null);
  };

  const at = nowMillis();
  const games = selectUpcomingGames($all.data, at);
  if (games.length === 0) return <p className="text-slate-700">{said.empty}</p>;
  const volunteers = $people.status === "ready" ? $people.data : [];

  return (
    <>
      <ul className="space-y-3">
        {games.map((game) => {
          const row = snackRow(game, volunteers, tokens);
          const notice = snackNoticeWords(game, eventWords);
          const name = row.name ?? said.aVolunteer;
          const bringing = row.bringing ? fill(said.bringing, { bringing: row.bringing }) : null;
          const yourSignup = fill(said.yourSignupFor, { game: game.title });
          // Tapped before the dialog arrived (a slow connection): the button says so until it opens.
          const opening = opened?.game.id === game.id && !dialogs;
          const reach = {
            onPointerEnter: prefetchDialog,
            onFocus: prefetchDialog,
            "aria-busy": opening || undefined,
          };
          return (
            <li
              key={game.id}
              id={`snack-${game.id}`}
              tabIndex={-1}
              className="flex scroll-mt-20 flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200"
            >
              <div>
                <StatusBadge event={game} className="mb-1" />
                <h3 className="font-semibold text-navy-900">{game.title}</h3>
                {game.gameScore ? (
                  <p className="text-sm font-semibold text-navy-900">
                    {fill(eventWords.score, { score: formatScore(game.gameScore) })}
                    {game.gameScore.isFinal ? ` (${eventWords.final})` : null}
                  </p>
                ) : null}
                <WhenAndWhere event={game} at={at} />
              </div>
              {row.token !== null ? (
                <div className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900 ring-1 ring-green-200">
                  {notice ? <strong className="block font-semibold">{notice}</strong> : null}
                  <strong className="block font-semibold">{said.yours}</strong>
                  {bringing}
                  <span className="mt-1 flex gap-4">
                    <a
                      href={manageLink(row.token, pages.manage)}
                      className="min-h-11 content-center font-semibold underline"
                    >
                      {said.change}
                      <span className="sr-only">{yourSignup}</span>
                    </a>
                    <button
                      type="button"
                      {...reach}
                      onClick={() => {
                        if (!opening && row.token) open({ game, token: row.token });
                      }}
                      className="min-h-11 font-semibold underline"
                    >
                      {opening ? said.opening : said.cancel}
                      <span className="sr-only">{yourSignup}</span>
                    </button>
                  </span>
                </div>
              ) : notice ? (
                <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-300">
                  <strong className="block font-semibold">{notice}</strong>
                  {row.covered ? fill(said.volunteer, { name }) : null}
                </p>
              ) : row.covered ? (
                <p className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900 ring-1 ring-green-200">
                  <strong className="block font-semibold">{said.covered}</strong>
                  {name}
                  {bringing ? <span className="block">{bringing}</span> : null}
                </p>
              ) : (
                <div className="flex items-center gap-3">
                  <span className="text-sm font-semibold text-red-800">{said.needVolunteer}</span>
                  <button
                    type="button"
                    {...reach}
                    onClick={() => {
                      if (!opening) open({ game });
                    }}
                    className="min-h-11 rounded-lg bg-bolt-400 px-4 font-semibold text-navy-950 hover:bg-bolt-500"
                  >
                    {opening ? said.opening : said.signUp}
                    <span className="sr-only">{fill(said.signUpFor, { game: game.title })}</span>
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {dialogs ? (
        <>
          <dialogs.default
            game={opened && !opened.token ? opened.game : null}
            fallbackFocusId={rowToFocus}
            onClose={close}
          />
          <dialogs.CancelSignupDialog
            signup={opened?.token ? { game: opened.game, token: opened.token } : null}
            fallbackFocusId={rowToFocus}
            onClose={close}
            // The row shows Need Volunteer (or what changed) before the dialog closes, so focus lands on it.
            onCancelled={refreshEvents}
            onRefused={refreshEvents}
          />
        </>
      ) : null}
    </>
  );
}
