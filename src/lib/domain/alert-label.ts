/**
 * The field-status bar says its level's label once (docs/product-rules.md#game-day-changes): the
 * API stores an alert's message without a start that repeats its label (`buildAlert`), and the
 * coach's rainout writes its messages without one. Pure, with no imports.
 */

/**
 * The message as the bar shows it after its level's label, never repeating it: a message that
 * starts with the label (any case, then a colon, dash, comma, full stop or nothing) loses that
 * start and begins with a capital, e.g. `withoutLabel("Fields closed: rain", "Fields closed")` is
 * `"Rain"`, so the bar reads "Fields closed: Rain", not "Fields closed: Fields closed: rain". A
 * message that is only the label leaves nothing after it; any other message stays as it is.
 */
export function withoutLabel(message: string, label: string): string {
  const text = message.trim();
  const start = text.slice(0, label.length);
  const rest = text.slice(label.length);
  if (label === "" || start.toLocaleLowerCase() !== label.toLocaleLowerCase()) return message;
  const separated = /^(\s*[:\-\u2013\u2014,.]+\s*|\s+|$)/.exec(rest);
  if (!separated) return message;
  const after = rest.slice(separated[0].length);
  return after.charAt(0).toLocaleUpperCase() + after.slice(1);
}
