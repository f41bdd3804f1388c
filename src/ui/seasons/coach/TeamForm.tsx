/**
 * The team record: name, coach, home field, league links, equipment and values, saved in one
 * `PUT /api/team`. Checked as typed with the shared schema; a 400's `issues` go under the inputs
 * they name (a row's too, e.g. the third item's detail), and nothing typed is lost on any failure.
 */
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from "react";
import { Button } from "../../kit/form/Button";
import { TextAreaField, TextField } from "../../kit/form/Field";
import { FieldError } from "../../kit/form/Field";
import { errorMessage, failureOf } from "../../kit/api";
import { saveTeam } from "./api";
import { LIMITS } from "../../../lib/constants";
import type { Team, TeamInput } from "../../../lib/schemas/seasons";
import {
  addRow,
  firstIssuePerPath,
  MAX_TEAM_ITEMS,
  removeRow,
  teamFormKeys,
  teamToFormValues,
  updateRow,
  validateTeamForm,
  type TeamFormValues,
  type TeamList,
} from "./team-form";
import { showError, showToast } from "../../kit/toasts";
import { useForm, type Form } from "../../kit/form/use-form";

type TeamFormState = Form<TeamFormValues, TeamInput, string>;

interface TeamFormProps {
  team: Team;
  onSaved: (team: Team) => void;
}

export default function TeamForm({ team, onSaved }: TeamFormProps) {
  const form = useForm({
    initial: teamToFormValues(team),
    check: validateTeamForm,
    fields: teamFormKeys,
    id: "team",
  });
  const [formError, setFormError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (formError) errorRef.current?.focus();
  }, [formError]);

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = form.validate();
    if (input === null) return;
    setFormError(null);
    await form.send(async () => {
      try {
        const saved = await saveTeam(input);
        form.reset(teamToFormValues(saved));
        onSaved(saved);
        showToast({
          title: "Team Record Saved",
          description: "Parents' pages show it within a few minutes.",
          variant: "success",
        });
      } catch (error) {
        const failed = failureOf(error);
        const placed = failed?.status === 400 ? firstIssuePerPath(failed.issues) : {};
        const known = teamFormKeys(form.values).filter((key) => placed[key] !== undefined);
        if (known.length > 0) {
          form.place(placed);
          showError("Some answers need a change: see the messages under them.");
        } else {
          const message = errorMessage(error, "Failed to save the team record. Please try again.");
          setFormError(message);
          showError(message);
        }
      }
    });
  };

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="space-y-6" aria-label="Team record">
      <Group legend="Team">
        <TextField label="Team name" required maxLength={LIMITS.name} {...form.bind("name")} />
        <TextField
          label="Short name"
          required
          maxLength={LIMITS.teamShortName}
          hint="e.g. Lightning"
          {...form.bind("shortName")}
        />
        <TextField label="Town" required maxLength={LIMITS.name} {...form.bind("town")} />
        <TextField label="Tagline" required maxLength={LIMITS.title} {...form.bind("tagline")} />
      </Group>

      <Group legend="Coach">
        <TextField label="Coach's name" required maxLength={LIMITS.name} {...form.bind("coach.name")} />
        <TextField
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          maxLength={LIMITS.phone}
          {...form.bind("coach.phone")}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          {...form.bind("coach.email")}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label="Bio"
            required
            rows={4}
            maxLength={LIMITS.teamText}
            {...form.bind("coach.bio")}
          />
        </div>
      </Group>

      <Group legend="Home field">
        <TextField
          label="Place"
          required
          maxLength={LIMITS.name}
          hint="e.g. Hays Youth Sports Complex"
          {...form.bind("field.name")}
        />
        <TextField
          label="Field"
          required
          maxLength={LIMITS.name}
          hint="e.g. Field 5 West"
          {...form.bind("field.field")}
        />
        <div className="sm:col-span-2">
          <TextField label="Address" required maxLength={LIMITS.location} {...form.bind("field.address")} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label="Directions"
            required
            rows={3}
            maxLength={LIMITS.teamText}
            {...form.bind("field.directions")}
          />
        </div>
        <TextField
          label="Latitude"
          required
          inputMode="decimal"
          hint="For the map, e.g. 29.9891"
          {...form.bind("field.coordinates.latitude")}
        />
        <TextField
          label="Longitude"
          required
          inputMode="decimal"
          hint="West is negative, e.g. -97.8772"
          {...form.bind("field.coordinates.longitude")}
        />
      </Group>

      <Group legend="League links">
        <TextField
          label="Information link text"
          required
          maxLength={LIMITS.name}
          {...form.bind("leagueLinks.info.label")}
        />
        <TextField
          label="Information address"
          type="url"
          required
          hint="Starting with https://"
          {...form.bind("leagueLinks.info.url")}
        />
        <TextField
          label="Contacts link text"
          required
          maxLength={LIMITS.name}
          {...form.bind("leagueLinks.contacts.label")}
        />
        <TextField
          label="Contacts address"
          type="url"
          required
          hint="Starting with https://"
          {...form.bind("leagueLinks.contacts.url")}
        />
      </Group>

      <ItemRows form={form} list="equipment" legend="Equipment" item="item" nameLabel="Item" />
      <ItemRows form={form} list="values" legend="Team values" item="value" nameLabel="Value" />

      {formError ? (
        <div
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-200 focus:outline-none"
        >
          <p className="font-semibold">
            <span aria-hidden="true">⚠ </span>
            {formError}
          </p>
          <p className="mt-1 text-sm">Everything you typed is still here.</p>
        </div>
      ) : null}

      <Button type="submit" pending={form.pending !== null} pendingLabel="Saving...">
        Save team record
      </Button>
    </form>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg p-3 ring-1 ring-slate-200 sm:p-4">
      <legend className="px-1 font-bold text-navy-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

let lastRowKey = 0;

interface ItemRowsProps {
  form: TeamFormState;
  list: TeamList;
  legend: string;
  /** What one row is, e.g. "item". */
  item: string;
  nameLabel: string;
}

/** An editable list: a name and a detail per row, Add and Remove, the focus following. */
function ItemRows({ form, list, legend, item, nameLabel }: ItemRowsProps) {
  const rows = form.values[list];
  const focusNext = useRef<string | null>(null);
  const addId = form.fieldId(list);
  const listError = form.error(list);

  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const add = () => {
    lastRowKey += 1;
    focusNext.current = form.fieldId(`${list}.${String(rows.length)}.name`);
    form.change(list, (values) => ({
      ...values,
      [list]: addRow(values[list], `${list}-new-${String(lastRowKey)}`),
    }));
  };

  const remove = (index: number, key: string) => {
    const remaining = rows.length - 1;
    focusNext.current =
      remaining === 0 ? addId : form.fieldId(`${list}.${String(Math.min(index, remaining - 1))}.name`);
    form.change(list, (values) => ({ ...values, [list]: removeRow(values[list], key) }));
  };

  return (
    <fieldset className="rounded-lg p-3 ring-1 ring-slate-200 sm:p-4">
      <legend className="px-1 font-bold text-navy-900">{legend}</legend>
      {rows.length > 0 ? (
        <ol className="space-y-4">
          {rows.map((row, index) => {
            const at = (field: "name" | "detail") => `${list}.${String(index)}.${field}`;
            const text = (field: "name" | "detail") => ({
              id: form.fieldId(at(field)),
              value: row[field],
              error: form.error(at(field)),
              onChange: (event: { target: { value: string } }) => {
                const value = event.target.value;
                form.change(at(field), (values) => ({
                  ...values,
                  [list]: updateRow(
                    values[list],
                    row.key,
                    field === "name" ? { name: value } : { detail: value },
                  ),
                }));
              },
              onBlur: () => {
                form.touch(at(field));
              },
            });
            const name = row.name.trim() || `${item} ${String(index + 1)}`;
            return (
              <li
                key={row.key}
                className="grid gap-3 border-b border-slate-200 pb-4 last:border-b-0 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
              >
                <TextField
                  label={`${nameLabel} ${String(index + 1)}`}
                  required
                  maxLength={LIMITS.teamItemName}
                  {...text("name")}
                />
                <TextField
                  label={`Detail ${String(index + 1)}`}
                  required
                  maxLength={LIMITS.teamItemDetail}
                  {...text("detail")}
                />
                <Button
                  tone="secondary"
                  small
                  className="sm:mt-6"
                  aria-label={`Remove ${name}`}
                  onClick={() => {
                    remove(index, row.key);
                  }}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-slate-700">No {item}s listed.</p>
      )}
      <div className="mt-3">
        <Button
          tone="secondary"
          id={addId}
          disabled={rows.length >= MAX_TEAM_ITEMS}
          aria-describedby={listError ? `${addId}-error` : undefined}
          onClick={add}
        >
          Add {item === "item" ? "an item" : "a value"}
        </Button>
        <FieldError id={addId} error={listError} />
        {rows.length >= MAX_TEAM_ITEMS ? (
          <p className="mt-1 text-sm text-slate-600">{MAX_TEAM_ITEMS} is the most the list takes.</p>
        ) : null}
      </div>
    </fieldset>
  );
}
