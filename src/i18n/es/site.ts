import type { Catalog } from "../catalog";

export const site: Catalog["site"] = {
  skipLink: "Saltar al contenido principal",
  english: "English",
  spanish: "Español",
  languages: "Idioma",
  viewInThisLanguage: "Ver esta página en español",
  offer: "¿Prefiere español? Vea esta página en español",
  noThanks: "No, gracias",
  description:
    "Fútbol {division} de {team}, {season}, {town}: calendario, noticias, plantel y meriendas de los partidos.",
  quickLinks: "Enlaces rápidos",
  volunteerRun: "Fútbol juvenil a cargo de voluntarios.",
  coachLogin: "Entrada del entrenador",
};
