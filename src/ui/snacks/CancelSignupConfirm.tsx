/**
 * "Cancel your snack sign-up?" for a sign-up this phone holds the manage token of, on /schedule
 * (a row's Cancel) and /snacks/manage (Cancel my sign-up). Confirming sends the cancel with the
 * button pending; then the game needs a volunteer again and the phone forgets the token, and the
 * page shows it (`onCancelled`, awaited before the dialog closes, e.g. the snack list's reload). A
 * link the server says is spent is forgotten too; offline, too many requests or a server failure
 * keep the dialog open to try again (docs/product-rules.md#snack-sign-ups). In the words of the
 * island that opens it (`useSnackWords`).
 */
import { useState } from "react";
import { cancelSignup } from "./api";
import { failureOf } from "../kit/api";
import { formatEventDate } from "../../lib/domain/time";
import type { Event } from "../../lib/schemas/events";
import { signupProblem, type SignupProblem } from "./snack-manage";
import { forgetSnackToken } from "./signup-store";
import { showError, showToast } from "../kit/toasts";
import Dialog from "../kit/Dialog";
import { Button, ButtonRow } from "../kit/form/Button";
import { useSnackWords } from "./words";

export interface CancelSignupConfirmProps {
  /** The sign-up to cancel, or null while the confirmation is closed. */
  signup: { game: Pick<Event, "id" | "title" | "date" | "endDate">; token: string } | null;
  onClose: () => void;
  /** After the cancel, before the dialog closes, e.g. reloading the list so focus lands on the row. */
  onCancelled: () => void | Promise<void>;
  /** When the sign-up can no longer be cancelled (spent, or the game has started); then it closes. */
  onRefused: (problem: SignupProblem) => void | Promise<void>;
  /** Where focus goes if the button that opened it is gone when it closes. */
  fallbackFocusId?: string | undefined;
}

export default function CancelSignupConfirm({
  signup,
  onClose,
  onCancelled,
  onRefused,
  fallbackFocusId,
}: CancelSignupConfirmProps) {
  const speech = useSnackWords();
  const said = speech.words.cancel;
  const [pending, setPending] = useState(false);

  const confirm = async (token: string) => {
    setPending(true);
    try {
      await cancelSignup(token);
      forgetSnackToken(token);
      showToast({ title: said.doneTitle, description: said.doneText, variant: "success" });
      await onCancelled();
      onClose();
    } catch (error) {
      const problem = signupProblem(failureOf(error), speech);
      showError(problem.message, said.failedTitle);
      if (problem.spent) forgetSnackToken(token);
      if (!problem.retry) {
        await onRefused(problem);
        onClose();
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={signup !== null}
      title={said.title}
      {...(fallbackFocusId ? { fallbackFocusId } : {})}
      description={
        signup ? (
          <>
            <strong className="font-semibold text-navy-900">{signup.game.title}</strong>,{" "}
            {formatEventDate(signup.game, speech.lang)}. {said.text}
          </>
        ) : null
      }
      onClose={() => {
        if (!pending) onClose();
      }}
    >
      <ButtonRow onCancel={onClose} cancelLabel={said.keep} pending={pending}>
        <Button
          tone="danger"
          pending={pending}
          pendingLabel={said.sending}
          onClick={() => {
            if (signup) void confirm(signup.token);
          }}
        >
          {said.confirm}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
