/**
 * The team's snack note on the Snacks tab, e.g. "Nut-free team: one player has a peanut allergy"
 * (at most 200 characters, with a counter), with its optional Spanish version beside it (under it
 * on a phone), which the Spanish pages show: parents read it in the sign-up dialog, on their
 * sign-up's page and in the game-eve GroupMe reminder (docs/product-rules.md#snack-sign-ups). Save
 * and Remove each show their pending state; the answer shows at once.
 */
import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { Button, SubmitButton } from "../../kit/form/Button";
import { TextAreaField } from "../../kit/form/Field";
import type { SnackNoteAnswer, SnackNoteInput } from "../../../lib/schemas/snacks";
import Form from "../../kit/form/Form";
import { useForm } from "../../kit/form/use-form";
import { errorMessage } from "../../kit/api";
import { saveSnackNote } from "./api";
import { LIMITS } from "../../../lib/constants";
import { $snackNote, loadSnackNote, showSnackNote } from "./store";
import { showError, showToast } from "../../kit/toasts";
import { Card, Loaded } from "../../kit/coach/parts";
import {
  SNACK_NOTE_FIELDS,
  snackNoteFormValues,
  validateSnackNoteForm,
  type SnackNoteFormValues,
} from "./snack-note-form";

export default function SnackNoteCard() {
  const headingId = useId();
  const note = useStore($snackNote);
  return (
    <Card title="Snack Note for Families" headingId={headingId}>
      <Loaded state={note} what="the snack note" onRetry={() => void loadSnackNote()}>
        {(current) => (
          <SnackNoteForm key={`${current.note ?? ""}\n${current.noteEs ?? ""}`} saved={current} />
        )}
      </Loaded>
    </Card>
  );
}

function SnackNoteForm({ saved }: { saved: SnackNoteAnswer }) {
  const current = saved.note;
  const [removing, setRemoving] = useState(false);
  const form = useForm<SnackNoteFormValues, SnackNoteInput>({
    initial: snackNoteFormValues(saved),
    check: validateSnackNoteForm,
    fields: SNACK_NOTE_FIELDS,
    id: "snack-note",
  });

  const save = async (input: SnackNoteInput) => {
    try {
      const answer = await saveSnackNote(input);
      showSnackNote(answer);
      showToast({
        title: answer.note ? "Snack Note Saved" : "Snack Note Removed",
        description: answer.note ? "Families see it when they sign up." : "Families see no snack note now.",
        variant: "success",
      });
    } catch (error) {
      showError(form.fail(error, errorMessage(error, "Failed to save the snack note. Please try again.")));
    }
  };

  const remove = async () => {
    setRemoving(true);
    try {
      showSnackNote(await saveSnackNote({ note: null }));
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
      <div className="grid gap-3 md:grid-cols-2">
        <TextAreaField
          label={current ? "Snack note" : "New snack note"}
          rows={2}
          maxLength={LIMITS.snackNote}
          hint={`${String(form.values.note.length)}/${String(LIMITS.snackNote)} characters, e.g. "Nut-free team: one player has a peanut allergy".`}
          {...form.bind("note")}
        />
        <TextAreaField
          label="Spanish snack note"
          optional
          lang="es"
          rows={2}
          maxLength={LIMITS.snackNote}
          hint={
            form.values.noteEs.trim() === ""
              ? "None yet: the Spanish pages show the English, marked “(en inglés)”."
              : `${String(form.values.noteEs.length)}/${String(LIMITS.snackNote)} characters.`
          }
          {...form.bind("noteEs")}
        />
      </div>
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
