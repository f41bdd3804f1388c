/** The Spanish catalog: the English one's keys, in the Spanish of a family in Texas (`usted`). */
import type { Catalog } from "../catalog";
import { chat } from "./chat";
import { contact } from "./contact";
import { kit } from "./kit";
import { seasons } from "./seasons";
import { site } from "./site";
import { team } from "./team";
import { teamInfo } from "./team-info";

export const es: Catalog = {
  site,
  kit,
  team,
  teamInfo,
  contact,
  chat,
  seasons,
};
