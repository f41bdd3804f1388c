/**
 * netlify.toml's rewrites of page addresses, for the local servers, which do not read it: every
 * past season's address in either language is served its language's one page, and a missing
 * address answers its language's 404 page. `npm start` (dev-functions.ts) and `npm run preview`
 * (preview.mjs) both use these; netlify-rules.test.ts holds them to netlify.toml.
 */

/** `/seasons/<id>` or `/es/seasons/<id>`, one segment (not `/seasons/<id>/calendar.ics`). */
const PAST_SEASON = /^(\/es)?\/seasons\/[^/]+\/?$/;

/**
 * The page a past season's address is served, e.g. "/es/seasons/fall-2025" → "/es/past-season/",
 * or null for any other address.
 */
export function pastSeasonPage(pathname: string): string | null {
  const match = PAST_SEASON.exec(pathname);
  return match ? `${match[1] ?? ""}/past-season/` : null;
}

/**
 * The built page a missing address answers, with status 404: the Spanish one under /es, e.g.
 * "/es/nope" → "/es/404/", "/nope" → "/404.html".
 */
export const notFoundPage = (pathname: string): string =>
  pathname === "/es" || pathname.startsWith("/es/") ? "/es/404/" : "/404.html";
