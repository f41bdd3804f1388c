/**
 * Step 2: who returns (ticked; returning players keep their jersey numbers, the others leave the
 * roster) and who joins (rows added and removed, the focus following: to a new row's first name,
 * or after a removal to the next row, else Add a new player).
 */
import { PositionField } from "../../roster/coach/PositionField";
import { Button } from "../../kit/form/Button";
import { CheckboxField, TextField } from "../../kit/form/Field";
import { FieldError, FieldHint } from "../../kit/form/Field";
import { LIMITS } from "../../../lib/constants";
import type { Player } from "../../../lib/schemas/players";
import type { StartSeasonInput } from "../../../lib/schemas/seasons";
import { keyAfterRemoval } from "../../kit/form/form-state";
import {
  MAX_SEASON_PLAYERS,
  newPlayerKey,
  newPlayerRow,
  type NewPlayerRow,
  type RosterStepValues,
} from "./roster-step";
import type { Form } from "../../kit/form/use-form";

type RosterForm = Form<RosterStepValues, Pick<StartSeasonInput, "returningPlayerIds" | "newPlayers">, string>;

interface RosterStepProps {
  form: RosterForm;
  players: readonly Player[];
  /** The roster size typed in step 1, when it is a number. */
  rosterCapacity: number | null;
}

const fullName = (player: { firstName: string; lastName: string | null }) =>
  [player.firstName, player.lastName].filter(Boolean).join(" ");

type RowField = Exclude<keyof NewPlayerRow, "key">;

let lastRowKey = 0;

export default function RosterStep({ form, players, rosterCapacity }: RosterStepProps) {
  const { returningIds, newPlayers } = form.values;

  const returning = players.filter((player) => returningIds.includes(player.id)).length;
  const total = returning + newPlayers.length;

  const setReturning = (playerId: string, returns: boolean) => {
    form.change("returningIds", (values) => ({
      ...values,
      returningIds: returns
        ? [...values.returningIds.filter((id) => id !== playerId), playerId]
        : values.returningIds.filter((id) => id !== playerId),
    }));
  };

  const addRow = () => {
    lastRowKey += 1;
    const row = newPlayerRow(`new-${String(lastRowKey)}`);
    form.focusAfterRender(newPlayerKey(newPlayers.length, "firstName"));
    form.change("newPlayers", (values) => ({ ...values, newPlayers: [...values.newPlayers, row] }));
  };

  const removeRow = (index: number) => {
    form.focusAfterRender(keyAfterRemoval("newPlayers", index, newPlayers.length - 1, "firstName"));
    form.change("newPlayers", (values) => ({
      ...values,
      newPlayers: values.newPlayers.filter((_, at) => at !== index),
    }));
  };

  const setCell = (index: number, field: RowField, change: Partial<Omit<NewPlayerRow, "key">>) => {
    form.change(newPlayerKey(index, field), (values) => ({
      ...values,
      newPlayers: values.newPlayers.map((row, at) => (at === index ? { ...row, ...change } : row)),
    }));
  };

  const returningId = form.fieldId("returningIds");
  const returningError = form.error("returningIds");
  const rosterError = form.error("newPlayers");

  return (
    <div className="space-y-6">
      <fieldset
        id={returningId}
        tabIndex={-1}
        aria-describedby={[`${returningId}-hint`, returningError ? `${returningId}-error` : null]
          .filter(Boolean)
          .join(" ")}
        className="focus:outline-none"
      >
        <legend className="font-semibold text-slate-800">Who returns?</legend>
        <FieldHint
          id={returningId}
          hint="Untick a player who is not coming back: they leave the roster. Returning players keep their jersey numbers."
        />
        <FieldError id={returningId} error={returningError} />
        {players.length === 0 ? (
          <p className="mt-2 text-slate-700">No players are on the roster now.</p>
        ) : (
          <ul className="mt-2 grid gap-x-4 sm:grid-cols-2">
            {players.map((player) => (
              <li key={player.id}>
                <CheckboxField
                  id={`${returningId}-${player.id}`}
                  label={`${player.jerseyNumber === null ? "No number" : `#${String(player.jerseyNumber)}`} ${fullName(player)}`}
                  checked={returningIds.includes(player.id)}
                  onChange={(event) => {
                    setReturning(player.id, event.target.checked);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm text-slate-700" aria-live="polite">
          {returning} {returning === 1 ? "returns" : "return"}, {players.length - returning}{" "}
          {players.length - returning === 1 ? "leaves" : "leave"} the roster.
        </p>
      </fieldset>

      <div>
        <h4 className="font-semibold text-slate-800">New players</h4>
        <p className="mt-1 text-sm text-slate-600">
          Their parents&apos; contact is for you only; parents see a first name and last initial.
        </p>
        {newPlayers.length > 0 ? (
          <ol className="mt-3 space-y-4">
            {newPlayers.map((row, index) => (
              <li key={row.key}>
                <NewPlayerFields
                  form={form}
                  row={row}
                  index={index}
                  onCell={(field, change) => {
                    setCell(index, field, change);
                  }}
                  onRemove={() => {
                    removeRow(index);
                  }}
                />
              </li>
            ))}
          </ol>
        ) : null}
        <div className="mt-3">
          <Button
            tone="secondary"
            id={form.fieldId("newPlayers")}
            onClick={addRow}
            disabled={total >= MAX_SEASON_PLAYERS}
            aria-describedby={rosterError ? `${form.fieldId("newPlayers")}-error` : undefined}
          >
            Add a new player
          </Button>
          <FieldError id={form.fieldId("newPlayers")} error={rosterError} />
        </div>
        <p className="mt-2 text-sm text-slate-700">
          Roster: {total} {total === 1 ? "player" : "players"}
          {rosterCapacity === null ? "" : ` of ${String(rosterCapacity)}`}.
        </p>
      </div>
    </div>
  );
}

interface NewPlayerFieldsProps {
  form: RosterForm;
  row: NewPlayerRow;
  index: number;
  onCell: (field: RowField, change: Partial<Omit<NewPlayerRow, "key">>) => void;
  onRemove: () => void;
}

/** A new player's text inputs before the position, in screen order. */
const NAME_CELLS: readonly {
  field: "firstName" | "lastName" | "jerseyNumber";
  label: string;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: "numeric";
  hint?: string;
}[] = [
  { field: "firstName", label: "First name", required: true, maxLength: LIMITS.name, autoComplete: "off" },
  { field: "lastName", label: "Last name", maxLength: LIMITS.name, autoComplete: "off" },
  { field: "jerseyNumber", label: "Jersey number", inputMode: "numeric", hint: "1 to 99, or leave empty." },
];

function NewPlayerFields({ form, row, index, onCell, onRemove }: NewPlayerFieldsProps) {
  const number = index + 1;
  const text = (field: "firstName" | "lastName" | "jerseyNumber" | "parentId") => ({
    id: form.fieldId(newPlayerKey(index, field)),
    value: row[field],
    error: form.error(newPlayerKey(index, field)),
    onChange: (event: { target: { value: string } }) => {
      onCell(field, { [field]: event.target.value });
    },
    onBlur: () => {
      form.touch(newPlayerKey(index, field));
    },
  });
  const name = row.firstName.trim() || `new player ${String(number)}`;
  return (
    <fieldset className="rounded-lg p-3 ring-1 ring-slate-200">
      <legend className="px-1 font-semibold text-navy-900">New player {number}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {NAME_CELLS.map(({ field, required = false, ...cell }) => (
          <TextField key={field} required={required} optional={!required} {...cell} {...text(field)} />
        ))}
        <PositionField
          id={form.fieldId(newPlayerKey(index, "position"))}
          optional
          value={row.position}
          error={form.error(newPlayerKey(index, "position"))}
          onChange={(position) => {
            onCell("position", { position });
          }}
        />
        <div className="sm:col-span-2">
          <TextField
            label="Parent's contact"
            optional
            maxLength={LIMITS.parentContact}
            autoComplete="off"
            hint="Name and phone or email, e.g. Ana Ramirez, (512) 555-0100."
            {...text("parentId")}
          />
        </div>
      </div>
      <Button tone="secondary" small className="mt-3" onClick={onRemove} aria-label={`Remove ${name}`}>
        Remove
      </Button>
    </fieldset>
  );
}
