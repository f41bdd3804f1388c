/**
 * Assign a family (or Reassign) on the Snacks tab: the coach signs any family up for any game,
 * covered or not and beyond the two-game budget of a parent's own sign-ups, with name, email,
 * optional phone and what they bring (docs/product-rules.md#snack-sign-ups). On a covered game the
 * dialog says whose sign-up it replaces, and its button says so too: the replaced family's private
 * link stops working. Checked as typed with the API's own schema; the answer goes into the list at once.
 */
import Dialog from "../../kit/Dialog";
import { ButtonRow, SubmitButton } from "../../kit/form/Button";
import Form from "../../kit/form/Form";
import { useForm } from "../../kit/form/use-form";
import { VolunteerFields } from "../VolunteerFields";
import { errorMessage } from "../../kit/api";
import { assignVolunteer } from "./api";
import { formatEventDate } from "../../../lib/domain/time";
import type { Event } from "../../../lib/schemas/events";
import { SnackVolunteerInputSchema, type SnackVolunteerInput } from "../../../lib/schemas/snacks";
import { loadCoachUsers } from "./store";
import { putEvent } from "../../schedule/coach/store";
import { showError, showToast } from "../../kit/toasts";

const EMPTY = { parentName: "", parentEmail: "", parentPhone: "", bringing: "" };

export interface Assigning {
  game: Event;
  /** The whole name of the family the game names now, or null when it needs a volunteer. */
  current: string | null;
}

export default function AssignVolunteerDialog({
  assigning,
  onClose,
}: {
  assigning: Assigning | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={assigning !== null}
      title={assigning?.current ? "Reassign Snacks" : "Assign a Family"}
      description={
        assigning ? (
          <>
            <strong className="font-semibold text-navy-900">{assigning.game.title}</strong>,{" "}
            {formatEventDate(assigning.game)}.{" "}
            {assigning.current
              ? `This replaces ${assigning.current}'s sign-up: their private link stops working, and the schedule shows the new family.`
              : "The family does not need to sign up themselves, and the two-game limit does not apply."}
          </>
        ) : null
      }
      onClose={onClose}
    >
      {assigning ? <AssignForm assigning={assigning} onDone={onClose} /> : null}
    </Dialog>
  );
}

function AssignForm({ assigning, onDone }: { assigning: Assigning; onDone: () => void }) {
  const { game, current } = assigning;
  const form = useForm<typeof EMPTY, SnackVolunteerInput>({
    initial: EMPTY,
    check: SnackVolunteerInputSchema,
    fields: ["parentName", "parentEmail", "parentPhone", "bringing"],
    id: "assign",
  });

  const assign = async (input: SnackVolunteerInput) => {
    try {
      putEvent(await assignVolunteer(game.id, input));
      // The new family's record: the list names them from it.
      await loadCoachUsers();
      showToast({
        title: current ? "Snacks Reassigned" : "Family Assigned",
        description: `${input.parentName} brings snacks to ${game.title}.`,
        variant: "success",
      });
      onDone();
    } catch (error) {
      showError(form.fail(error, errorMessage(error, "Failed to assign the family. Please try again.")));
    }
  };

  return (
    <Form form={form} onSubmit={assign} className="space-y-4">
      <VolunteerFields bind={form.bind} who="family" emailHint="For the coach only; parents never see it." />
      <ButtonRow onCancel={onDone} pending={form.pending !== null}>
        <SubmitButton form={form} tone={current ? "danger" : "primary"} pendingLabel="Saving...">
          {current ? "Replace Volunteer" : "Assign Family"}
        </SubmitButton>
      </ButtonRow>
    </Form>
  );
}
