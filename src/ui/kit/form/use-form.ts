/**
 * The one hook every form uses: the values as typed, checked as typed (a check function or a
 * shared schema), the messages of touched fields, the focus on the first problem when the form is
 * sent, the pending state while a request runs, and the server's answer to a failed one (its
 * `issues` under their fields, else one message for the whole form). The rules themselves are the
 * pure functions of form-state.ts; docs/decisions/009-one-form-kit-by-hand.md says why it is not a
 * library.
 *
 *   const form = useForm({ initial: NEW_EVENT_FORM, check: validateEventForm, fields: FIELD_ORDER });
 *   const save = async (input: EventInput) => { ... };
 *   <Form form={form} onSubmit={save}>
 *     <TextField label="Title" {...form.bind("title")} />
 */
import { useId, useRef, useState, type SubmitEvent } from "react";
import type { FieldErrors } from "./form-errors";
import {
  allTouched,
  firstProblem,
  runCheck,
  serverFieldErrors,
  shownError,
  type Check,
  type FieldOf,
} from "./form-state";

/** The fields whose value is text, which `bind` ties to an input. */
type TextFieldOf<V> = { [K in FieldOf<V>]: V[K] extends string ? K : never }[FieldOf<V>];

/** The fields whose value is a yes or no, which `bindCheckbox` ties to a checkbox. */
type BooleanFieldOf<V> = { [K in FieldOf<V>]: V[K] extends boolean ? K : never }[FieldOf<V>];

export interface FormOptions<V, Out> {
  /** The values the form starts with, and goes back to on `reset()`. */
  initial: V;
  /** How the values are checked as typed; null while the schema to check with is on its way. */
  check?: Check<V, Out>;
  /** The fields in the order they are on screen: the first one with a problem gets the focus. */
  fields: readonly FieldOf<V>[];
  /** Field ids are `<id>-<field>`, e.g. `contact-email`; a generated one by default. */
  id?: string;
}

export function useForm<V extends object, Out = V>({ initial, check, fields, id }: FormOptions<V, Out>) {
  type F = FieldOf<V>;
  const generatedId = useId();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  // Messages set from outside the check (the server's, or a check made only as the form is sent),
  // each until its field changes.
  const [placed, setPlaced] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** What is waiting, e.g. "submit", or "publish" for the post editor's Publish Now; null when idle. */
  const [pending, setPending] = useState<string | null>(null);
  // A second press before the disabled button renders must not send twice.
  const busy = useRef(false);

  const result = runCheck(check, values, fields);
  const checked = result && !result.ok ? result.errors : {};
  const fieldId = (field: F) => `${id ?? generatedId}-${field}`;
  const error = (field: F) => shownError(field, checked, touched, placed);

  const touch = (field: F) => {
    setTouched((current) => ({ ...current, [field]: true }));
  };
  const set = <K extends F>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    touch(field);
    setPlaced((current) => ({ ...current, [field]: undefined }));
  };

  /**
   * Checks `values` (the form's own by default) with `check` (the form's by default) and returns
   * the request body, or shows every problem, focuses the first, and returns null.
   */
  const validate = (how: { values?: V; check?: Check<V, Out> } = {}): Out | null => {
    const verdict = runCheck(how.check ?? check, how.values ?? values, fields);
    if (verdict?.ok) return verdict.input;
    setTouched(allTouched(fields));
    const first =
      verdict && firstProblem(fields, verdict.errors, (field) => !!document.getElementById(fieldId(field)));
    if (first) document.getElementById(fieldId(first))?.focus();
    return null;
  };

  /** Runs `request` while the form is pending as `mode`; ignored while something else is. */
  const send = async (request: () => Promise<unknown>, mode = "submit"): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setPending(mode);
    setFormError(null);
    try {
      await request();
    } finally {
      busy.current = false;
      setPending(null);
    }
  };

  /** Checks the values (see `validate`) and, when they pass, sends the request body with `request`. */
  const submit = async (
    request: (input: Out) => Promise<unknown>,
    how: { values?: V; mode?: string } = {},
  ) => {
    if (busy.current) return;
    const input = validate(how);
    if (input !== null) await send(() => request(input), how.mode);
  };

  return {
    values,
    /** The check's verdict on the values, or null while there is nothing to check with. */
    result,
    valid: result?.ok === true,
    pending,
    /** A message for the whole form, from a failed request the fields do not explain. */
    formError,
    fieldId,
    error,
    set,
    touch,
    validate,
    send,
    submit,
    /** For `<form onSubmit>`: `submit` instead of the browser's own submission (see Form.tsx). */
    handleSubmit: (event: SubmitEvent<HTMLFormElement>, request: (input: Out) => Promise<unknown>) => {
      event.preventDefault();
      void submit(request);
    },
    /** Shows `message` under `field` until it changes, e.g. "Please enter a valid email address". */
    setError: (field: F, message: string) => {
      setPlaced((current) => ({ ...current, [field]: message }));
    },
    /**
     * A failed request: the answer's `issues` go under their fields; when none is about a field of
     * this form, `message` becomes the form's. Returns `message`, e.g. for a toast.
     */
    fail: (failure: unknown, message: string): string => {
      const issues =
        typeof failure === "object" && failure !== null && "issues" in failure ? failure.issues : null;
      const found = serverFieldErrors(issues, fields);
      if (Object.keys(found).length > 0) setPlaced(found);
      else setFormError(message);
      return message;
    },
    /** Starts again from `next` (the initial values by default): nothing touched, no message. */
    reset: (next: V = initial) => {
      setValues(next);
      setTouched({});
      setPlaced({});
      setFormError(null);
    },
    /** What a text input needs: its id, value, change and blur, and its message. */
    bind: (field: TextFieldOf<V>) => ({
      id: fieldId(field),
      value: values[field] as string,
      onChange: (event: { target: { value: string } }) => {
        set(field, event.target.value as V[TextFieldOf<V>]);
      },
      onBlur: () => {
        touch(field);
      },
      error: error(field),
    }),
    /** What a checkbox needs: its id, whether it is ticked, and its change. */
    bindCheckbox: (field: BooleanFieldOf<V>) => ({
      id: fieldId(field),
      checked: values[field] as boolean,
      onChange: (event: { target: { checked: boolean } }) => {
        set(field, event.target.checked as V[BooleanFieldOf<V>]);
      },
    }),
  };
}

export type Form<V extends object, Out = V> = ReturnType<typeof useForm<V, Out>>;
