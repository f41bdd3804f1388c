/** The site's navigation links and the rule for which one is active. */

export type NavLink = { readonly label: string; readonly href: string };

/** Links of the desktop bar, e.g. `{ label: "Team Info", href: "/team-info" }`. */
export const DESKTOP_NAV: readonly NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Schedule", href: "/schedule" },
  { label: "Team Info", href: "/team-info" },
  { label: "Roster", href: "/roster" },
  { label: "Posts", href: "/posts" },
  { label: "Contact", href: "/contact" },
];

/** Links of the mobile bottom bar, e.g. `{ label: "Info", href: "/contact" }`. */
export const MOBILE_NAV: readonly NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Schedule", href: "/schedule" },
  { label: "Posts", href: "/posts" },
  { label: "Info", href: "/contact" },
];

// Astro may serve a page with or without a trailing slash; both must light up the same link.
function withoutTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Whether a link is the current page, e.g. `isActiveLink("/posts/welcome", "/posts")` is `true`. */
export function isActiveLink(pathname: string, href: string): boolean {
  const path = withoutTrailingSlash(pathname);
  const target = withoutTrailingSlash(href);
  // Every path starts with "/", so Home is only active on the home page itself.
  if (target === "/") return path === "/";
  return path === target || path.startsWith(`${target}/`);
}
