/**
 * Adds or edits an event with the legacy form's rules: title and date required,
 * practice by default, start and end times on Kyle's clock (or Time TBA for a day without a time
 * yet), the practice field when no location is given, an opponent for games only, and notes. The
 * notes and the status note each have a Spanish version beside them, optional, whose hint says when
 * the Spanish pages will show the English instead.
 */
import { ButtonRow, SubmitButton } from "../../kit/form/Button";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../kit/form/Field";
import StatusNoteField from "./StatusNoteField";
import SideBySide from "../../kit/coach/SideBySide";
import { spanishHint } from "../../kit/coach/spanish-version";
import { useForm } from "../../kit/form/use-form";
import { ApiRequestError, errorMessage } from "../../kit/api";
import { createEvent, updateEvent } from "./api";
import { eventToFormValues, NEW_EVENT_FORM, statusChange, validateEventForm } from "./event-form";
import { EVENT_STATUS_LABELS, EVENT_STATUSES, EVENT_TYPES, LIMITS } from "../../../lib/constants";
import type { Event } from "../../../lib/schemas/events";
import type { EventInput } from "../../../lib/schemas/events";
import { showError, showToast } from "../../kit/toasts";
import { TYPE_LABELS } from "../../kit/coach/parts";
import Form from "../../kit/form/Form";

interface EventFormProps {
  event?: Event;
  /** Where an event without a location takes place, e.g. "Hays Youth Sports Complex, Field 5 West, …". */
  practiceField: string;
  onSaved: (event: Event) => void;
  onCancel: () => void;
}

export default function EventForm({ event, practiceField, onSaved, onCancel }: EventFormProps) {
  const editing = event !== undefined;
  const form = useForm({
    initial: event ? eventToFormValues(event) : NEW_EVENT_FORM,
    check: validateEventForm,
  });
  const { values, set } = form;

  const save = async (input: EventInput) => {
    try {
      const saved = editing
        ? await updateEvent(event.id, { ...input, ...statusChange(event, values) })
        : await createEvent(input);
      showToast({
        title: editing ? "Event Updated" : "Event Created",
        description: `${saved.title} is on the schedule.`,
        variant: "success",
      });
      onSaved(saved);
    } catch (error) {
      const fallback = editing
        ? "Failed to update event. Please try again."
        : "Failed to create event. Please try again.";
      showError(
        form.fail(
          error,
          error instanceof ApiRequestError && error.status === 400 ? errorMessage(error, fallback) : fallback,
        ),
      );
    }
  };

  return (
    <Form form={form} onSubmit={save} autoComplete="off" className="space-y-4">
      <TextField label="Title" required maxLength={LIMITS.title} {...form.bind("title")} />
      <SelectField
        id={form.fieldId("type")}
        label="Type"
        value={values.type}
        onChange={(e) => {
          set("type", EVENT_TYPES.find((type) => type === e.target.value) ?? "practice");
        }}
      >
        {EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <TextField label="Date" type="date" required {...form.bind("date")} />
      <CheckboxField
        label="Time TBA (all day)"
        hint="Tick when the day is set but the time is not yet."
        {...form.bindCheckbox("timeTba")}
      />
      {values.timeTba ? null : (
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Start time" type="time" required {...form.bind("startTime")} />
          <TextField label="End time" type="time" {...form.bind("endTime")} />
        </div>
      )}
      <p className="text-sm text-slate-600">Times are Kyle time (Central).</p>
      <TextField
        label="Location"
        maxLength={LIMITS.location}
        hint={`Leave empty for the practice field (${practiceField}).`}
        {...form.bind("location")}
      />
      {values.type === "game" ? (
        <TextField label="Opponent" maxLength={LIMITS.name} {...form.bind("opponent")} />
      ) : null}
      <SideBySide>
        <TextAreaField label="Notes" rows={3} maxLength={LIMITS.notes} {...form.bind("notes")} />
        <TextAreaField
          label="Notes in Spanish"
          optional
          lang="es"
          rows={3}
          maxLength={LIMITS.notes}
          hint={spanishHint(values.notes, values.notesEs)}
          {...form.bind("notesEs")}
        />
      </SideBySide>
      {editing ? (
        <fieldset className="space-y-3 rounded-lg p-3 ring-1 ring-slate-200">
          <legend className="px-1 text-sm font-semibold text-slate-800">Game-day change</legend>
          <SelectField
            id={form.fieldId("status")}
            label="Status"
            hint="Cancelled and postponed events stay on the schedule and in calendars, marked as such."
            value={values.status}
            onChange={(e) => {
              set("status", EVENT_STATUSES.find((status) => status === e.target.value) ?? "scheduled");
            }}
          >
            {EVENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status === "scheduled" ? "On as planned" : EVENT_STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
          <StatusNoteField
            label="Note for parents"
            hint='Shown with the badge, e.g. "Fields closed: rain".'
            {...form.bind("statusNote")}
            spanish={{
              label: "Note in Spanish",
              optional: true,
              hint: spanishHint(values.statusNote, values.statusNoteEs),
              ...form.bind("statusNoteEs"),
            }}
          />
        </fieldset>
      ) : null}
      <ButtonRow onCancel={onCancel} pending={form.pending !== null} className="pt-2">
        <SubmitButton form={form} pendingLabel="Saving...">
          {editing ? "Update Event" : "Create Event"}
        </SubmitButton>
      </ButtonRow>
    </Form>
  );
}
