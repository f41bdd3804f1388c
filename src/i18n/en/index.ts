/**
 * The English catalog: every word a parent reads, by part of the site. It is the source: the
 * Spanish catalog is typed from it, so a key missing in either fails `astro check`.
 */
import { chat } from "./chat";
import { contact } from "./contact";
import { kit } from "./kit";
import { seasons } from "./seasons";
import { site } from "./site";
import { team } from "./team";
import { teamInfo } from "./team-info";

export const en = {
  site,
  kit,
  team,
  teamInfo,
  contact,
  chat,
  seasons,
};
