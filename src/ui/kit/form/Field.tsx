/**
 * Labelled fields for every form: the label (with a red `*` for a required field, or "(optional)"),
 * the input, textarea, select or checkbox, a hint, and the field's message, tied to the control with
 * `aria-invalid` and `aria-describedby` for screen readers. The longest text a field takes comes
 * from `LIMITS` (src/lib/constants.ts), e.g. `maxLength={LIMITS.title}`, the limit the API checks.
 * `useForm`'s `bind(field)` gives a text field its id, value, handlers and message.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { LIMITS } from "../../../lib/constants";
import { useKitWords } from "../words";
const CONTROL = "mt-1 field-box";

interface FrameProps {
  id: string;
  label: string;
  /** Marks the field with a red `*` (and `aria-required`). */
  required?: boolean | undefined;
  /** Says "(optional)" after the label, where the form marks its optional fields instead. */
  optional?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
}

/** Ids of the hint and the error under a field, for `aria-describedby`. */
export function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** What ties a control to its label's mark, its hint and its message. */
function controlProps({ id, required, hint, error }: FrameProps) {
  return {
    id,
    "aria-required": required ? true : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
  };
}

function FieldFrame({
  id,
  label,
  required,
  optional,
  hint,
  error,
  children,
}: FrameProps & { children: ReactNode }) {
  const words = useKitWords();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
        {optional ? <span className="font-normal text-slate-600"> {words.optional}</span> : null}
      </label>
      {children}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The hint under a field, e.g. "1 to 99, or leave empty."; `id` is the field's. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

/** The message under a field, e.g. "Title is required"; `id` is the field's. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

export type TextFieldProps = FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "required">;

export function TextField({ className = "", ...props }: TextFieldProps) {
  const { id, label, required, optional, hint, error, ...rest } = props;
  return (
    <FieldFrame {...{ id, label, required, optional, hint, error }}>
      <input {...controlProps(props)} className={`${CONTROL} ${className}`} {...rest} />
    </FieldFrame>
  );
}

/** A person's name a parent types about themselves: the browser fills it in, the API's limit applies. */
export function PersonNameField(props: Omit<TextFieldProps, "type">) {
  return <TextField autoComplete="name" maxLength={LIMITS.name} {...props} />;
}

/** An email address: the email keyboard, the browser's autofill and the API's limit. */
export function EmailField(props: Omit<TextFieldProps, "type">) {
  return <TextField type="email" autoComplete="email" maxLength={LIMITS.email} {...props} />;
}

type TextAreaFieldProps = FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "required">;

export function TextAreaField({ className = "", ...props }: TextAreaFieldProps) {
  const { id, label, required, optional, hint, error, ...rest } = props;
  return (
    <FieldFrame {...{ id, label, required, optional, hint, error }}>
      <textarea {...controlProps(props)} className={`${CONTROL} ${className}`} {...rest} />
    </FieldFrame>
  );
}

type SelectFieldProps = FrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "required"> & { children: ReactNode };

export function SelectField({ children, ...props }: SelectFieldProps) {
  const { id, label, required, optional, hint, error, ...rest } = props;
  return (
    <FieldFrame {...{ id, label, required, optional, hint, error }}>
      <select {...controlProps(props)} className={CONTROL} {...rest}>
        {children}
      </select>
    </FieldFrame>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  id: string;
  label: string;
  hint?: ReactNode;
}

export function CheckboxField({ id, label, hint, ...rest }: CheckboxFieldProps) {
  return (
    <div>
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-slate-800"
      >
        <input
          id={id}
          type="checkbox"
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="h-5 w-5 rounded border-slate-400 accent-navy-900"
          {...rest}
        />
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
