/**
 * The coach's mode of /roster: Add Player, Edit on every card, and Logout, on the
 * full roster (whole last names). Shown only once the server confirms the session; otherwise the
 * parents' view stays.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState, type ReactNode } from "react";
import LogoutButton from "../../../islands/coach/LogoutButton";
import PlayerEditor from "../../../islands/coach/PlayerEditor";
import { Button } from "../../../islands/coach/ui";
import Dialog from "../../../islands/Dialog";
import Toaster from "../../../islands/Toaster";
import type { Player } from "../../../lib/schemas/records";
import { $coachPlayers, loadCoachPlayers, putPlayer } from "../../../stores/coach";
import { loadPlayers } from "../../../stores/players";
import { $session, checkSession } from "../../../stores/session";
import { RosterView, type RosterBoardProps, type RosterSearch } from "./RosterView";

export default function CoachRoster({
  parentView,
  ...props
}: RosterBoardProps & RosterSearch & { parentView: ReactNode }) {
  const $current = useStore($session);

  useEffect(() => {
    void checkSession();
  }, []);

  // No coach call before the server has confirmed the session: a stale flag only shows the
  // parents' view (and the check clears it).
  return $current.status === "signed-in" ? <SignedInRoster {...props} /> : parentView;
}

function SignedInRoster(props: RosterBoardProps & RosterSearch) {
  const $roster = useStore($coachPlayers);
  const [editing, setEditing] = useState<{ player?: Player } | null>(null);

  const players = $roster.status === "ready" ? $roster.data : [];
  const saved = (player: Player) => {
    putPlayer(player);
    setEditing(null);
    void loadPlayers();
  };

  return (
    <>
      <RosterView
        {...props}
        roster={$roster}
        onRetry={() => void loadCoachPlayers()}
        toolbar={
          <>
            <Button
              onClick={() => {
                setEditing({});
              }}
            >
              Add Player
            </Button>
            <LogoutButton icon />
          </>
        }
        renderActions={(shown) => (
          <Button
            tone="secondary"
            small
            onClick={() => {
              const player = players.find((candidate) => candidate.id === shown.id);
              if (player) setEditing({ player });
            }}
          >
            Edit<span className="sr-only"> {shown.firstName}</span>
          </Button>
        )}
      />
      <Dialog
        open={editing !== null}
        title={editing?.player ? "Edit Player" : "Add Player"}
        onClose={() => {
          setEditing(null);
        }}
      >
        {editing ? (
          <PlayerEditor
            player={editing.player}
            onSaved={saved}
            onCancel={() => {
              setEditing(null);
            }}
          />
        ) : null}
      </Dialog>
      <Toaster />
    </>
  );
}
