/**
 * Buttons and labelled fields for the coach's forms: 44 px tap targets, visible focus, a pending
 * state on every button that waits, and field messages tied to their inputs for screen readers.
 */
import type {
  ButtonHTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";

type Tone = "primary" | "secondary" | "danger" | "bolt";

const TONES: Record<Tone, string> = {
  primary: "bg-navy-900 text-white hover:bg-navy-800 disabled:bg-slate-400",
  secondary:
    "bg-white text-navy-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:text-slate-500 disabled:hover:bg-white",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400",
  bolt: "bg-bolt-400 text-navy-950 hover:bg-bolt-500 disabled:bg-slate-300",
};

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: Tone;
  /** While true the button is disabled and says `pendingLabel`, e.g. "Saving...". */
  pending?: boolean;
  pendingLabel?: string;
  small?: boolean;
}

export function Button({
  tone = "primary",
  pending = false,
  pendingLabel,
  small = false,
  type = "button",
  disabled,
  className = "",
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled === true || pending}
      aria-busy={pending || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg font-semibold disabled:cursor-not-allowed ${
        small ? "px-3 text-sm" : "px-4"
      } ${TONES[tone]} ${className}`}
      {...rest}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

const CONTROL =
  "mt-1 block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700";

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}

/** Ids of the hint and the error under a field, for `aria-describedby`. */
export function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

export function TextField({ id, label, hint, error, required, className = "", ...rest }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${CONTROL} ${className}`}
        {...rest}
      />
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  required,
  className = "",
  ...rest
}: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        id={id}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${CONTROL} ${className}`}
        {...rest}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}

export function SelectField({ id, label, hint, error, required, children, ...rest }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select
        id={id}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={CONTROL}
        {...rest}
      >
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
