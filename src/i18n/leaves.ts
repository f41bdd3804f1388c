/**
 * Every sentence of a catalog with its key path, e.g. `["site.skipLink", "Skip to main content"]`:
 * what the catalog test and the Spanish pages' walk compare. For tests and tools, not pages.
 */
type Tree = { readonly [key: string]: string | Tree };

export function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}
