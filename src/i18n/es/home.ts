import type { Catalog } from "../catalog";

export const home: Catalog["home"] = {
  title: "Fútbol {division} de {team}",
  description:
    "Calendario, noticias y meriendas de los partidos de {team}, fútbol recreativo {division} en {town}, {season}.",
  keywords: "calendario, inscripción de meriendas, noticias del equipo",
  hero: {
    kicker: "{season} · {division} · Edades {ages}",
    viewSchedule: "Ver calendario",
    subscribe: "Suscribirse al calendario",
    contactCoach: "Contactar al entrenador",
  },
  nextEvent: "Próximo evento",
  overview: {
    heading: "Resumen de la temporada",
    practiceLabel: "Prácticas:",
    practice: "los {days}, {time}, {span}",
    gamesLabel: "Partidos:",
    games: "durante toda la temporada, {span}: días y horas en el",
    gamesLink: "calendario",
    teamLabel: "Equipo:",
    team: "{division}, edades {ages}:",
    teamLink: "conozca a los jugadores",
  },
  news: {
    heading: "Últimas noticias",
    viewAll: "Ver todas",
    viewAllHidden: "las noticias",
  },
  upcoming: {
    heading: "Próximos partidos",
    fullSchedule: "Calendario completo",
  },
  quickActions: {
    heading: "Accesos rápidos",
    addToCalendar: "Agregar al calendario",
    addToCalendarDetail: "Todos los partidos y prácticas (.ics)",
    viewPosts: "Ver noticias",
    viewPostsDetail: "Noticias del entrenador",
    leagueInfo: "Información de la liga",
    leagueContacts: "Contactos de la liga",
    opensInNewTab: "(se abre en una pestaña nueva)",
  },
  values: {
    heading: "Por lo que jugamos",
  },
};
