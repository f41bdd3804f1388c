/**
 * The team's snack note on the Snacks tab, e.g. "Nut-free team: one player has a peanut allergy"
 * (at most 200 characters, with a counter): parents read it in the sign-up dialog, on their
 * sign-up's page and in the game-eve GroupMe reminder (docs/product-rules.md#snack-sign-ups). Save
 * and Remove each show their pending state; the answer shows at once.
 */
import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { Button, SubmitButton } from "../../kit/form/Button";
import { TextAreaField } from "../../kit/form/Field";
import Form from "../../kit/form/Form";
import { useForm } from "../../kit/form/use-form";
import { errorMessage } from "../../kit/api";
import { saveSnackNote } from "./api";
import { LIMITS } from "../../../lib/constants";
import { SnackNoteInputSchema, type SnackNoteInput } from "../../../lib/schemas/snacks";
import { $snackNote, loadSnackNote, showSnackNote } from "./store";
import { showError, showToast } from "../../kit/toasts";
import { Card, Loaded } from "../../kit/coach/parts";

export default function SnackNoteCard() {
  const headingId = useId();
  const note = useStore($snackNote);
  return (
    <Card title="Snack Note for Families" headingId={headingId}>
      <Loaded state={note} what="the snack note" onRetry={() => void loadSnackNote()}>
        {(current) => <SnackNoteForm key={current ?? ""} current={current} />}
      </Loaded>
    </Card>
  );
}

function SnackNoteForm({ current }: { current: string | null }) {
  const [removing, setRemoving] = useState(false);
  const form = useForm<{ note: string }, SnackNoteInput>({
    initial: { note: current ?? "" },
    check: SnackNoteInputSchema,
    fields: ["note"],
    id: "snack-note",
  });

  const save = async ({ note }: SnackNoteInput) => {
    try {
      const saved = await saveSnackNote({ note });
      showSnackNote(saved.note);
      showToast({
        title: saved.note ? "Snack Note Saved" : "Snack Note Removed",
        description: saved.note ? "Families see it when they sign up." : "Families see no snack note now.",
        variant: "success",
      });
    } catch (error) {
      showError(form.fail(error, errorMessage(error, "Failed to save the snack note. Please try again.")));
    }
  };

  const remove = async () => {
    setRemoving(true);
    try {
      await saveSnackNote({ note: null });
      showSnackNote(null);
      showToast({
        title: "Snack Note Removed",
        description: "Families see no snack note now.",
        variant: "success",
      });
    } catch (error) {
      showError(errorMessage(error, "Failed to remove the snack note. Please try again."));
    } finally {
      setRemoving(false);
    }
  };

  const busy = form.pending !== null || removing;
  return (
    <Form form={form} onSubmit={save} className="space-y-3">
      <p className="text-sm text-slate-700">
        {current
          ? "Families see this where they sign up and in the game-eve reminder."
          : "No snack note is set."}
      </p>
      <TextAreaField
        label={current ? "Snack note" : "New snack note"}
        rows={2}
        maxLength={LIMITS.snackNote}
        hint={`${String(form.values.note.length)}/${String(LIMITS.snackNote)} characters, e.g. "Nut-free team: one player has a peanut allergy".`}
        {...form.bind("note")}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton form={form} disabled={busy} pendingLabel="Saving...">
          Save Note
        </SubmitButton>
        {current ? (
          <Button
            tone="secondary"
            disabled={busy}
            pending={removing}
            pendingLabel="Removing..."
            onClick={() => void remove()}
          >
            Remove Note
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
