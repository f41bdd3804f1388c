/** Page metadata rules: the title with the site name, and the canonical URL. */

/** Appends the site name unless the title already has it: `withSiteName("Roster", "Hays Lightning")` → `"Roster | Hays Lightning"`. */
export function withSiteName(title: string, siteName: string): string {
  const trimmed = title.trim();
  if (trimmed === "") return siteName;
  return trimmed.toLowerCase().includes(siteName.toLowerCase()) ? trimmed : `${trimmed} | ${siteName}`;
}

/** The canonical URL of a path on the site, without a trailing slash: `canonicalUrl("/roster/", "https://x.org")` → `"https://x.org/roster"`. */
export function canonicalUrl(pathname: string, site: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : "/";
  return new URL(path, site).toString();
}
