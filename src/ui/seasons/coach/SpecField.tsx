/**
 * Text inputs described as data (`InputSpec`): the team record's and the season flow's plain
 * inputs, each bound to its form by its key, required unless marked optional, a text area when it
 * has `rows`. `SpecRows` lays them out a row at a time.
 */
import { Fragment } from "react";
import { TextAreaField, TextField } from "../../kit/form/Field";
import { spanishHint } from "../../kit/coach/spanish-version";

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
  /** Typed in Spanish: the input's `lang`, for spelling and screen readers. */
  lang?: "es";
  /**
   * The key of the English input this one is the Spanish version of: optional, typed in Spanish,
   * its hint saying when the Spanish pages will show the English instead (`withSpanishHint`).
   */
  spanishOf?: K;
}

/** What a form's `bind(key)` gives a text input. */
export interface BoundText {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * The spec as its form shows it now: a Spanish version's hint follows what is typed, e.g. "No
 * Spanish version: …" while its English input is filled and it is not.
 */
export function withSpanishHint<K extends string>(
  spec: InputSpec<K>,
  values: Readonly<Record<K, unknown>>,
): InputSpec<K> {
  if (spec.spanishOf === undefined) return spec;
  const text = (key: K) => {
    const value = values[key];
    return typeof value === "string" ? value : "";
  };
  return { ...spec, optional: true, hint: spanishHint(text(spec.spanishOf), text(spec.key)) };
}

/** One input drawn from its spec, with what its form's `bind` gave it. */
export default function SpecField({ spec, bound }: { spec: InputSpec; bound: BoundText }) {
  const { label, maxLength, hint, rows, optional = false } = spec;
  const common = {
    label,
    maxLength,
    hint,
    required: !optional,
    optional,
    ...((spec.lang ?? spec.spanishOf) ? { lang: "es" } : {}),
    ...bound,
  };
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
