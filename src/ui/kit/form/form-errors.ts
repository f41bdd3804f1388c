/** Turns schema issues into one message per form field. Pure. */

/** A field's message, e.g. `{ title: "Title is required" }`; a field without a problem is absent. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message for each known top-level field, e.g. issues on `["title"]` and `["tags", 2]`
 * give `{ title: "…", tags: "…" }`. Issues on fields the form does not show are left out.
 */
export function firstIssuePerField<K extends string>(
  issues: readonly Issue[],
  fields: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const [head] = issue.path;
    const field = fields.find((name) => name === head);
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return errors;
}
