/**
 * The state behind an "are you sure?" step (delete a player or event, clear a volunteer, regenerate
 * practices): what is about to be acted on, whether the call is running, and the run itself, which
 * closes the confirmation when it succeeds and toasts `failure` when it does not.
 */
import { useState } from "react";
import { showError } from "../toasts";

export interface ConfirmedAction<T> {
  /** What the confirmation is open for, or null when it is closed. */
  target: T | null;
  /** Opens the confirmation for `target`. */
  ask: (target: T) => void;
  /** Props for `ConfirmDialog`: open, pending, and its two buttons. */
  dialog: { open: boolean; pending: boolean; onConfirm: () => void; onCancel: () => void };
}

/**
 * e.g. `const deleting = useConfirmedAction(async (player: Player) => { … }, "Failed to delete player. Please try again.")`,
 * then `deleting.ask(player)` and `<ConfirmDialog {...deleting.dialog} title="Delete Player" … />`.
 * `run` does the call and its success toast.
 */
export function useConfirmedAction<T>(
  run: (target: T) => Promise<void>,
  failure: string,
): ConfirmedAction<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [pending, setPending] = useState(false);

  async function confirm(current: T) {
    setPending(true);
    try {
      await run(current);
      setTarget(null);
    } catch {
      showError(failure);
    } finally {
      setPending(false);
    }
  }

  return {
    target,
    ask: setTarget,
    dialog: {
      open: target !== null,
      pending,
      onConfirm: () => {
        if (target !== null) void confirm(target);
      },
      onCancel: () => {
        setTarget(null);
      },
    },
  };
}
