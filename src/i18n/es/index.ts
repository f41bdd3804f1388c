/** The Spanish catalog: the English one's keys, in the Spanish of a family in Texas (`usted`). */
import type { Catalog } from "../catalog";
import { home } from "./home";
import { kit } from "./kit";
import { posts } from "./posts";
import { roster } from "./roster";
import { site } from "./site";

export const es: Catalog = {
  site,
  kit,
  home,
  roster,
  posts,
};
