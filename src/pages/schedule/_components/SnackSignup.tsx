/**
 * Game Day Snack Signup (docs/product-rules.md#snack-sign-ups): upcoming games, Covered! with
 * the volunteer's name or Need Volunteer with a Sign Up button that opens the dialog for that game.
 * A cancelled or postponed game wears its badge and says why it takes no sign-up instead of the
 * button, still naming its volunteer (docs/product-rules.md#game-day-changes).
 * The dialog (with the form kit) is not part of the page: it loads as a pointer reaches for a Sign
 * Up button or the keyboard focuses one, so it is there by the click
 * (docs/decisions/009-one-form-kit-by-hand.md).
 */
import { useEffect, useState, type ComponentType } from "react";
import { nowMillis } from "../../../lib/clock";
import { snackNotice } from "../../../lib/domain/event-status";
import { formatScore, selectUpcomingGames, snackStatus } from "../../../lib/domain/schedule";
import { formatEventDate, formatEventTime } from "../../../lib/domain/time";
import type { Event } from "../../../lib/schemas/records";
import { StatusBadge, StatusNote, StatusTime } from "../../../islands/EventStatus";
import LoadError from "../../../islands/LoadError";
import LoadingRows from "../../../islands/LoadingRows";
import { $events, $volunteers, loadEvents } from "../../../stores/events";
import type { SnackSignupDialogProps } from "./SnackSignupDialog";
import { useLoadable } from "../../../islands/hydration";
import { showError } from "../../../stores/toasts";

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

export default function SnackSignup() {
  const $all = useLoadable($events);
  const $people = useLoadable($volunteers);
  const [openFor, setOpenFor] = useState<Event | null>(null);
  const [SnackSignupDialog, setDialog] = useState<ComponentType<SnackSignupDialogProps> | null>(null);
  // The row to focus if the game's Sign Up button is gone when the dialog closes (it is covered).
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

  if ($all.status === "loading") return <LoadingRows label="Loading games..." rows={3} />;
  if ($all.status === "error") return <LoadError message={$all.message} onRetry={() => void loadEvents()} />;

  const open = (game: Event) => {
    setOpenFor(game);
    setRowToFocus(`snack-${game.id}`);
    loadDialog().then(
      (module) => {
        setDialog(() => module.default);
      },
      () => {
        setOpenFor(null);
        showError("The sign-up form could not load. Check your connection and try again.", "Signup Failed");
      },
    );
  };

  const at = nowMillis();
  const games = selectUpcomingGames($all.data, at);
  if (games.length === 0) return <p className="text-slate-700">No games scheduled yet. Check back soon!</p>;
  const volunteers = $people.status === "ready" ? $people.data : [];

  return (
    <>
      <ul className="space-y-3">
        {games.map((game) => {
          const snacks = snackStatus(game, volunteers);
          const notice = snackNotice(game);
          // Tapped before the form arrived (a slow connection): the button says so until it opens.
          const opening = openFor?.id === game.id && !SnackSignupDialog;
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
                    Score: {formatScore(game.gameScore)}
                    {game.gameScore.isFinal ? " (Final)" : null}
                  </p>
                ) : null}
                <p className="text-sm text-slate-700">
                  <StatusTime event={game}>
                    {formatEventDate(game)} · {formatEventTime(game)}
                  </StatusTime>
                </p>
                <StatusNote event={game} at={at} />
                <p className="text-sm text-slate-700">{game.location ?? "Field TBA"}</p>
              </div>
              {notice ? (
                <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-300">
                  <strong className="block font-semibold">{notice}</strong>
                  {snacks.covered ? `Volunteer: ${snacks.name ?? "A parent volunteer"}` : null}
                </p>
              ) : snacks.covered ? (
                <p className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900 ring-1 ring-green-200">
                  <strong className="block font-semibold">Covered!</strong>
                  {snacks.name ?? "A parent volunteer"}
                </p>
              ) : (
                <div className="flex items-center gap-3">
                  <span className="text-sm font-semibold text-red-800">Need Volunteer</span>
                  <button
                    type="button"
                    onPointerEnter={prefetchDialog}
                    onFocus={prefetchDialog}
                    aria-busy={opening || undefined}
                    onClick={() => {
                      if (!opening) open(game);
                    }}
                    className="min-h-11 rounded-lg bg-bolt-400 px-4 font-semibold text-navy-950 hover:bg-bolt-500"
                  >
                    {opening ? "Opening…" : "Sign Up"}
                    <span className="sr-only"> to bring snacks: {game.title}</span>
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {SnackSignupDialog ? (
        <SnackSignupDialog
          game={openFor}
          fallbackFocusId={rowToFocus}
          onClose={() => {
            setOpenFor(null);
          }}
        />
      ) : null}
    </>
  );
}
