/** Turns schema issues into one message per form field. Pure. */

/** A field's message, e.g. `{ title: "Title is required" }`; a field without a problem is absent. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message for each known field: an issue goes to the longest field its path starts
 * with, so issues on `["title"]` and `["tags", 2]` give `{ title: "…", tags: "…" }`, and one on
 * `["equipment", 2, "detail"]` goes to a form's `"equipment.2.detail"` input when it has one.
 * Issues on fields the form does not show are left out.
 */
export function firstIssuePerField<K extends string>(
  issues: readonly Issue[],
  fields: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const path = `${issue.path.map(String).join(".")}.`;
    let found: K | undefined;
    for (const field of fields) {
      if (path.startsWith(`${field}.`) && field.length > (found?.length ?? -1)) found = field;
    }
    if (found !== undefined) errors[found] ??= issue.message;
  }
  return errors;
}
