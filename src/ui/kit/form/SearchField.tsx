/**
 * A labelled search box that filters what is already on the page as the reader types, e.g. "Search
 * players". Disabled until the island runs, so nothing typed before then is silently ignored.
 */
import { useId, type Ref } from "react";

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** e.g. "Name or jersey number" */
  placeholder: string;
  disabled: boolean;
  inputRef?: Ref<HTMLInputElement> | undefined;
  className?: string | undefined;
}

export default function SearchField({
  label,
  value,
  onChange,
  placeholder,
  disabled,
  inputRef,
  className,
}: SearchFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        disabled={disabled}
        className="mt-1 field-box"
      />
    </div>
  );
}
