import type { Catalog } from "../catalog";

export const posts: Catalog["posts"] = {
  title: "Noticias del equipo",
  description:
    "Noticias del entrenador de {team} {division}, {season}: recordatorios para los partidos, cambios de calendario, meriendas y uniformes.",
  keywords: "noticias del equipo, avisos del equipo, día de partido, calendario de meriendas",
  heading: "Noticias del equipo",
  subheading: "Noticias y avisos del entrenador, temporada {season}",
  welcome: {
    heading: "¡Bienvenidas, familias!",
    intro:
      "Aquí el entrenador publica lo que las familias necesitan saber: recordatorios para los partidos, cambios de calendario y de cancha, meriendas y uniformes. Busque o elija una etiqueta para encontrar una publicación anterior.",
    urgent:
      "Los cambios urgentes también se avisan por mensaje de texto, así que tenga su teléfono a mano los días de partido.",
    contact: "¿Preguntas? Envíele un mensaje al entrenador",
  },
  listHeading: "Publicaciones",
  loading: "Cargando publicaciones...",
  count: { one: "{count} publicación", other: "{count} publicaciones" },
  shown: { one: "{shown} de {count} publicación", other: "{shown} de {count} publicaciones" },
  empty: {
    heading: "Todavía no hay noticias",
    text: "Las noticias del entrenador aparecerán aquí. ¡Vuelva pronto!",
  },
  noMatch: {
    heading: "No se encontraron publicaciones",
    text: "Ninguna publicación coincide con su búsqueda. Pruebe otra palabra u otra etiqueta.",
    clear: "Borrar filtros",
  },
  filters: {
    region: "Buscar y filtrar publicaciones",
    search: "Buscar publicaciones",
    searchPlaceholder: "Título o texto",
    tag: "Etiqueta",
    allTags: "Todas las etiquetas",
  },
  tags: "Etiquetas",
  readMore: "Leer más",
  readLess: "Leer menos",
  opensInNewTab: "(se abre en una pestaña nueva)",
  share: "Compartir",
  shareText: "Noticias del equipo: {title}",
  latest: {
    loading: "Cargando noticias...",
    empty: "Todavía no hay noticias.",
  },
};
