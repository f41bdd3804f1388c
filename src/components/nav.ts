/** The site's navigation links and the rule for which one is active. */
import type { Words } from "../i18n/catalog";
import { basePath } from "../i18n/lang";

/** A link of a bar: its words' key in the `nav` catalog part and its English address. */
export type NavLink = { readonly label: keyof Words<"nav">; readonly href: string };

/** Links of the desktop bar, e.g. `{ label: "teamInfo", href: "/team-info" }` ("Team Info"). */
export const DESKTOP_NAV: readonly NavLink[] = [
  { label: "home", href: "/" },
  { label: "schedule", href: "/schedule" },
  { label: "teamInfo", href: "/team-info" },
  { label: "roster", href: "/roster" },
  { label: "posts", href: "/posts" },
  { label: "contact", href: "/contact" },
];

/** Links of the mobile bottom bar, e.g. `{ label: "info", href: "/contact" }` ("Info"). */
export const MOBILE_NAV: readonly NavLink[] = [
  { label: "home", href: "/" },
  { label: "schedule", href: "/schedule" },
  { label: "posts", href: "/posts" },
  { label: "info", href: "/contact" },
];

// Astro may serve a page with or without a trailing slash; both must light up the same link. The
// language prefix goes too: "/es/posts" lights up Posts as "/posts" does.
function withoutTrailingSlash(path: string): string {
  const trimmed = basePath(path).replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * Whether a link is the current page, in either language, e.g. `isActiveLink("/posts/welcome",
 * "/posts")` and `isActiveLink("/es/posts", "/es/posts")` are `true`.
 */
export function isActiveLink(pathname: string, href: string): boolean {
  const path = withoutTrailingSlash(pathname);
  const target = withoutTrailingSlash(href);
  // Every path starts with "/", so Home is only active on the home page itself.
  if (target === "/") return path === "/";
  return path === target || path.startsWith(`${target}/`);
}

/**
 * Whether the page at `pathname` has a Spanish twin: every parent's page does, the coach's pages
 * (/admin, /admin-login, /admin/season) are English only, e.g. `isBilingual("/schedule")` is `true`.
 */
export const isBilingual = (pathname: string): boolean => !/^\/admin(-login)?(\/|$)/.test(basePath(pathname));
