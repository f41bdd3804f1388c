/** The Spanish catalog: the English one's keys, in the Spanish of a family in Texas (`usted`). */
import type { Catalog } from "../catalog";
import { alert } from "./alert";
import { kit } from "./kit";
import { nav } from "./nav";
import { notFound } from "./not-found";
import { site } from "./site";

export const es: Catalog = {
  site,
  kit,
  nav,
  alert,
  notFound,
};
