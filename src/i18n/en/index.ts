/**
 * The English catalog: every word a parent reads, by part of the site. It is the source: the
 * Spanish catalog is typed from it, so a key missing in either fails `astro check`.
 */
import { api } from "./api";
import { fields } from "./fields";
import { kit } from "./kit";
import { schedule } from "./schedule";
import { home } from "./home";
import { posts } from "./posts";
import { roster } from "./roster";
import { site } from "./site";
import { snacks } from "./snacks";

export const en = {
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
