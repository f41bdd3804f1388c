/**
 * Adds or edits an event with the legacy form's rules: title and date required,
 * practice by default, start and end times on Kyle's clock (or Time TBA for a day without a time
 * yet), the practice field when no location is given, an opponent for games only, and notes.
 */
import { useId, useState, type SubmitEvent } from "react";
import { Button, CheckboxField, SelectField, TextAreaField, TextField } from "../../../islands/coach/ui";
import { ApiRequestError, errorMessage } from "../../../lib/browser/api-client";
import { createEvent, updateEvent } from "../../../lib/browser/coach-api";
import {
  eventToFormValues,
  NEW_EVENT_FORM,
  validateEventForm,
  type EventFormField,
  type EventFormValues,
} from "../../../lib/view/event-form";
import { EVENT_TYPES } from "../../../lib/constants";
import type { Event } from "../../../lib/schemas/records";
import { showError, showToast } from "../../../stores/toasts";
import { TYPE_LABELS } from "./parts";

interface EventFormProps {
  event?: Event;
  /** Where an event without a location takes place, e.g. "Hays Youth Sports Complex, Field 5 West, …". */
  practiceField: string;
  onSaved: (event: Event) => void;
  onCancel: () => void;
}

const FIELD_ORDER: readonly EventFormField[] = [
  "title",
  "type",
  "date",
  "startTime",
  "endTime",
  "location",
  "opponent",
  "notes",
];

export default function EventForm({ event, practiceField, onSaved, onCancel }: EventFormProps) {
  const editing = event !== undefined;
  const idBase = useId();
  const fieldId = (field: EventFormField) => `${idBase}-${field}`;
  const [values, setValues] = useState<EventFormValues>(() =>
    event ? eventToFormValues(event) : NEW_EVENT_FORM,
  );
  const [touched, setTouched] = useState<Partial<Record<EventFormField, boolean>>>({});
  const [pending, setPending] = useState(false);

  const result = validateEventForm(values);
  const errors = result.ok ? {} : result.errors;
  const errorFor = (field: EventFormField) => (touched[field] ? errors[field] : undefined);

  const set = <K extends EventFormField>(field: K, value: EventFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };
  const blur = (field: EventFormField) => () => {
    setTouched((current) => ({ ...current, [field]: true }));
  };

  async function submit(formEvent: SubmitEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (pending) return;
    if (!result.ok) {
      setTouched(Object.fromEntries(FIELD_ORDER.map((field) => [field, true])));
      const first = FIELD_ORDER.find((field) => result.errors[field] !== undefined);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setPending(true);
    try {
      const saved = editing ? await updateEvent(event.id, result.input) : await createEvent(result.input);
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
        error instanceof ApiRequestError && error.status === 400 ? errorMessage(error, fallback) : fallback,
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={(formEvent) => void submit(formEvent)} className="space-y-4">
      <TextField
        id={fieldId("title")}
        label="Title"
        required
        autoComplete="off"
        maxLength={200}
        value={values.title}
        onChange={(e) => {
          set("title", e.target.value);
        }}
        onBlur={blur("title")}
        error={errorFor("title")}
      />
      <SelectField
        id={fieldId("type")}
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
      <TextField
        id={fieldId("date")}
        label="Date"
        type="date"
        required
        value={values.date}
        onChange={(e) => {
          set("date", e.target.value);
        }}
        onBlur={blur("date")}
        error={errorFor("date")}
      />
      <CheckboxField
        id={fieldId("timeTba")}
        label="Time TBA (all day)"
        hint="Tick when the day is set but the time is not yet."
        checked={values.timeTba}
        onChange={(e) => {
          set("timeTba", e.target.checked);
        }}
      />
      {values.timeTba ? null : (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id={fieldId("startTime")}
            label="Start time"
            type="time"
            required
            value={values.startTime}
            onChange={(e) => {
              set("startTime", e.target.value);
            }}
            onBlur={blur("startTime")}
            error={errorFor("startTime")}
          />
          <TextField
            id={fieldId("endTime")}
            label="End time"
            type="time"
            value={values.endTime}
            onChange={(e) => {
              set("endTime", e.target.value);
            }}
            onBlur={blur("endTime")}
            error={errorFor("endTime")}
          />
        </div>
      )}
      <p className="text-sm text-slate-600">Times are Kyle time (Central).</p>
      <TextField
        id={fieldId("location")}
        label="Location"
        autoComplete="off"
        maxLength={200}
        hint={`Leave empty for the practice field (${practiceField}).`}
        value={values.location}
        onChange={(e) => {
          set("location", e.target.value);
        }}
        onBlur={blur("location")}
        error={errorFor("location")}
      />
      {values.type === "game" ? (
        <TextField
          id={fieldId("opponent")}
          label="Opponent"
          autoComplete="off"
          maxLength={100}
          value={values.opponent}
          onChange={(e) => {
            set("opponent", e.target.value);
          }}
          onBlur={blur("opponent")}
          error={errorFor("opponent")}
        />
      ) : null}
      <TextAreaField
        id={fieldId("notes")}
        label="Notes"
        rows={3}
        maxLength={2000}
        value={values.notes}
        onChange={(e) => {
          set("notes", e.target.value);
        }}
        onBlur={blur("notes")}
        error={errorFor("notes")}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button tone="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending} pendingLabel="Saving...">
          {editing ? "Update Event" : "Create Event"}
        </Button>
      </div>
    </form>
  );
}
