/** The Spanish catalog: the English one's keys, in the Spanish of a family in Texas (`usted`). */
import type { Catalog } from "../catalog";
import { alert } from "./alert";
import { api } from "./api";
import { calendarFeed } from "./calendar-feed";
import { chat } from "./chat";
import { contact } from "./contact";
import { family } from "./family";
import { fields } from "./fields";
import { groupMe } from "./groupme";
import { home } from "./home";
import { kit } from "./kit";
import { nav } from "./nav";
import { notFound } from "./not-found";
import { posts } from "./posts";
import { roster } from "./roster";
import { schedule } from "./schedule";
import { seasons } from "./seasons";
import { site } from "./site";
import { snacks } from "./snacks";
import { team } from "./team";
import { teamInfo } from "./team-info";

export const es: Catalog = {
  site,
  kit: { ...kit, fields },
  api,
  schedule,
  snacks,
  home,
  roster,
  posts,
  team,
  teamInfo,
  contact,
  chat,
  seasons,
  nav,
  alert,
  notFound,
  calendarFeed,
  groupMe,
  family,
};
