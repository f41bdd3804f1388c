/**
 * The form kit's state (src/ui/kit/form/use-form.ts) for forms with lists of rows: an input is
 * named by its key, the path the API's `issues` use joined with dots (`"coach.email"`,
 * `"equipment.2.detail"`, `"newPlayers.0.jerseyNumber"`), so a check or the server can name the
 * input in a row. The rules are form-state.ts's: a check's message shows once its input was touched
 * or the form was sent, a message placed from outside (the server's) until its input changes, and
 * the focus goes to the first input with a problem.
 */
import { useRef, useState } from "react";
import { allTouched, firstProblem, shownError, type Checked } from "../../kit/form/form-state";
import type { FieldErrors } from "../../kit/form/form-errors";

/** The keys whose value is text, which `bind` ties to an input. */
type TextKey<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

export interface KeyedFormOptions<V, Out> {
  initial: V;
  check: (values: V) => Checked<string, Out>;
  /** Every key the values show, in screen order, the rows' included. */
  keys: (values: V) => readonly string[];
  /** Input ids are `<id>-<key>`, dots as hyphens, e.g. `team-coach-email`. */
  id: string;
}

/** An input's id for a key, e.g. `inputId("team", "equipment.2.detail")` is `"team-equipment-2-detail"`. */
export const inputId = (id: string, key: string): string => `${id}-${key.replace(/\./g, "-")}`;

export function useKeyedForm<V extends object, Out>({ initial, check, keys, id }: KeyedFormOptions<V, Out>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [placed, setPlaced] = useState<FieldErrors<string>>({});
  const [pending, setPending] = useState(false);
  // A second press before the disabled button renders must not send twice.
  const busy = useRef(false);

  const result = check(values);
  const checked = result.ok ? {} : result.errors;
  const fieldId = (key: string) => inputId(id, key);
  const error = (key: string) => shownError(key, checked, touched, placed);

  /**
   * Changes the values; `key`'s input counts as touched and loses the message placed on it (and on
   * the inputs of its rows, e.g. every `equipment.*` when a row of `equipment` goes).
   */
  const change = (key: string, next: (current: V) => V) => {
    setValues(next);
    setTouched((current) => ({ ...current, [key]: true }));
    setPlaced((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([placedKey]) => placedKey !== key && !placedKey.startsWith(`${key}.`),
        ),
      ),
    );
  };

  const touch = (key: string) => {
    setTouched((current) => (current[key] ? current : { ...current, [key]: true }));
  };

  /** Moves the focus to the first input of `errors` on screen, in screen order. */
  const focusFirst = (errors: FieldErrors<string>) => {
    const first = firstProblem(keys(values), errors, (key) => !!document.getElementById(fieldId(key)));
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  /** The checked body, or null after showing every problem and focusing the first. */
  const validate = (): Out | null => {
    if (result.ok) return result.input;
    setTouched(allTouched(keys(values)));
    focusFirst(result.errors);
    return null;
  };

  return {
    values,
    result,
    valid: result.ok,
    pending,
    fieldId,
    error,
    change,
    touch,
    validate,
    /** Shows the server's messages under their inputs until each changes, and focuses the first. */
    place: (errors: FieldErrors<string>, { focus = true }: { focus?: boolean } = {}) => {
      setPlaced(errors);
      if (focus) {
        // After the render that draws them, so a message's input is there to focus.
        window.setTimeout(() => {
          focusFirst(errors);
        }, 0);
      }
    },
    /** Whether something is placed on any input, e.g. to mark a step of the flow. */
    hasPlaced: Object.values(placed).some((message) => message !== undefined),
    /** Runs `request` while the form is pending; ignored while it already is. */
    send: async (request: () => Promise<unknown>): Promise<void> => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      try {
        await request();
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    /** Starts again from `next`: nothing touched, no message. */
    reset: (next: V) => {
      setValues(next);
      setTouched({});
      setPlaced({});
    },
    /** What a text input needs: its id, value, change and blur, and its message. */
    bind: (key: TextKey<V>) => ({
      id: fieldId(key),
      value: values[key] as string,
      onChange: (event: { target: { value: string } }) => {
        const text = event.target.value;
        change(key, (current) => ({ ...current, [key]: text }));
      },
      onBlur: () => {
        touch(key);
      },
      error: error(key),
    }),
  };
}

export type KeyedForm<V extends object, Out> = ReturnType<typeof useKeyedForm<V, Out>>;
