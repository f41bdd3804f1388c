import type { Catalog } from "../catalog";

export const nav: Catalog["nav"] = {
  home: "Inicio",
  schedule: "Calendario",
  teamInfo: "Info del equipo",
  roster: "Plantel",
  posts: "Noticias",
  contact: "Contacto",
  info: "Contacto",
  main: "Principal",
  mainMobile: "Principal (móvil)",
};
