/**
 * The site's default page description in a page's language, from the team and its current season,
 * e.g. "Hays Lightning U10 soccer, Fall 2025, Kyle, Texas: schedule, news, roster and game-day
 * snacks." (English: what `siteDescription` in src/lib/site.ts says) or "Fútbol U10 de Hays
 * Lightning, Fall 2025, …". The names stay as the coach typed them.
 */
import type { SiteFacts } from "../lib/schemas/seasons";
import type { Words } from "./catalog";
import { fill } from "./fill";

export const describeSite = (
  words: Words<"site">,
  { team, season }: Pick<SiteFacts, "team" | "season">,
): string =>
  fill(words.description, {
    team: team.name,
    division: season.division,
    season: season.label,
    town: team.town,
  });
