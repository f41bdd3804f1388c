/**
 * The coach's mode of /roster: Add Player, Edit on every card, and Logout, on the
 * full roster (whole last names). Shown only once the server confirms the session; otherwise the
 * parents' view stays.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState, type ReactNode } from "react";
import LogoutButton from "../../sign-in/coach/LogoutButton";
import PlayerEditorDialog from "./PlayerEditorDialog";
import { Button } from "../../kit/form/Button";
import Toaster from "../../kit/Toaster";
import type { Player } from "../../../lib/schemas/players";
import { $coachPlayers, loadCoachPlayers } from "./store";
import { loadPlayers } from "../store";
import { $session, checkSession } from "../../sign-in/coach/session";
import { RosterView, type RosterBoardProps, type RosterSearch } from "../RosterView";

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
      <PlayerEditorDialog
        editing={editing}
        onClose={() => {
          setEditing(null);
        }}
        onSaved={() => void loadPlayers()}
      />
      <Toaster />
    </>
  );
}
