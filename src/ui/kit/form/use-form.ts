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
 *
 * A form with rows of keyed values (the team's equipment, the season's new players) names each
 * input by its path in the request body, joined with dots (`"equipment.2.detail"`), gives `fields`
 * as a function of its values, and changes a row with `change(key, updater)`:
 *
 *   const form = useForm({ initial, check: validateTeamForm, fields: teamFormKeys, id: "team" });
 *   form.change("equipment.2.detail", (values) => ({ ...values, equipment: ... }));
 */
import { useId, useRef, useState, type SubmitEvent } from "react";
import { fieldIssueText } from "../../../i18n/field-issues";
import { useKitWords } from "../words";
import type { FieldErrors } from "./form-errors";
import {
  allTouched,
  type Check,
  type FieldOf,
  fieldsOf,
  firstProblem,
  hasMessages,
  inputId,
  inScreenOrder,
  runCheck,
  serverFieldErrors,
  shownError,
  withoutPlaced,
} from "./form-state";

/** The fields whose value is text, which `bind` ties to an input, e.g. `"email" | "password"`. */
export type TextFieldOf<V> = { [K in FieldOf<V>]: V[K] extends string ? K : never }[FieldOf<V>];

/** The fields whose value is a yes or no, which `bindCheckbox` ties to a checkbox. */
type BooleanFieldOf<V> = { [K in FieldOf<V>]: V[K] extends boolean ? K : never }[FieldOf<V>];

/** `K` names the inputs: the fields of `V` by default, any key for a form with rows (`string`). */
export interface FormOptions<V, Out, K extends string = FieldOf<V>> {
  /** The values the form starts with, and goes back to on `reset()`. */
  initial: V;
  /** How the values are checked as typed; null while the schema to check with is on its way. */
  check?: Check<V, Out, K>;
  /**
   * The inputs in the order they are on screen: the first one with a problem gets the focus. The
   * fields, or for a form with rows a function of the values, e.g. `teamFormKeys`; by default the
   * fields of `initial`, in the order it names them (`fieldsOf`).
   */
  fields?: readonly NoInfer<K>[] | ((values: V) => readonly K[]);
  /** Input ids are `<id>-<key>`, dots as hyphens, e.g. `contact-email`, `team-equipment-2-detail`; a generated one by default. */
  id?: string;
}

export function useForm<V extends object, Out = V, K extends string = FieldOf<V>>({
  initial,
  check,
  fields,
  id,
}: FormOptions<V, Out, K>) {
  const generatedId = useId();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  // Messages set from outside the check (the server's, or a check made only as the form is sent),
  // each until its input changes.
  const [placed, setPlaced] = useState<FieldErrors<string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** What is waiting, e.g. "submit", or "publish" for the post editor's Publish Now; null when idle. */
  const [pending, setPending] = useState<string | null>(null);
  // A second press before the disabled button renders must not send twice.
  const busy = useRef(false);

  // Without `fields`, `K` is its default, the fields of `V`.
  const order = (of: V) =>
    inScreenOrder(fields ?? (fieldsOf(initial) as readonly string[] as readonly K[]), of);
  const result = runCheck(check, values, order(values));
  const checked: FieldErrors<string> = result && !result.ok ? result.errors : {};
  // Inside, an input is any key: a field of `V` (what `set` and `bind` take) or a row's key; outside,
  // one of `K`.
  const idOf = (key: string) => inputId(id ?? generatedId, key);
  // The shared schemas' field rules are keys (src/i18n/field-issues.ts), said here in the page's
  // language; any other message (a coach's form, the server's answer) shows as it is.
  const { fields: fieldWords } = useKitWords();
  const errorOf = (key: string) => {
    const message = shownError(key, checked, touched, placed);
    return message === undefined ? undefined : fieldIssueText(message, fieldWords);
  };
  const touchKey = (key: string) => {
    setTouched((current) => (current[key] ? current : { ...current, [key]: true }));
  };
  const changeKey = (key: string, next: (current: V) => V) => {
    setValues(next);
    touchKey(key);
    setPlaced((current) => withoutPlaced(current, key));
  };
  const fieldId: (key: K) => string = idOf;
  const error: (key: K) => string | undefined = errorOf;
  const touch: (key: K) => void = touchKey;
  const change: (key: K, next: (current: V) => V) => void = changeKey;
  const set = <F extends FieldOf<V>>(field: F, value: V[F]) => {
    changeKey(field, (current) => ({ ...current, [field]: value }));
  };

  /** Moves the focus to the first input of `errors` on screen, in screen order. */
  const focusFirst = (errors: FieldErrors<K>, of: V) => {
    const first = firstProblem(order(of), errors, (key) => !!document.getElementById(idOf(key)));
    if (first) document.getElementById(idOf(first))?.focus();
  };
  // After the render under way, which draws what is to be focused (a row just added, a message).
  const afterRender = (then: () => void) => window.setTimeout(then, 0);

  /**
   * Checks `values` (the form's own by default) with `check` (the form's by default) and returns
   * the request body, or shows every problem, focuses the first, and returns null.
   */
  const validate = (how: { values?: V; check?: Check<V, Out, K> } = {}): Out | null => {
    const of = how.values ?? values;
    const verdict = runCheck(how.check ?? check, of, order(of));
    if (verdict?.ok) return verdict.input;
    setTouched(allTouched(order(of)));
    if (verdict) focusFirst(verdict.errors, of);
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
    /** Whether a message is placed on any input, e.g. to mark a step of the season flow. */
    hasPlaced: hasMessages(placed),
    /** An input's id, e.g. `fieldId("equipment.2.detail")` is `"team-equipment-2-detail"`. */
    fieldId,
    /** The message under an input: the check's once it is touched, else one placed on it. */
    error,
    set,
    /**
     * Changes the values with `next`: `key`'s input counts as touched and loses the message placed
     * on it, and on its rows' inputs when it is a list (every `equipment.*` when a row comes or goes).
     */
    change,
    touch,
    /**
     * Moves the focus to `key`'s input once the next render has drawn it, e.g. to a row just added
     * (`rowKey("equipment", 3, "name")`) or after a removal (`keyAfterRemoval`).
     */
    focusAfterRender: (key: K) => {
      afterRender(() => document.getElementById(idOf(key))?.focus());
    },
    validate,
    send,
    submit,
    /** For `<form onSubmit>`: `submit` instead of the browser's own submission (see Form.tsx). */
    handleSubmit: (event: SubmitEvent<HTMLFormElement>, request: (input: Out) => Promise<unknown>) => {
      event.preventDefault();
      void submit(request);
    },
    /** Shows `message` under `key` until it changes, e.g. "Please enter a valid email address". */
    setError: (key: K, message: string) => {
      setPlaced((current) => ({ ...current, [key]: message }));
    },
    /**
     * Shows `errors` (e.g. the server's, by input) under their inputs until each changes, in place
     * of any placed before, and unless `focus` is false moves the focus to the first on screen.
     */
    place: (errors: FieldErrors<K>, { focus = true }: { focus?: boolean } = {}) => {
      setPlaced(errors);
      if (focus) {
        afterRender(() => {
          focusFirst(errors, values);
        });
      }
    },
    /**
     * A failed request: the answer's `issues` go under their inputs; when none is about an input of
     * this form, `message` becomes the form's. Returns `message`, e.g. for a toast.
     */
    fail: (failure: unknown, message: string): string => {
      const issues =
        typeof failure === "object" && failure !== null && "issues" in failure ? failure.issues : null;
      const found = serverFieldErrors(issues, order(values));
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
      id: idOf(field),
      value: values[field] as string,
      onChange: (event: { target: { value: string } }) => {
        set(field, event.target.value as V[TextFieldOf<V>]);
      },
      onBlur: () => {
        touchKey(field);
      },
      error: errorOf(field),
    }),
    /** What a checkbox needs: its id, whether it is ticked, and its change. */
    bindCheckbox: (field: BooleanFieldOf<V>) => ({
      id: idOf(field),
      checked: values[field] as boolean,
      onChange: (event: { target: { checked: boolean } }) => {
        set(field, event.target.checked as V[BooleanFieldOf<V>]);
      },
    }),
  };
}

/** What `useForm` gives a form; `K` is `string` for a form with rows, e.g. `Form<TeamFormValues, TeamInput, string>`. */
export type Form<V extends object, Out = V, K extends string = FieldOf<V>> = ReturnType<
  typeof useForm<V, Out, K>
>;
