/**
 * The coach's mode of /roster (spec section 2): Add Player, Edit on every card, and Logout, on the
 * full roster (whole last names). Shown only once the server confirms the session; otherwise the
 * parents' view stays.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState, type ReactNode } from "react";
import PlayerEditor from "../../../islands/coach/PlayerEditor";
import { Button } from "../../../islands/coach/ui";
import Dialog from "../../../islands/Dialog";
import Toaster from "../../../islands/Toaster";
import type { Player } from "../../../lib/schemas";
import { $coachPlayers, loadCoachPlayers, putPlayer } from "../../../stores/coach";
import { loadPlayers } from "../../../stores/players";
import { $session, checkSession, signOut } from "../../../stores/session";
import { showError } from "../../../stores/toasts";
import { RosterView, type RosterBoardProps } from "./RosterBoard";

export default function CoachRoster({ parentView, ...props }: RosterBoardProps & { parentView: ReactNode }) {
  const $current = useStore($session);
  const $roster = useStore($coachPlayers);
  const [editing, setEditing] = useState<{ player?: Player } | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(() => {
    void checkSession();
  }, []);

  if ($current.status !== "signed-in") return parentView;

  const players = $roster.status === "ready" ? $roster.data : [];
  const saved = (player: Player) => {
    putPlayer(player);
    setEditing(null);
    void loadPlayers();
  };

  async function logout() {
    setLoggingOut(true);
    try {
      await signOut();
    } catch {
      showError("Could not log out. Please try again.");
      setLoggingOut(false);
    }
  }

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
            <Button
              tone="secondary"
              onClick={() => void logout()}
              pending={loggingOut}
              pendingLabel="Logging out..."
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
                <path d="M3 4a2 2 0 0 1 2-2h5a1 1 0 1 1 0 2H5v12h5a1 1 0 1 1 0 2H5a2 2 0 0 1-2-2V4Zm10.3 1.3a1 1 0 0 1 1.4 0l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4-1.4l2.3-2.3H8a1 1 0 1 1 0-2h7.6l-2.3-2.3a1 1 0 0 1 0-1.4Z" />
              </svg>
              Logout
            </Button>
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
