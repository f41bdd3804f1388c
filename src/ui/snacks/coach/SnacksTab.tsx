/**
 * Snacks (docs/product-rules.md#snack-sign-ups): who brings snacks to each game (the whole name,
 * email, phone and what they bring) or Need Volunteer, with Edit game, Assign a family (Reassign on
 * a covered game, which says whose sign-up it replaces), Clear volunteer and Hide what they bring
 * (each after a confirmation, pending while it runs); tiles for covered, open and all games; what
 * past seasons' volunteers brought, each with Hide; and the team's snack note. A
 * cancelled or postponed game shows its badge, struck time and note, and why it takes no sign-up.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import ConfirmDialog from "../../kit/coach/ConfirmDialog";
import { useConfirmedAction } from "../../kit/coach/confirmed-action";
import { StatusBadge } from "../../schedule/StatusBadge";
import { StatusNote, StatusTime } from "../../schedule/EventStatus";
import { Button } from "../../kit/form/Button";
import { clearVolunteer, hideBringing } from "./api";
import { changeLoaded } from "../../kit/loadable";
import { gamesByDate, snackTiles } from "./snack-tiles";
import { nowMillis } from "../../../lib/clock";
import { snackNotice } from "../../../lib/domain/event-status";
import { formatEventDate, formatEventTime } from "../../../lib/domain/time";
import type { CoachUser } from "../../../lib/schemas/snacks";
import type { Event } from "../../../lib/schemas/events";
import { $coachEvents, loadCoachEvents, putEvent } from "../../schedule/coach/store";
import { $coachUsers, loadCoachUsers } from "./store";
import PastBringings from "./PastBringings";
import { showToast } from "../../kit/toasts";
import AssignVolunteerDialog, { type Assigning } from "./AssignVolunteerDialog";
import { useEventEditor } from "../../schedule/coach/EventsTab";
import { Badge, Loaded, PanelHeader, Tiles } from "../../kit/coach/parts";
import SnackNoteCard from "./SnackNoteCard";

export default function SnacksTab({ practiceField }: { practiceField: string }) {
  const $events = useStore($coachEvents);
  const $users = useStore($coachUsers);
  const editor = useEventEditor(practiceField);
  const [assigning, setAssigning] = useState<Assigning | null>(null);
  const clearing = useConfirmedAction(async ({ game }: { game: Event; name: string }) => {
    putEvent(await clearVolunteer(game.id));
    showToast({
      title: "Snack Signup Cleared",
      description: `${game.title} needs a snack volunteer again.`,
      variant: "success",
    });
  }, "Failed to clear snack signup. Please try again.");
  // Where focus goes once the text is hidden, as the button that asked is then gone: its game's card.
  // Kept apart from the action's target, which is cleared as the confirmation closes.
  const [hidingCard, setHidingCard] = useState<string | undefined>(undefined);
  const hiding = useConfirmedAction(async ({ game, volunteer }: { game: Event; volunteer: CoachUser }) => {
    await hideBringing(game.id);
    changeLoaded($coachUsers, loadCoachUsers, (users) =>
      users.map((user) => (user.id === volunteer.id ? { ...user, bringing: null } : user)),
    );
    showToast({
      title: "Text Hidden",
      description: `What ${volunteer.name} brings to ${game.title} is hidden from everyone.`,
      variant: "success",
    });
  }, "Failed to hide what they bring. Please try again.");

  // A parent who signed up after the list of parents loaded: load it again, once, to name them.
  const reloadedFor = useRef<string | null>(null);
  useEffect(() => {
    if ($events.status !== "ready" || $users.status !== "ready") return;
    const known = new Set($users.data.map((user) => user.id));
    const unknown = $events.data.find(
      (event) => event.snackParentId !== null && !known.has(event.snackParentId),
    );
    if (unknown?.snackParentId && reloadedFor.current !== unknown.snackParentId) {
      reloadedFor.current = unknown.snackParentId;
      void loadCoachUsers();
    }
  }, [$events, $users]);

  return (
    <div className="space-y-4">
      <PanelHeader title="Snacks" />
      <Loaded state={$events} what="games" onRetry={() => void loadCoachEvents()}>
        {(events) => {
          const tiles = snackTiles(events);
          const games = gamesByDate(events);
          return (
            <>
              <Tiles
                tiles={[
                  { label: "Games Covered", value: tiles.covered },
                  { label: "Need Volunteers", value: tiles.needVolunteers },
                  { label: "Total Games", value: tiles.total },
                ]}
              />
              {games.length === 0 ? (
                <p className="text-slate-700">No games scheduled yet.</p>
              ) : (
                <Loaded state={$users} what="volunteers" onRetry={() => void loadCoachUsers()}>
                  {(users) => (
                    <ul className="space-y-3">
                      {games.map((game) => {
                        const volunteer = users.find((user) => user.id === game.snackParentId) ?? null;
                        return (
                          <li key={game.id}>
                            <GameSnackCard
                              game={game}
                              volunteer={volunteer}
                              onEdit={() => {
                                editor.open(game);
                              }}
                              onAssign={() => {
                                setAssigning({
                                  game,
                                  current:
                                    game.snackParentId === null ? null : (volunteer?.name ?? "the volunteer"),
                                });
                              }}
                              onClear={(name) => {
                                clearing.ask({ game, name });
                              }}
                              onHide={() => {
                                if (!volunteer) return;
                                setHidingCard(`snack-card-${game.id}`);
                                hiding.ask({ game, volunteer });
                              }}
                            />
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </Loaded>
              )}
            </>
          );
        }}
      </Loaded>
      <PastBringings />
      <SnackNoteCard />
      {editor.dialog}
      <AssignVolunteerDialog
        assigning={assigning}
        onClose={() => {
          setAssigning(null);
        }}
      />
      <ConfirmDialog
        {...clearing.dialog}
        title="Clear Snack Volunteer"
        message={
          clearing.target
            ? `Remove ${clearing.target.name} as the snack volunteer for ${clearing.target.game.title} on ${formatEventDate(clearing.target.game)}? The game will show Need Volunteer again so another family can sign up, and their private link stops working.`
            : ""
        }
        confirmLabel="Clear Volunteer"
        pendingLabel="Clearing..."
      />
      <ConfirmDialog
        {...hiding.dialog}
        title="Hide What They Bring"
        message={
          hiding.target
            ? `Hide what ${hiding.target.volunteer.name} wrote they bring to ${hiding.target.game.title} on ${formatEventDate(hiding.target.game)} ("${hiding.target.volunteer.bringing ?? ""}")? Nobody will see it again, you included; the rest of the sign-up stays.`
            : ""
        }
        confirmLabel="Hide Text"
        pendingLabel="Hiding..."
        fallbackFocusId={hidingCard}
      />
    </div>
  );
}

interface GameSnackCardProps {
  game: Event;
  volunteer: CoachUser | null;
  onEdit: () => void;
  onAssign: () => void;
  onClear: (name: string) => void;
  onHide: () => void;
}

function GameSnackCard({ game, volunteer, onEdit, onAssign, onClear, onHide }: GameSnackCardProps) {
  const headingId = `snack-${game.id}`;
  const covered = game.snackParentId !== null;
  const notice = snackNotice(game);
  const name = volunteer?.name ?? "the volunteer";
  return (
    <article
      id={`snack-card-${game.id}`}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-bold break-words text-navy-900">
            {game.title}
          </h3>
          <p className="text-sm text-slate-700">
            <StatusTime event={game}>
              {formatEventDate(game)} · {formatEventTime(game)}
            </StatusTime>
          </p>
          <StatusNote event={game} at={nowMillis()} />
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge event={game} />
          {covered ? (
            <Badge tone="green">Covered</Badge>
          ) : notice ? null : (
            <Badge tone="red">Need Volunteer</Badge>
          )}
        </div>
      </div>
      <div className="mt-3 text-sm text-slate-800">
        {covered ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            <dt className="font-medium">Volunteer</dt>
            <dd>{volunteer?.name ?? "Unknown parent"}</dd>
            {volunteer ? (
              <>
                <dt className="font-medium">Email</dt>
                <dd className="break-all">
                  <a
                    href={`mailto:${volunteer.email}`}
                    className="text-navy-700 underline underline-offset-2"
                  >
                    {volunteer.email}
                  </a>
                </dd>
              </>
            ) : null}
            {volunteer?.phone ? (
              <>
                <dt className="font-medium">Phone</dt>
                <dd>
                  <a href={`tel:${volunteer.phone}`} className="text-navy-700 underline underline-offset-2">
                    {volunteer.phone}
                  </a>
                </dd>
              </>
            ) : null}
            {volunteer?.bringing ? (
              <>
                <dt className="font-medium">Bringing</dt>
                <dd className="break-words">{volunteer.bringing}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="text-slate-700">{notice ?? "No family has signed up for this game yet."}</p>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          tone="secondary"
          small
          onClick={onEdit}
          aria-label={`Edit game: ${game.title}, ${formatEventDate(game)}`}
        >
          Edit game
        </Button>
        <Button
          tone="secondary"
          small
          onClick={onAssign}
          aria-label={`${covered ? "Reassign" : "Assign a family"}: ${game.title}, ${formatEventDate(game)}`}
        >
          {covered ? "Reassign" : "Assign a family"}
        </Button>
        {covered ? (
          <Button
            tone="secondary"
            small
            onClick={() => {
              onClear(name);
            }}
            aria-label={`Clear volunteer: ${game.title}, ${formatEventDate(game)}`}
          >
            Clear volunteer
          </Button>
        ) : null}
        {covered && volunteer?.bringing ? (
          <Button
            tone="secondary"
            small
            onClick={onHide}
            aria-label={`Hide what they bring: ${game.title}, ${formatEventDate(game)}`}
          >
            Hide what they bring
          </Button>
        ) : null}
      </div>
    </article>
  );
}
