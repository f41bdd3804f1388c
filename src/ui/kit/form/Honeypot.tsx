/**
 * The field people never see, in the parents' forms (contact, snack sign-up): off screen, out of
 * the tab order and hidden from screen readers, so only a bot fills it in, and the server then
 * quietly drops what it sent (`website`, docs/api.md).
 */
import { LIMITS } from "../../../lib/constants";
import { useKitWords } from "../words";

interface HoneypotProps {
  /** e.g. `contact-website` */
  id: string;
  value: string;
  onChange: (value: string) => void;
}

export default function Honeypot({ id, value, onChange }: HoneypotProps) {
  const words = useKitWords();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{words.honeypot}</label>
      <input
        id={id}
        name="website"
        tabIndex={-1}
        autoComplete="off"
        maxLength={LIMITS.honeypot}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

/** The honeypot's part of a request body: `website` only when something filled it in. */
export const honeypotField = (website: string): { website?: string } => (website ? { website } : {});
