/**
 * The English catalog: every word a parent reads, by part of the site. It is the source: the
 * Spanish catalog is typed from it, so a key missing in either fails `astro check`.
 */
import { home } from "./home";
import { kit } from "./kit";
import { posts } from "./posts";
import { roster } from "./roster";
import { site } from "./site";

export const en = {
  site,
  kit,
  home,
  roster,
  posts,
};
