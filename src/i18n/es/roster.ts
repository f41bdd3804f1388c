import type { Catalog } from "../catalog";

export const roster: Catalog["roster"] = {
  title: "Plantel del equipo",
  description: "Los jugadores de {team}, {division}, {season}.",
  keywords: "plantel, jugadores, números de camiseta",
  heading: "Plantel del equipo",
  seasonLine: "Temporada {season} · {count}",
  playerCount: { one: "{count} jugador", other: "{count} jugadores" },
  loading: "Cargando jugadores...",
  totalPlayers: "Total de jugadores",
  assignedJerseys: "Camisetas asignadas",
  ageRange: "Edades",
  division: "División",
  searchLabel: "Buscar jugadores",
  searchPlaceholder: "Nombre o número de camiseta",
  clearSearch: "Borrar búsqueda",
  shown: "Se muestran {shown} de {total} jugadores",
  noMatch: "No se encontraron jugadores",
  empty: "Todavía no hay jugadores",
  noPosition: "Posición sin asignar",
  positions: {
    Forward: "Delantero",
    Midfielder: "Mediocampista",
    Defender: "Defensa",
    Goalkeeper: "Portero",
  },
};
