/**
 * The form kit's rules, as pure functions (use-form.ts keeps the state): what a check says about
 * the values, which message a field shows, which field gets the focus, where the server's `issues`
 * go, and, for a form with rows, how its inputs are named and what a change clears. No zod here: a schema is only ever called through its `safeParse`, so a parent's
 * page that checks with the lazily loaded schemas (stores/schemas.ts) never ships zod with the kit.
 */
import { firstIssuePerField, type FieldErrors } from "./form-errors";

/** The names of a form's fields, e.g. `"title" | "content"`. */
export type FieldOf<V> = Extract<keyof V, string>;

/** What a check found: the request body, or one message per field that has a problem. */
export type Checked<F extends string, Out> = { ok: true; input: Out } | { ok: false; errors: FieldErrors<F> };

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** One of the shared schemas (src/lib/schemas), as the kit sees it. */
export interface SchemaLike<Out> {
  safeParse(
    value: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };
}

/**
 * How a form is checked as typed: a function such as `validatePostForm`, or a schema such as
 * `LoginInputSchema`; null or absent while there is nothing to check with yet (a schema on its way).
 * `K` names the inputs: the fields by default, any key (`"equipment.2.detail"`) for a form with rows.
 */
export type Check<V, Out, K extends string = FieldOf<V>> =
  ((values: V) => Checked<K, Out>) | SchemaLike<Out> | null | undefined;

/** The check's verdict on `values`, or null when there is no check (yet). */
export function runCheck<V, Out, K extends string = FieldOf<V>>(
  check: Check<V, Out, K>,
  values: V,
  fields: readonly K[],
): Checked<K, Out> | null {
  if (!check) return null;
  if (typeof check === "function") return check(values);
  const parsed = check.safeParse(values);
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: firstIssuePerField(parsed.error.issues, fields) };
}

/**
 * The message under a field: the check's once the field has been touched (typed in, left, or the
 * form sent), else one set on it from outside, e.g. the server's, until the field changes.
 */
export function shownError<F extends string>(
  field: F,
  checked: FieldErrors<F>,
  touched: Partial<Record<F, boolean>>,
  placed: FieldErrors<F>,
): string | undefined {
  return (touched[field] ? checked[field] : undefined) ?? placed[field];
}

/** Every field touched, e.g. as the form is sent, so every problem shows. */
export const allTouched = <F extends string>(fields: readonly F[]): Partial<Record<F, boolean>> =>
  Object.fromEntries(fields.map((field) => [field, true])) as Partial<Record<F, boolean>>;

/**
 * The field the focus goes to: the first on screen (in `fields` order) with a problem, among those
 * shown right now (`shown`), e.g. not End time while Time TBA hides it.
 */
export function firstProblem<F extends string>(
  fields: readonly F[],
  errors: FieldErrors<F>,
  shown: (field: F) => boolean,
): F | undefined {
  return fields.find((field) => errors[field] !== undefined && shown(field));
}

const isIssue = (value: unknown): value is Issue =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as Issue).path) &&
  typeof (value as Issue).message === "string";

/**
 * The server's `issues` (a 400's `{ path, message }` list, docs/api.md) on the form's fields, e.g.
 * `{ title: "Title is required" }`; anything that is not such a list gives none.
 */
export function serverFieldErrors<F extends string>(issues: unknown, fields: readonly F[]): FieldErrors<F> {
  return Array.isArray(issues) ? firstIssuePerField(issues.filter(isIssue), fields) : {};
}

/**
 * The inputs in screen order: a form's fields, e.g. `["email", "password"]`, or for a form with
 * rows a function of its values naming every input, the rows' included, e.g.
 * `(values) => ["name", "equipment.0.name", "equipment.0.detail", "equipment"]`.
 */
export type ScreenOrder<V, K extends string> = readonly K[] | ((values: V) => readonly K[]);

/** The inputs `values` show, in screen order. */
/**
 * A form's fields in the order its values name them, e.g. `fieldsOf(NEW_PLAYER_FORM)` → `["firstName",
 * "lastName", …]`: a form lists its initial values in screen order, so that order serves as the
 * fields' without a second list to keep in step.
 */
export const fieldsOf = <V extends object>(values: V): FieldOf<V>[] => Object.keys(values) as FieldOf<V>[];

export const inScreenOrder = <V, K extends string>(order: ScreenOrder<V, K>, values: V): readonly K[] =>
  typeof order === "function" ? order(values) : order;

/** The key of an input in a row, e.g. `rowKey("equipment", 2, "detail")` is `"equipment.2.detail"`. */
export const rowKey = (list: string, index: number, field: string): string =>
  `${list}.${String(index)}.${field}`;

/**
 * Where the focus goes once row `index` of `list` is removed and `left` rows remain: the same
 * input (`field`) of the row that takes its place, else of the new last row, else the list itself
 * (its Add button), e.g. `keyAfterRemoval("equipment", 2, 2, "name")` is `"equipment.1.name"`.
 */
export const keyAfterRemoval = (list: string, index: number, left: number, field: string): string =>
  left === 0 ? list : rowKey(list, Math.min(index, left - 1), field);

/**
 * An input's id in the page: the form's id and the key, dots as hyphens, e.g.
 * `inputId("team", "equipment.2.detail")` is `"team-equipment-2-detail"`.
 */
export const inputId = (formId: string, key: string): string => `${formId}-${key.replace(/\./g, "-")}`;

/**
 * The placed messages once `key` changes: its own goes, and its rows' when it is a list, e.g. every
 * `equipment.*` when a row of `equipment` is added or removed, since the rows below it move up.
 */
export function withoutPlaced<K extends string>(placed: FieldErrors<K>, key: string): FieldErrors<K> {
  return Object.fromEntries(
    Object.entries(placed).filter(([placedKey]) => placedKey !== key && !placedKey.startsWith(`${key}.`)),
  ) as FieldErrors<K>;
}

/** Whether any input has a message, e.g. one placed, to mark a step of the season flow as needing a change. */
export const hasMessages = (errors: FieldErrors<string>): boolean =>
  Object.values(errors).some((message) => message !== undefined);
