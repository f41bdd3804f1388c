/**
 * Players: the full roster (names, numbers, positions, parent contacts) with tiles, Add Player,
 * and per player Edit and Delete (after a confirmation). The editor is the shared PlayerEditorDialog.
 * Below, the families, their private links and QR slips (src/ui/family/coach/FamiliesSection.tsx).
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import ConfirmDialog from "../../kit/coach/ConfirmDialog";
import { useConfirmedAction } from "../../kit/coach/confirmed-action";
import PlayerEditorDialog from "./PlayerEditorDialog";
import { Button } from "../../kit/form/Button";
import { deletePlayer } from "./api";
import { playerTiles } from "./player-tiles";
import type { Player } from "../../../lib/schemas/players";
import { $coachPlayers, dropPlayer, loadCoachPlayers } from "./store";
import { showToast } from "../../kit/toasts";
import { Loaded, PanelHeader, Tiles } from "../../kit/coach/parts";
import FamiliesSection from "../../family/coach/FamiliesSection";

type Editing = { player?: Player } | null;

const fullName = (player: Player) => [player.firstName, player.lastName].filter(Boolean).join(" ");

export default function PlayersTab({ rosterCapacity }: { rosterCapacity: number }) {
  const $players = useStore($coachPlayers);
  const [editing, setEditing] = useState<Editing>(null);
  const deleting = useConfirmedAction(async (player: Player) => {
    await deletePlayer(player.id);
    dropPlayer(player.id);
    showToast({
      title: "Player Deleted",
      description: `${fullName(player)} was removed from the roster.`,
      variant: "success",
    });
  }, "Failed to delete player. Please try again.");

  return (
    <div className="space-y-4">
      <PanelHeader title="Players">
        <Button
          onClick={() => {
            setEditing({});
          }}
        >
          Add Player
        </Button>
      </PanelHeader>

      <Loaded state={$players} what="players" onRetry={() => void loadCoachPlayers()}>
        {(players) => {
          const tiles = playerTiles(players, rosterCapacity);
          return (
            <>
              <Tiles
                tiles={[
                  { label: "Total Players", value: tiles.total },
                  { label: "Assigned Jerseys", value: tiles.assignedJerseys },
                  {
                    label: "Spots Available",
                    value: tiles.spotsAvailable,
                    detail: `of ${String(rosterCapacity)}`,
                  },
                ]}
              />
              {players.length === 0 ? (
                <p className="text-slate-700">No players yet. Add the first one.</p>
              ) : (
                <ul className="grid gap-3 sm:grid-cols-2">
                  {players.map((player) => (
                    <li key={player.id}>
                      <PlayerCard
                        player={player}
                        onEdit={() => {
                          setEditing({ player });
                        }}
                        onDelete={() => {
                          deleting.ask(player);
                        }}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </Loaded>

      <FamiliesSection
        players={
          $players.status === "ready"
            ? $players.data.map((player) => ({ id: player.id, name: fullName(player) }))
            : []
        }
      />

      <PlayerEditorDialog
        editing={editing}
        onClose={() => {
          setEditing(null);
        }}
      />

      <ConfirmDialog
        {...deleting.dialog}
        title="Delete Player"
        message={
          deleting.target ? `Remove ${fullName(deleting.target)} from the roster? This cannot be undone.` : ""
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
      />
    </div>
  );
}

function PlayerCard({
  player,
  onEdit,
  onDelete,
}: {
  player: Player;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `player-${player.id}`;
  const name = fullName(player);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-navy-900 text-lg font-extrabold text-bolt-400"
        >
          {player.jerseyNumber ?? "–"}
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="font-bold break-words text-navy-900">
            {name}
          </h3>
          <p className="text-sm text-slate-700">
            {player.jerseyNumber === null ? "No number" : `#${String(player.jerseyNumber)}`} ·{" "}
            {player.position ?? "No position"}
          </p>
        </div>
      </div>
      <p className="mt-2 flex-1 text-sm break-words text-slate-700">
        <span className="font-medium">Parent contact: </span>
        {player.parentId ?? "none given"}
      </p>
      <div className="mt-3 flex gap-2">
        <Button tone="secondary" small onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button tone="secondary" small onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </div>
    </article>
  );
}
