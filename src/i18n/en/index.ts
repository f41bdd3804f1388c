/**
 * The English catalog: every word a parent reads, by part of the site. It is the source: the
 * Spanish catalog is typed from it, so a key missing in either fails `astro check`.
 */
import { alert } from "./alert";
import { kit } from "./kit";
import { nav } from "./nav";
import { notFound } from "./not-found";
import { site } from "./site";

export const en = {
  site,
  kit,
  nav,
  alert,
  notFound,
};
