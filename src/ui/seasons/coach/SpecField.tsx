/**
 * Text inputs described as data (`InputSpec`): the team record's and the season flow's plain
 * inputs, each bound to its form by its key, required unless marked optional, a text area when it
 * has `rows`. `SpecRows` lays them out a row at a time.
 */
import { Fragment } from "react";
import { TextAreaField, TextField } from "../../kit/form/Field";

/** A text input, e.g. `{ key: "coach.phone", label: "Phone", type: "tel", autoComplete: "tel", maxLength: 30 }`. */
export interface InputSpec<K extends string = string> {
  key: K;
  label: string;
  maxLength?: number;
  hint?: string;
  type?: "tel" | "email" | "url" | "date" | "time";
  autoComplete?: "tel" | "email";
  inputMode?: "decimal" | "numeric";
  /** A text area this many rows high. */
  rows?: number;
  /** Across both columns of its grid. */
  wide?: boolean;
  /** Says "(optional)" rather than marking it required. */
  optional?: boolean;
}

/** What a form's `bind(key)` gives a text input. */
export interface BoundText {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** One input drawn from its spec, with what its form's `bind` gave it. */
export default function SpecField({ spec, bound }: { spec: InputSpec; bound: BoundText }) {
  const { label, maxLength, hint, rows, optional = false } = spec;
  const common = { label, maxLength, hint, required: !optional, optional, ...bound };
  const field =
    rows === undefined ? (
      <TextField type={spec.type} autoComplete={spec.autoComplete} inputMode={spec.inputMode} {...common} />
    ) : (
      <TextAreaField rows={rows} {...common} />
    );
  return spec.wide ? <div className="sm:col-span-2">{field}</div> : field;
}

/** Inputs a row at a time: in a grid with `className`, or one under another without. */
export interface SpecRow<K extends string> {
  className?: string;
  inputs: readonly InputSpec<K>[];
}

/** Every row's inputs, each bound with `bind`. */
export function SpecRows<K extends string>({
  rows,
  bind,
}: {
  rows: readonly SpecRow<K>[];
  bind: (key: K) => BoundText;
}) {
  return rows.map(({ className, inputs }) => {
    const fields = inputs.map((spec) => <SpecField key={spec.key} spec={spec} bound={bind(spec.key)} />);
    const key = inputs.map((spec) => spec.key).join(" ");
    return className ? (
      <div key={key} className={className}>
        {fields}
      </div>
    ) : (
      <Fragment key={key}>{fields}</Fragment>
    );
  });
}
