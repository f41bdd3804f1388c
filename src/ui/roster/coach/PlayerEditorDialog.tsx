/**
 * Add Player and Edit Player in a dialog, wherever the coach edits the roster (the dashboard's
 * Players tab, the coach's mode of /roster). A saved player goes into the coach's list at once.
 */
import type { Player } from "../../../lib/schemas/players";
import { putPlayer } from "./store";
import Dialog from "../../kit/Dialog";
import PlayerEditor from "./PlayerEditor";

interface PlayerEditorDialogProps {
  /** The player to edit (`{ player }`), a new one (`{}`), or null when the dialog is closed. */
  editing: { player?: Player } | null;
  onClose: () => void;
  /** After the save, before the dialog closes, e.g. to reload the parents' list. */
  onSaved?: (player: Player) => void;
}

export default function PlayerEditorDialog({ editing, onClose, onSaved }: PlayerEditorDialogProps) {
  return (
    <Dialog open={editing !== null} title={editing?.player ? "Edit Player" : "Add Player"} onClose={onClose}>
      {editing ? (
        <PlayerEditor
          {...(editing.player ? { player: editing.player } : {})}
          onSaved={(saved) => {
            putPlayer(saved);
            onSaved?.(saved);
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
