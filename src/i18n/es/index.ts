/** The Spanish catalog: the English one's keys, in the Spanish of a family in Texas (`usted`). */
import type { Catalog } from "../catalog";
import { api } from "./api";
import { fields } from "./fields";
import { kit } from "./kit";
import { schedule } from "./schedule";
import { home } from "./home";
import { posts } from "./posts";
import { roster } from "./roster";
import { site } from "./site";
import { snacks } from "./snacks";

export const es: Catalog = {
  site,
  kit: { ...kit, fields },
  api,
  kit,
  schedule,
  snacks,
  home,
  roster,
  posts,
};
