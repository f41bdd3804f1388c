/**
 * Fills a catalog sentence's `{name}` slots, e.g. `fill("{count} games left", { count: 2 })` →
 * "2 games left". A slot without a value stays as written, so a missing value shows in a test.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = values[name];
    return value === undefined ? slot : String(value);
  });
}
