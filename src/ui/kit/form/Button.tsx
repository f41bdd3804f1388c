/**
 * The forms' buttons (and the dashboard's): 44 px tap targets, visible focus, and a pending state
 * for every button that waits: disabled, `aria-busy`, and `pendingLabel` instead of its words.
 */
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { useKitWords } from "../words";

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

/**
 * A form's submit button, pending while the form's request runs, e.g.
 * `<SubmitButton form={form} pendingLabel="Sending...">Send Message</SubmitButton>`.
 */
export function SubmitButton({
  form,
  ...rest
}: Omit<ButtonProps, "type" | "pending" | "form"> & { form: { pending: string | null } }) {
  return <Button type="submit" pending={form.pending !== null} {...rest} />;
}

interface ButtonRowProps {
  onCancel: () => void;
  /** e.g. "Keep my sign-up"; the kit's "Cancel" by default. */
  cancelLabel?: string;
  /** While the action runs, Cancel is off. */
  pending: boolean;
  small?: boolean;
  className?: string;
  /** The action's button, e.g. a `SubmitButton`. */
  children: ReactNode;
}

/** Cancel beside a dialog's or form's action, the action on top on a phone. */
export function ButtonRow({
  onCancel,
  cancelLabel,
  pending,
  small,
  className = "",
  children,
}: ButtonRowProps) {
  const words = useKitWords();
  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${className}`}>
      <Button tone="secondary" small={small} onClick={onCancel} disabled={pending}>
        {cancelLabel ?? words.cancel}
      </Button>
      {children}
    </div>
  );
}
