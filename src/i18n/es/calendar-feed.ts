import type { Catalog } from "../catalog";

export const calendarFeed: Catalog["calendarFeed"] = {
  product: "Calendario del equipo",
  about: "Partidos, prácticas y eventos de {team} ({division}), {town}, {season}",
  game: "{team}: Partido vs {opponent}",
  cancelled: "CANCELADO: {summary}",
  postponed: "APLAZADO: {summary}",
  opponent: "Rival: {opponent}",
  finalScore: "Marcador final: local {home} - visitante {away}",
  snacksBy: "Merienda: {name}",
  snacksCovered: "Merienda: la trae una familia voluntaria",
  snacksNeeded: "Merienda: se necesita una familia voluntaria. Anótese en {url}",
  timeTba: "Hora por confirmar: el entrenador la publicará en {url}",
};
