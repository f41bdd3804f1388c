/**
 * One of the team record's editable lists (the equipment, the team's values): each row a name and
 * a detail, each with its Spanish version beside it (under it on a phone) and a hint while the
 * English has none, rows added and removed with the focus following (to a new row's name, or after
 * a removal to the row that takes its place, else to Add), the list's own message under Add.
 */
import { Button } from "../../kit/form/Button";
import { FieldError, TextField } from "../../kit/form/Field";
import { keyAfterRemoval, rowKey } from "../../kit/form/form-state";
import type { Form } from "../../kit/form/use-form";
import { LIMITS } from "../../../lib/constants";
import type { TeamInput } from "../../../lib/schemas/seasons";
import {
  addRow,
  MAX_TEAM_ITEMS,
  removeRow,
  updateRow,
  type ItemRow,
  type RowField,
  type TeamFormValues,
  type TeamList,
} from "./team-form";
import { SPANISH_ROW_HINT, spanishRowHint } from "../../kit/coach/spanish-version";

let lastRowKey = 0;

interface NamedDetailRowsProps {
  form: Form<TeamFormValues, TeamInput, string>;
  list: TeamList;
  legend: string;
  /** What one row is, e.g. "item": "No items listed.", "Remove item 2" while it has no name. */
  item: string;
  /** The name's label, numbered with its row, e.g. "Item" → "Item 1". */
  nameLabel: string;
  /** e.g. "Add an item". */
  addLabel: string;
}

export default function NamedDetailRows({
  form,
  list,
  legend,
  item,
  nameLabel,
  addLabel,
}: NamedDetailRowsProps) {
  const rows = form.values[list];
  // A row's inputs, in screen order: each English one, then its Spanish version.
  const cells = [
    { field: "name", label: nameLabel, maxLength: LIMITS.teamItemName },
    { field: "nameEs", label: nameLabel, maxLength: LIMITS.teamItemName, of: "name" },
    { field: "detail", label: "Detail", maxLength: LIMITS.teamItemDetail },
    { field: "detailEs", label: "Detail", maxLength: LIMITS.teamItemDetail, of: "detail" },
  ] as const;
  const addId = form.fieldId(list);
  const listError = form.error(list);

  const add = () => {
    lastRowKey += 1;
    form.focusAfterRender(rowKey(list, rows.length, "name"));
    form.change(list, (values) => ({
      ...values,
      [list]: addRow(values[list], `${list}-new-${String(lastRowKey)}`),
    }));
  };

  const remove = (index: number, key: string) => {
    form.focusAfterRender(keyAfterRemoval(list, index, rows.length - 1, "name"));
    form.change(list, (values) => ({ ...values, [list]: removeRow(values[list], key) }));
  };

  const cell = (row: ItemRow, index: number, field: RowField) => {
    const key = rowKey(list, index, field);
    return {
      id: form.fieldId(key),
      value: row[field],
      error: form.error(key),
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        form.change(key, (values) => ({
          ...values,
          [list]: updateRow(values[list], row.key, { [field]: value }),
        }));
      },
      onBlur: () => {
        form.touch(key);
      },
    };
  };

  return (
    <fieldset className="rounded-lg p-3 ring-1 ring-slate-200 sm:p-4">
      <legend className="px-1 font-bold text-navy-900">{legend}</legend>
      <p className="mb-3 text-sm text-slate-600">{SPANISH_ROW_HINT}</p>
      {rows.length > 0 ? (
        <ol className="space-y-4">
          {rows.map((row, index) => (
            <li
              key={row.key}
              className="grid gap-3 border-b border-slate-200 pb-4 last:border-b-0 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
            >
              {cells.map((spec) => {
                // e.g. "Item 2", and its Spanish version "Item 2 in Spanish".
                const label = `${spec.label} ${String(index + 1)}${"of" in spec ? " in Spanish" : ""}`;
                const bound = cell(row, index, spec.field);
                return "of" in spec ? (
                  <TextField
                    key={spec.field}
                    label={label}
                    optional
                    lang="es"
                    maxLength={spec.maxLength}
                    hint={spanishRowHint(row[spec.of], row[spec.field])}
                    {...bound}
                  />
                ) : (
                  <TextField key={spec.field} label={label} required maxLength={spec.maxLength} {...bound} />
                );
              })}
              <Button
                tone="secondary"
                small
                className="sm:col-start-3 sm:row-start-1 sm:mt-6"
                aria-label={`Remove ${row.name.trim() || `${item} ${String(index + 1)}`}`}
                onClick={() => {
                  remove(index, row.key);
                }}
              >
                Remove
              </Button>
            </li>
          ))}
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
          {addLabel}
        </Button>
        <FieldError id={addId} error={listError} />
        {rows.length >= MAX_TEAM_ITEMS ? (
          <p className="mt-1 text-sm text-slate-600">{MAX_TEAM_ITEMS} is the most the list takes.</p>
        ) : null}
      </div>
    </fieldset>
  );
}
