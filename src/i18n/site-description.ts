/**
 * The site's default page description in a page's language, from the team and its current season,
 * e.g. "Hays Lightning U10 soccer, Fall 2025, Kyle, Texas: schedule, news, roster and game-day
 * snacks." (English: what `siteDescription` in src/lib/site.ts says) or "Fútbol U10 de Hays
 * Lightning, Fall 2025, …". The names stay as the coach typed them, but the season's: a Spanish
 * page names it in Spanish where the coach wrote it ("Otoño 2025").
 */
import type { SiteFacts } from "../lib/schemas/seasons";
import type { Words } from "./catalog";
import { fill } from "./fill";
import type { Lang } from "./lang";
import { typedText } from "./typed-lang";

export const describeSite = (
  words: Words<"site">,
  { team, season }: Pick<SiteFacts, "team" | "season">,
  lang: Lang = "en",
): string =>
  fill(words.description, {
    team: team.name,
    division: season.division,
    season: typedText(lang, season.label, season.labelEs).text,
    town: team.town,
  });
